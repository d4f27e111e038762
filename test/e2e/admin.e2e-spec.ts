/**
 * The admin back office over HTTP (spec §2 Admin, §3, §4 Admin, §7 admin rows, §8; DESIGN
 * §3 Admin): the admin account from ADMIN_EMAIL / ADMIN_PASSWORD at boot, admin login
 * (throttled, session regenerated, kept across a reload and a restart), logout, the inbox
 * with kinds, structured fields and private attachments, orders with "Resend receipt",
 * newsletter subscribers and the CSV exports.
 *
 * Who may call what (401 / 403 for every route) is authorization.e2e-spec.ts. Every test
 * here is its own client (TRUST_PROXY + X-Forwarded-For), so per-IP limits never cross.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SESSION_COOKIE } from '../../api/session/session-cookie.js';
import { createApp } from '../../api/app.factory.js';
import { loadConfig, PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { csvObjects } from '../helpers/csv.js';
import { type Agent, buyWithSandbox, createIntent } from '../helpers/checkout.js';
import { decodeWords, newMail, outboxFiles, pdfFile, pngFile, TYPES } from '../helpers/enquiries.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const INVALID = { message: 'Invalid admin credentials.', code: 'invalid_credentials' };
const THROTTLED = 'Too many admin login attempts. Please wait 15 minutes and try again.';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The shop.sid value of a Set-Cookie list ('' when it is cleared, undefined when absent). */
function sidOf(res: request.Response): string | undefined {
  const line = cookieLine(res);
  return line === '' ? undefined : line.slice(SESSION_COOKIE.length + 1).split(';')[0];
}

function cookieLine(res: request.Response): string {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  return (raw ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
}

/** The stored session id inside a signed cookie value ('s:<sid>.<sig>'). */
function storedSid(cookieValue: string): string {
  const v = decodeURIComponent(cookieValue);
  return v.slice(2, v.lastIndexOf('.'));
}

describe('admin', () => {
  let t: TestApp;
  let ds: DataSource;
  let ipCounter = 0;

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
      RATE_LIMIT_NEWSLETTER: '1000',
    });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const server = () => t.app.getHttpServer();
  const freshIp = () => `198.51.100.${++ipCounter}`;
  /** A browser of its own with its own address. */
  const browserAt = (ip = freshIp()): Agent => request.agent(server()).set('X-Forwarded-For', ip);
  const http = () => request(server());

  async function adminBrowser(): Promise<Agent> {
    const b = browserAt();
    await b.post('/api/admin/login').send(ADMIN).expect(200);
    return b;
  }

  /** Uploads a file; its address is the uploadURL without the query. */
  async function upload(bytes: Buffer, type: string, name: string): Promise<{ address: string; id: string }> {
    const { body } = await http().post('/api/objects/upload').expect(200);
    const res = await http()
      .put(body.uploadURL)
      .set('Content-Type', type)
      .set('X-File-Name', encodeURIComponent(name))
      .send(bytes)
      .expect(200);
    return { address: body.uploadURL.split('?')[0], id: res.body.id };
  }

  async function enquiry(body: Record<string, unknown>): Promise<number> {
    const res = await http().post('/api/contact').send(body).expect(201);
    return res.body.id as number;
  }

  // -------------------------------------------------------------------------------------
  // The admin account at boot
  // -------------------------------------------------------------------------------------

  describe('admin account from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    it('is created at boot: role admin, e-mail verified, scrypt hash, username admin', async () => {
      const [row] = await ds.query('SELECT * FROM users WHERE email = ?', [ADMIN.email]);
      expect(row).toMatchObject({ username: 'admin', role: 'admin' });
      expect(row.emailVerifiedAt).not.toBeNull();
      expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(row.passwordHash).not.toContain(ADMIN.password);
    });

    describe('across restarts (one storage folder)', () => {
      let storage: string;
      const envFor = (admin?: { email: string; password: string }) => ({
        NODE_ENV: 'test',
        STORAGE_DIR: storage,
        GENERATE_SAMPLE_GUIDES: 'false',
        LOG_LEVEL: 'silent',
        ...(admin ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {}),
      });
      async function boot<T>(
        admin: { email: string; password: string } | undefined,
        fn: (h: () => ReturnType<typeof request>, app: Awaited<ReturnType<typeof createApp>>) => Promise<T>,
      ): Promise<T> {
        const app = await createApp(loadConfig(envFor(admin)));
        await app.init();
        try {
          return await fn(() => request(app.getHttpServer()), app);
        } finally {
          await app.close();
        }
      }
      beforeAll(() => {
        storage = mkdtempSync(join(tmpdir(), 'shop-admin-'));
      });
      afterAll(() => rmSync(storage, { recursive: true, force: true }));

      it('creates no admin without the keys, then one with them; a restart keeps it and its session', async () => {
        await boot(undefined, async (h) => {
          await h().post('/api/admin/login').send(ADMIN).expect(401);
        });
        const cookie = await boot(ADMIN, async (h) => {
          const res = await h().post('/api/admin/login').send(ADMIN).expect(200);
          return `${SESSION_COOKIE}=${sidOf(res)}`;
        });
        await boot(ADMIN, async (h) => {
          expect((await h().get('/api/admin/session').set('Cookie', cookie).expect(200)).body).toEqual({ admin: { email: ADMIN.email } });
          await h().get('/api/admin/messages').set('Cookie', cookie).expect(200);
        });
      });

      it('a changed ADMIN_PASSWORD is re-hashed and ends the admin sessions; the old password stops working', async () => {
        const cookie = await boot(
          ADMIN,
          async (h) => `${SESSION_COOKIE}=${sidOf(await h().post('/api/admin/login').send(ADMIN).expect(200))}`,
        );
        const next = { email: ADMIN.email, password: 'a-brand-new-password-7' };
        await boot(next, async (h) => {
          await h().get('/api/admin/session').set('Cookie', cookie).expect(401);
          expect((await h().post('/api/admin/login').send(ADMIN).expect(401)).body).toEqual(INVALID);
          await h().post('/api/admin/login').send(next).expect(200);
        });
      });

      it('a new ADMIN_EMAIL makes a new admin (unique username) and the previous one a buyer', async () => {
        const other = { email: 'studio@threadwise.test', password: 'another-long-password' };
        const oldCookie = await boot(
          { email: ADMIN.email, password: 'a-brand-new-password-7' },
          async (h) =>
            `${SESSION_COOKIE}=${sidOf(await h().post('/api/admin/login').send({ email: ADMIN.email, password: 'a-brand-new-password-7' }).expect(200))}`,
        );
        await boot(other, async (h) => {
          await h().post('/api/admin/login').send(other).expect(200);
          expect(
            (await h().post('/api/admin/login').send({ email: ADMIN.email, password: 'a-brand-new-password-7' }).expect(401)).body,
          ).toEqual(INVALID);
          await h().get('/api/admin/session').set('Cookie', oldCookie).expect(401);
          await h().get('/api/admin/messages').set('Cookie', oldCookie).expect(401);
        });
        const app = await createApp(loadConfig(envFor(other)));
        await app.init();
        try {
          const users: { username: string; email: string; role: string }[] = await app
            .get(DataSource)
            .query('SELECT username, email, role FROM users ORDER BY id');
          expect(users).toEqual([
            { username: 'admin', email: ADMIN.email, role: 'buyer' },
            { username: 'studio', email: other.email, role: 'admin' },
          ]);
        } finally {
          await app.close();
        }
      });

      it('refuses to start when ADMIN_EMAIL belongs to a buyer, and promotes nobody', async () => {
        const buyer = { username: 'shopper', email: 'shopper@threadwise.test', password: 'shopper-password' };
        await boot(undefined, async (h, app) => {
          await h().post('/api/register').send(buyer).expect(201);
          // The address belongs to the buyer once verified (an unverified registration owns nothing).
          await app.get(DataSource).query(`UPDATE users SET emailVerifiedAt = datetime('now') WHERE username = ?`, [buyer.username]);
        });
        const app = await createApp(loadConfig(envFor({ email: buyer.email, password: 'long-enough-password' })));
        await expect(app.init()).rejects.toThrow(/ADMIN_EMAIL shopper@threadwise\.test belongs to the buyer account "shopper"/);
        await app.close().catch(() => undefined);
        await boot(undefined, async (h) => {
          await h().post('/api/admin/login').send({ email: buyer.email, password: buyer.password }).expect(401);
          await h().post('/api/login').send({ username: buyer.username, password: buyer.password }).expect(200);
        });
      });
    });
  });

  // -------------------------------------------------------------------------------------
  // Login, session, logout
  // -------------------------------------------------------------------------------------

  describe('login', () => {
    it('answers { admin: { email } } with a new session id; the session survives a reload', async () => {
      const b = browserAt();
      // A buyer session first: the admin login must not reuse its id.
      const reg = await b
        .post('/api/register')
        .send({ username: 'pre_admin', email: 'pre.admin@example.com', password: 'buyer-pass' })
        .expect(201);
      const before = storedSid(sidOf(reg)!);
      const res = await b
        .post('/api/admin/login')
        .send({ email: ` ${ADMIN.email.toUpperCase()} `, password: ADMIN.password })
        .expect(200);
      expect(res.body).toEqual({ admin: { email: ADMIN.email } });
      const line = cookieLine(res);
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
      const expires = Date.parse(/Expires=([^;]+)/i.exec(line)![1]);
      expect(Math.abs(expires - (Date.now() + 12 * 3600_000))).toBeLessThan(120_000);
      const after = storedSid(sidOf(res)!);
      expect(after).not.toBe(before);
      expect(await ds.query('SELECT sid FROM sessions WHERE sid = ?', [before])).toEqual([]);

      // A reload: the same cookie in a fresh client.
      const reload = () =>
        request(server())
          .get('/api/admin/session')
          .set('Cookie', `${SESSION_COOKIE}=${sidOf(res)}`);
      expect((await reload().expect(200)).body).toEqual({ admin: { email: ADMIN.email } });
      expect((await b.get('/api/admin/session').expect(200)).headers['cache-control']).toBe('no-store');
    });

    it('answers a wrong password, an unknown e-mail and a buyer account alike (401), and logs nobody in', async () => {
      const buyer = { username: 'not_admin', email: 'not.admin@example.com', password: 'buyer-password' };
      await browserAt().post('/api/register').send(buyer).expect(201);
      for (const body of [
        { email: ADMIN.email, password: `${ADMIN.password}x` },
        { email: 'nobody@threadwise.test', password: ADMIN.password },
        { email: buyer.email, password: buyer.password },
      ]) {
        const b = browserAt();
        const res = await b.post('/api/admin/login').send(body).expect(401);
        expect(res.body).toEqual(INVALID);
        expect(sidOf(res)).toBeUndefined();
        await b.get('/api/admin/session').expect(401);
      }
    });

    it('the buyer login refuses the admin account like a wrong password (admin login has its own throttle)', async () => {
      for (const username of ['admin', ADMIN.email]) {
        const b = browserAt();
        const res = await b.post('/api/login').send({ username, password: ADMIN.password }).expect(401);
        expect(res.body.code).toBe('invalid_credentials');
        await b.get('/api/admin/session').expect(401);
        await b.get('/api/me').expect(401);
      }
    });

    it('validates the body (both required, a valid e-mail), JSON only', async () => {
      const b = browserAt();
      const cases: [Record<string, unknown>, string][] = [
        [{ password: 'x' }, 'Email is required'],
        [{ email: '', password: 'x' }, 'Email is required'],
        [{ email: 'owner', password: 'x' }, 'Please enter a valid email address'],
        [{ email: ADMIN.email }, 'Password is required'],
        [{ email: ADMIN.email, password: '' }, 'Password is required'],
        [{ email: ADMIN.email, password: ['x'] }, 'Password is required'],
        [{ ...ADMIN, role: 'admin' }, "Unknown field 'role': should not exist"],
      ];
      for (const [body, message] of cases) {
        expect((await b.post('/api/admin/login').send(body).expect(400)).body).toEqual({ message, code: 'validation_failed' });
      }
      expect((await b.post('/api/admin/login').type('form').send(ADMIN).expect(415)).body.code).toBe('unsupported_media_type');
    });

    it('refuses a login posted from another site (Origin), accepts the shop itself', async () => {
      const res = await browserAt().post('/api/admin/login').set('Origin', 'https://evil.example').send(ADMIN).expect(403);
      expect(res.body.code).toBe('cross_origin');
      await browserAt().post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN).expect(200);
    });

    it('logout ends the session on the server and clears the cookie; the old cookie is worthless', async () => {
      const b = browserAt();
      const login = await b.post('/api/admin/login').send(ADMIN).expect(200);
      const cookie = `${SESSION_COOKIE}=${sidOf(login)}`;
      const res = await b.post('/api/admin/logout').expect(200);
      expect(res.body).toEqual({ ok: true });
      expect(sidOf(res)).toBe('');
      expect(await ds.query('SELECT sid FROM sessions WHERE sid = ?', [storedSid(sidOf(login)!)])).toEqual([]);
      await request(server()).get('/api/admin/session').set('Cookie', cookie).expect(401);
      await request(server()).get('/api/admin/messages').set('Cookie', cookie).expect(401);
      // Without a session (and with a JSON body) it is still 200.
      await browserAt().post('/api/admin/logout').send({}).expect(200);
      await browserAt().post('/api/admin/logout').type('form').send('a=1').expect(415);
    });
  });

  describe('login throttling', () => {
    // Its own app: addresses here stay blocked for 15 minutes.
    let lt: TestApp;
    let n = 0;
    beforeAll(async () => {
      lt = await startTestApp({ TRUST_PROXY: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    });
    afterAll(async () => lt?.close());
    const at = (ip = `192.0.2.${++n}`) => request(lt.app.getHttpServer()).post('/api/admin/login').set('X-Forwarded-For', ip);

    it('refuses an address after 5 failures in 15 minutes, whatever the e-mails, even with the right password', async () => {
      const ip = '192.0.2.200';
      for (let i = 0; i < 5; i++)
        await at(ip)
          .send({ email: `guess${i}@example.com`, password: 'nope-nope' })
          .expect(401);
      const refused = await at(ip).send(ADMIN).expect(429);
      expect(refused.body).toEqual({ message: THROTTLED, code: 'too_many_requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      await at().send(ADMIN).expect(200);
    });

    it('failures for the e-mail from other addresses never lock the owner out of a clean one', async () => {
      for (let i = 0; i < 5; i++) await at().send({ email: ADMIN.email.toUpperCase(), password: 'wrong-password' }).expect(401);
      await at().send(ADMIN).expect(200);
    });
  });

  // -------------------------------------------------------------------------------------
  // Messages
  // -------------------------------------------------------------------------------------

  describe('messages', () => {
    let admin: Agent;
    let contactId: number;
    let productionId: number;
    let brandId: number;
    let pdf: { address: string; id: string };
    let png: { address: string; id: string };

    beforeAll(async () => {
      admin = await adminBrowser();
      contactId = await enquiry({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello, a question.' });
      pdf = await upload(pdfFile(), TYPES.pdf, 'Tech pack "v3".pdf');
      png = await upload(pngFile(), TYPES.png, 'Résumé été.png');
      productionId = await enquiry({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy Knits',
        message: 'GARMENT PRODUCTION REQUEST',
        attachments: [{ name: 'Tech pack "v3".pdf', url: pdf.address, size: 1 }, `${PUBLIC_URL}${png.address}`],
        kind: 'production',
        fields: { garmentCategory: 'outerwear', needTechPack: true, complianceNeeds: ['oeko-tex', 'gots'], budget: '25-50' },
      });
      brandId = await enquiry({
        name: 'Anni',
        email: 'anni@example.com',
        message: 'Brand',
        kind: 'brand-building',
        fields: { budget: '50k-plus' },
      });
    });

    it('lists every message newest first in the spec shape, with kind, fields and attachments', async () => {
      const res = await admin.get('/api/admin/messages').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const messages = res.body.messages as Record<string, unknown>[];
      const ids = messages.map((m) => m.id);
      expect(ids.indexOf(brandId)).toBeLessThan(ids.indexOf(productionId));
      expect(ids.indexOf(productionId)).toBeLessThan(ids.indexOf(contactId));

      const contact = messages.find((m) => m.id === contactId)!;
      expect(contact).toEqual({
        id: contactId,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Hello, a question.',
        attachmentFiles: [],
        kind: 'contact',
        fields: null,
        details: [],
        isRead: false,
        status: 'new',
        createdAt: expect.stringMatching(ISO),
      });

      const production = messages.find((m) => m.id === productionId)!;
      expect(production).toMatchObject({
        company: 'Navy Knits',
        kind: 'production',
        attachments: [`/objects/uploads/${pdf.id}`, `/objects/uploads/${png.id}`],
        attachmentFiles: [
          { id: pdf.id, name: 'Tech pack "v3".pdf', size: pdfFile().length, type: 'application/pdf', url: `/objects/uploads/${pdf.id}` },
          { id: png.id, name: 'Résumé été.png', size: pngFile().length, type: 'image/png', url: `/objects/uploads/${png.id}` },
        ],
        fields: { garmentCategory: 'outerwear', needTechPack: true, complianceNeeds: ['oeko-tex', 'gots'], budget: '25-50' },
        isRead: false,
      });
      expect(production.details).toEqual([
        { key: 'garmentCategory', label: 'Garment category', value: 'Outerwear' },
        { key: 'needTechPack', label: 'Needs TechPack development services', value: 'Yes' },
        { key: 'complianceNeeds', label: 'Compliance needs', value: expect.stringContaining('OEKO-TEX') },
        { key: 'budget', label: 'Budget', value: '$25-50' },
      ]);
      expect((messages.find((m) => m.id === brandId)!.details as { value: string }[])[0].value).toBe('$50,000+');
    });

    it('filters by kind; an empty kind is no filter; an unknown kind is 400', async () => {
      const prod = (await admin.get('/api/admin/messages?kind=production').expect(200)).body.messages as { kind: string }[];
      expect(prod.length).toBeGreaterThan(0);
      expect(prod.every((m) => m.kind === 'production')).toBe(true);
      const all = (await admin.get('/api/admin/messages?kind=').expect(200)).body.messages as unknown[];
      expect(all.length).toBeGreaterThanOrEqual(3);
      const bad = await admin.get('/api/admin/messages?kind=spam').expect(400);
      expect(bad.body).toEqual({
        message: 'kind must be one of: contact, tech-pack, production, brand-building',
        code: 'validation_failed',
      });
      await admin.get('/api/admin/messages?kind=contact&kind=production').expect(400);
    });

    it('marks a message read without a body (as the spec calls it), idempotently; never back to unread', async () => {
      const res = await admin.put(`/api/admin/messages/${productionId}/read`).expect(200);
      expect(res.body.ok).toBe(true);
      expect(res.body.message).toMatchObject({ id: productionId, isRead: true, kind: 'production', attachments: expect.any(Array) });
      const again = await admin.put(`/api/admin/messages/${productionId}/read`).send({}).expect(200);
      expect(again.body.message.isRead).toBe(true);
      expect((await ds.query('SELECT isRead FROM contact_messages WHERE id = ?', [productionId]))[0].isRead).toBe(1);
      const listed = (await admin.get('/api/admin/messages').expect(200)).body.messages as { id: number; isRead: boolean }[];
      expect(listed.find((m) => m.id === productionId)!.isRead).toBe(true);
      expect(listed.find((m) => m.id === contactId)!.isRead).toBe(false);
    });

    it('404 for an unknown message, 400 for an id that is not a positive integer, 415 for a form body', async () => {
      expect((await admin.put('/api/admin/messages/999999/read').expect(404)).body).toEqual({
        message: 'Message not found',
        code: 'not_found',
      });
      for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
        expect((await admin.put(`/api/admin/messages/${id}/read`).expect(400)).body.code).toBe('invalid_id');
      }
      await admin.put(`/api/admin/messages/${contactId}/read`).type('form').send('isRead=false').expect(415);
      expect((await ds.query('SELECT isRead FROM contact_messages WHERE id = ?', [contactId]))[0].isRead).toBe(0);
    });

    it('refuses a state change posted from another site', async () => {
      const res = await admin.put(`/api/admin/messages/${contactId}/read`).set('Origin', 'https://evil.example').expect(403);
      expect(res.body.code).toBe('cross_origin');
    });

    // --- attachments --------------------------------------------------------------------

    it('serves an attachment to the admin as a forced download with its sanitised name and sniffed type', async () => {
      const res = await admin
        .get(`/objects/uploads/${pdf.id}`)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(res.body as Buffer, pdfFile())).toBe(0);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Tech pack v3.pdf"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-length']).toBe(String(pdfFile().length));

      const image = await admin.get(`/objects/uploads/${png.id.toUpperCase()}`).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toBe(
        `attachment; filename="Resume ete.png"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C3%A9t%C3%A9.png`,
      );
      const head = await admin.head(`/objects/uploads/${png.id}`).expect(200);
      expect(head.headers['content-length']).toBe(String(pngFile().length));
    });

    it('404 for uploads not attached to a message, unknown ids and non-UUIDs', async () => {
      const completed = await upload(pdfFile(), TYPES.pdf, 'loose.pdf');
      const { body: pending } = await http().post('/api/objects/upload').expect(200);
      const pendingId = (pending.uploadURL as string).split('?')[0].split('/').pop()!;
      for (const id of [completed.id, pendingId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fshop.sqlite']) {
        const res = await admin.get(`/objects/uploads/${id}`).expect(404);
        expect(res.body).toEqual({ message: expect.any(String), code: 'not_found' });
      }
    });
  });

  // -------------------------------------------------------------------------------------
  // Orders and receipts
  // -------------------------------------------------------------------------------------

  describe('orders', () => {
    let admin: Agent;
    let paid: { id: number; number: string; paymentIntentId: string };
    let pendingId: number;

    beforeAll(async () => {
      admin = await adminBrowser();
      const bought = await buyWithSandbox(browserAt(), 'Buyer.One@Example.com', 'fabric-101', ['fabric-201-cotton']);
      const [row] = await ds.query('SELECT id, number FROM orders WHERE paymentIntentId = ?', [bought.paymentIntentId]);
      paid = { id: row.id, number: row.number, paymentIntentId: bought.paymentIntentId };
      const intent = await createIntent(browserAt(), 'fabric-204-synthetic');
      pendingId = (await ds.query('SELECT id FROM orders WHERE paymentIntentId = ?', [intent.paymentIntentId]))[0].id;
    });

    it('lists orders newest first with status, items, totals and refunds; unpaid checkouts only on request', async () => {
      await ds.query(
        "UPDATE order_items SET revokedAt = '2025-01-02 03:04:05', revokeReason = 'refund' WHERE orderId = ? AND guideSlug = ?",
        [paid.id, 'fabric-201-cotton'],
      );
      const res = await admin.get('/api/admin/orders').expect(200);
      expect(res.body).toMatchObject({ nextCursor: null, total: res.body.orders.length, totalExact: true });
      // The default view leaves out checkouts never paid (issue 14); ?status=all shows every order.
      expect((res.body.orders as { id: number }[]).map((o) => o.id)).not.toContain(pendingId);
      const all = (await admin.get('/api/admin/orders?status=all').expect(200)).body.orders as Record<string, unknown>[];
      expect(all.map((o) => o.id).indexOf(pendingId)).toBeLessThan(all.map((o) => o.id).indexOf(paid.id));
      const orders = res.body.orders as Record<string, unknown>[];
      expect(orders.find((o) => o.id === paid.id)).toEqual({
        id: paid.id,
        number: paid.number,
        email: 'buyer.one@example.com',
        status: 'paid',
        amountCents: 2900 + 999,
        currency: 'usd',
        provider: 'sandbox',
        paymentIntentId: paid.paymentIntentId,
        createdAt: expect.stringMatching(ISO),
        paidAt: expect.stringMatching(ISO),
        receiptSentAt: expect.stringMatching(ISO),
        termsVersion: expect.stringMatching(/^terms@.+\+refund-policy@.+$/),
        consentAt: expect.stringMatching(ISO),
        // Bought without a discount code.
        discountCode: null,
        discountCents: 0,
        items: [
          {
            slug: 'fabric-101',
            title: expect.stringContaining('Fabric 101'),
            kind: 'main',
            priceCents: 2900,
            paidCents: 2900,
            revokedAt: null,
            revokeReason: null,
          },
          {
            slug: 'fabric-201-cotton',
            title: expect.stringContaining('Cotton'),
            kind: 'upsell',
            priceCents: 999,
            paidCents: 999,
            revokedAt: '2025-01-02T03:04:05.000Z',
            revokeReason: 'refund',
          },
        ],
      });
      expect(all.find((o) => o.id === pendingId)).toMatchObject({ status: 'pending', number: null, email: null, paidAt: null });
    });

    it('filters by status; an unknown status is 400', async () => {
      const paidOnly = (await admin.get('/api/admin/orders?status=paid').expect(200)).body.orders as { status: string; id: number }[];
      expect(paidOnly.map((o) => o.id)).toContain(paid.id);
      expect(paidOnly.every((o) => o.status === 'paid')).toBe(true);
      expect((await admin.get('/api/admin/orders?status=pending').expect(200)).body.orders.map((o: { id: number }) => o.id)).toContain(
        pendingId,
      );
      await admin.get('/api/admin/orders?status=shipped').expect(400);
    });

    it('sends the receipt again with fresh signed links for the guides still owned', async () => {
      const before = outboxFiles(t.storageDir);
      const res = await admin.post(`/api/admin/orders/${paid.id}/resend-receipt`).send({}).expect(202);
      expect(res.body).toEqual({ ok: true });
      const mails = newMail(t.storageDir, before);
      expect(mails).toHaveLength(1);
      expect(mails[0].headers.to).toBe('buyer.one@example.com');
      expect(decodeWords(mails[0].headers.subject)).toBe(`Your Threadwise receipt — order ${paid.number}`);
      expect(mails[0].text).toMatch(/Download: http:\/\/shop\.test\/api\/download\/fabric-101\?/);
      // The refunded add-on is not in the resent receipt.
      expect(mails[0].text).not.toContain('/api/download/fabric-201-cotton');
      // The card is asked of the provider again and named as in the first receipt.
      expect(mails[0].text).toMatch(/^Paid by Visa ending in 4242 on /m);
    });

    it('409 for an unpaid order, 404 for an unknown one, 400 for a bad id or body, 415 without JSON', async () => {
      expect((await admin.post(`/api/admin/orders/${pendingId}/resend-receipt`).send({}).expect(409)).body).toEqual({
        message: 'Only a paid order has a receipt to send.',
        code: 'order_not_paid',
      });
      expect((await admin.post('/api/admin/orders/999999/resend-receipt').send({}).expect(404)).body.code).toBe('not_found');
      expect((await admin.post('/api/admin/orders/abc/resend-receipt').send({}).expect(400)).body.code).toBe('invalid_id');
      expect((await admin.post(`/api/admin/orders/${paid.id}/resend-receipt`).send({ to: 'x@evil.example' }).expect(400)).body.code).toBe(
        'validation_failed',
      );
      await admin.post(`/api/admin/orders/${paid.id}/resend-receipt`).expect(415);
    });

    it('is rate limited per order (3 in 10 minutes)', async () => {
      const bought = await buyWithSandbox(browserAt(), 'buyer.two@example.com', 'fabric-203-animal-based');
      const [row] = await ds.query('SELECT id FROM orders WHERE paymentIntentId = ?', [bought.paymentIntentId]);
      const b = await adminBrowser();
      for (let i = 0; i < 3; i++) await b.post(`/api/admin/orders/${row.id}/resend-receipt`).send({}).expect(202);
      const res = await b.post(`/api/admin/orders/${row.id}/resend-receipt`).send({}).expect(429);
      expect(res.body.code).toBe('too_many_requests');
      expect(res.headers['retry-after']).toBeDefined();
    });
  });

  // -------------------------------------------------------------------------------------
  // Newsletter subscribers
  // -------------------------------------------------------------------------------------

  describe('subscribers', () => {
    it('lists subscribers with their status (never a token), filterable by status', async () => {
      const admin = await adminBrowser();
      await http().post('/api/newsletter/subscribe').send({ email: 'reader.one@example.com' }).expect(200);
      await http().post('/api/newsletter/subscribe').send({ email: 'reader.two@example.com', source: 'v1' }).expect(200);
      await ds.query("UPDATE newsletter_subscribers SET status = 'confirmed', confirmedAt = datetime('now') WHERE email = ?", [
        'reader.two@example.com',
      ]);
      const res = await admin.get('/api/admin/subscribers').expect(200);
      const subs = res.body.subscribers as Record<string, unknown>[];
      expect(subs.map((s) => s.email).slice(0, 2)).toEqual(['reader.two@example.com', 'reader.one@example.com']);
      expect(subs[0]).toEqual({
        id: expect.any(Number),
        email: 'reader.two@example.com',
        status: 'confirmed',
        source: 'v1',
        consentAt: expect.stringMatching(ISO),
        consentVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
        confirmedAt: expect.stringMatching(ISO),
        unsubscribedAt: null,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/TokenHash/i);
      const confirmed = (await admin.get('/api/admin/subscribers?status=confirmed').expect(200)).body.subscribers as { email: string }[];
      expect(confirmed.map((s) => s.email)).toEqual(['reader.two@example.com']);
      await admin.get('/api/admin/subscribers?status=gone').expect(400);
    });
  });

  // -------------------------------------------------------------------------------------
  // CSV exports
  // -------------------------------------------------------------------------------------

  describe('CSV exports', () => {
    let admin: Agent;
    const today = () => new Date().toISOString().slice(0, 10);

    beforeAll(async () => {
      admin = await adminBrowser();
    });

    function expectCsvHeaders(res: request.Response, name: string): void {
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}-${today()}.csv"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }

    it('messages.csv: BOM, RFC 4180 quoting, formulas neutralised, attachment names and fields as JSON', async () => {
      const file = await upload(pdfFile(), TYPES.pdf, 'quote, "brief".pdf');
      const id = await enquiry({
        name: '=HYPERLINK("http://evil.example","click")',
        email: 'csv@example.com',
        company: '+1 Knits, Ltd',
        message: 'Line one, with a comma\nLine "two"',
        kind: 'tech-pack',
        attachments: [file.address],
        fields: { projectType: 'new-design', additionalServices: ['@SUM(1)'] },
      });
      const res = await admin.get('/api/admin/export/messages.csv').buffer(true).expect(200);
      expectCsvHeaders(res, 'messages');
      const text = res.text;
      expect(text.slice(1).split('\r\n')[0]).toBe(
        'id,kind,createdAt,isRead,name,email,company,message,attachments,fields,status,notes,replies,lastReplyAt',
      );
      const rows = csvObjects(text);
      const row = rows.find((r) => r.id === String(id))!;
      expect(row).toEqual({
        id: String(id),
        kind: 'tech-pack',
        createdAt: expect.stringMatching(ISO),
        isRead: 'false',
        name: `'=HYPERLINK("http://evil.example","click")`,
        email: 'csv@example.com',
        company: "'+1 Knits, Ltd",
        message: 'Line one, with a comma\nLine "two"',
        attachments: 'quote, "brief".pdf',
        fields: JSON.stringify({ projectType: 'new-design', additionalServices: ['@SUM(1)'] }),
        status: 'new',
        notes: '',
        replies: '0',
        lastReplyAt: '',
      });
      // Raw text: the dangerous cell is quoted with its apostrophe inside.
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      const onlyTechPack = csvObjects((await admin.get('/api/admin/export/messages.csv?kind=tech-pack').buffer(true).expect(200)).text);
      expect(onlyTechPack.every((r) => r.kind === 'tech-pack')).toBe(true);
      await admin.get('/api/admin/export/messages.csv?kind=nope').expect(400);
    });

    it('orders.csv: one row per order with its items joined', async () => {
      const bought = await buyWithSandbox(browserAt(), 'csv.buyer@example.com', 'fabric-202-plant-based', ['fabric-101']);
      const res = await admin.get('/api/admin/export/orders.csv').buffer(true).expect(200);
      expectCsvHeaders(res, 'orders');
      const rows = csvObjects(res.text);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      const row = rows.find((r) => r.paymentIntentId === bought.paymentIntentId)!;
      expect(row).toMatchObject({
        status: 'paid',
        email: 'csv.buyer@example.com',
        amountCents: String(1900 + 999),
        amount: '28.99',
        currency: 'USD',
        provider: 'sandbox',
        items: 'fabric-202-plant-based (main, 19.00); fabric-101 (upsell, 9.99)',
        revokedItems: '',
        discountCode: '',
        discountCents: '0',
        discount: '0.00',
        refundedCents: '0',
        refunded: '0.00',
        statusLabel: 'paid',
        keptCents: String(1900 + 999),
        kept: '28.99',
        termsVersion: expect.stringMatching(/^terms@\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}\+refund-policy@\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}$/),
        consentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(row.number).toMatch(/^TW-\d+$/);
    });

    it('subscribers.csv: every subscriber with status, source and dates', async () => {
      await http().post('/api/newsletter/subscribe').send({ email: 'csv.reader@example.com' }).expect(200);
      const res = await admin.get('/api/admin/export/subscribers.csv').buffer(true).expect(200);
      expectCsvHeaders(res, 'subscribers');
      const rows = csvObjects(res.text);
      expect(Object.keys(rows[0])).toEqual([
        'id',
        'email',
        'status',
        'source',
        'consentAt',
        'consentVersion',
        'confirmedAt',
        'unsubscribedAt',
      ]);
      expect(rows.find((r) => r.email === 'csv.reader@example.com')).toMatchObject({
        status: 'pending',
        source: 'footer',
        confirmedAt: '',
      });
    });
  });
});
