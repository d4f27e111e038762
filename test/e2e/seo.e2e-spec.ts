/**
 * Search and social (issue 17, item 1): robots.txt, sitemap.xml, and on every public page
 * as served the canonical link, Open Graph and Twitter card tags (with the share image
 * fetched and measured) and JSON-LD validated against the schema.org vocabulary and
 * Google's rich-result requirements. Unknown non-API paths with a file extension get the
 * HTML 404 page. Runs on the built app (npm run build).
 */
import { existsSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { GUIDES } from '../../shared/catalogue.js';
import { formatPrice } from '../../shared/pricing.js';
import { indexedPaths, PAGE_ROUTES, prerenderedPaths } from '../../shared/routes.js';
import { LOGO_IMAGE, SHARE_CARDS, SHARE_IMAGE, shareImagePath } from '../../shared/seo.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { validateJsonLd, VOCABULARY_SOURCE } from '../helpers/schema-org/validate.js';
import { adobeErrors } from '../helpers/schema-org/adobe.js';

const PUBLIC_URL = 'https://threadwise.example';
/** The address a default build is made for (scripts/prerender.mjs). */
const BUILD_ORIGIN = 'http://localhost:3000';

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2])]));
}

interface Head {
  title: string;
  /** Meta tags by name or property (the last one wins; duplicates are counted apart). */
  meta: Map<string, string>;
  duplicates: string[];
  canonical: string[];
  jsonLd: unknown[];
  /** Every <script> without a src: allowed only as a data block (the CSP blocks inline code). */
  inlineScripts: string[];
}

/** The search and social tags of an HTML page's head, as a crawler reads them. */
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  const duplicates: string[] = [];
  for (const m of head.matchAll(/<meta\b[^>]*>/g)) {
    const a = attributes(m[0]);
    const key = a.property ?? a.name;
    if (!key || a.content === undefined) continue;
    if (meta.has(key)) duplicates.push(key);
    meta.set(key, a.content);
  }
  const canonical = [...head.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map((m) => attributes(m[0]).href);
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);
  const inlineScripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/\bsrc=/.test(attrs));
  return { title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''), meta, duplicates, canonical, jsonLd, inlineScripts };
}

/** The bytes as sent (supertest would decompress them). */
async function rawGet(t: TestApp, path: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const server = t.app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** RFC 9309 matching of one robots.txt rule (`*` any run of characters, `$` end). */
function robotsRuleMatches(rule: string, path: string): boolean {
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
    .replace(/\\\$$/, '$');
  return new RegExp(`^${pattern}`).test(path);
}

describe('search and social', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'pages', 'index.html'))) throw new Error('dist/pages is missing: run `npm run build` first');
    t = await startTestApp({ PUBLIC_URL });
  });
  afterAll(async () => t?.close());

  describe('robots.txt', () => {
    it('disallows the API, private files, account, admin, checkout and thank-you pages, and names the sitemap', async () => {
      const res = await http().get('/robots.txt').expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const lines = res.text.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
      const blocked = (path: string) => rules.some((r) => robotsRuleMatches(r, path));
      for (const path of ['/admin', '/account', '/api/health', '/api/download/fabric-101', '/objects/uploads/x', '/thank-you', '/login']) {
        expect({ path, blocked: blocked(path) }).toEqual({ path, blocked: true });
      }
      for (const g of GUIDES) {
        for (const path of [`/guides/${g.slug}/checkout`, `/guides/${g.slug}/checkout?code=SPRING`, `/guides/${g.slug}/thank-you`]) {
          expect({ path, blocked: blocked(path) }).toEqual({ path, blocked: true });
        }
      }
      // Nothing the sitemap lists is blocked, nor the share images and sample pages.
      for (const { path } of indexedPaths()) expect({ path, blocked: blocked(path) }).toEqual({ path, blocked: false });
      for (const path of ['/og/fabric-101.png', '/previews/101-page-1.png', '/images/guides/fabric-101.svg']) {
        expect({ path, blocked: blocked(path) }).toEqual({ path, blocked: false });
      }
      await http().head('/robots.txt').expect(200);
    });
  });

  describe('sitemap.xml', () => {
    let entries: { loc: string; lastmod?: string }[];

    beforeAll(async () => {
      const res = await http().get('/sitemap.xml').expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      // The whole document, strictly: the declaration, one urlset, url entries only.
      expect(res.text).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n( {2}<url><loc>[^<]+<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/url>\n)+<\/urlset>\n$/,
      );
      entries = [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
        loc: m[1],
        ...(m[2] ? { lastmod: m[2] } : {}),
      }));
    });

    it('lists every public page and the five guides once, with absolute addresses on PUBLIC_URL', () => {
      const locs = entries.map((e) => e.loc);
      expect(new Set(locs).size).toBe(locs.length);
      const expected = [
        '/',
        '/guides',
        ...GUIDES.map((g) => `/guides/${g.slug}`),
        '/about',
        '/contact',
        '/contact/tech-pack',
        '/contact/production',
        '/contact/brand-building',
        '/v1',
        '/terms',
        '/privacy',
        '/refund-policy',
        '/imprint',
      ].map((p) => `${PUBLIC_URL}${p}`);
      expect([...locs].sort()).toEqual([...expected].sort());
      expect(GUIDES).toHaveLength(5);
      // The private and per-visitor pages stay out.
      expect(locs.some((l) => /checkout|thank-you|account|admin|login/.test(l))).toBe(false);
    });

    it('dates each guide by its edition, and the guide list by the newest edition', () => {
      for (const g of GUIDES) {
        expect(entries.find((e) => e.loc === `${PUBLIC_URL}/guides/${g.slug}`)?.lastmod).toBe(g.editionDate);
        expect(Number.isNaN(Date.parse(g.editionDate))).toBe(false);
      }
      const newest = GUIDES.map((g) => g.editionDate)
        .sort()
        .at(-1);
      expect(entries.find((e) => e.loc === `${PUBLIC_URL}/guides`)?.lastmod).toBe(newest);
    });

    it('every address in it answers 200 with a page whose canonical link is that address', async () => {
      for (const { loc } of entries) {
        const res = await http().get(new URL(loc).pathname).expect(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(readHead(res.text).canonical).toEqual([loc]);
      }
    });
  });

  describe('pre-rendered pages', () => {
    const imageDims = new Map<string, { width?: number; height?: number; format?: string }>();

    /** Fetches an absolute image address on PUBLIC_URL from the app, once. */
    async function measure(url: string) {
      if (!imageDims.has(url)) {
        expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
        const res = await http().get(new URL(url).pathname).buffer(true).expect(200);
        const meta = await sharp(res.body as Buffer).metadata();
        imageDims.set(url, { width: meta.width, height: meta.height, format: meta.format });
      }
      return imageDims.get(url)!;
    }

    it.each(prerenderedPaths().map((p) => [p.path, p.id]))('%s: canonical, Open Graph and Twitter tags, share image', async (path) => {
      const res = await http().get(path).expect(200);
      const head = readHead(res.text);
      const route = PAGE_ROUTES.find((r) => r.id === prerenderedPaths().find((p) => p.path === path)!.id)!;
      const url = `${PUBLIC_URL}${path}`;
      const m = head.meta;
      expect(head.duplicates).toEqual([]);
      expect(head.title).toMatch(/ · Threadwise$|^Threadwise$/);
      expect(m.get('description')!.length).toBeGreaterThan(50);

      if (route.indexed) {
        expect(head.canonical).toEqual([url]);
        expect(m.has('robots')).toBe(false);
      } else {
        // Kept out of the index (checkout), yet shareable with a preview.
        expect(head.canonical).toEqual([]);
        expect(m.get('robots')).toBe('noindex');
      }
      expect(m.get('og:url')).toBe(url);
      expect(m.get('og:site_name')).toBe('Threadwise');
      expect(m.get('og:title')).toBe(head.title);
      expect(m.get('og:description')).toBe(m.get('description'));
      expect(m.get('og:type')).toBe(route.id === 'guide' ? 'product' : 'website');

      const guide = GUIDES.find((g) => path.startsWith(`/guides/${g.slug}`));
      expect(m.get('og:image')).toBe(`${PUBLIC_URL}${shareImagePath(guide?.slug ?? 'home')}`);
      expect(m.get('og:image:type')).toBe('image/png');
      expect(m.get('og:image:width')).toBe(String(SHARE_IMAGE.width));
      expect(m.get('og:image:height')).toBe(String(SHARE_IMAGE.height));
      expect(m.get('og:image:alt')!.length).toBeGreaterThan(20);
      const dims = await measure(m.get('og:image')!);
      expect(dims).toEqual({ width: 1200, height: 630, format: 'png' });

      expect(m.get('twitter:card')).toBe('summary_large_image');
      expect(m.get('twitter:title')).toBe(head.title);
      expect(m.get('twitter:description')).toBe(m.get('description'));
      expect(m.get('twitter:image')).toBe(m.get('og:image'));
      expect(m.get('twitter:image:alt')).toBe(m.get('og:image:alt'));

      if (route.id === 'guide') {
        expect(m.get('product:price:amount')).toBe((guide!.saleCents / 100).toFixed(2));
        expect(m.get('product:price:currency')).toBe('USD');
        expect(m.get('og:image:alt')).toContain(guide!.title);
      }
      // The only inline scripts are JSON-LD data blocks: never run, so the CSP's
      // script-src 'self' does not apply to them.
      expect(head.inlineScripts.every((attrs) => attrs.trim() === 'type="application/ld+json"')).toBe(true);
      // Nothing of the build's own address is left (the server rewrote it to PUBLIC_URL).
      expect(res.text).not.toContain(BUILD_ORIGIN);
    });

    it('guide pages carry a valid Product with its Offer and AggregateRating, and a breadcrumb', async () => {
      for (const g of GUIDES) {
        const res = await http().get(`/guides/${g.slug}`).expect(200);
        const { jsonLd } = readHead(res.text);
        for (const doc of jsonLd)
          expect({ page: g.slug, source: VOCABULARY_SOURCE, errors: validateJsonLd(doc) }).toEqual({
            page: g.slug,
            source: VOCABULARY_SOURCE,
            errors: [],
          });
        // The second validator, from npm (offline, on the vendored schema.org graph).
        expect({ page: g.slug, errors: await adobeErrors(jsonLd) }).toEqual({ page: g.slug, errors: [] });
        const types = jsonLd.map((d) => (d as { '@type': string })['@type']);
        expect(types.sort()).toEqual(['BreadcrumbList', 'Product']);
        const product = jsonLd.find((d) => (d as { '@type': string })['@type'] === 'Product') as {
          name: string;
          description: string;
          url: string;
          image: string[];
          offers: { price: string };
          aggregateRating: unknown;
        };
        expect(product.name).toBe(g.title);
        expect(product.description).toBe(g.blurb);
        expect(product.url).toBe(`${PUBLIC_URL}/guides/${g.slug}`);
        expect(product.image).toContain(`${PUBLIC_URL}/og/${g.slug}.png`);
        expect(product.offers).toMatchObject({
          '@type': 'Offer',
          price: (g.saleCents / 100).toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: `${PUBLIC_URL}/guides/${g.slug}`,
        });
        expect(`$${Number(product.offers.price)}`).toBe(formatPrice(g.saleCents));
        expect(product.aggregateRating).toEqual({
          '@type': 'AggregateRating',
          ratingValue: g.rating,
          reviewCount: g.reviewCount,
          bestRating: 5,
          worstRating: 1,
        });
        for (const image of product.image as string[]) await http().get(new URL(image).pathname).expect(200);
      }
    });

    it('the home page carries a valid Organization (with a fetchable logo) and WebSite; other pages none', async () => {
      const home = readHead((await http().get('/').expect(200)).text);
      for (const doc of home.jsonLd) expect(validateJsonLd(doc)).toEqual([]);
      const org = home.jsonLd.find((d) => (d as { '@type': string })['@type'] === 'Organization') as Record<string, string>;
      expect(org).toMatchObject({
        name: 'Threadwise',
        url: `${PUBLIC_URL}/`,
        logo: `${PUBLIC_URL}${LOGO_IMAGE.path}`,
        email: 'hello@threadwise.studio',
      });
      expect(await measure(org.logo)).toEqual({ width: 512, height: 512, format: 'png' });
      expect(home.jsonLd.map((d) => (d as { '@type': string })['@type']).sort()).toEqual(['Organization', 'WebSite']);
      for (const path of ['/guides', '/about', '/contact', '/v1', `/guides/${GUIDES[0].slug}/checkout`]) {
        expect(readHead((await http().get(path).expect(200)).text).jsonLd).toEqual([]);
      }
    });

    it('sends the same rewritten page in its brotli and gzip variants', async () => {
      const plain = await rawGet(t, '/guides/fabric-101', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      // Brotli is made again in the background after start-up; gzip until then.
      let br = await rawGet(t, '/guides/fabric-101', 'br');
      for (let i = 0; i < 100 && br.headers['content-encoding'] !== 'br'; i++) {
        expect(br.headers['content-encoding']).toBe('gzip');
        await new Promise((r) => setTimeout(r, 200));
        br = await rawGet(t, '/guides/fabric-101', 'br');
      }
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      const gz = await rawGet(t, '/guides/fabric-101', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      expect(plain.body.toString('utf8')).toContain(`<link rel="canonical" href="${PUBLIC_URL}/guides/fabric-101">`);
      // A new ETag for the new bytes.
      expect(plain.headers.etag).toBe(br.headers.etag);
    });
  });

  describe('share images', () => {
    it('are 1200×630 PNGs for the home page and each guide, small enough for every preview, cached for a day', async () => {
      expect(SHARE_CARDS).toEqual(['home', ...GUIDES.map((g) => g.slug)]);
      for (const card of SHARE_CARDS) {
        const res = await http().get(shareImagePath(card)).buffer(true).expect(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        const body = res.body as Buffer;
        // Some messengers drop preview images over 300 kB.
        expect(body.length).toBeLessThan(300 * 1024);
        const meta = await sharp(body).metadata();
        expect({ card, width: meta.width, height: meta.height }).toEqual({ card, width: 1200, height: 630 });
      }
    });
  });

  describe('paths with a file extension', () => {
    it('answer the HTML 404 page when they are not a file of the build or the API', async () => {
      // A hashed asset older than the builds kept too: its script tag fails on the status.
      for (const path of [
        '/nope.html',
        '/wp-login.php',
        '/guides/fabric-101.pdf',
        '/images/guides/nope.svg',
        '/og/nope.png',
        '/.env',
        '/sitemap.xml.gz',
        '/assets/old-chunk-1a2b3c.js',
      ]) {
        const res = await http().get(path).expect(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.text).toContain('<div id="root"></div>');
        await http().head(path).expect(404);
      }
    });

    it('keep JSON answers for the API and private files', async () => {
      for (const path of ['/api/nope.json', '/api/guides/x.png', '/previews/nope.png']) {
        const res = await http().get(path).expect(404);
        expect({ path, type: res.headers['content-type'], body: res.body }).toEqual({
          path,
          type: 'application/json; charset=utf-8',
          body: { message: expect.any(String), code: 'not_found' },
        });
      }
      // Attachments are the admin's: asked for without a session, a JSON 401.
      const res = await http().get('/objects/uploads/nope.pdf').expect(401);
      expect(res.body).toEqual({ message: expect.any(String), code: 'unauthorized' });
    });
  });
});

describe('search and social: a server on the address the build was made for', () => {
  it('serves the pre-rendered pages as built (no rewrite) and robots.txt and sitemap.xml on its PUBLIC_URL', async () => {
    const t = await startTestApp({ PUBLIC_URL: BUILD_ORIGIN });
    try {
      const http = () => request(t.app.getHttpServer());
      const page = await http().get('/guides/fabric-101').expect(200);
      expect(readHead(page.text).canonical).toEqual([`${BUILD_ORIGIN}/guides/fabric-101`]);
      expect((await http().get('/robots.txt').expect(200)).text).toContain(`Sitemap: ${BUILD_ORIGIN}/sitemap.xml`);
      expect((await http().get('/sitemap.xml').expect(200)).text).toContain(`<loc>${BUILD_ORIGIN}/guides</loc>`);
    } finally {
      await t.close();
    }
  });
});

describe('the structured-data check itself', () => {
  it('finds wrong types, properties, values and missing Google requirements', () => {
    const errors = validateJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'X',
      image: '/og/x.png',
      colour: 'red',
      brand: 'Threadwise',
      offers: { '@type': 'Offer', price: 'free', availability: 'https://schema.org/NewCondition' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 7, reviewCount: 0, bestRating: 5 },
      datePublished: '2025-01-01',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        '$.image: "/og/x.png" is a relative URL',
        '$.colour: not a schema.org property of Product',
        '$.brand: "Threadwise" does not fit Organization|Brand',
        '$.offers.availability: NewCondition is not a member of ItemAvailability',
        '$.offers: Google requires Offer.priceCurrency',
        '$.offers: Offer.price must be a positive number',
        '$.aggregateRating: ratingValue 7 is outside 1..5',
        '$.aggregateRating: the review count must be a positive integer',
        expect.stringMatching(/^\$\.datePublished: not a property of Product /),
      ]),
    );
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Fabric' })).toEqual(['$: unknown type Fabric']);
  });
});
