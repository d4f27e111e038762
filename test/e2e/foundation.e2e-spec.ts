import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { itSqlite } from './sqlite-only.js';

const webDist = join(PROJECT_ROOT, 'dist', 'web');

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!existsSync(join(webDist, 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build` first (npm test does it for you)');
    }
    t = await startTestApp({ GENERATE_SAMPLE_GUIDES: 'true' });
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());

  /** The bytes as sent (supertest would decompress them). */
  async function rawGet(path: string, encoding = 'identity', method = 'GET') {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, method, headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('answers every request through Express: one request listener on the server', () => {
    expect((t.app.getHttpServer() as Server).listeners('request')).toHaveLength(1);
  });

  it("serves '/' as the pre-rendered page, compressed, however it is asked for", async () => {
    for (const path of ['/', '/?utm_source=newsletter', '/?']) {
      for (const [encoding, decode] of [
        ['gzip, deflate, br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await rawGet(path, encoding);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
        const html = decode(res.body).toString('utf8');
        expect(html).toContain('<title>Your complete fashion brand partner · Threadwise</title>');
        expect(html).toMatch(/<div id="root"><[a-z!]/);
      }
    }
  });

  it('answers /api/health with one set of headers, whatever the request', async () => {
    const names = (h: IncomingHttpHeaders) =>
      Object.keys(h)
        .filter((n) => !['date', 'x-request-id', 'etag', 'content-length', 'connection', 'keep-alive'].includes(n))
        .sort();
    const plain = await rawGet('/api/health');
    const query = await rawGet('/api/health?probe=1');
    const head = await rawGet('/api/health', 'identity', 'HEAD');
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['content-security-policy']).toBeDefined();
    expect(plain.headers['x-request-id']).toBeDefined();
    expect(names(query.headers)).toEqual(names(plain.headers));
    expect(names(head.headers)).toEqual(names(plain.headers));
  });

  it('reports health with the database pragmas of DESIGN §2', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', journalMode: 'wal', synchronous: 'full', foreignKeys: true });
  });

  // About the SQLite file: on PostgreSQL (npm run test:pg) there is none.
  itSqlite('creates a fresh SQLite file in the storage folder and records applied migrations', async () => {
    expect(existsSync(join(t.storageDir, 'shop.sqlite'))).toBe(true);
    const ds = t.app.get(DataSource);
    const tables: { name: string }[] = await ds.query("SELECT name FROM sqlite_master WHERE type = 'table'");
    expect(tables.map((r) => r.name)).toContain('migrations');
  });

  it('answers an unknown /api path with a JSON 404, never index.html', async () => {
    for (const path of ['/api/nope', '/api/guides/x/y', '/api']) {
      const res = await http().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: expect.any(String), code: 'not_found' });
    }
  });

  it('refuses malformed JSON with a 400 in the one error shape', async () => {
    const res = await http().post('/api/nope').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body', code: 'malformed_json' });
  });

  it('serves pre-rendered pages (index.html for visitor-dependent ones) with no-cache, and a 404 status for unknown pages', async () => {
    const prerendered: [string, string][] = [
      ['/', 'Your complete fashion brand partner · Threadwise'],
      ['/guides', 'Our Guides · Threadwise'],
      ['/guides/fabric-101', 'Fabric 101 · Threadwise'],
      ['/guides/fabric-101/checkout', 'Complete Your Purchase: Fabric 101 · Threadwise'],
      ['/about', 'About · Threadwise'],
      ['/v1', 'Fabric guides for fashion founders · Threadwise'],
      // Its form is disabled until the app has hydrated (LoginPage).
      ['/login', 'Log in · Threadwise'],
    ];
    for (const [path, title] of prerendered) {
      const res = await http().get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The page's own title and its markup inside #root (the app hydrates it).
      expect(res.text).toContain(`<title>${title}</title>`);
      expect(res.text).toMatch(/<div id="root"><[a-z!]/);
      expect(res.text).toMatch(/<style data-emotion="css [^"]+">/);
      // No inline scripts: the CSP (script-src 'self') would block them. JSON-LD data blocks
      // are never run, so script-src does not apply to them.
      const scripts = res.text.match(/<script[^>]*>/g)!.filter((tag) => tag !== '<script type="application/ld+json">');
      expect(scripts).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\//)]);
    }
    for (const path of ['/account', '/admin', '/thank-you']) {
      const res = await http().get(path).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root"></div>');
    }
    for (const path of ['/no-such-page', '/guides/fabric-999', '/guides/fabric-101/nope']) {
      const res = await http().get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // Rendered in the browser: the app's 404 screen, or 'Guide not found' under /guides.
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it("gives each pre-rendered page the style rules of the classes its markup carries, and none of the others'", () => {
    const pagesDir = join(PROJECT_ROOT, 'dist', 'pages');
    const pages = (readdirSync(pagesDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(15);
    for (const file of pages) {
      const html = readFileSync(join(pagesDir, file), 'utf8');
      const tag = /<style data-emotion="css ([^"]*)">([\s\S]*?)<\/style>/.exec(html);
      expect(tag).not.toBeNull();
      const [, names, css] = tag!;
      const markup = html.replace(tag![0], '');
      // css-0 is emotion's class for no styles at all: it has no rules.
      const carried = new Set(
        [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, v]) => v.split(/\s+/)).filter((c) => c.startsWith('css-') && c !== 'css-0'),
      );
      const ruled = new Set([...css.matchAll(/\.(css-[a-z0-9]+)/g)].map(([, c]) => c));
      // Every class an element carries has its rules (nothing unstyled until hydration)...
      expect({ file, missing: [...carried].filter((c) => !ruled.has(c)) }).toEqual({ file, missing: [] });
      // ...and no rule is for a class no element carries (emotion's outer styled layers).
      expect({ file, unused: [...ruled].filter((c) => !carried.has(c)) }).toEqual({ file, unused: [] });
      // The tag lists exactly the names whose rules it holds, so the browser's emotion
      // inserts the others if it renders them.
      const listed = names.split(' ');
      for (const c of ruled) expect(listed).toContain(c.slice('css-'.length));
      expect(css.length).toBeGreaterThan(10_000);
    }
  });

  it('sends the brotli or gzip file written at build time, by Accept-Encoding, with an ETag', async () => {
    const [asset] = readdirSync(join(webDist, 'assets')).filter((f) => /^index-.*\.js$/.test(f));
    const raw = readFileSync(join(webDist, 'assets', asset));
    const get = (encoding = 'identity') => rawGet(`/assets/${asset}`, encoding);
    const br = await get('gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(br.body, readFileSync(join(webDist, 'assets', `${asset}.br`)))).toBe(0);
    expect(brotliDecompressSync(br.body).equals(raw)).toBe(true);

    const gz = await get('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(raw)).toBe(true);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(raw.length);

    // Every compressible asset has both variants.
    for (const f of readdirSync(join(webDist, 'assets')).filter((f) => /\.(js|css|svg)$/.test(f))) {
      expect(existsSync(join(webDist, 'assets', `${f}.br`)) && existsSync(join(webDist, 'assets', `${f}.gz`))).toBe(true);
    }

    // HTML revalidates with its ETag: 304 and no body.
    const page = await http().get('/guides').expect(200);
    await http().get('/guides').set('If-None-Match', page.headers.etag).expect(304);
    // HEAD: headers only.
    const head = await http().head('/').expect(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves guide previews as WebP in three widths next to the PNGs', async () => {
    for (const width of [300, 600, 1200]) {
      const res = await http().get(`/previews/101-page-1-${width}.webp`).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect((res.body as Buffer).subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    await http().get('/previews/101-page-1.png').expect(200).expect('Content-Type', 'image/png');
    await http().get('/previews/101-page-1-700.webp').expect(404);
    await http().get('/previews/101-page-1@2x.webp').expect(404);
  });

  it('serves hashed assets with long immutable caching', async () => {
    const assets = readdirSync(join(webDist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    const res = await http().get(`/assets/${assets[0]}`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    await http().get('/assets/does-not-exist.js').expect(404);
  });

  it('sends the security headers', async () => {
    const res = await http().get('/').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['permissions-policy']).toContain('payment=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // HSTS only behind HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
