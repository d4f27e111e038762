/**
 * The security audit's findings (issue 13), one describe per item, each reproducing the
 * finding as the audit did (over HTTP, as an attacker would) and asserting it no longer
 * works. Items 1 and 3 (sessions, throttles) are covered by sessions.e2e-spec.ts and
 * throttles.e2e-spec.ts; the route-enumerating suites (bad-input, authorization, attacks)
 * cover every route, the ones added here included.
 *
 * TRUST_PROXY is on so that each test can be its own client (X-Forwarded-For): per-IP
 * limits never cross between tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig, PROJECT_ROOT, SANDBOX_IN_PRODUCTION_WARNING, startupWarnings } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { eventually, newMail, outboxFiles, paddedPdf, type ParsedMail, pdfFile, TYPES, xlsFile } from '../helpers/enquiries.js';
import { type Agent, buyWithSandbox } from '../helpers/checkout.js';
import { JsonLogger } from '../../api/common/logger.js';
import { AdminUsersService } from '../../api/account/admin-users.service.js';
import { jest } from '@jest/globals';
import { UNATTACHED_TTL_MS, UploadsService } from '../../api/uploads/uploads.service.js';
import { cookieOf } from '../helpers/cookies.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };

let ipCounter = 0;
/** A fresh client address for TRUST_PROXY: per-IP limits start at zero. */
const freshIp = () => {
  ipCounter++;
  return `203.0.${113 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

let seq = 0;
/** A new buyer's details. */
function person(tag: string): { username: string; email: string; password: string } {
  const n = `${Date.now().toString(36)}${++seq}`;
  return { username: `${tag}_${n}`, email: `${tag}.${n}@example.com`, password: `pw-${n}-secret` };
}

const sessionCookie = (res: request.Response): string | undefined => cookieOf(res);

/** The owner's notification of an enquiry (the enquirer's acknowledgement goes out beside it). */
function ownerMail(mails: ParsedMail[], enquirer: string): ParsedMail[] {
  return mails.filter((m) => !(m.headers.to ?? '').includes(enquirer));
}

describe('security findings (issue 13)', () => {
  let t: TestApp;
  let ds: DataSource;
  let adminCookie: string;

  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    t = await startTestApp({
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_UPLOAD: '1000',
      RATE_LIMIT_PAYMENT_INTENT: '30',
    });
    ds = t.app.get(DataSource);
    const login = await http().post('/api/admin/login').send(ADMIN).expect(200);
    adminCookie = sessionCookie(login)!;
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  /** A browser (cookies kept) at its own client address. */
  const browserAt = (ip = freshIp()): Agent => request.agent(t.app.getHttpServer()).set('X-Forwarded-For', ip) as unknown as Agent;

  /** The e-mails to `to` written since `before` (they go out in the background). */
  async function mailsTo(to: string, before: string[], count = 1): Promise<ParsedMail[]> {
    return eventually(() => {
      const found = newMail(t.storageDir, before).filter((m) => m.headers.to === to);
      return found.length >= count ? found : undefined;
    });
  }
  const linkToken = (mail: ParsedMail, path: string): string => {
    const m = new RegExp(`${path.replace(/[?/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
    if (!m) throw new Error(`no ${path} link in: ${mail.text}`);
    return m[1];
  };

  /** A slot and a PUT of `bytes` as `name`: the PUT's answer. */
  async function upload(bytes: Buffer, type: string, name: string, ip = freshIp()): Promise<request.Response> {
    const slot = await http().post('/api/objects/upload').set('X-Forwarded-For', ip).expect(200);
    return http().put(slot.body.uploadURL).set('Content-Type', type).set('X-File-Name', encodeURIComponent(name)).send(bytes);
  }

  describe('2. attachments are what their names say', () => {
    it('a PDF named Invoice.html is stored, listed, mailed and downloaded as Invoice.pdf', async () => {
      const put = await upload(pdfFile(), 'application/octet-stream', 'Invoice.html');
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ name: 'Invoice.pdf', type: TYPES.pdf });
      const before = outboxFiles(t.storageDir);
      const sent = await http()
        .post('/api/contact')
        .set('X-Forwarded-For', freshIp())
        .send({ name: 'Ada', email: 'ada@example.com', message: 'See the invoice', attachments: [`/objects/uploads/${put.body.id}`] })
        .expect(201);
      const [mail] = ownerMail(newMail(t.storageDir, before), 'ada@example.com');
      expect(mail.text).toContain('Invoice.pdf');
      expect(mail.text + mail.html).not.toContain('Invoice.html');
      const list = await http().get('/api/admin/messages').set('Cookie', adminCookie).expect(200);
      const listed = JSON.stringify(list.body.messages.find((m: { id: number }) => m.id === sent.body.id));
      expect(listed).toContain('Invoice.pdf');
      expect(listed).not.toContain('Invoice.html');
      const file = await http().get(`/objects/uploads/${put.body.id}`).set('Cookie', adminCookie).expect(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename="Invoice.pdf"');
    });

    it('removes bidi overrides and line separators from names: in the answer, the row, the e-mail, the admin list and the download', async () => {
      const spoof = 'invoice\u202Efdp.exe\u2028\u200B';
      const put = await upload(pdfFile(), TYPES.pdf, spoof);
      expect(put.status).toBe(200);
      expect(put.body.name).toBe('invoicefdp.pdf');
      const [row] = await ds.query('SELECT originalName FROM uploads WHERE id = ?', [put.body.id]);
      expect(row.originalName).toBe('invoicefdp.pdf');
      const before = outboxFiles(t.storageDir);
      await http()
        .post('/api/contact')
        .set('X-Forwarded-For', freshIp())
        .send({ name: 'Eve\u202E', email: 'eve@example.com', message: 'Hi', attachments: [`/objects/uploads/${put.body.id}`] })
        .expect(201);
      const [mail] = ownerMail(newMail(t.storageDir, before), 'eve@example.com');
      const invisible = /[\p{Cf}\u2028\u2029]/u;
      expect(mail.text).not.toMatch(invisible);
      expect(mail.html).not.toMatch(invisible);
      expect(mail.headers.subject).not.toMatch(invisible);
      const list = await http().get('/api/admin/messages').set('Cookie', adminCookie).expect(200);
      expect(JSON.stringify(list.body)).not.toMatch(/\\u202e|\\u2028|\u202E|\u2028/i);
      const file = await http().get(`/objects/uploads/${put.body.id}`).set('Cookie', adminCookie).expect(200);
      expect(decodeURIComponent(file.headers['content-disposition'])).not.toMatch(invisible);
    });

    it('refuses an Excel workbook (OLE2 without a WordDocument stream) sent as a Word .doc', async () => {
      const put = await upload(xlsFile(), TYPES.doc, 'notes.doc');
      expect(put.status).toBe(415);
      expect(put.body.code).toBe('unsupported_file_type');
    });
  });

  describe('4. no disk filling', () => {
    const KB = 1024;
    let u: TestApp;
    let port: number;
    beforeAll(async () => {
      u = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_UPLOAD: '1000', UPLOAD_QUOTA_PER_IP_MB: '1', UPLOAD_QUOTA_TOTAL_MB: '2' });
      await u.app.listen(0, '127.0.0.1');
      port = (u.app.getHttpServer().address() as AddressInfo).port;
    });
    afterAll(async () => u?.close());

    const slot = (ip: string) => request(u.app.getHttpServer()).post('/api/objects/upload').set('X-Forwarded-For', ip);
    const put = (url: string, bytes: Buffer) => request(u.app.getHttpServer()).put(url).set('Content-Type', TYPES.pdf).send(bytes);
    const partials = () => readdirSync(join(u.storageDir, 'uploads')).filter((f) => f.startsWith('.part-'));

    /** A PUT without Content-Length (chunked): only the bytes themselves can be counted. */
    function putChunked(url: string, bytes: Buffer): Promise<{ status: number; body: { code?: string } }> {
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method: 'PUT', path: url, headers: { 'Content-Type': TYPES.pdf, 'Transfer-Encoding': 'chunked' } },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
          },
        );
        req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
        for (let at = 0; at < bytes.length; at += 64 * KB) req.write(bytes.subarray(at, at + 64 * KB));
        req.end();
      });
    }

    it('caps the unattached bytes of one address: PUT bytes count, new slots get 429 with Retry-After, other addresses go on', async () => {
      const ip = freshIp();
      const first = await slot(ip).expect(200);
      await put(first.body.uploadURL, paddedPdf(600 * KB)).expect(200);

      // Declared too big for what is left: refused before a byte is written.
      const second = await slot(ip).expect(200);
      const declared = await put(second.body.uploadURL, paddedPdf(600 * KB)).expect(429);
      expect(declared.body.code).toBe('upload_quota_exceeded');
      expect(Number(declared.headers['retry-after'])).toBeGreaterThanOrEqual(60);
      // Not declared: counted as the bytes arrive, stopped, nothing left on disk.
      const chunked = await putChunked(second.body.uploadURL, paddedPdf(600 * KB));
      expect(chunked).toMatchObject({ status: 429, body: { code: 'upload_quota_exceeded' } });
      expect(partials()).toEqual([]);

      // What is left fits; then the address is full: no new slot.
      await put(second.body.uploadURL, paddedPdf(1024 * KB - 600 * KB)).expect(200);
      const refused = await slot(ip).expect(429);
      expect(refused.body).toEqual({ message: expect.stringContaining('try again later'), code: 'upload_quota_exceeded' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50 * 60);
      expect(retryAfter).toBeLessThanOrEqual(UNATTACHED_TTL_MS / 1000 + 10 * 60);

      await slot(freshIp()).expect(200);
    });

    it('caps the unattached bytes of everyone together', async () => {
      // The first test left 1 MB; one more full address reaches the 2 MB total.
      const ip = freshIp();
      for (let i = 0; i < 2; i++) {
        const s = await slot(ip).expect(200);
        await put(s.body.uploadURL, paddedPdf(512 * KB)).expect(200);
      }
      const refused = await slot(freshIp()).expect(429);
      expect(refused.body.code).toBe('upload_quota_exceeded');
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('keeps unattached files about an hour, after which the budget is free again', async () => {
      const uploads = u.app.get(UploadsService);
      expect(UNATTACHED_TTL_MS).toBe(60 * 60 * 1000);
      expect(await uploads.purgeUnattached(new Date(Date.now() + 50 * 60 * 1000))).toBe(0);
      expect(await uploads.purgeUnattached(new Date(Date.now() + UNATTACHED_TTL_MS + 60 * 1000))).toBeGreaterThanOrEqual(4);
      await slot(freshIp()).expect(200);
    });

    it('refuses uploads with 507 while free disk space is below the floor, and writes nothing', async () => {
      const ip = freshIp();
      const s = await slot(ip).expect(200);
      const files = readdirSync(join(u.storageDir, 'uploads'));
      u.config.uploads.minFreeDiskBytes = Number.MAX_SAFE_INTEGER;
      try {
        const slotRefused = await slot(ip).expect(507);
        expect(slotRefused.body).toEqual({ message: expect.stringContaining('disk'), code: 'insufficient_storage' });
        const putRefused = await put(s.body.uploadURL, pdfFile()).expect(507);
        expect(putRefused.body.code).toBe('insufficient_storage');
        expect(readdirSync(join(u.storageDir, 'uploads'))).toEqual(files);
      } finally {
        u.config.uploads.minFreeDiskBytes = 0;
      }
      await put(s.body.uploadURL, pdfFile()).expect(200);
    });
  });

  describe('5. no data leaks', () => {
    it('POST /api/complete-purchase tells a session that does not own the order only { ok: true }', async () => {
      const buyer = browserAt();
      const { paymentIntentId, body } = await buyWithSandbox(buyer, 'victim.buyer@example.com', 'fabric-101');
      expect(body.order.email).toBe('victim.buyer@example.com');
      const stranger = browserAt();
      const res = await stranger
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'thief@example.com', guideSlug: 'fabric-101' })
        .expect(200);
      expect(res.body).toEqual({ ok: true });
      expect(JSON.stringify(res.body)).not.toContain('victim');
    });

    it('redacts payment_intent (and the e-mail) of the thank-you address in request logs', () => {
      const lines: string[] = [];
      const collect = { write: (line: string) => void lines.push(line) };
      new JsonLogger('info', { out: collect, err: collect }).request({
        reqId: 'r1',
        method: 'GET',
        url: '/thank-you?payment_intent=pi_3Secret123&email=a%40b.c&guide=fabric-101',
        status: 200,
        ms: 1,
      });
      const logged = lines.join('');
      expect(logged).toContain('payment_intent=[redacted]');
      expect(logged).not.toContain('pi_3Secret123');
      expect(logged).not.toContain('a%40b.c');
    });

    it('answers a registration with a known e-mail exactly like one with a new e-mail', async () => {
      const owner = person('known');
      await browserAt().post('/api/register').send(owner).expect(201);
      const a = person('probe_a');
      const b = person('probe_b');
      const known = await browserAt()
        .post('/api/register')
        .send({ ...a, email: owner.email })
        .expect(201);
      const fresh = await browserAt().post('/api/register').send(b).expect(201);
      const shape = (r: request.Response, p: { username: string }, email: string) =>
        JSON.stringify(r.body).replace(p.username, 'U').replace(email, 'E');
      expect(shape(known, a, owner.email)).toBe(shape(fresh, b, b.email));
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    });

    it('counts every registration attempt in the per-IP throttle, refused ones too', async () => {
      const ip = freshIp();
      const taken = person('taken');
      await browserAt(ip).post('/api/register').send(taken).expect(201);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push(
          (
            await browserAt(ip)
              .post('/api/register')
              .send({ ...person('again'), username: taken.username })
          ).status,
        );
      expect(statuses.slice(0, 19)).toEqual(Array(19).fill(409));
      expect(statuses[19]).toBe(429);
    });

    it('an unverified registration cannot squat an address: the owner registers, verifies and owns it', async () => {
      const victim = person('victim');
      const before = outboxFiles(t.storageDir);
      // The attacker registers the victim's address first.
      const attacker = browserAt();
      await attacker
        .post('/api/register')
        .send({ ...person('squatter'), email: victim.email })
        .expect(201);
      const [squatterMail] = await mailsTo(victim.email, before);
      const squatterToken = linkToken(squatterMail, '/api/account/verify');

      // The victim still registers, gets a link and verifies.
      const owner = browserAt();
      await owner.post('/api/register').send(victim).expect(201);
      const mails = await mailsTo(victim.email, before, 2);
      const ownerToken = linkToken(mails[1], '/api/account/verify');
      expect((await owner.get(`/api/account/verify?token=${ownerToken}`).expect(302)).headers.location).toBe('/account?verified=1');
      expect((await owner.get('/api/me').expect(200)).body.user).toMatchObject({ username: victim.username, emailVerified: true });

      // The squatter's link (clicked by mistake, or by the attacker's accomplice) verifies nothing now.
      expect((await attacker.get(`/api/account/verify?token=${squatterToken}`).expect(302)).headers.location).toBe('/account?verified=0');
      expect((await attacker.get('/api/me').expect(200)).body.user.emailVerified).toBe(false);
      expect(await ds.query('SELECT username FROM users WHERE email = ? AND emailVerifiedAt IS NOT NULL', [victim.email])).toEqual([
        { username: victim.username },
      ]);

      // A login with the address means its owner.
      const login = await browserAt().post('/api/login').send({ username: victim.email, password: victim.password }).expect(200);
      expect(login.body.user.username).toBe(victim.username);

      // Registering the owned address again is answered as always, and the owner is told.
      const later = outboxFiles(t.storageDir);
      await browserAt()
        .post('/api/register')
        .send({ ...person('late'), email: victim.email })
        .expect(201);
      const [notice] = await mailsTo(victim.email, later);
      expect(notice.headers.subject).toBe('Your e-mail already has a Threadwise account');
      expect(notice.text).not.toMatch(/token=/);
    });

    it('registering an address and logging in with it cannot tell whether somebody owns it', async () => {
      // One address with a verified owner, one nobody has.
      const owned = person('owned');
      const ownerBrowser = browserAt();
      const before = outboxFiles(t.storageDir);
      await ownerBrowser.post('/api/register').send(owned).expect(201);
      const [link] = await mailsTo(owned.email, before);
      await ownerBrowser.get(`/api/account/verify?token=${linkToken(link, '/api/account/verify')}`).expect(302);
      const fresh = person('nobody');
      for (const email of [owned.email, fresh.email]) {
        // The prober registers the address with a password of its own, then logs in with the address.
        const prober = { ...person('prober'), email };
        await browserAt().post('/api/register').send(prober).expect(201);
        const session = browserAt();
        const login = await session.post('/api/login').send({ username: email, password: prober.password });
        expect({ email, status: login.status, user: login.body.user?.username }).toEqual({ email, status: 200, user: prober.username });
        // Its own unverified account: nothing of the owner's.
        expect((await session.get('/api/me').expect(200)).body.user).toMatchObject({ username: prober.username, emailVerified: false });
      }
      // The owner's password still means the owner, and the prober's account sees none of it.
      const ownerSession = browserAt();
      await ownerSession.post('/api/login').send({ username: owned.email, password: owned.password }).expect(200);
      expect((await ownerSession.get('/api/me').expect(200)).body.user).toMatchObject({ username: owned.username, emailVerified: true });
      // A wrong password is refused alike for both addresses.
      for (const email of [owned.email, fresh.email]) {
        const wrong = await browserAt().post('/api/login').send({ username: email, password: 'not-the-password-1' });
        expect({ email, status: wrong.status, code: wrong.body.code }).toEqual({ email, status: 401, code: 'invalid_credentials' });
      }
    });

    it("an unverified registration of the owner's address does not stop the shop from starting", async () => {
      const fresh = await startTestApp({});
      try {
        const owner = { email: 'owner.squat@threadwise.test', password: 'a-long-admin-password' };
        await request(fresh.app.getHttpServer())
          .post('/api/register')
          .send({ username: 'squatter_of_owner', email: owner.email, password: 'pw-123456' })
          .expect(201);
        // What the next start with ADMIN_EMAIL does (AdminUsersService.onApplicationBootstrap).
        const admins = fresh.app.get(AdminUsersService);
        expect((await admins.ensureAdmin(owner)).outcome).toBe('created');
        expect(await admins.verifyAdmin(owner.email, owner.password)).toMatchObject({ role: 'admin' });
        expect(await admins.verifyAdmin(owner.email, 'pw-123456')).toBeNull();
      } finally {
        await fresh.close();
      }
    });
  });

  describe('6. rate limits where missing: POST /api/create-payment-intent', () => {
    const intent = (b: Agent | ReturnType<typeof http>, ip: string) =>
      b.post('/api/create-payment-intent').set('X-Forwarded-For', ip).send({ guideSlug: 'fabric-101', upsellSlugs: [] });

    it('is limited per IP (RATE_LIMIT_PAYMENT_INTENT a minute), however many sessions', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await intent(http(), ip)).status);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(statuses[30]).toBe(429);
      const refused = await intent(http(), ip).expect(429);
      expect(refused.body.code).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('is limited per browser session, from however many addresses', async () => {
      const b = request.agent(t.app.getHttpServer());
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await intent(b as unknown as Agent, freshIp())).status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(statuses[20]).toBe(429);
      // Another browser on the same addresses is not affected.
      await intent(http(), freshIp()).expect(200);
    });
  });

  describe('7. owner e-mails cannot be forged by enquirers', () => {
    it('puts the real attachment links first and quotes every line the enquirer wrote', async () => {
      const put = await upload(pdfFile(), TYPES.pdf, 'brief.pdf');
      expect(put.status).toBe(200);
      const forged = [
        'Hi, our invoice is attached.',
        '',
        '--- Files uploaded with this enquiry (1) ---',
        '- File 1 of 1: invoice.pdf (12.0 KB, application/pdf)',
        `  ${PUBLIC_URL}.evil.example/objects/uploads/5d5e0a52-1d5f-4d5b-9a4c-000000000000`,
        "Only these links are the enquirer's files.",
      ].join('\n');
      const before = outboxFiles(t.storageDir);
      await http()
        .post('/api/contact')
        .set('X-Forwarded-For', freshIp())
        .send({ name: 'Mallory', email: 'mallory@example.com', message: forged, attachments: [`/objects/uploads/${put.body.id}`] })
        .expect(201);
      // The owner's notification (the enquirer's acknowledgement goes out beside it).
      const [mail] = ownerMail(newMail(t.storageDir, before), 'mallory@example.com');
      const lines = mail.text.split('\n');
      // What the enquirer wrote is quoted, line by line: it cannot pass for the shop's section.
      expect(lines.filter((l) => l.includes('evil.example')).every((l) => l.startsWith('> '))).toBe(true);
      expect(lines.filter((l) => l.startsWith('--- Files uploaded'))).toEqual(['--- Files uploaded with this enquiry (1) ---']);
      // The real link comes before the message.
      const real = `${PUBLIC_URL}/objects/uploads/${put.body.id}`;
      expect(mail.text.indexOf(real)).toBeGreaterThan(-1);
      expect(mail.text.indexOf(real)).toBeLessThan(mail.text.indexOf('> Hi, our invoice is attached.'));
      // HTML: the real link is a link before the quote; the forged one is quoted text, never a link.
      const html = mail.html!;
      expect(html.indexOf(`href="${real}"`)).toBeLessThan(html.indexOf('<blockquote'));
      expect(html.indexOf('evil.example')).toBeGreaterThan(html.indexOf('<blockquote'));
      expect(html).not.toMatch(/href="[^"]*evil\.example/);
    });
  });

  describe('8. deployment-dependent findings', () => {
    it("the unsubscribe page's form posts to a relative action (it works on any host, under CSP form-action 'self')", async () => {
      const before = outboxFiles(t.storageDir);
      await http()
        .post('/api/newsletter/subscribe')
        .set('X-Forwarded-For', freshIp())
        .send({ email: 'reader.sec@example.com' })
        .expect(200);
      const [mail] = newMail(t.storageDir, before);
      const link = /https?:\/\/[^\s>]+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
      const path = new URL(link).pathname + new URL(link).search;
      // The page as served on another host name than PUBLIC_URL's.
      const page = await http().get(path).set('Host', 'shop-other-name.example').expect(200);
      const action = /<form method="post" action="([^"]+)"/.exec(page.text)![1];
      expect(action).toBe(path);
      expect(page.text).not.toContain(PUBLIC_URL);
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
      await http().post(action).set('Host', 'shop-other-name.example').type('form').send('List-Unsubscribe=One-Click').expect(200);
    });

    it('production on the sandbox logs a loud warning at every start', async () => {
      const env = {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PUBLIC_URL: 'https://shop.example.com',
        SESSION_SECRET: 's'.repeat(40),
        ADMIN_EMAIL: 'owner@shop.example.com',
        ADMIN_PASSWORD: 'a-long-admin-password',
      };
      expect(startupWarnings(loadConfig(env))).toEqual([SANDBOX_IN_PRODUCTION_WARNING]);
      expect(startupWarnings(loadConfig({ ...env, NODE_ENV: 'development' }))).toEqual([]);
      const lines: string[] = [];
      const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
      let app: TestApp | undefined;
      try {
        app = await startTestApp({ ...env, LOG_LEVEL: 'warn' });
      } finally {
        write.mockRestore();
        await app?.close();
      }
      const warning = lines
        .map((l) => JSON.parse(l) as { level: string; msg: string })
        .find((l) => l.msg.includes('THIS SHOP TAKES NO MONEY'));
      expect(warning).toMatchObject({ level: 'warn', msg: `WARNING: ${SANDBOX_IN_PRODUCTION_WARNING}` });
    });

    it("the README's Docker example does not run production on the sandbox, and warns loudly where it mentions it", () => {
      const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
      const section = readme.slice(
        readme.indexOf('## Running in Docker'),
        readme.indexOf('\n## ', readme.indexOf('## Running in Docker') + 5),
      );
      const example = /```sh\n([\s\S]*?)```/.exec(section)![1];
      expect(example).toContain('docker run');
      expect(example).not.toContain('PAYMENT_PROVIDER=sandbox');
      expect(example).toContain('STRIPE_SECRET_KEY=');
      expect(example).toContain('PUBLIC_URL=');
      expect(section).toMatch(/\*\*Warning: `PAYMENT_PROVIDER=sandbox` takes no money\.\*\*/);
    });
  });

  describe('9. account recovery and self-service', () => {
    /** A registered buyer whose e-mail is verified, logged in on the returned browser. */
    async function verifiedBuyer(tag: string): Promise<{ p: ReturnType<typeof person>; b: Agent }> {
      const p = person(tag);
      const b = browserAt();
      const before = outboxFiles(t.storageDir);
      await b.post('/api/register').send(p).expect(201);
      const [mail] = await mailsTo(p.email, before);
      await b.get(`/api/account/verify?token=${linkToken(mail, '/api/account/verify')}`).expect(302);
      expect((await b.get('/api/me').expect(200)).body.user.emailVerified).toBe(true);
      return { p, b };
    }

    it("'Forgot password?' answers the same whether or not the address has an account, and mails verified addresses only", async () => {
      const { p } = await verifiedBuyer('forgot');
      const unverified = person('forgot_unverified');
      await browserAt().post('/api/register').send(unverified).expect(201);
      const before = outboxFiles(t.storageDir);
      const answers = [];
      for (const email of [p.email, unverified.email, 'nobody.here@example.com']) {
        const res = await http().post('/api/account/forgot-password').set('X-Forwarded-For', freshIp()).send({ email }).expect(202);
        answers.push({ body: res.body, headers: Object.keys(res.headers).sort() });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0].body).toEqual({ ok: true });
      const [mail] = await mailsTo(p.email, before);
      expect(mail.headers.subject).toBe('Reset the password of your Threadwise account');
      await new Promise((r) => setTimeout(r, 200));
      // Reset mails only (the unverified account's own verification mail may still be on its way).
      const sent = newMail(t.storageDir, before)
        .filter((m) => m.headers.subject === 'Reset the password of your Threadwise account')
        .map((m) => m.headers.to);
      expect(sent).toEqual([p.email]);
    });

    it('is rate-limited per IP: the sixth request in 15 minutes is 429', async () => {
      const ip = freshIp();
      for (let i = 0; i < 5; i++)
        await http()
          .post('/api/account/forgot-password')
          .set('X-Forwarded-For', ip)
          .send({ email: `x${i}@example.com` })
          .expect(202);
      const refused = await http()
        .post('/api/account/forgot-password')
        .set('X-Forwarded-For', ip)
        .send({ email: 'x@example.com' })
        .expect(429);
      expect(refused.body.code).toBe('too_many_requests');
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('the reset link works once, expires, and setting a new password ends every session of the account', async () => {
      const { p, b: otherDevice } = await verifiedBuyer('reset');
      const before = outboxFiles(t.storageDir);
      await http().post('/api/account/forgot-password').set('X-Forwarded-For', freshIp()).send({ email: p.email }).expect(202);
      const [mail] = await mailsTo(p.email, before);
      const token = linkToken(mail, '/reset-password');
      expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);

      const resetter = browserAt();
      await resetter.post('/api/account/reset-password').send({ token, password: 'brand-new-password' }).expect(200, { ok: true });
      // Single use.
      const again = await resetter.post('/api/account/reset-password').send({ token, password: 'another-password' }).expect(400);
      expect(again.body.code).toBe('invalid_reset_token');
      // Every session of the account is over; the old password is worthless, the new one works.
      await otherDevice.get('/api/me').expect(401);
      await browserAt().post('/api/login').send({ username: p.username, password: p.password }).expect(401);
      await browserAt().post('/api/login').send({ username: p.username, password: 'brand-new-password' }).expect(200);

      // An expired link is refused too.
      const later = outboxFiles(t.storageDir);
      await ds.query('DELETE FROM password_resets');
      await http().post('/api/account/forgot-password').set('X-Forwarded-For', freshIp()).send({ email: p.email }).expect(202);
      const [second] = await mailsTo(p.email, later);
      await ds.query(`UPDATE password_resets SET expiresAt = datetime('now', '-1 minute') WHERE usedAt IS NULL`);
      const expired = await browserAt()
        .post('/api/account/reset-password')
        .send({ token: linkToken(second, '/reset-password'), password: 'yet-another-one' })
        .expect(400);
      expect(expired.body).toEqual({
        message: 'This reset link is invalid or has expired. Please ask for a new one.',
        code: 'invalid_reset_token',
      });
    });

    it('on /account: change password (the current one required) ends every other session; this one goes on', async () => {
      const { p, b: here } = await verifiedBuyer('change');
      const elsewhere = browserAt();
      await elsewhere.post('/api/login').send({ username: p.username, password: p.password }).expect(200);

      const wrong = await here
        .post('/api/account/change-password')
        .send({ currentPassword: 'not-it', newPassword: 'changed-password' })
        .expect(400);
      expect(wrong.body).toEqual({ message: 'Your current password is not correct', code: 'wrong_password' });
      await here
        .post('/api/account/change-password')
        .send({ currentPassword: p.password, newPassword: 'changed-password' })
        .expect(200, { ok: true });

      expect((await here.get('/api/me').expect(200)).body.user.username).toBe(p.username);
      await elsewhere.get('/api/me').expect(401);
      await browserAt().post('/api/login').send({ username: p.username, password: 'changed-password' }).expect(200);
      await http().post('/api/account/change-password').send({ currentPassword: 'x', newPassword: 'yyyyyy' }).expect(401);
    });

    it("on /account: 'Sign out everywhere' ends every session, this one included", async () => {
      const { p, b: here } = await verifiedBuyer('everywhere');
      const elsewhere = browserAt();
      await elsewhere.post('/api/login').send({ username: p.username, password: p.password }).expect(200);
      await here.post('/api/account/sign-out-everywhere').send({}).expect(200, { ok: true });
      await here.get('/api/me').expect(401);
      await elsewhere.get('/api/me').expect(401);
    });
  });
});
