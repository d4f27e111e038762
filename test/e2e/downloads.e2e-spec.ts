/**
 * GET /api/download/{slug} and POST /api/download/resend-link (DESIGN §3 Downloads): the
 * authorisation matrix, Range, stamping, the stamp cache, download_log and fresh links.
 *
 * Most orders are written straight to the database (so that every status and revocation
 * can be set up), and a session that paid is a row in the `sessions` table with
 * express-session's signed cookie: exactly what the real checkout leaves behind. One test
 * goes through the real sandbox checkout and its receipt e-mail.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SESSION_COOKIE } from '../../api/session/session-cookie.js';
import { AppSecret } from '../../api/config/app-secret.js';
import { Order, type OrderStatus } from '../../api/checkout/order.entity.js';
import { type OrderItem } from '../../api/checkout/order-item.entity.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { StampedPdfCache } from '../../api/downloads/stamped-pdf-cache.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import { downloadLinkFor, signDownloadGrant } from '../../api/download-links/signed-links.js';
import { browser, buyWithSandbox, orderByIntent } from '../helpers/checkout.js';
import { newMail, outboxFiles } from '../helpers/enquiries.js';
import { storedNames, storeSamplePdf } from '../helpers/files.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { pageText as linesText, readPdf } from '../helpers/pdf-text.js';

const signature = createRequire(import.meta.url)('cookie-signature') as { sign(value: string, secret: string): string };

const PUBLIC_URL = 'http://shop.test';
const A: GuideSlug = 'fabric-101';
const B: GuideSlug = 'fabric-201-cotton';
const FORBIDDEN_JSON = {
  message: 'You have not purchased this guide in this browser. Use the link in your receipt e-mail, or ask for a fresh one.',
  code: 'forbidden',
};
const RESEND_ANSWER = { ok: true, message: 'If that address bought this guide, a fresh download link is on its way.' };
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

interface LogRow {
  id: number;
  orderItemId: number;
  orderId: number;
  guideSlug: string;
  userId: number | null;
  email: string | null;
  via: string;
  ip: string | null;
  userAgent: string | null;
  bytes: number;
}

/** Collects a binary body (supertest only buffers text and JSON by itself). */
function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
  res.on('error', (err: Error) => cb(err, Buffer.alloc(0)));
}

/** A page's text (index < 0 counts from the end), whitespace runs folded to one space. */
async function pageText(pdf: Buffer, index: number): Promise<string> {
  return linesText((await readPdf(pdf)).at(index)!).replace(/\s+/g, ' ');
}

const pageCount = async (pdf: Buffer): Promise<number> => (await readPdf(pdf)).length;

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const sha12 = (buf: Buffer) => createHash('sha256').update(buf).digest('hex').slice(0, 12);

describe('downloads', () => {
  let t: TestApp;
  let ds: DataSource;
  let key: Buffer;
  let ipCounter = 0;

  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    // TRUST_PROXY lets each test be its own client (X-Forwarded-For) for the per-IP limit.
    t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
    ds = t.app.get(DataSource);
    key = t.app.get(AppSecret).key('download-links');
    for (const slug of [A, B]) await storeSamplePdf(t.files, slug);
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  const freshIp = () => `198.51.100.${++ipCounter}`;

  async function createOrder(
    email: string,
    slugs: GuideSlug[],
    opts: { status?: OrderStatus; revoked?: GuideSlug[] } = {},
  ): Promise<Order> {
    const status = opts.status ?? 'paid';
    const repo = ds.getRepository(Order);
    const order = await repo.save(
      repo.create({
        email,
        status,
        guideSlug: slugs[0],
        amountCents: 2900 + 999 * (slugs.length - 1),
        currency: 'usd',
        provider: 'sandbox',
        paymentIntentId: `pi_test_${randomBytes(8).toString('hex')}`,
        paidAt: status === 'pending' ? null : new Date(),
        items: slugs.map((guideSlug, i) => ({
          guideSlug,
          kind: i === 0 ? 'main' : 'upsell',
          priceCents: i === 0 ? 2900 : 999,
          revokedAt: opts.revoked?.includes(guideSlug) ? new Date() : null,
          revokeReason: opts.revoked?.includes(guideSlug) ? 'refund' : null,
        })) as OrderItem[],
      }),
    );
    // Numbers follow numberSeq (OrdersService.markPaid): a paid checkout later takes MAX + 1.
    order.number = `TW-${String(order.id).padStart(6, '0')}`;
    await repo.update({ id: order.id }, { number: order.number, numberSeq: order.id });
    return order;
  }

  /** A `Cookie` header for a stored session whose browser paid `paidOrderIds`. */
  async function paidSession(paidOrderIds: number[]): Promise<string> {
    const sid = randomBytes(24).toString('base64url');
    const maxAge = 24 * 60 * 60 * 1000;
    const expires = new Date(Date.now() + maxAge);
    const data = {
      cookie: { originalMaxAge: maxAge, expires: expires.toISOString(), secure: false, httpOnly: true, path: '/', sameSite: 'lax' },
      paidOrderIds,
    };
    await ds.query('INSERT INTO sessions (sid, data, expires_at) VALUES (?, ?, ?)', [sid, JSON.stringify(data), expires.getTime()]);
    return `${SESSION_COOKIE}=${encodeURIComponent(`s:${signature.sign(sid, t.app.get(AppSecret).value)}`)}`;
  }

  /** The path of a signed link (the app is reached directly, not at PUBLIC_URL). */
  function linkPath(orderId: number, slug: GuideSlug, exp = Math.floor(Date.now() / 1000) + 3600): string {
    return downloadLinkFor(PUBLIC_URL, key, { orderId, slug, exp }).slice(PUBLIC_URL.length);
  }

  function download(path: string, headers: Record<string, string> = {}) {
    const req = http().get(path).buffer(true).parse(binary);
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req;
  }

  let agentCounter = 0;
  /** A User-Agent no other request uses: it finds the download_log row of one request. */
  const agent = () => `jest-downloads/${++agentCounter}`;
  const rowsByAgent = (userAgent: string): Promise<LogRow[]> =>
    ds.query('SELECT * FROM download_log WHERE userAgent = ? ORDER BY id', [userAgent]);
  /** The download_log row of the request sent with `userAgent` (written once the response finished). */
  const logRowOf = (userAgent: string): Promise<LogRow> =>
    until(async () => {
      const rows = await rowsByAgent(userAgent);
      return rows.length > 0 && rows[0];
    });
  /** No row for the request sent with `userAgent`, a moment after its response. */
  async function expectNotLogged(userAgent: string): Promise<void> {
    await new Promise((r) => setTimeout(r, 150));
    expect(await rowsByAgent(userAgent)).toEqual([]);
  }

  async function expectRefused(path: string, cookie?: string): Promise<void> {
    const res = await http()
      .get(path)
      .set(cookie ? { Cookie: cookie } : {})
      .expect(403);
    expect(res.body).toEqual(FORBIDDEN_JSON);
  }

  describe('authorisation', () => {
    it('refuses a visitor with neither a paying session nor a link: JSON for API clients', async () => {
      const res = await http().get(`/api/download/${A}`).expect(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual(FORBIDDEN_JSON);
      await http().get(`/api/download/${A}`).set('Accept', 'application/json').expect(403, FORBIDDEN_JSON);
    });

    it('refuses a browser tab with a page that offers a fresh link', async () => {
      const res = await http().get(`/api/download/${A}`).set('Accept', BROWSER_ACCEPT).expect(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.text;
      expect(html).toContain('<h1>This download is for the buyer</h1>');
      expect(html).toMatch(/<form id="resend-link"[^>]*data-slug="fabric-101"[^>]*data-endpoint="\/api\/download\/resend-link"/);
      // Without the script the browser posts it (never GET: no address ends up in a URL).
      expect(html).toMatch(/<form id="resend-link" class="stacked" method="post" action="\/forms\/resend-link"/);
      expect(html).toContain('<input type="hidden" name="slug" value="fabric-101">');
      expect(html).toMatch(/<input id="resend-email" name="email" type="email"/);
      expect(html).toContain('<button type="submit">E-mail me a fresh link</button>');
      expect(html).toContain('href="/guides/fabric-101"');
      expect(html).toContain('href="/contact"');
      // The shop's look: favicon, the mark with the wordmark linking home.
      expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
      expect(html).toContain('<link rel="icon" href="/favicon.ico"');
      expect(html).toMatch(/<a class="logo" href="\/"[^>]*><svg[^>]*viewBox="0 0 32 32"[\s\S]*?<span>Threadwise<\/span><\/a>/);
      // The app's own faces (the build's hashed files), served from the same origin.
      for (const [family, file] of [
        ['Inter Variable', 'inter'],
        ['Fraunces Variable', 'fraunces'],
      ]) {
        const face = new RegExp(
          `@font-face \\{ font-family: "${family}";[^}]*src: url\\("(/assets/${file}-latin-wght-normal-[\\w-]+\\.woff2)"\\)`,
        );
        const url = face.exec(html)?.[1];
        expect(url).toBeDefined();
        const font = await http().get(url!).expect(200);
        expect(font.headers['content-type']).toBe('font/woff2');
      }
      // No inline script: the CSP forbids it; the form script is same-origin.
      expect(html).toContain('<script src="/download-access.js" defer></script>');
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);

      const script = await http().get('/download-access.js').expect(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.text).toContain('/api/download/resend-link');
    });

    it('serves the session that paid', async () => {
      const order = await createOrder('session.buyer@example.com', [A]);
      const cookie = await paidSession([order.id]);
      const ua = agent();
      const res = await download(`/api/download/${A}`, { Cookie: cookie, 'User-Agent': ua }).expect(200);
      expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const row = await logRowOf(ua);
      expect(row).toMatchObject({
        via: 'session',
        orderId: order.id,
        orderItemId: order.items[0].id,
        guideSlug: A,
        email: 'session.buyer@example.com',
        bytes: res.body.length,
        userId: null,
      });
      expect(row.ip).toBeTruthy();
    });

    it('logs a User-Agent without the C1 controls its raw bytes can carry', async () => {
      const order = await createOrder('ua.buyer@example.com', [A]);
      const cookie = await paidSession([order.id]);
      // Bytes 0x9b and 0x85: Node reads a header as Latin-1, so they arrive as U+009B and U+0085.
      await download(`/api/download/${A}`, { Cookie: cookie, 'User-Agent': 'jest-c1/1 \u009b31mRED\u0085x' }).expect(200);
      expect((await logRowOf('jest-c1/1 31mREDx')).email).toBe('ua.buyer@example.com');
    });

    it('logs the client address as Express resolves it (trust proxy) on every kind of download', async () => {
      const order = await createOrder('ip.buyer@example.com', [A]);
      const cookie = await paidSession([order.id]);
      const cases: [string, Record<string, string>][] = [
        [`/api/download/${A}`, { Cookie: cookie }],
        [`/api/download/${A}`, { Cookie: cookie, Range: 'bytes=0-99' }],
        [linkPath(order.id, A), {}],
      ];
      for (const [path, headers] of cases) {
        const ua = agent();
        const ip = freshIp();
        await download(path, { ...headers, 'User-Agent': ua, 'X-Forwarded-For': ip });
        expect((await logRowOf(ua)).ip).toBe(ip);
      }
    });

    it('refuses a session that paid for another guide only', async () => {
      const orderA = await createOrder('only-a@example.com', [A]);
      await createOrder('only-a@example.com', [B]);
      await expectRefused(`/api/download/${B}`, await paidSession([orderA.id]));
    });

    it('serves an upsell of the order the session paid', async () => {
      const order = await createOrder('upsell@example.com', [A, B]);
      const res = await download(`/api/download/${B}`, { Cookie: await paidSession([order.id]) }).expect(200);
      expect(await pageText(res.body, -1)).toContain('upsell@example.com');
    });

    it('serves the holder of a valid signed link, in any browser', async () => {
      const order = await createOrder('link.buyer@example.com', [A]);
      const ua = agent();
      const res = await download(linkPath(order.id, A), { 'User-Agent': ua }).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(await logRowOf(ua)).toMatchObject({ via: 'link', orderId: order.id, bytes: res.body.length, email: 'link.buyer@example.com' });
    });

    it('refuses tampered, expired and misapplied links', async () => {
      const order = await createOrder('tamper@example.com', [A, B]);
      const other = await createOrder('other@example.com', [A]);
      const good = linkPath(order.id, A);
      const sig = new URL(good, PUBLIC_URL).searchParams.get('sig')!;
      const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
      await expectRefused(good.replace(`sig=${sig}`, `sig=${flipped}`));
      await expectRefused(good.replace(`order=${order.id}`, `order=${other.id}`));
      await expectRefused(good.replace(`/${A}?`, `/${B}?`)); // signed for another guide
      await expectRefused(good.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 1}`));
      await expectRefused(good.replace(/&sig=.*$/, ''));
      // Correctly signed, but expired.
      const exp = Math.floor(Date.now() / 1000) - 1;
      const q = new URLSearchParams({
        order: String(order.id),
        exp: String(exp),
        sig: signDownloadGrant(key, { orderId: order.id, slug: A, exp }),
      });
      await expectRefused(`/api/download/${A}?${q.toString()}`);
      // Repeated parameters are not a link.
      await expectRefused(`${good}&sig=${sig}`);
    });

    it('refuses a refunded (revoked) item, by link and by session, but not the rest of the order', async () => {
      const order = await createOrder('refund@example.com', [A, B], { revoked: [B] });
      // The receipt's genuine link says why (a fresh link would not help), as JSON and as a page.
      const json = await http().get(linkPath(order.id, B)).expect(403);
      expect(json.body).toEqual({ message: 'This guide was refunded, so its download link no longer works.', code: 'forbidden' });
      const page = await http().get(linkPath(order.id, B)).set('Accept', BROWSER_ACCEPT).expect(403);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('<h1>This purchase was refunded</h1>');
      expect(page.text).toContain(
        'This guide was refunded, so its download link no longer works. If you think this is a mistake, please contact us.',
      );
      expect(page.text).not.toContain('resend-link');
      expect(page.text).toContain('<a class="button" href="/contact">Contact us</a>');
      // Anything else gets the usual refusal: the session, a forged or an expired link.
      await expectRefused(`/api/download/${B}`, await paidSession([order.id]));
      await expectRefused(`${linkPath(order.id, B).replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`)}`);
      await expectRefused(linkPath(order.id, B, Math.floor(Date.now() / 1000) - 1));
      await download(linkPath(order.id, A)).expect(200);
    });

    it('refuses orders that are not paid: pending, refunded, disputed', async () => {
      for (const status of ['pending', 'refunded', 'disputed', 'failed'] as const) {
        const order = await createOrder(`${status}@example.com`, [A], { status });
        await expectRefused(linkPath(order.id, A));
        await expectRefused(`/api/download/${A}`, await paidSession([order.id]));
      }
    });

    it('answers 404 JSON for an unknown guide, whoever asks', async () => {
      const order = await createOrder('unknown-slug@example.com', [A]);
      for (const path of ['/api/download/fabric-999', '/api/download/..%2F..%2Fshop.sqlite', '/api/download/FABRIC-101']) {
        const res = await http()
          .get(path)
          .set({ Cookie: await paidSession([order.id]), Accept: BROWSER_ACCEPT })
          .expect(404);
        expect(res.body).toEqual({ message: 'Guide not found', code: 'not_found' });
      }
    });
  });

  describe('with the real checkout', () => {
    it('serves the browser that paid and the receipt link, and refuses another browser', async () => {
      const payer = browser(t.app.getHttpServer());
      const before = outboxFiles(t.storageDir);
      const { paymentIntentId } = await buyWithSandbox(payer, 'checkout.buyer@example.com', A, [B]);
      const order = await orderByIntent(ds, paymentIntentId);
      expect(order.status).toBe('paid');

      for (const slug of [A, B]) {
        const res = await payer.get(`/api/download/${slug}`).buffer(true).parse(binary).expect(200);
        expect(await pageText(res.body, -1)).toContain(`Licensed to checkout.buyer@example.com · Order ${order.number}`);
      }
      await browser(t.app.getHttpServer()).get(`/api/download/${A}`).expect(403, FORBIDDEN_JSON);

      const receipt = (
        await until(async () => {
          const m = newMail(t.storageDir, before).find((mail) => /receipt/i.test(mail.headers.subject ?? ''));
          return m ?? false;
        })
      ).text;
      const link = receipt.match(/http:\/\/shop\.test\/api\/download\/fabric-201-cotton\?order=\d+&exp=\d+&sig=[\w-]{43}/)?.[0];
      expect(link).toBeDefined();
      const ua = agent();
      await download(link!.slice(PUBLIC_URL.length), { 'User-Agent': ua }).expect(200);
      expect(await logRowOf(ua)).toMatchObject({ via: 'link', orderId: order.id, guideSlug: B });
    });
  });

  describe('sending the PDF', () => {
    let order: Order;
    let cookie: string;
    let full: Buffer;

    beforeAll(async () => {
      order = await createOrder('range@example.com', [A]);
      cookie = await paidSession([order.id]);
      full = (await download(`/api/download/${A}`, { Cookie: cookie }).expect(200)).body as Buffer;
    });

    it('sends an attachment named after the guide, uncacheable, with Range support', async () => {
      const res = await download(`/api/download/${A}`, { Cookie: cookie }).expect(200);
      expect(res.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Fabric 101.pdf"',
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-length': String(full.length),
      });
      expect(Buffer.compare(res.body, full)).toBe(0);
    });

    it('answers bytes=0-99 with 206 and exactly those bytes, and logs 100 bytes', async () => {
      const ua = agent();
      const res = await download(`/api/download/${A}`, { Cookie: cookie, Range: 'bytes=0-99', 'User-Agent': ua }).expect(206);
      expect(res.headers['content-range']).toBe(`bytes 0-99/${full.length}`);
      expect(res.headers['content-length']).toBe('100');
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.body).toHaveLength(100);
      expect(Buffer.compare(res.body, full.subarray(0, 100))).toBe(0);
      expect(await logRowOf(ua)).toMatchObject({ via: 'session', orderId: order.id, bytes: 100 });
    });

    it('serves a suffix range', async () => {
      const res = await download(`/api/download/${A}`, { Cookie: cookie, Range: 'bytes=-50' }).expect(206);
      expect(res.headers['content-range']).toBe(`bytes ${full.length - 50}-${full.length - 1}/${full.length}`);
      expect(Buffer.compare(res.body, full.subarray(full.length - 50))).toBe(0);
    });

    it('answers an unsatisfiable range with 416 and logs nothing', async () => {
      const ua = agent();
      const res = await http().get(`/api/download/${A}`).set({ Cookie: cookie, Range: 'bytes=999999999-', 'User-Agent': ua }).expect(416);
      expect(res.headers['content-range']).toBe(`bytes */${full.length}`);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toEqual({ message: 'The requested range is not satisfiable.', code: 'range_not_satisfiable' });
      await expectNotLogged(ua);
    });

    it('answers HEAD with the headers and no body, and logs nothing', async () => {
      const ua = agent();
      const res = await http().head(`/api/download/${A}`).set({ Cookie: cookie, 'User-Agent': ua }).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(full.length));
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.text ?? '').toBe('');
      await http().head(`/api/download/${A}`).expect(403);
      await expectNotLogged(ua);
    });

    it('sends a strong ETag and Last-Modified, and logs every download served from memory', async () => {
      const uas = [agent(), agent()];
      const responses = [];
      for (const ua of uas) responses.push(await download(`/api/download/${A}`, { Cookie: cookie, 'User-Agent': ua }).expect(200));
      const [first, second] = responses;
      expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
      expect(Buffer.compare(second.body, full)).toBe(0);
      for (const ua of uas) expect(await logRowOf(ua)).toMatchObject({ via: 'session', orderId: order.id, bytes: full.length });
    });

    it('answers If-None-Match and If-Modified-Since with 304, no body, and logs nothing', async () => {
      const { headers } = await download(`/api/download/${A}`, { Cookie: cookie }).expect(200);
      const conditionals: Record<string, string>[] = [{ 'If-None-Match': headers.etag }, { 'If-Modified-Since': headers['last-modified'] }];
      for (const conditional of conditionals) {
        const ua = agent();
        const res = await download(`/api/download/${A}`, { Cookie: cookie, 'User-Agent': ua, ...conditional }).expect(304);
        expect(res.headers.etag).toBe(headers.etag);
        expect(res.headers['content-type']).toBeUndefined();
        expect(res.body).toHaveLength(0);
        await expectNotLogged(ua);
      }
      await download(`/api/download/${A}`, { Cookie: cookie, 'If-None-Match': '"another"' }).expect(200);
    });

    it('honours If-Range: the range while the copy is the same, the whole file once it is not', async () => {
      const { headers } = await download(`/api/download/${A}`, { Cookie: cookie }).expect(200);
      const range = { Cookie: cookie, Range: 'bytes=100-199' };
      for (const ifRange of [headers.etag, headers['last-modified']]) {
        const res = await download(`/api/download/${A}`, { ...range, 'If-Range': ifRange }).expect(206);
        expect(Buffer.compare(res.body, full.subarray(100, 200))).toBe(0);
      }
      const stale = ['"another"', `W/${headers.etag}`, new Date(Date.parse(headers['last-modified']) - 60_000).toUTCString()];
      for (const ifRange of stale) {
        const res = await download(`/api/download/${A}`, { ...range, 'If-Range': ifRange }).expect(200);
        expect(Buffer.compare(res.body, full)).toBe(0);
      }
    });

    it('merges overlapping ranges, and answers ranges that stay apart with the whole file', async () => {
      const merged = await download(`/api/download/${A}`, { Cookie: cookie, Range: 'bytes=0-49,40-99' }).expect(206);
      expect(merged.headers['content-range']).toBe(`bytes 0-99/${full.length}`);
      expect(Buffer.compare(merged.body, full.subarray(0, 100))).toBe(0);
      const apart = await download(`/api/download/${A}`, { Cookie: cookie, Range: 'bytes=0-9,500-509' }).expect(200);
      expect(Buffer.compare(apart.body, full)).toBe(0);
      const other = await download(`/api/download/${A}`, { Cookie: cookie, Range: 'pages=1-2' }).expect(200);
      expect(other.headers['content-range']).toBeUndefined();
    });

    it('answers a failed If-Match with 412 and logs nothing', async () => {
      const { headers } = await download(`/api/download/${A}`, { Cookie: cookie }).expect(200);
      const ua = agent();
      const res = await http().get(`/api/download/${A}`).set({ Cookie: cookie, 'If-Match': '"another"', 'User-Agent': ua }).expect(412);
      expect(res.body).toEqual({ message: 'Precondition failed.', code: 'precondition_failed' });
      expect(res.headers['content-disposition']).toBeUndefined();
      await expectNotLogged(ua);
      await download(`/api/download/${A}`, { Cookie: cookie, 'If-Match': headers.etag }).expect(200);
    });

    it('logs the user agent cut to 512 characters', async () => {
      const ua = `${agent()} ${'U'.repeat(2000)}`;
      await download(`/api/download/${A}`, { Cookie: cookie, 'User-Agent': ua }).expect(200);
      expect((await logRowOf(ua.slice(0, 512))).userAgent).toHaveLength(512);
    });
  });

  describe('a copy too large for the memory cache (streamed from disk)', () => {
    let order: Order;
    let cookie: string;
    let full: Buffer;

    beforeAll(async () => {
      order = await createOrder('streamed@example.com', [A]);
      cookie = await paidSession([order.id]);
      full = (await download(`/api/download/${A}`, { Cookie: cookie }).expect(200)).body as Buffer;
      jest.spyOn(t.app.get(StampedPdfCache), 'getOrLoad').mockResolvedValue(null);
    });
    afterAll(() => jest.restoreAllMocks());

    it('sends the same file, ranges, 416 and 304, and logs what was sent', async () => {
      const ua = agent();
      const res = await download(`/api/download/${A}`, { Cookie: cookie, 'User-Agent': ua }).expect(200);
      expect(res.headers).toMatchObject({
        'content-disposition': 'attachment; filename="Fabric 101.pdf"',
        'cache-control': 'private, no-store',
      });
      expect(Buffer.compare(res.body, full)).toBe(0);
      expect(await logRowOf(ua)).toMatchObject({ via: 'session', orderId: order.id, bytes: full.length });

      const part = await download(`/api/download/${A}`, { Cookie: cookie, Range: 'bytes=0-99' }).expect(206);
      expect(Buffer.compare(part.body, full.subarray(0, 100))).toBe(0);
      const refused = await http().get(`/api/download/${A}`).set({ Cookie: cookie, Range: 'bytes=999999999-' }).expect(416);
      expect(refused.headers['content-range']).toBe(`bytes */${full.length}`);
      expect(refused.headers['content-disposition']).toBeUndefined();
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      await download(`/api/download/${A}`, { Cookie: cookie, 'If-None-Match': res.headers.etag }).expect(304);
      expect(jest.mocked(t.app.get(StampedPdfCache).getOrLoad)).toHaveBeenCalled();
    });
  });

  describe('stamping', () => {
    it("stamps the buyer's e-mail and order number in the footer of the first and last page", async () => {
      const order = await createOrder('stamp.me@example.com', [A]);
      const res = await download(`/api/download/${A}`, { Cookie: await paidSession([order.id]) }).expect(200);
      const source = await t.files.read(`guides/${A}.pdf`);
      expect(await pageCount(res.body)).toBe(await pageCount(source));
      expect(await pageCount(res.body)).toBeGreaterThanOrEqual(40);
      const expected = `Licensed to stamp.me@example.com · Order ${order.number} · Personal use only — please do not share`;
      for (const index of [0, 1, 20, -1]) expect(await pageText(res.body, index)).toContain(expected);
      expect(await pageText(source, 0)).not.toContain('stamp.me@example.com');
    });

    it('caches the stamped copy per order and stamps again when the source PDF changes', async () => {
      const order = await createOrder('cache@example.com', [A]);
      const cookie = await paidSession([order.id]);
      const dir = `stamped/${order.id}/`;
      const sourceKey = `guides/${A}.pdf`;
      const original = await t.files.read(sourceKey);

      const first = (await download(`/api/download/${A}`, { Cookie: cookie }).expect(200)).body as Buffer;
      const cached = `${dir}${A}-${sha12(original)}.pdf`;
      expect(await storedNames(t.files, dir)).toEqual([`${A}-${sha12(original)}.pdf`]);
      const stored = (await t.files.head(cached))!.etag;
      await new Promise((r) => setTimeout(r, 50));
      const second = (await download(`/api/download/${A}`, { Cookie: cookie }).expect(200)).body as Buffer;
      expect(Buffer.compare(first, second)).toBe(0);
      expect((await t.files.head(cached))!.etag).toBe(stored);

      // The owner replaces the guide: the next download is stamped from the new file.
      try {
        await t.files.copy(`guides/${B}.pdf`, sourceKey);
        const replaced = await t.files.read(sourceKey);
        const third = (await download(`/api/download/${A}`, { Cookie: cookie }).expect(200)).body as Buffer;
        expect(await storedNames(t.files, dir)).toEqual([`${A}-${sha12(replaced)}.pdf`]);
        expect(await pageText(third, 0)).toContain('Cotton');
        expect(await pageText(third, -1)).toContain(`Licensed to cache@example.com · Order ${order.number}`);
      } finally {
        await t.files.put(sourceKey, original);
      }
    });

    it('stamps once for concurrent first downloads', async () => {
      const order = await createOrder('concurrent@example.com', [A]);
      const cookie = await paidSession([order.id]);
      const results = await Promise.all(Array.from({ length: 4 }, () => download(`/api/download/${A}`, { Cookie: cookie }).expect(200)));
      for (const r of results) expect(Buffer.compare(r.body, results[0].body)).toBe(0);
      const files = await storedNames(t.files, `stamped/${order.id}/`);
      expect(files).toHaveLength(1);
    });

    it('serves a copy deleted from disk from memory, and stamps it again when it is not in memory', async () => {
      const order = await createOrder('vanished@example.com', [A]);
      const cookie = await paidSession([order.id]);
      const first = (await download(`/api/download/${A}`, { Cookie: cookie }).expect(200)).body as Buffer;
      const dir = `stamped/${order.id}/`;
      await t.files.deleteAll(dir);
      const fromMemory = await download(`/api/download/${A}`, { Cookie: cookie }).expect(200);
      expect(Buffer.compare(fromMemory.body, first)).toBe(0);
      expect(await storedNames(t.files, dir)).toEqual([]);

      jest.spyOn(t.app.get(StampedPdfCache), 'getOrLoad').mockResolvedValueOnce(null);
      const res = await download(`/api/download/${A}`, { Cookie: cookie }).expect(200);
      expect(await pageText(res.body, 0)).toContain('vanished@example.com');
      expect(await storedNames(t.files, dir)).toHaveLength(1);
    });
  });

  describe('POST /api/download/resend-link', () => {
    const resend = (body: unknown, ip = freshIp()) =>
      http()
        .post('/api/download/resend-link')
        .set('X-Forwarded-For', ip)
        .send(body as object);

    it('answers 202 alike for a buyer and a stranger, and e-mails a working fresh link to the buyer only', async () => {
      const order = await createOrder('resend.buyer@example.com', [A]);
      const before = outboxFiles(t.storageDir);

      const stranger = await resend({ email: 'nobody@example.com', slug: A }).expect(202);
      const buyer = await resend({ email: ' Resend.Buyer@Example.com ', slug: A }).expect(202);
      const notBought = await resend({ email: 'resend.buyer@example.com', slug: B }).expect(202);
      expect(stranger.body).toEqual(RESEND_ANSWER);
      expect(buyer.body).toEqual(RESEND_ANSWER);
      expect(notBought.body).toEqual(RESEND_ANSWER);

      const mails = await until(async () => {
        const m = newMail(t.storageDir, before);
        return m.length > 0 && m;
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(newMail(t.storageDir, before)).toHaveLength(1);
      const [mail] = mails;
      expect(mail.headers.to).toBe('resend.buyer@example.com');
      expect(mail.headers.subject).toBe('Your download link for Fabric 101');
      const link = mail.text.match(/http:\/\/shop\.test\/api\/download\/fabric-101\?order=\d+&exp=\d+&sig=[\w-]{43}/)?.[0];
      expect(link).toBeDefined();
      const exp = Number(new URL(link!).searchParams.get('exp'));
      expect(exp).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600 - 60);
      expect(exp).toBeLessThanOrEqual(Date.now() / 1000 + 7 * 24 * 3600 + 1);

      const res = await download(link!.slice(PUBLIC_URL.length)).expect(200);
      expect(await pageText(res.body, 0)).toContain(`Licensed to resend.buyer@example.com · Order ${order.number}`);
    });

    it('sends nothing for a refunded item or an unpaid order', async () => {
      await createOrder('resend.refund@example.com', [A], { revoked: [A] });
      await createOrder('resend.pending@example.com', [A], { status: 'pending' });
      const before = outboxFiles(t.storageDir);
      await resend({ email: 'resend.refund@example.com', slug: A }).expect(202, RESEND_ANSWER);
      await resend({ email: 'resend.pending@example.com', slug: A }).expect(202, RESEND_ANSWER);
      await new Promise((r) => setTimeout(r, 300));
      expect(newMail(t.storageDir, before)).toHaveLength(0);
    });

    it('e-mails an address at most once per guide per 10 minutes', async () => {
      await createOrder('cooldown@example.com', [A, B]);
      const before = outboxFiles(t.storageDir);
      await resend({ email: 'cooldown@example.com', slug: A }).expect(202);
      await until(async () => newMail(t.storageDir, before).length === 1);
      await resend({ email: 'cooldown@example.com', slug: A }).expect(202, RESEND_ANSWER);
      await resend({ email: 'cooldown@example.com', slug: B }).expect(202);
      await until(async () => newMail(t.storageDir, before).length === 2);
      await new Promise((r) => setTimeout(r, 200));
      const mails = newMail(t.storageDir, before);
      expect(mails.map((m) => m.headers.subject).sort()).toEqual([
        'Your download link for Fabric 101',
        'Your download link for Fabric 201 Cotton',
      ]);
    });

    it('limits each IP to 3 requests per 10 minutes (429 with Retry-After)', async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) await resend({ email: `limit${i}@example.com`, slug: A }, ip).expect(202);
      const res = await resend({ email: 'limit3@example.com', slug: A }, ip).expect(429);
      expect(res.body.code).toBe('too_many_requests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
      await resend({ email: 'limit4@example.com', slug: A }).expect(202); // another client
    });

    it('without JavaScript the form posts to /forms/resend-link: the same answer as a page, the same e-mail, the same limit', async () => {
      await createOrder('nojs.resend@example.com', [A]);
      const before = outboxFiles(t.storageDir);
      const ip = freshIp();
      const post = (form: string) => http().post('/forms/resend-link').set('X-Forwarded-For', ip).type('form').send(form);

      const buyer = await post(`slug=${A}&email=${encodeURIComponent('Nojs.Resend@example.com')}`).expect(202);
      expect(buyer.headers['content-type']).toMatch(/^text\/html/);
      expect(buyer.headers['cache-control']).toBe('no-store');
      expect(buyer.text).toContain('<h1>Check your inbox</h1>');
      expect(buyer.text).toContain(RESEND_ANSWER.message);
      expect(buyer.text).toContain('<a href="/guides/fabric-101">Back to Fabric 101</a>');
      const [mail] = await until(async () => {
        const m = newMail(t.storageDir, before);
        return m.length > 0 && m;
      });
      expect(mail.headers.to).toBe('nojs.resend@example.com');
      expect(mail.headers.subject).toBe('Your download link for Fabric 101');

      // A stranger gets the same page and no e-mail.
      const stranger = await post(`slug=${A}&email=stranger.nojs%40example.com`).expect(202);
      expect(stranger.text).toBe(buyer.text);

      // A bad address: a page saying so, a way back to the download's page, nothing sent.
      const bad = await post(`slug=${A}&email=not-an-address`).expect(400);
      expect(bad.text).toContain('<h1>Check the address</h1>');
      expect(bad.text).toContain('Please enter the e-mail address you used at checkout.');
      expect(bad.text).toContain('<a href="/api/download/fabric-101">Back to the form</a>');

      // The JSON route's bucket (3 per 10 minutes per client): the fourth is refused, as a page.
      const limited = await post(`slug=${A}&email=fourth.nojs%40example.com`).expect(429);
      expect(limited.text).toContain('<h1>Too many requests</h1>');
      await new Promise((r) => setTimeout(r, 200));
      expect(newMail(t.storageDir, before)).toHaveLength(1);

      // Only a form post: JSON is the API's.
      await http().post('/forms/resend-link').set('X-Forwarded-For', freshIp()).send({ email: 'a@example.com', slug: A }).expect(415);
    });

    it('validates its JSON body', async () => {
      const bad = await resend({ email: 'not-an-address', slug: A }).expect(400);
      expect(bad.body.code).toBe('validation_failed');
      await resend({ email: 'a@example.com', slug: 'fabric-999' }).expect(400);
      await resend({ email: 'a@example.com' }).expect(400);
      await resend({ email: 'a@example.com', slug: A, extra: 1 }).expect(400);
      const form = await http()
        .post('/api/download/resend-link')
        .set('X-Forwarded-For', freshIp())
        .type('form')
        .send({ email: 'a@example.com', slug: A })
        .expect(415);
      expect(form.body.code).toBe('unsupported_media_type');
    });
  });
});
