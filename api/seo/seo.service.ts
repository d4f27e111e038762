import { Inject, Injectable } from '@nestjs/common';
import { GUIDES } from '../../shared/catalogue.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import { LEGAL_DOC_INFO, LEGAL_DOCS, type LegalDocId } from '../../shared/legal.js';
import { indexedPaths, unindexedPatterns } from '../../shared/routes.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { GuideEditionDatesService } from '../guide-library/guide-edition-dates.service.js';
import { LegalService } from '../legal/legal.service.js';

/** Never crawled: the API and private files. (/previews, the sample pages, stay public.) */
const PRIVATE_PREFIXES = ['/api/', '/objects/'] as const;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export interface SitemapEntry {
  /** Absolute URL on PUBLIC_URL. */
  loc: string;
  /** YYYY-MM-DD, where the page's content has a date: a guide's edition, a legal text's version. */
  lastmod?: string;
}

/** What dates the pages: each guide's current edition and each legal text's version (YYYY-MM-DD). */
export interface SitemapDates {
  editions: ReadonlyMap<GuideSlug, string>;
  legal: ReadonlyMap<string, string>;
}

/**
 * robots.txt and sitemap.xml, from the route list (`indexed` pages), with absolute
 * addresses on PUBLIC_URL. robots.txt changes only with the build; the sitemap's dates
 * follow the guide library's editions and the owner's legal texts, so it is built per
 * request (one grouped query and a stat per legal file).
 */
@Injectable()
export class SeoService {
  readonly robotsTxt: string;
  private readonly origin: string;

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'publicUrl'>,
    private readonly editions: GuideEditionDatesService,
    private readonly legal: LegalService,
  ) {
    this.origin = config.publicUrl;
    this.robotsTxt = [
      'User-agent: *',
      ...[...PRIVATE_PREFIXES, ...unindexedPatterns()].map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  async sitemapXml(): Promise<string> {
    const legal = new Map(
      LEGAL_DOCS.map((doc: LegalDocId) => [LEGAL_DOC_INFO[doc].path, this.legal.document(doc).updatedAt.slice(0, 10)] as const),
    );
    const entries = sitemapEntries(this.origin, { editions: await this.editions.editionDates(), legal });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map((e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n');
  }
}

/** Every indexed page; a guide page dated by its edition, the guide list by the newest one, a legal page by its text. */
export function sitemapEntries(origin: string, dates: SitemapDates): SitemapEntry[] {
  const newestEdition = GUIDES.map((g) => dates.editions.get(g.slug) ?? g.editionDate)
    .sort()
    .at(-1);
  return indexedPaths().map(({ path, id, slug }) => {
    const lastmod = slug ? dates.editions.get(slug) : id === 'guides' ? newestEdition : dates.legal.get(path);
    return lastmod ? { loc: `${origin}${path}`, lastmod } : { loc: `${origin}${path}` };
  });
}
