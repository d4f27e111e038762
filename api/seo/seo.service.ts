import { Inject, Injectable } from '@nestjs/common';
import { GUIDES, findGuide } from '../../shared/catalogue.js';
import { indexedPaths, unindexedPatterns } from '../../shared/routes.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** Never crawled: the API and private files. (/previews, the sample pages, stay public.) */
const PRIVATE_PREFIXES = ['/api/', '/objects/'] as const;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export interface SitemapEntry {
  /** Absolute URL on PUBLIC_URL. */
  loc: string;
  /** YYYY-MM-DD, where the page's content has a date: a guide's edition. */
  lastmod?: string;
}

/**
 * robots.txt and sitemap.xml, from the route list (`indexed` pages) and the catalogue
 * (guides and their edition dates), with absolute addresses on PUBLIC_URL. Both are
 * computed once: they change only with a new build or configuration.
 */
@Injectable()
export class SeoService {
  readonly robotsTxt: string;
  readonly sitemapXml: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'publicUrl'>) {
    const origin = config.publicUrl;
    this.robotsTxt = [
      'User-agent: *',
      ...[...PRIVATE_PREFIXES, ...unindexedPatterns()].map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    const urls = this.sitemapEntries(origin).map(
      (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    );
    this.sitemapXml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  /** Every indexed page; a guide page dated by its edition, the guide list by the newest edition. */
  sitemapEntries(origin: string): SitemapEntry[] {
    const newestEdition = GUIDES.map((g) => g.editionDate)
      .sort()
      .at(-1);
    return indexedPaths().map(({ path, id, slug }) => {
      const lastmod = slug ? findGuide(slug)?.editionDate : id === 'guides' ? newestEdition : undefined;
      return lastmod ? { loc: `${origin}${path}`, lastmod } : { loc: `${origin}${path}` };
    });
  }
}
