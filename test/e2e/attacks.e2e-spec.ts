/**
 * Attacks (issue part 3; DESIGN §3 Accounts/Admin, §4 rule 4, §5 Security).
 *
 *   - Cross-site requests: every state-changing route of the running app (enumerated, not
 *     listed) gets a request that WOULD succeed — right body, right ids and tokens, a
 *     logged-in buyer's or the admin's cookie, as if SameSite had failed — sent with a foreign
 *     `Origin`, with `Origin: null`, and with `Sec-Fetch-Site: cross-site`: each is 403
 *     `cross_origin` and nothing changes (row counts, stored files, the rows it aimed at).
 *     The two exempt routes (Stripe webhook, one-click unsubscribe) go on to their own checks.
 *     The shop's own requests (Origin = PUBLIC_URL's or the request's own) still pass.
 *   - Simple content types (what an HTML form can send without CORS): 415 on every JSON
 *     route even without an Origin; the routes that take no JSON are listed with the reason
 *     a forged one gains nothing.
 *   - Brute force: buyer and admin logins answer 429, even to the right password.
 *   - Logout: the old cookie is worthless (401 on /api/me and /api/admin/session).
 *   - Security headers: CSP (Stripe origins only with Stripe), frame-ancestors, object-src,
 *     nosniff, Referrer-Policy, HSTS only behind https, cookie flags.
 *   - Entitlement, in short: downloads, attachments and admin data refused to anyone not
 *     entitled. The full matrices live in downloads.e2e-spec.ts ('authorisation'),
 *     authorization.e2e-spec.ts (every admin route × nobody / buyer / admin) and
 *     admin.e2e-spec.ts; they are not repeated here.
 *
 * TRUST_PROXY is on so that each test can be its own client (X-Forwarded-For): per-IP
 * throttles never cross between tests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppSecret } from '../../api/config/app-secret.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { signReviewGrant } from '../../api/download-links/review-links.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, buyWithSandbox, createIntent, TEST_CARD } from '../helpers/checkout.js';
import { pdfFile, TYPES } from '../helpers/enquiries.js';
import { failedMail } from '../helpers/outbox.js';
import { isNotFoundHandler, registeredRoutes, routeKey, rowCounts, STATE_CHANGING_METHODS, storageFiles } from '../helpers/routes.js';
import { STUB_PUBLISHABLE_KEY, STUB_SECRET_KEY, STUB_WEBHOOK_SECRET } from '../helpers/stripe-stub.js';
import { cookieOf, setCookieLineOf } from '../helpers/cookies.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const BUYER = { username: 'buyer_attacks', email: 'buyer.attacks@example.com', password: 'buyer-password-1' };
const CROSS_ORIGIN = { message: 'Cross-site request refused', code: 'cross_origin' };
const EVIL = 'https://evil.example';

let ipCounter = 0;
/** A fresh client address for TRUST_PROXY: per-IP limits start at zero. */
const freshIp = () => {
  ipCounter++;
  return `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const sessionCookie = (res: request.Response): string | undefined => cookieOf(res);

/** The session cookie's Set-Cookie line: `shop.sid`, or `__Host-shop.sid` over HTTPS. */
function setCookieLine(res: request.Response, name = 'shop.sid'): string {
  const line = setCookieLineOf(res, name);
  if (!line) throw new Error(`no ${name} cookie was set`);
  return line;
}

/** CSP directives by name. */
function cspOf(res: request.Response): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('attacks', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());
  let buyerCookie: string;
  let adminCookie: string;
  let messageId: number;
  let attachmentId: string;
  let paidOrderId: number;
  let failedMailId: number;

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
    await t.app.listen(0, '127.0.0.1');
    ds = t.app.get(DataSource);
    // A message with an attachment, a paid order, a buyer and the admin, logged in.
    const slot = await http().post('/api/objects/upload').expect(200);
    const put = await http()
      .put(slot.body.uploadURL)
      .set('Content-Type', TYPES.pdf)
      .set('X-File-Name', 'a.pdf')
      .send(pdfFile())
      .expect(200);
    attachmentId = put.body.id;
    const msg = await http()
      .post('/api/contact')
      .send({ name: 'Ada', email: 'ada@example.com', message: 'Hello', attachments: [slot.body.uploadURL.split('?')[0]] })
      .expect(201);
    messageId = msg.body.id;
    const paid = await buyWithSandbox(request.agent(t.app.getHttpServer()), 'paid@example.com', 'fabric-101');
    paidOrderId = (await ds.query('SELECT id FROM orders WHERE paymentIntentId = ?', [paid.paymentIntentId]))[0].id;
    failedMailId = await failedMail(ds);
    buyerCookie = sessionCookie(await http().post('/api/register').set('X-Forwarded-For', freshIp()).send(BUYER).expect(201))!;
    adminCookie = sessionCookie(await http().post('/api/admin/login').set('X-Forwarded-For', freshIp()).send(ADMIN).expect(200))!;
    expect(buyerCookie).toBeDefined();
    expect(adminCookie).toBeDefined();
  });
  afterAll(async () => t?.close());

  describe('cross-site requests', () => {
    /** A request to the route that would succeed from the shop itself. */
    interface Forgery {
      path: string;
      /** The buyer's or the admin's session, or a `shop.sid=...` of its own. */
      cookie?: 'buyer' | 'admin' | `shop.sid=${string}`;
      body?: unknown;
      /** An HTML form's urlencoded body instead of JSON (the /forms posts). */
      form?: string;
      /** Raw bytes and their type instead of JSON (the upload PUT). */
      raw?: { type: string; bytes: Buffer };
      /** What the forgery aimed at, read before and after: it must not move. */
      target?: () => Promise<unknown>;
    }

    /** Routes called from outside on purpose: they authenticate otherwise (origin-check.ts). */
    const EXEMPT = ['POST /api/webhooks/stripe', 'POST /api/newsletter/unsubscribe'];

    /** A multipart body with a note and a one-page PDF, as the admin's upload form sends it. */
    function editionUpload(): { type: string; bytes: Buffer } {
      const b = 'editionforgery';
      const bytes = Buffer.concat([
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="note"\r\n\r\nForged edition\r\n`),
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="g.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        pdfFile('Forged edition'),
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      return { type: `multipart/form-data; boundary=${b}`, bytes };
    }

    async function forgeries(): Promise<Record<string, Forgery>> {
      const slot = await http().post('/api/objects/upload').expect(200);
      const checkoutBrowser: Agent = request.agent(t.app.getHttpServer());
      const confirmed = await createIntent(checkoutBrowser, 'fabric-201-cotton');
      await checkoutBrowser
        .post('/api/sandbox/confirm')
        .send({ clientSecret: confirmed.clientSecret, email: 'x@example.com', card: TEST_CARD })
        .expect(200);
      const fresh = await createIntent(request.agent(t.app.getHttpServer()), 'fabric-202-plant-based');
      const { termsVersion } = (await http().get('/api/legal/checkout-terms').expect(200)).body as { termsVersion: string };
      const orderStatus = (pi: string) => async () =>
        (await ds.query('SELECT status, paidAt FROM orders WHERE paymentIntentId = ?', [pi]))[0];
      const intentStatus = (pi: string) => async () => (await ds.query('SELECT status FROM sandbox_payment_intents WHERE id = ?', [pi]))[0];
      const session = (cookie: string, path: string) => async () => (await http().get(path).set('Cookie', cookie)).status;
      // Password routes act on accounts of their own, so that replaying them leaves the buyer's session alone.
      const passwordHash = (username: string) => async () =>
        (await ds.query('SELECT passwordHash FROM users WHERE username = ?', [username]))[0];
      const changer = { username: `changer_${Date.now()}`, email: `changer.${Date.now()}@example.com`, password: 'changer-password' };
      const changerCookie = sessionCookie(await http().post('/api/register').set('X-Forwarded-For', freshIp()).send(changer).expect(201))!;
      const resetter = { username: `resetter_${Date.now()}`, email: `resetter.${Date.now()}@example.com`, password: 'resetter-password' };
      await http().post('/api/register').set('X-Forwarded-For', freshIp()).send(resetter).expect(201);
      await ds.query(`UPDATE users SET emailVerifiedAt = datetime('now') WHERE username = ?`, [resetter.username]);
      const [{ id: resetterId }] = await ds.query('SELECT id FROM users WHERE username = ?', [resetter.username]);
      const resetToken = randomBytes(32).toString('base64url');
      await ds.query(`INSERT INTO password_resets (userId, tokenHash, expiresAt) VALUES (?, ?, datetime('now', '+1 hour'))`, [
        resetterId,
        createHash('sha256').update(resetToken).digest('hex'),
      ]);
      // An unverified account, logged in, with a verification link of its own (POST /api/account/verify).
      const verifier = { username: `verifier_${Date.now()}`, email: `verifier.${Date.now()}@example.com`, password: 'verifier-password' };
      const verifierCookie = sessionCookie(
        await http().post('/api/register').set('X-Forwarded-For', freshIp()).send(verifier).expect(201),
      )!;
      const [{ id: verifierId }] = await ds.query('SELECT id FROM users WHERE username = ?', [verifier.username]);
      const verifyToken = randomBytes(32).toString('base64url');
      await ds.query(`INSERT INTO email_verifications (userId, email, tokenHash, expiresAt) VALUES (?, ?, ?, datetime('now', '+1 hour'))`, [
        verifierId,
        verifier.email,
        createHash('sha256').update(verifyToken).digest('hex'),
      ]);
      // A pending newsletter sign-up and its confirmation link (the page's button: POST /api/newsletter/confirm).
      const signUp = `signup.${Date.now()}@example.com`;
      const signUpToken = randomBytes(32).toString('base64url');
      await ds.query(
        `INSERT INTO newsletter_subscribers (email, status, source, consentAt, confirmTokenHash, createdAt) VALUES (?, 'pending', 'footer', datetime('now'), ?, datetime('now'))`,
        [signUp, createHash('sha256').update(signUpToken).digest('hex')],
      );
      const discountCode = `FORGERY-${Date.now().toString(36)}`.toUpperCase();
      const created = await http()
        .post('/api/admin/discount-codes')
        .set('Cookie', adminCookie)
        .send({ code: discountCode, kind: 'percent', percentOff: 10 })
        .expect(201);
      const discountId: number = created.body.code.id;
      // A code that makes an order free (POST /api/checkout/free-order).
      await http()
        .post('/api/admin/discount-codes')
        .set('Cookie', adminCookie)
        .send({ code: `${discountCode}-FREE`, kind: 'percent', percentOff: 100 })
        .expect(201);
      // A review the owner could publish or hide, and a genuine review link for it.
      await ds.query(
        "INSERT OR IGNORE INTO reviews (guideSlug, email, rating, text, displayName) VALUES ('fabric-101', 'paid@example.com', 4, 'A real review.', 'Paid')",
      );
      const [{ id: reviewId }] = await ds.query("SELECT id FROM reviews WHERE guideSlug = 'fabric-101' AND email = 'paid@example.com'");
      const reviewRow = async () => (await ds.query('SELECT status, rating, text FROM reviews WHERE id = ?', [reviewId]))[0];
      const reviewToken = signReviewGrant(t.app.get(AppSecret).key('review-links'), {
        email: 'paid@example.com',
        slug: 'fabric-101',
        exp: 4_000_000_000,
      });
      // A buyer who owns Fabric 203 (the one place a same-site review succeeds).
      const reviewer = request.agent(t.app.getHttpServer()).set('X-Forwarded-For', freshIp());
      const reviewerId = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
      await buyWithSandbox(reviewer, `reviewer.${reviewerId}@example.com`, 'fabric-203-animal-based');
      const reviewerCookie = sessionCookie(
        await reviewer
          .post('/api/register')
          .send({ username: `reviewer_${reviewerId}`, email: `reviewer.${reviewerId}@example.com`, password: 'reviewer-password' }),
      );
      const forgedReview = { guideSlug: 'fabric-203-animal-based', rating: 1, text: 'A forged one-star review.' };
      return {
        'POST /api/account/reviews': { path: '/api/account/reviews', cookie: reviewerCookie as `shop.sid=${string}`, body: forgedReview },
        'PUT /api/account/reviews': { path: '/api/account/reviews', cookie: reviewerCookie as `shop.sid=${string}`, body: forgedReview },
        'POST /api/reviews/by-link': {
          path: '/api/reviews/by-link',
          body: { token: reviewToken, rating: 1, text: 'A forged one-star review.' },
          target: reviewRow,
        },
        'POST /api/admin/reviews/:id/publish': {
          path: `/api/admin/reviews/${reviewId}/publish`,
          cookie: 'admin',
          body: {},
          target: reviewRow,
        },
        'POST /api/admin/reviews/:id/hide': { path: `/api/admin/reviews/${reviewId}/hide`, cookie: 'admin', body: {}, target: reviewRow },
        'POST /api/objects/upload': { path: '/api/objects/upload' },
        'PUT /objects/uploads/:id': {
          path: slot.body.uploadURL,
          raw: { type: TYPES.pdf, bytes: pdfFile() },
          target: async () =>
            (await ds.query('SELECT status FROM uploads WHERE id = ?', [slot.body.uploadURL.split('?')[0].split('/').pop()]))[0],
        },
        'POST /api/contact': { path: '/api/contact', body: { name: 'Mallory', email: 'm@example.com', message: 'Forged' } },
        'POST /api/newsletter/subscribe': { path: '/api/newsletter/subscribe', body: { email: 'forged@example.com' } },
        'POST /api/newsletter/confirm': {
          path: `/api/newsletter/confirm?token=${signUpToken}`,
          form: '',
          target: async () => (await ds.query('SELECT status, confirmedAt FROM newsletter_subscribers WHERE email = ?', [signUp]))[0],
        },
        // The no-JavaScript form posts (api/forms): a cross-site HTML form is exactly what the check stops.
        'POST /forms/contact': { path: '/forms/contact', form: 'name=Mallory&email=m%40example.com&message=Forged' },
        'POST /forms/newsletter': { path: '/forms/newsletter', form: 'email=forged.form%40example.com' },
        'POST /forms/resend-link': { path: '/forms/resend-link', form: 'slug=fabric-101&email=paid%40example.com' },
        'POST /api/create-payment-intent': { path: '/api/create-payment-intent', cookie: 'buyer', body: { guideSlug: 'fabric-101' } },
        'POST /api/checkout/consent': {
          path: '/api/checkout/consent',
          cookie: 'buyer',
          // From the shop, the replayed create-payment-intent above has opened this checkout.
          body: { guideSlug: 'fabric-101', termsVersion },
          target: async () => (await ds.query('SELECT COUNT(*) AS n FROM orders WHERE consentAt IS NOT NULL'))[0],
        },
        'POST /api/checkout/free-order': {
          path: '/api/checkout/free-order',
          body: { guideSlug: 'fabric-203-animal-based', code: `${discountCode}-FREE`, email: 'x@example.com', termsVersion },
          target: async () => (await ds.query("SELECT COUNT(*) AS n FROM orders WHERE provider = 'none'"))[0],
        },
        'POST /api/complete-purchase': {
          path: '/api/complete-purchase',
          body: { paymentIntentId: confirmed.paymentIntentId, email: 'x@example.com', guideSlug: 'fabric-201-cotton' },
          target: orderStatus(confirmed.paymentIntentId),
        },
        'POST /api/sandbox/confirm': {
          path: '/api/sandbox/confirm',
          body: { clientSecret: fresh.clientSecret, email: 'x@example.com', card: TEST_CARD },
          target: intentStatus(fresh.paymentIntentId),
        },
        'POST /api/download/resend-link': { path: '/api/download/resend-link', body: { email: 'paid@example.com', slug: 'fabric-101' } },
        'POST /api/register': {
          path: '/api/register',
          body: { username: 'forged_user', email: 'forged.user@example.com', password: 'forged-password' },
        },
        'POST /api/login': { path: '/api/login', body: { username: BUYER.username, password: BUYER.password } },
        'POST /api/logout': { path: '/api/logout', cookie: 'buyer', body: {}, target: session(buyerCookie, '/api/me') },
        'POST /api/account/sign-out-everywhere': {
          path: '/api/account/sign-out-everywhere',
          cookie: 'buyer',
          body: {},
          target: session(buyerCookie, '/api/me'),
        },
        'POST /api/account/forgot-password': { path: '/api/account/forgot-password', body: { email: BUYER.email } },
        'POST /api/account/reset-password': {
          path: '/api/account/reset-password',
          body: { token: resetToken, password: 'forged-new-password' },
          target: passwordHash(resetter.username),
        },
        'POST /api/account/change-password': {
          path: '/api/account/change-password',
          cookie: changerCookie as `shop.sid=${string}`,
          body: { currentPassword: changer.password, newPassword: 'forged-new-password' },
          target: passwordHash(changer.username),
        },
        'POST /api/account/verify': {
          path: '/api/account/verify',
          cookie: verifierCookie as `shop.sid=${string}`,
          body: { token: verifyToken },
          target: async () => (await ds.query('SELECT emailVerifiedAt FROM users WHERE id = ?', [verifierId]))[0],
        },
        'POST /api/admin/login': { path: '/api/admin/login', body: ADMIN },
        'POST /api/admin/logout': {
          path: '/api/admin/logout',
          cookie: 'admin',
          body: {},
          target: session(adminCookie, '/api/admin/session'),
        },
        'PUT /api/admin/messages/:id/read': {
          path: `/api/admin/messages/${messageId}/read`,
          cookie: 'admin',
          target: async () => (await ds.query('SELECT isRead FROM contact_messages WHERE id = ?', [messageId]))[0],
        },
        'PATCH /api/admin/messages/:id': {
          path: `/api/admin/messages/${messageId}`,
          cookie: 'admin',
          body: { status: 'lost', notes: 'forged' },
          target: async () => (await ds.query('SELECT status, notes FROM contact_messages WHERE id = ?', [messageId]))[0],
        },
        'POST /api/admin/messages/:id/replies': {
          path: `/api/admin/messages/${messageId}/replies`,
          cookie: 'admin',
          raw: {
            type: 'multipart/form-data; boundary=b',
            bytes: Buffer.from('--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nforged\r\n--b--\r\n'),
          },
          target: async () => (await ds.query('SELECT COUNT(*) AS n FROM contact_message_replies'))[0],
        },
        'POST /api/admin/orders/:id/resend-receipt': { path: `/api/admin/orders/${paidOrderId}/resend-receipt`, cookie: 'admin', body: {} },
        'POST /api/admin/orders/:id/refunds': {
          path: `/api/admin/orders/${paidOrderId}/refunds`,
          cookie: 'admin',
          body: { itemIds: 'all', reason: 'Forged' },
          target: async () => (await ds.query('SELECT status FROM orders WHERE id = ?', [paidOrderId]))[0],
        },
        'POST /api/admin/outbox/:id/retry': {
          path: `/api/admin/outbox/${failedMailId}/retry`,
          cookie: 'admin',
          body: {},
          target: async () => (await ds.query('SELECT status, attempts FROM mail_outbox WHERE id = ?', [failedMailId]))[0],
        },
        // A new guide edition: what a cross-site form could post (multipart), then its announcement.
        'POST /api/admin/guides/:slug/editions': {
          path: '/api/admin/guides/fabric-101/editions',
          cookie: 'admin',
          raw: editionUpload(),
          target: async () => (await ds.query('SELECT COUNT(*) AS n FROM guide_editions'))[0],
        },
        'POST /api/admin/guides/:slug/editions/:edition/announce': {
          path: '/api/admin/guides/fabric-101/editions/1/announce',
          cookie: 'admin',
          body: {},
        },
        'POST /api/discount-codes/check': { path: '/api/discount-codes/check', body: { code: discountCode, guideSlug: 'fabric-101' } },
        'POST /api/admin/discount-codes': {
          path: '/api/admin/discount-codes',
          cookie: 'admin',
          body: { code: `${discountCode}-FORGED`, kind: 'percent', percentOff: 90 },
        },
        'PATCH /api/admin/discount-codes/:id': {
          path: `/api/admin/discount-codes/${discountId}`,
          cookie: 'admin',
          body: { status: 'paused' },
          target: async () => (await ds.query('SELECT status FROM discount_codes WHERE id = ?', [discountId]))[0],
        },
      };
    }

    function send(route: string, f: Forgery, headers: Record<string, string>) {
      const [method] = route.split(' ');
      let req = (http() as unknown as Record<string, (p: string) => request.Test>)
        [method.toLowerCase()](f.path)
        .set('X-Forwarded-For', freshIp());
      if (f.cookie) req = req.set('Cookie', f.cookie === 'buyer' ? buyerCookie : f.cookie === 'admin' ? adminCookie : f.cookie);
      for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
      if (f.raw) return req.set('Content-Type', f.raw.type).send(f.raw.bytes);
      if (f.form !== undefined) return req.type('form').send(f.form);
      return f.body === undefined ? req : req.send(f.body as object);
    }

    it('refuses every state-changing route from another site (Origin, Origin: null, Sec-Fetch-Site) and changes nothing', async () => {
      const routes = registeredRoutes(t);
      const stateChanging = routes
        .filter((r) => STATE_CHANGING_METHODS.includes(r.method) && !isNotFoundHandler(routes, r.path))
        .map(routeKey);
      const table = await forgeries();
      // Every state-changing route has a forgery here or is exempt: a new route must decide.
      expect([...stateChanging].sort()).toEqual([...Object.keys(table), ...EXEMPT].sort());

      const rows = await rowCounts(ds);
      const files = storageFiles(t.storageDir);
      const targets = Object.fromEntries(await Promise.all(Object.entries(table).map(async ([k, f]) => [k, await f.target?.()])));
      const variants: [string, Record<string, string>][] = [
        ['foreign Origin', { Origin: EVIL }],
        ['foreign Origin + same-origin Sec-Fetch-Site', { Origin: EVIL, 'Sec-Fetch-Site': 'same-origin' }],
        ['Origin: null', { Origin: 'null' }],
        ['sibling subdomain', { Origin: 'http://evil.shop.test' }],
        ['Sec-Fetch-Site: cross-site only', { 'Sec-Fetch-Site': 'cross-site' }],
        ['Sec-Fetch-Site: cross-site with our Origin', { Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'cross-site' }],
      ];
      const answers: string[] = [];
      for (const [route, f] of Object.entries(table)) {
        for (const [label, headers] of variants) {
          const res = await send(route, f, headers);
          const ok = res.status === 403 && JSON.stringify(res.body) === JSON.stringify(CROSS_ORIGIN);
          if (!ok) answers.push(`${route} (${label}): ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
      expect(answers).toEqual([]);
      expect(await rowCounts(ds)).toEqual(rows);
      expect(storageFiles(t.storageDir)).toEqual(files);
      for (const [k, f] of Object.entries(table))
        if (f.target) expect({ route: k, now: await f.target() }).toEqual({ route: k, now: targets[k] });
      // The sessions the forgeries aimed at are alive: logout was not forged.
      expect((await http().get('/api/me').set('Cookie', buyerCookie)).status).toBe(200);
      expect((await http().get('/api/admin/session').set('Cookie', adminCookie)).status).toBe(200);
      // Unknown paths are covered as well (the check runs before routing).
      const unknown = await http().delete('/api/nothing-here').set('Origin', EVIL);
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 403, body: CROSS_ORIGIN });

      // The forgeries were real: from the shop itself each one succeeds (the logouts aside,
      // which would end the sessions the next tests use; the logout tests cover them).
      const replayed: string[] = [];
      for (const [route, f] of Object.entries(table)) {
        if (route.endsWith('/logout') || route.endsWith('/sign-out-everywhere')) continue;
        const res = await send(route, f, { Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' });
        if (res.status < 200 || res.status >= 300) replayed.push(`${route}: ${res.status} ${res.text.slice(0, 100)}`);
      }
      expect(replayed).toEqual([]);
    });

    it('lets the exempt routes reach their own checks from anywhere', async () => {
      // The one-click unsubscribe checks its token (400 page for a bad one), never the Origin.
      const unsub = await http().post('/api/newsletter/unsubscribe?token=bad').set('Origin', EVIL).set('Sec-Fetch-Site', 'cross-site');
      expect(unsub.status).toBe(400);
      expect(unsub.text).toContain('Link not valid');
      // The webhook exists only with Stripe (404 here; its signature check is tested below).
      const hook = await http().post('/api/webhooks/stripe').set('Origin', EVIL).send({});
      expect(hook.body).toEqual({ message: 'Not found', code: 'not_found' });
    });

    it("passes the shop's own requests: fetch and the upload PUT with Origin = PUBLIC_URL or the request's own origin", async () => {
      for (const origin of [PUBLIC_URL, 'own']) {
        // The request's own origin: the server listens on 127.0.0.1:<port>, the Host header.
        const own = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
        const headers = (req: request.Test) =>
          req
            .set('Origin', origin === 'own' ? own : origin)
            .set('Sec-Fetch-Site', 'same-origin')
            .set('X-Forwarded-For', freshIp());
        const slot = await headers(http().post('/api/objects/upload')).expect(200);
        const put = await headers(http().put(slot.body.uploadURL))
          .set('Content-Type', TYPES.pdf)
          .set('X-File-Name', 'own.pdf')
          .send(pdfFile());
        expect(put.status).toBe(200);
        await headers(http().post('/api/contact'))
          .send({ name: 'Ada', email: 'ada@example.com', message: 'Same origin', attachments: [slot.body.uploadURL.split('?')[0]] })
          .expect(201);
        await headers(http().post('/api/newsletter/subscribe'))
          .send({ email: `reader.${origin.length}@example.com` })
          .expect(200);
        const agent = request.agent(t.app.getHttpServer());
        await headers(agent.post('/api/login')).send({ username: BUYER.username, password: BUYER.password }).expect(200);
        await headers(agent.post('/api/logout')).send({}).expect(200);
      }
    });

    it('refuses simple content types (what a form can send) with 415 on every JSON route, even without an Origin', async () => {
      /**
       * The state-changing routes that take no JSON body, and why a forged simple request
       * gains nothing through them (browsers are stopped by the Origin check in any case):
       */
      const NOT_JSON: Record<string, { status: number[]; why: string }> = {
        'POST /api/objects/upload': {
          status: [200],
          why: 'takes no body, needs no session: a pending slot (rate-limited) is all anyone gets, as by calling it directly',
        },
        'PUT /objects/uploads/:id': { status: [404], why: 'not a simple method (a form cannot PUT); needs an issued slot and its token' },
        'POST /api/newsletter/confirm': {
          status: [400],
          why: "the confirmation page's button posts a form on purpose; it needs the e-mail's token (400 page without one)",
        },
        'POST /api/newsletter/unsubscribe': {
          status: [400],
          why: "RFC 8058 one-click posts a form on purpose; it needs the e-mail's token",
        },
        'POST /api/webhooks/stripe': { status: [404], why: 'Stripe only, signature-verified on the raw body' },
        'POST /forms/newsletter': {
          status: [200],
          why: 'the no-JavaScript sign-up takes a form on purpose (as open as the JSON one; browsers are stopped by the Origin check): x@example.com is subscribed already below, so nothing changes',
        },
        'POST /forms/contact': {
          status: [400],
          why: 'the no-JavaScript enquiry form: a form body without name and message is the Missing information page',
        },
        'POST /forms/resend-link': {
          status: [400],
          why: "the no-JavaScript fresh-link form (the download's 403 page): a form body without the guide is the Check the address page; it answers alike whether or not the address bought, and shares the JSON route's limit",
        },
        'PUT /api/admin/messages/:id/read': { status: [415], why: 'JSON or no body (JsonOrEmptyGuard); PUT is not a simple method' },
        'POST /api/admin/logout': { status: [415], why: 'JSON or no body (JsonOrEmptyGuard): a form body is 415' },
        'POST /api/admin/messages/:id/replies': {
          status: [400, 415],
          why: "multipart on purpose (a reply's files): other types are 415, a form without the reply's text 400; cross-site posts are stopped by the Origin check and the SameSite=Lax cookie",
        },
        'POST /api/admin/guides/:slug/editions': {
          status: [415, 400],
          why: 'the PDF upload is multipart on purpose (MultipartOnlyGuard: text/plain and urlencoded are 415); it needs the admin session, and a body without the note and the PDF is 400',
        },
      };
      const routes = registeredRoutes(t);
      const stateChanging = routes.filter((r) => STATE_CHANGING_METHODS.includes(r.method) && !isNotFoundHandler(routes, r.path));
      // The form body's address, so that POST /forms/newsletter adds no row with it.
      await http().post('/api/newsletter/subscribe').set('X-Forwarded-For', freshIp()).send({ email: 'x@example.com' }).expect(200);
      const rowsBefore = await rowCounts(ds);
      const wrong: string[] = [];
      let slots = 0;
      for (const r of stateChanging) {
        const key = routeKey(r);
        const id = key.includes('/uploads/')
          ? '00000000-0000-4000-8000-000000000000?token=x'
          : key.includes('/orders/')
            ? paidOrderId
            : messageId;
        const path = r.path.replace(':id', String(id));
        for (const [type, body] of [
          ['text/plain', '{"email":"x@example.com"}'],
          ['application/x-www-form-urlencoded', 'email=x%40example.com'],
          ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com\r\n--b--\r\n'],
        ] as const) {
          const cookie = key.includes('/admin/') ? adminCookie : buyerCookie;
          const res = await (http() as unknown as Record<string, (p: string) => request.Test>)
            [r.method.toLowerCase()](path)
            .set('Cookie', cookie)
            .set('X-Forwarded-For', freshIp())
            .set('Content-Type', type)
            .send(body);
          const formPost = key.startsWith('POST /forms/');
          // The /forms posts take exactly the form body (api/forms/form-only.ts), everything else is 415.
          const expected = formPost && type !== 'application/x-www-form-urlencoded' ? [415] : (NOT_JSON[key]?.status ?? [415]);
          if (key === 'POST /api/objects/upload' && res.status === 200) slots++;
          if (!expected.includes(res.status)) wrong.push(`${key} ${type}: ${res.status} ${res.text.slice(0, 100)}`);
          // And from another site, whatever the type: 403 before anything else.
          const forged = await (http() as unknown as Record<string, (p: string) => request.Test>)
            [r.method.toLowerCase()](path)
            .set('Cookie', cookie)
            .set('Origin', EVIL)
            .set('Content-Type', type)
            .send(body);
          const exempt = key === 'POST /api/webhooks/stripe' || key === 'POST /api/newsletter/unsubscribe';
          if (!exempt && forged.status !== 403) wrong.push(`${key} ${type} cross-site: ${forged.status}`);
        }
      }
      expect(wrong).toEqual([]);
      // Only the upload slots changed anything; the sessions used are still alive.
      expect(await rowCounts(ds)).toEqual({ ...rowsBefore, uploads: rowsBefore.uploads + slots });
      expect((await http().get('/api/admin/session').set('Cookie', adminCookie)).status).toBe(200);
      expect((await http().get('/api/me').set('Cookie', buyerCookie)).status).toBe(200);
    });
  });

  describe('logout', () => {
    it("makes the buyer's old cookie worthless", async () => {
      const login = await http().post('/api/login').set('X-Forwarded-For', freshIp()).send({ username: 'buyer_logout', password: 'x' });
      expect(login.status).toBe(401);
      const reg = await http()
        .post('/api/register')
        .set('X-Forwarded-For', freshIp())
        .send({ username: 'buyer_logout', email: 'logout@example.com', password: 'logout-password' });
      const cookie = sessionCookie(reg)!;
      await http().get('/api/me').set('Cookie', cookie).expect(200);
      await http().post('/api/logout').set('Cookie', cookie).send({}).expect(200);
      for (const path of ['/api/me', '/api/account/purchases']) {
        const res = await http().get(path).set('Cookie', cookie);
        expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 401, code: 'unauthorized' });
      }
    });

    it("makes the admin's old cookie worthless", async () => {
      const cookie = sessionCookie(await http().post('/api/admin/login').set('X-Forwarded-For', freshIp()).send(ADMIN).expect(200))!;
      await http().get('/api/admin/session').set('Cookie', cookie).expect(200);
      await http().post('/api/admin/logout').set('Cookie', cookie).expect(200);
      for (const path of ['/api/admin/session', '/api/admin/messages', `/objects/uploads/${attachmentId}`]) {
        const res = await http().get(path).set('Cookie', cookie);
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
      }
    });
  });

  describe('entitlement, in short (full matrices: downloads, authorization and admin specs)', () => {
    it('refuses downloads, attachments and admin data to everyone not entitled', async () => {
      const stranger = sessionCookie(
        await http()
          .post('/api/register')
          .set('X-Forwarded-For', freshIp())
          .send({ username: 'stranger', email: 'stranger@example.com', password: 'stranger-password' }),
      )!;
      const cases: [string, string | undefined, number][] = [
        ['/api/download/fabric-101', undefined, 403],
        ['/api/download/fabric-101', stranger, 403],
        ['/api/download/fabric-101?token=forged', undefined, 403],
        [`/objects/uploads/${attachmentId}`, undefined, 401],
        [`/objects/uploads/${attachmentId}`, stranger, 403],
        ['/api/admin/messages', undefined, 401],
        ['/api/admin/messages', stranger, 403],
        ['/api/admin/orders', stranger, 403],
        ['/api/admin/export/subscribers.csv', undefined, 401],
        ['/api/admin/export/orders.csv', stranger, 403],
      ];
      for (const [path, cookie, status] of cases) {
        let req = http().get(path).set('Accept', 'application/json');
        if (cookie) req = req.set('Cookie', cookie);
        const res = await req;
        expect({ path, who: cookie ? 'buyer' : 'nobody', status: res.status }).toEqual({ path, who: cookie ? 'buyer' : 'nobody', status });
        expect(res.body).toEqual({ message: expect.any(String), code: expect.any(String) });
        expect(res.text).not.toContain('%PDF');
        expect(res.text).not.toContain('Ada');
      }
    });
  });

  describe('security headers (sandbox, http)', () => {
    it('sends a CSP without third parties, frame-ancestors and object-src none, nosniff, Referrer-Policy, no HSTS', async () => {
      for (const path of ['/', '/api/health', '/api/nope']) {
        const res = await http().get(path);
        const csp = cspOf(res);
        expect({ path, defaultSrc: csp['default-src'], frameAncestors: csp['frame-ancestors'], objectSrc: csp['object-src'] }).toEqual({
          path,
          defaultSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
        });
        expect(String(res.headers['content-security-policy'])).not.toMatch(/stripe/i);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        // Nothing to other sites; same-origin form posts keep their real Origin (origin-check.ts).
        expect(res.headers['referrer-policy']).toBe('same-origin');
        // The legacy XSS auditor stays off (security/wapiti-summary.md says why); CSP protects.
        expect(res.headers['x-xss-protection']).toBe('0');
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
      // A refusal carries them too.
      const refused = await http().post('/api/contact').set('Origin', EVIL).send({});
      expect(refused.status).toBe(403);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(cspOf(refused)['frame-ancestors']).toEqual(["'none'"]);
    });

    it('refuses a malformed or oversized JSON body with the headers; a page asked for with a body is served without reading it', async () => {
      const malformed = await http().post('/api/newsletter/subscribe').set('Content-Type', 'application/json').send('{"email":');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: expect.any(String), code: expect.any(String) });
      expect(malformed.headers['x-content-type-options']).toBe('nosniff');
      expect(cspOf(malformed)['frame-ancestors']).toEqual(["'none'"]);
      const oversized = await http()
        .post('/api/newsletter/subscribe')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(120 * 1024) }));
      expect(oversized.status).toBe(413);
      expect(oversized.headers['x-content-type-options']).toBe('nosniff');
      // GET and HEAD of the build's pages never read a body, even one that would be refused.
      const page = await http().get('/guides').set('Content-Type', 'application/json').send('{"not json');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('<!doctype html>');
      expect(cspOf(page)['frame-ancestors']).toEqual(["'none'"]);
    });

    it('sets the session cookie HttpOnly and SameSite=Lax, not Secure over http', async () => {
      const res = await http().post('/api/admin/login').set('X-Forwarded-For', freshIp()).send(ADMIN).expect(200);
      const line = setCookieLine(res);
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).not.toMatch(/;\s*Secure/i);
    });
  });

  // Last: these use up the buyer's and the admin's login counters for the rest of the suite.
  describe('brute force', () => {
    it('throttles buyer logins per address and account: 429 after 5 failures, even for the right password', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (
            await http()
              .post('/api/login')
              .set('X-Forwarded-For', ip)
              .send({ username: BUYER.username, password: `guess-${i}` })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      // The guesser's address is refused, the right password too.
      const right = await http().post('/api/login').set('X-Forwarded-For', ip).send({ username: BUYER.username, password: BUYER.password });
      expect(right.status).toBe(429);
      expect(right.body).toEqual({ message: expect.any(String), code: 'too_many_requests', error: right.body.message });
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(sessionCookie(right)).toBeUndefined();
      // The buyer from their own address is not locked out by the guesser (DESIGN §4.9).
      const owner = await http()
        .post('/api/login')
        .set('X-Forwarded-For', freshIp())
        .send({ username: BUYER.username, password: BUYER.password });
      expect(owner.status).toBe(200);
    });

    it('throttles buyer logins per IP: 429 after 10 failures across account names', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (
            await http()
              .post('/api/login')
              .set('X-Forwarded-For', ip)
              .send({ username: `spray-${i}`, password: 'Password1' })
          ).status,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });

    it('throttles admin logins: 429 after 5 failures, even for the right password', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (
            await http()
              .post('/api/admin/login')
              .set('X-Forwarded-For', ip)
              .send({ email: ADMIN.email, password: `guess-${i}-long-enough` })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const right = await http().post('/api/admin/login').set('X-Forwarded-For', ip).send(ADMIN);
      expect(right.status).toBe(429);
      expect(right.body).toEqual({ message: expect.any(String), code: 'too_many_requests' });
      expect(sessionCookie(right)).toBeUndefined();
    });
  });
});

describe('attacks: Stripe mode behind HTTPS', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: 'https://shop.example.com',
      TRUST_PROXY: 'true',
      STRIPE_SECRET_KEY: STUB_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STUB_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
      // A dead loopback port: the app must boot without reaching Stripe.
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => t?.close());

  it('boots, and allows exactly the Stripe origins it needs', async () => {
    const res = await http().get('/').expect(200);
    const csp = cspOf(res);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com']));
    expect(csp['frame-src'].every((s) => s.endsWith('.stripe.com'))).toBe(true);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('sends HSTS and a Secure, HttpOnly, SameSite=Lax cookie behind HTTPS', async () => {
    const page = await http().get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const reg = await http()
      .post('/api/register')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://shop.example.com')
      .send({ username: 'secure_buyer', email: 'secure@example.com', password: 'secure-password' })
      .expect(201);
    const line = setCookieLine(reg, '__Host-shop.sid');
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
  });

  it('lets the webhook reach its signature check from anywhere (exempt), refusing it unsigned', async () => {
    const res = await http()
      .post('/api/webhooks/stripe')
      .set('Origin', EVIL)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), code: 'invalid_signature' });
  });
});
