/**
 * Accounts (DESIGN §3 Accounts, spec §2 Login and register, §3, §5, §6): register, login,
 * logout, GET /api/me, GET /api/account/purchases, the e-mail verification link, and the
 * download entitlement of a logged-in owner.
 *
 * Every test is its own client (TRUST_PROXY + X-Forwarded-For), so the per-IP limits of
 * one test never touch another. One supertest agent is one browser: it keeps the cookie.
 * Purchases go through the real sandbox checkout (so the session's paidOrderIds are the
 * real thing), except where an order's state (a refund) is set up in the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { VERIFICATION_MAILBOX_RULE } from '../../api/account/accounts.service.js';
import { SESSION_COOKIE } from '../../api/session/session-cookie.js';
import { createApp } from '../../api/app.factory.js';
import { loadConfig } from '../../api/config/config.js';
import { findGuide } from '../../shared/catalogue.js';
import { loadGuideContent } from '../../api/guides/guide-content.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import { generateSamplePdf } from '../../api/guides/sample-pdf.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, buyWithSandbox } from '../helpers/checkout.js';
import { eventually, outboxFiles, type ParsedMail, readEml } from '../helpers/enquiries.js';

const PUBLIC_URL = 'http://shop.test';
const A: GuideSlug = 'fabric-101';
const B: GuideSlug = 'fabric-201-cotton';
const C: GuideSlug = 'fabric-202-plant-based';

const INVALID = { message: 'Invalid username or password', code: 'invalid_credentials', error: 'Invalid username or password' };
const THROTTLED_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';
const VERIFY_SUBJECT = 'Confirm your e-mail for your Threadwise account';
const FORBIDDEN_JSON = {
  message: 'You have not purchased this guide in this browser. Use the link in your receipt e-mail, or ask for a fresh one.',
  code: 'forbidden',
};

interface Purchase {
  id: number;
  guideSlug: string;
  purchaseDate: string;
  email: string;
  downloadUrl: string;
}

let seq = 0;
/** A unique name and address per call. */
function person(tag: string): { username: string; email: string; password: string } {
  const n = `${Date.now().toString(36)}${++seq}`;
  return { username: `${tag}_${n}`, email: `${tag}.${n}@example.com`, password: `pw-${n}-secret` };
}

/** The shop.sid value of a Set-Cookie list ('' when it is cleared, undefined when absent). */
function sidOf(res: request.Response): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const line = (raw ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line === undefined ? undefined : line.slice(SESSION_COOKIE.length + 1).split(';')[0];
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

describe('accounts', () => {
  let t: TestApp;
  let ds: DataSource;
  let ipCounter = 0;

  beforeAll(async () => {
    // TRUST_PROXY lets each test be its own client (X-Forwarded-For) for the per-IP limits.
    t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
    ds = t.app.get(DataSource);
    for (const slug of [A, B]) {
      await generateSamplePdf(findGuide(slug)!, await loadGuideContent(slug), join(t.storageDir, 'guides', `${slug}.pdf`));
    }
  });
  afterAll(async () => t?.close());

  const server = () => t.app.getHttpServer();
  const freshIp = () => `203.0.113.${++ipCounter}`;

  /** A browser of its own with its own address. */
  function browserAt(ip = freshIp()): Agent {
    return request.agent(server()).set('X-Forwarded-For', ip);
  }

  function register(agent: Agent, body: Record<string, unknown>) {
    return agent.post('/api/register').send(body);
  }

  function login(agent: Agent, username: string, password: string) {
    return agent.post('/api/login').send({ username, password });
  }

  /** Verification e-mails to `email`, oldest first. */
  function verificationMailsTo(email: string): ParsedMail[] {
    return outboxFiles(t.storageDir)
      .map((f) => readEml(t.storageDir, f))
      .filter((m) => m.headers.subject === VERIFY_SUBJECT && m.headers.to === email);
  }

  /** The path of the verification link in the (only) e-mail to `email`. */
  async function verificationPath(email: string): Promise<string> {
    const mail = await eventually(() => verificationMailsTo(email)[0]);
    const link = /https?:\/\/\S+\/api\/account\/verify\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${PUBLIC_URL}/api/account/verify?token=`)).toBe(true);
    return link!.slice(PUBLIC_URL.length);
  }

  async function userRow(
    username: string,
  ): Promise<{ id: number; username: string; email: string; passwordHash: string; role: string; emailVerifiedAt: string | null }> {
    const [row] = await ds.query('SELECT * FROM users WHERE username = ?', [username]);
    return row;
  }

  /** A download as a browser makes it (JSON refusal for API clients). */
  function download(agent: Agent, slug: GuideSlug) {
    return agent.get(`/api/download/${slug}`).set('Accept', 'application/json').buffer(true);
  }

  // -------------------------------------------------------------------------------------
  // Register, login, me
  // -------------------------------------------------------------------------------------

  describe('register', () => {
    it('creates a buyer with a scrypt hash, logs in (HttpOnly, SameSite=Lax cookie) and answers the spec shape', async () => {
      const b = browserAt();
      const p = person('reg');
      const res = await register(b, { ...p, email: `  ${p.email.toUpperCase()} ` }).expect(201);
      expect(res.body).toEqual({ user: { username: p.username, email: p.email }, purchases: [] });
      expect(cookieLine(res)).toMatch(/HttpOnly/i);
      expect(cookieLine(res)).toMatch(/SameSite=Lax/i);

      const row = await userRow(p.username);
      expect(row.email).toBe(p.email);
      expect(row.role).toBe('buyer');
      expect(row.emailVerifiedAt).toBeNull();
      expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row.passwordHash).not.toContain(p.password);

      const me = await b.get('/api/me').expect(200);
      expect(me.body).toEqual({ user: { username: p.username, email: p.email, emailVerified: false } });
      expect((await b.get('/api/account/purchases').expect(200)).body).toEqual({ purchases: [], nextCursor: null, total: 0 });
    });

    it('answers every registration rule of spec §5 with its message (400, code and error)', async () => {
      const b = browserAt();
      const ok = person('val');
      const cases: [Record<string, unknown>, string][] = [
        [{ ...ok, username: 'ab' }, 'Username must be at least 3 characters'],
        [{ ...ok, username: '   ab   ' }, 'Username must be at least 3 characters'],
        [{ email: ok.email, password: ok.password }, 'Username must be at least 3 characters'],
        [{ ...ok, email: 'not-an-email' }, 'Please enter a valid email address'],
        [{ ...ok, email: '' }, 'Please enter a valid email address'],
        [{ username: ok.username, password: ok.password }, 'Please enter a valid email address'],
        [{ ...ok, password: '12345' }, 'Password must be at least 6 characters'],
        [{ username: ok.username, email: ok.email }, 'Password must be at least 6 characters'],
        [{ ...ok, password: 123456 }, 'Password must be at least 6 characters'],
        [{ ...ok, username: 'has@sign' }, 'Username cannot contain @'],
        [{ ...ok, username: 'x'.repeat(51) }, 'Username must be at most 50 characters'],
      ];
      for (const [body, message] of cases) {
        const res = await register(b, body).expect(400);
        expect(res.body).toEqual({ message, code: 'validation_failed', error: message });
      }
      const all = await register(b, {}).expect(400);
      expect(all.body.message).toBe(
        'Username must be at least 3 characters; Please enter a valid email address; Password must be at least 6 characters',
      );
      expect(all.body.error).toBe(all.body.message);
      // Unknown fields and non-JSON bodies are refused like everywhere else.
      expect((await register(b, { ...ok, role: 'admin' }).expect(400)).body.message).toBe("Unknown field 'role': should not exist");
      await b.post('/api/register').type('form').send(ok).expect(415);
      expect(await ds.query('SELECT id FROM users WHERE username = ?', [ok.username])).toEqual([]);
    });

    it('refuses a taken username (any case) with a clear 409; an e-mail already given is not refused (it says nothing)', async () => {
      const p = person('dup');
      await register(browserAt(), p).expect(201);
      const byName = await register(browserAt(), { ...person('other'), username: p.username.toUpperCase() }).expect(409);
      expect(byName.body).toEqual({
        message: 'That username is already taken',
        code: 'username_taken',
        error: 'That username is already taken',
      });
      const other = person('other2');
      const byEmail = await register(browserAt(), { ...other, email: p.email.toUpperCase() }).expect(201);
      expect(byEmail.body).toEqual({ user: { username: other.username, email: p.email }, purchases: [] });
      expect(await ds.query('SELECT count(*) AS n FROM users WHERE email = ? AND emailVerifiedAt IS NULL', [p.email])).toEqual([{ n: 2 }]);
    });

    it('creates one account when the same registration races itself', async () => {
      const p = person('race');
      const results = await Promise.all([register(browserAt(), p), register(browserAt(), p), register(browserAt(), p)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await ds.query('SELECT count(*) AS n FROM users WHERE email = ?', [p.email])).toEqual([{ n: 1 }]);
    });
  });

  describe('login', () => {
    it('logs in by username (any case) or by e-mail, and GET /api/me names the user', async () => {
      const p = person('login');
      await register(browserAt(), p).expect(201);

      const b1 = browserAt();
      const res = await login(b1, p.username.toUpperCase(), p.password).expect(200);
      expect(res.body).toEqual({ user: { username: p.username, email: p.email }, purchases: [] });
      expect((await b1.get('/api/me').expect(200)).body.user.username).toBe(p.username);

      const b2 = browserAt();
      await login(b2, ` ${p.email.toUpperCase()} `, p.password).expect(200);
      expect((await b2.get('/api/me').expect(200)).body.user.email).toBe(p.email);
    });

    it('answers an unknown user and a wrong password the same (401), and logs nobody in', async () => {
      const p = person('wrong');
      await register(browserAt(), p).expect(201);
      const b = browserAt();
      const wrong = await login(b, p.username, `${p.password}x`).expect(401);
      const unknown = await login(b, `nobody_${p.username}`, p.password).expect(401);
      const unknownEmail = await login(b, `nobody.${p.email}`, p.password).expect(401);
      expect(wrong.body).toEqual(INVALID);
      expect(unknown.body).toEqual(INVALID);
      expect(unknownEmail.body).toEqual(INVALID);
      expect(sidOf(wrong)).toBeUndefined();
      await b.get('/api/me').expect(401);
    });

    it('requires both login fields (spec §5 messages)', async () => {
      const b = browserAt();
      const cases: [Record<string, unknown>, string][] = [
        [{ username: '', password: 'x' }, 'Username is required'],
        [{ username: '   ', password: 'x' }, 'Username is required'],
        [{ password: 'x' }, 'Username is required'],
        [{ username: 'someone', password: '' }, 'Password is required'],
        [{ username: 'someone' }, 'Password is required'],
        [{ username: 'someone', password: ['x'] }, 'Password is required'],
        [{}, 'Username is required; Password is required'],
      ];
      for (const [body, message] of cases) {
        const res = await b.post('/api/login').send(body).expect(400);
        expect(res.body).toEqual({ message, code: 'validation_failed', error: message });
      }
      await b.post('/api/login').set('Content-Type', 'text/plain').send('username=a&password=b').expect(415);
    });

    it('GET /api/me and /api/account/purchases are 401 without a login', async () => {
      const b = browserAt();
      const me = await b.get('/api/me').expect(401);
      expect(me.body).toEqual({ message: 'Please log in to see your account.', code: 'unauthorized' });
      await b.get('/api/account/purchases').expect(401);
    });
  });

  // -------------------------------------------------------------------------------------
  // Throttling
  // -------------------------------------------------------------------------------------

  describe('throttling', () => {
    it('refuses a client on an account after 5 failed logins in 15 minutes, even with the right password; never the owner elsewhere', async () => {
      const p = person('lock');
      await register(browserAt(), p).expect(201);
      const attacker = freshIp();
      for (let i = 0; i < 5; i++) await login(browserAt(attacker), p.username, `wrong-${i}`).expect(401);
      const refused = await login(browserAt(attacker), p.username.toUpperCase(), p.password).expect(429);
      expect(refused.body).toEqual({ message: THROTTLED_MESSAGE, code: 'too_many_requests', error: THROTTLED_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // By e-mail it is the same account (one counter for that client).
      await login(browserAt(attacker), p.email, p.password).expect(429);
      // The owner, from their own address, is not locked out by someone else's failures.
      await login(browserAt(), p.username, p.password).expect(200);
      await login(browserAt(), p.email, p.password).expect(200);
      const other = person('other');
      await register(browserAt(), other).expect(201);
      await login(browserAt(attacker), other.username, other.password).expect(200);
    });

    it('refuses an address after 10 failed logins in 10 minutes, whatever the names', async () => {
      const ip = freshIp();
      const p = person('ipok');
      await register(browserAt(), p).expect(201);
      for (let i = 0; i < 10; i++) await login(browserAt(ip), `guess_${i}_${p.username}`, 'nope-nope').expect(401);
      const refused = await login(browserAt(ip), p.username, p.password).expect(429);
      expect(refused.body.message).toBe(THROTTLED_MESSAGE);
      expect(refused.headers['retry-after']).toBeDefined();
      await login(browserAt(), p.username, p.password).expect(200);
    });

    it('a successful login clears the account counter', async () => {
      const p = person('reset');
      await register(browserAt(), p).expect(201);
      const ip = freshIp();
      for (let i = 0; i < 4; i++) await login(browserAt(ip), p.username, 'wrong-pass').expect(401);
      await login(browserAt(ip), p.username, p.password).expect(200);
      for (let i = 0; i < 4; i++) await login(browserAt(ip), p.username, 'wrong-pass').expect(401);
      await login(browserAt(ip), p.username, p.password).expect(200);
    });

    it('counts parallel guesses as they start', async () => {
      const p = person('burst');
      await register(browserAt(), p).expect(201);
      const ip = freshIp();
      const results = await Promise.all(Array.from({ length: 8 }, () => login(browserAt(ip), p.username, 'parallel-guess')));
      expect(results.filter((r) => r.status === 401)).toHaveLength(5);
      expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    });
  });

  // -------------------------------------------------------------------------------------
  // Sessions
  // -------------------------------------------------------------------------------------

  describe('sessions', () => {
    it('gives a new session id at login: a cookie planted before the login is useless afterwards', async () => {
      const p = person('fix');
      await register(browserAt(), p).expect(201);
      // The attacker gets a session (a checkout started) and plants its cookie in the victim's browser.
      const started = await browserAt().post('/api/create-payment-intent').send({ guideSlug: A, upsellSlugs: [] }).expect(200);
      const planted = sidOf(started)!;
      expect(planted).toBeDefined();
      const plantedCookie = `${SESSION_COOKIE}=${planted}`;
      expect(await ds.query('SELECT sid FROM sessions WHERE sid = ?', [storedSid(planted)])).toHaveLength(1);

      // The victim logs in with the planted cookie and gets a new session id...
      const victim = request(server());
      const loggedIn = await victim
        .post('/api/login')
        .set('X-Forwarded-For', freshIp())
        .set('Cookie', plantedCookie)
        .send({ username: p.username, password: p.password })
        .expect(200);
      const fresh = sidOf(loggedIn)!;
      expect(fresh).toBeDefined();
      expect(storedSid(fresh)).not.toBe(storedSid(planted));

      // ... the planted id is gone from the store, so the attacker's copy answers as nobody.
      expect(await ds.query('SELECT sid FROM sessions WHERE sid = ?', [storedSid(planted)])).toEqual([]);
      await request(server()).get('/api/me').set('Cookie', plantedCookie).expect(401);
      const me = await request(server()).get('/api/me').set('Cookie', `${SESSION_COOKIE}=${fresh}`).expect(200);
      expect(me.body.user.username).toBe(p.username);
    });

    it('the exact pre-login cookie value is refused after login', async () => {
      const p = person('fix2');
      await register(browserAt(), p).expect(201);
      const b = browserAt();
      const started = await b.post('/api/create-payment-intent').send({ guideSlug: A, upsellSlugs: [] }).expect(200);
      const oldCookie = `${SESSION_COOKIE}=${sidOf(started)}`;
      await login(b, p.username, p.password).expect(200);
      await request(server()).get('/api/me').set('Cookie', oldCookie).expect(401);
      expect(await ds.query('SELECT sid FROM sessions WHERE sid = ?', [storedSid(sidOf(started)!)])).toEqual([]);
    });

    it('logout destroys the session on the server and clears the cookie', async () => {
      const p = person('out');
      const b = browserAt();
      const reg = await register(b, p).expect(201);
      const cookie = `${SESSION_COOKIE}=${sidOf(reg)}`;
      await request(server()).get('/api/me').set('Cookie', cookie).expect(200);

      const out = await b.post('/api/logout').send({}).expect(200);
      expect(out.body).toEqual({ ok: true });
      expect(cookieLine(out)).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
      expect(cookieLine(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
      // A copy of the cookie kept by someone else is worthless now.
      await request(server()).get('/api/me').set('Cookie', cookie).expect(401);
      expect(await ds.query('SELECT sid FROM sessions WHERE sid = ?', [storedSid(sidOf(reg)!)])).toEqual([]);
      await b.get('/api/me').expect(401);
      // Logging out twice is fine; logout takes JSON only.
      await b.post('/api/logout').send({}).expect(200);
      await b.post('/api/logout').expect(415);
    });

    it('a restart keeps people logged in (sessions in SQLite)', async () => {
      const storage = mkdtempSync(join(tmpdir(), 'shop-e2e-restart-'));
      const env = { NODE_ENV: 'test', STORAGE_DIR: storage, GENERATE_SAMPLE_GUIDES: 'false', LOG_LEVEL: 'error' };
      const p = person('restart');
      try {
        const first = await createApp(loadConfig(env));
        await first.init();
        const reg = await request(first.getHttpServer()).post('/api/register').send(p).expect(201);
        const cookie = `${SESSION_COOKIE}=${sidOf(reg)}`;
        await first.close();

        const second = await createApp(loadConfig(env));
        await second.init();
        try {
          const me = await request(second.getHttpServer()).get('/api/me').set('Cookie', cookie).expect(200);
          expect(me.body.user.username).toBe(p.username);
          await request(second.getHttpServer()).post('/api/login').send({ username: p.username, password: p.password }).expect(200);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(storage, { recursive: true, force: true });
      }
    });
  });

  // -------------------------------------------------------------------------------------
  // Purchases follow proven e-mails
  // -------------------------------------------------------------------------------------

  describe('purchases', () => {
    it('a guest buyer registers with the purchase e-mail: purchases linked at once, re-downloaded on another visit', async () => {
      const p = person('buyer');
      const b = browserAt();
      await buyWithSandbox(b, p.email, A, [B]);
      const before = outboxFiles(t.storageDir).length;

      const reg = await register(b, { ...p, email: p.email.toUpperCase() }).expect(201);
      const purchases = reg.body.purchases as Purchase[];
      expect(purchases.map((x) => x.guideSlug).sort()).toEqual([A, B]);
      for (const x of purchases) {
        // Spec §3's record, plus the price actually paid (issue 16: a bundle guide shows $9.99).
        expect(Object.keys(x).sort()).toEqual(['downloadUrl', 'email', 'guideSlug', 'id', 'priceCents', 'purchaseDate']);
        expect(Number.isInteger((x as { priceCents?: unknown }).priceCents)).toBe(true);
        expect(x.email).toBe(p.email);
        expect(x.downloadUrl).toBe(`/api/download/${x.guideSlug}`);
        expect(typeof x.id).toBe('number');
        expect(Math.abs(Date.parse(x.purchaseDate) - Date.now())).toBeLessThan(60_000);
        expect(x.purchaseDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
      // Paying proves this order, not the inbox: the order is linked to the account, the
      // e-mail stays unverified and a verification e-mail goes out for any other orders.
      const user0 = await userRow(p.username);
      expect(user0.emailVerifiedAt).toBeNull();
      expect((await b.get('/api/me').expect(200)).body.user.emailVerified).toBe(false);
      expect((await b.get('/api/account/purchases').expect(200)).body.purchases).toEqual(purchases);
      await verificationPath(p.email);
      expect(outboxFiles(t.storageDir).length).toBe(before + 1);

      // Another visit: a new browser, log in, download through the account.
      await b.post('/api/logout').send({}).expect(200);
      const later = browserAt();
      const again = await login(later, p.username, p.password).expect(200);
      expect((again.body.purchases as Purchase[]).map((x) => x.id).sort()).toEqual(purchases.map((x) => x.id).sort());
      const pdf = await download(later, A).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const user = await userRow(p.username);
      const rows = await waitForLog(user.id);
      expect(rows[0]).toMatchObject({ via: 'account', userId: user.id, guideSlug: A, email: p.email });
      // A guide the buyer never bought stays closed.
      expect((await download(later, C).expect(403)).body).toEqual(FORBIDDEN_JSON);
    });

    async function waitForLog(userId: number): Promise<{ via: string; userId: number; guideSlug: string; email: string }[]> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const rows = await ds.query('SELECT * FROM download_log WHERE userId = ? ORDER BY id', [userId]);
        if (rows.length > 0 || Date.now() > deadline) return rows;
        await new Promise((r) => setTimeout(r, 25));
      }
    }

    it("a stranger who registers with someone else's e-mail sees and downloads nothing until that inbox confirms", async () => {
      const victim = person('victim');
      const victimBrowser = browserAt();
      await buyWithSandbox(victimBrowser, victim.email, A);

      const strangerBrowser = browserAt();
      const stranger = { ...person('stranger'), email: victim.email };
      const reg = await register(strangerBrowser, stranger).expect(201);
      expect(reg.body).toEqual({ user: { username: stranger.username, email: victim.email }, purchases: [] });
      expect((await strangerBrowser.get('/api/account/purchases').expect(200)).body).toEqual({ purchases: [], nextCursor: null, total: 0 });
      expect((await strangerBrowser.get('/api/me').expect(200)).body.user.emailVerified).toBe(false);
      expect((await download(strangerBrowser, A).expect(403)).body).toEqual(FORBIDDEN_JSON);
      // Logging in again changes nothing, and sends no second e-mail within 10 minutes.
      await strangerBrowser.post('/api/logout').send({}).expect(200);
      expect((await login(strangerBrowser, stranger.username, stranger.password).expect(200)).body.purchases).toEqual([]);

      // The link went to the victim's inbox, naming the stranger's account.
      const path = await verificationPath(victim.email);
      await new Promise((r) => setTimeout(r, 200));
      const mails = verificationMailsTo(victim.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(`"${stranger.username}"`);
      expect(mails[0].text).toContain("don't click the link");

      // Opened from the inbox (the victim's click, or a mail scanner), it verifies nothing: it
      // asks for the login of its account, which only the stranger has.
      const token = new URL(path, PUBLIC_URL).searchParams.get('token')!;
      const opened = await request(server()).get(path).expect(302);
      expect(opened.headers.location).toBe(`/login?verify=${token}`);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect((await userRow(stranger.username)).emailVerifiedAt).toBeNull();
      expect((await strangerBrowser.get('/api/account/purchases').expect(200)).body.total).toBe(0);
      await download(strangerBrowser, A).expect(403);

      // Only the holder of both (the account logged in, and the inbox's link) confirms: then
      // the purchases appear (and the link is one-time).
      const confirmed = await strangerBrowser.get(path).expect(302);
      expect(confirmed.headers.location).toBe('/account?verified=1');
      expect(confirmed.headers['cache-control']).toBe('no-store');
      const after = await strangerBrowser.get('/api/account/purchases').expect(200);
      expect((after.body.purchases as Purchase[]).map((x) => x.guideSlug)).toEqual([A]);
      await download(strangerBrowser, A).expect(200);
      // Clicking the used link again still lands on the confirmed account page.
      expect((await request(server()).get(path).expect(302)).headers.location).toBe('/account?verified=1');
    });

    it('a session that paid with another e-mail proves nothing', async () => {
      const owner = person('owner');
      await buyWithSandbox(browserAt(), owner.email, B);
      const b = browserAt();
      // This browser paid with its own address...
      const mine = person('mine');
      await buyWithSandbox(b, mine.email, A);
      // ... but registers with the owner's address.
      const reg = await register(b, { ...person('claim'), email: owner.email }).expect(201);
      expect(reg.body.purchases).toEqual([]);
      expect((await b.get('/api/me').expect(200)).body.user.emailVerified).toBe(false);
      expect((await b.get('/api/account/purchases').expect(200)).body.purchases).toEqual([]);
      expect((await download(b, B).expect(403)).body).toEqual(FORBIDDEN_JSON);
      // The session still downloads what it paid for itself.
      await download(b, A).expect(200);
      await verificationPath(owner.email);
    });

    it('login links the purchases of a session that just paid with the account e-mail', async () => {
      const p = person('later');
      await register(browserAt(), p).expect(201);
      // Bought later as a guest in another browser, which then logs in.
      const b = browserAt();
      await buyWithSandbox(b, p.email, B);
      const res = await login(b, p.username, p.password).expect(200);
      expect((res.body.purchases as Purchase[]).map((x) => x.guideSlug)).toEqual([B]);
      expect((await userRow(p.username)).emailVerifiedAt).toBeNull();
      // The session's paid orders survive the new session id: the thank-you download still works.
      await download(b, B).expect(200);
      // The order is linked to the account: another browser sees it after logging in.
      const later = browserAt();
      const again = await login(later, p.username, p.password).expect(200);
      expect((again.body.purchases as Purchase[]).map((x) => x.guideSlug)).toEqual([B]);
      await download(later, B).expect(200);
    });

    it("paying with someone else's e-mail links only that order, never their earlier purchases", async () => {
      const victim = person('victim');
      await buyWithSandbox(browserAt(), victim.email, A);
      // An attacker pays for another guide with the victim's address, then registers with it.
      const b = browserAt();
      await buyWithSandbox(b, victim.email, B);
      const reg = await register(b, { ...person('attacker'), email: victim.email }).expect(201);
      expect((reg.body.purchases as Purchase[]).map((x) => x.guideSlug)).toEqual([B]);
      expect((await b.get('/api/account/purchases').expect(200)).body.purchases.map((x: Purchase) => x.guideSlug)).toEqual([B]);
      expect((await download(b, A).expect(403)).body).toEqual(FORBIDDEN_JSON);
      expect((await b.get('/api/me').expect(200)).body.user.emailVerified).toBe(false);
    });

    it('a purchase made while logged in shows at once and is linked to the account at logout', async () => {
      const p = person('inside');
      const b = browserAt();
      await register(b, p).expect(201);
      await buyWithSandbox(b, p.email, A);
      expect(((await b.get('/api/account/purchases').expect(200)).body.purchases as Purchase[]).map((x) => x.guideSlug)).toEqual([A]);
      expect((await b.get('/api/me').expect(200)).body.user.emailVerified).toBe(false);
      // A GET changes nothing in the database; the logout (a POST) links the order.
      expect((await userRow(p.username)).emailVerifiedAt).toBeNull();
      await b.post('/api/logout').send({}).expect(200);
      expect((await userRow(p.username)).emailVerifiedAt).toBeNull();
      const again = await login(browserAt(), p.username, p.password).expect(200);
      expect((again.body.purchases as Purchase[]).map((x) => x.guideSlug)).toEqual([A]);
    });

    it('one buyer never sees or downloads the purchases of another', async () => {
      const one = person('one');
      const two = person('two');
      const b1 = browserAt();
      const b2 = browserAt();
      await buyWithSandbox(b1, one.email, A);
      await buyWithSandbox(b2, two.email, B);
      const r1 = await register(b1, one).expect(201);
      const r2 = await register(b2, two).expect(201);
      expect((r1.body.purchases as Purchase[]).map((x) => [x.guideSlug, x.email])).toEqual([[A, one.email]]);
      expect((r2.body.purchases as Purchase[]).map((x) => [x.guideSlug, x.email])).toEqual([[B, two.email]]);

      // On a later visit (no paid orders in the session), each account opens only its own guide.
      await b1.post('/api/logout').send({}).expect(200);
      await b2.post('/api/logout').send({}).expect(200);
      const v1 = browserAt();
      const v2 = browserAt();
      await login(v1, one.username, one.password).expect(200);
      await login(v2, two.username, two.password).expect(200);
      await download(v1, A).expect(200);
      expect((await download(v1, B).expect(403)).body).toEqual(FORBIDDEN_JSON);
      await download(v2, B).expect(200);
      expect((await download(v2, A).expect(403)).body).toEqual(FORBIDDEN_JSON);
      const p1 = (await v1.get('/api/account/purchases').expect(200)).body.purchases as Purchase[];
      expect(p1.every((x) => x.email === one.email)).toBe(true);
      expect(p1.map((x) => x.id)).not.toEqual(expect.arrayContaining((r2.body.purchases as Purchase[]).map((x) => x.id)));
    });

    it('refunded items are not listed and not downloadable through the account', async () => {
      const p = person('refund');
      const b = browserAt();
      await buyWithSandbox(b, p.email, A, [B]);
      await register(b, p).expect(201);
      await b.post('/api/logout').send({}).expect(200);
      const [order] = await ds.query('SELECT id FROM orders WHERE email = ?', [p.email]);
      await ds.query("UPDATE order_items SET revokedAt = datetime('now'), revokeReason = 'refund' WHERE orderId = ? AND guideSlug = ?", [
        order.id,
        B,
      ]);
      const v = browserAt();
      const res = await login(v, p.username, p.password).expect(200);
      expect((res.body.purchases as Purchase[]).map((x) => x.guideSlug)).toEqual([A]);
      expect((await download(v, B).expect(403)).body).toEqual(FORBIDDEN_JSON);
      await download(v, A).expect(200);
    });
  });

  // -------------------------------------------------------------------------------------
  // The verification link
  // -------------------------------------------------------------------------------------

  describe('verification link', () => {
    it('refuses unknown, malformed and expired tokens with /account?verified=0', async () => {
      for (const q of ['', '?token=', '?token=abc', `?token=${'A'.repeat(43)}`, '?token[]=x']) {
        const res = await request(server()).get(`/api/account/verify${q}`).expect(302);
        expect(res.headers.location).toBe('/account?verified=0');
      }
      const p = person('expired');
      await register(browserAt(), p).expect(201);
      const path = await verificationPath(p.email);
      await ds.query("UPDATE email_verifications SET expiresAt = datetime('now', '-1 minute') WHERE email = ?", [p.email]);
      expect((await request(server()).get(path).expect(302)).headers.location).toBe('/account?verified=0');
      expect((await userRow(p.username)).emailVerifiedAt).toBeNull();
    });

    it('verifies only in a session of its account: elsewhere /login?verify=..., where the login sends it', async () => {
      const p = person('elsewhere');
      const holder = browserAt();
      await register(holder, p).expect(201);
      const path = await verificationPath(p.email);
      const token = new URL(path, PUBLIC_URL).searchParams.get('token')!;

      // Another device (no session), and another account's session: nothing verified.
      expect((await browserAt().get(path).expect(302)).headers.location).toBe(`/login?verify=${token}`);
      const other = browserAt();
      await register(other, person('other')).expect(201);
      expect((await other.get(path).expect(302)).headers.location).toBe(`/login?verify=${token}`);
      const refused = await other.post('/api/account/verify').send({ token }).expect(400);
      expect(refused.body).toEqual({
        message: 'This confirmation link is for another account. Log in to the account it was sent for, then open the link again.',
        code: 'invalid_verification_token',
      });
      expect((await browserAt().post('/api/account/verify').send({ token }).expect(401)).body.code).toBe('unauthorized');
      expect((await userRow(p.username)).emailVerifiedAt).toBeNull();

      // The login page sends it once the account has logged in on that device.
      const phone = browserAt();
      await login(phone, p.username, p.password).expect(200);
      expect((await phone.post('/api/account/verify').send({ token }).expect(200)).body).toEqual({ ok: true });
      expect((await phone.get('/api/me').expect(200)).body.user.emailVerified).toBe(true);
      expect((await userRow(p.username)).emailVerifiedAt).not.toBeNull();
      // Used: it still says verified, in a session or not, and never verifies another account.
      expect((await phone.post('/api/account/verify').send({ token }).expect(200)).body).toEqual({ ok: true });
      expect((await browserAt().get(path).expect(302)).headers.location).toBe('/account?verified=1');
      await other.post('/api/account/verify').send({ token }).expect(400);

      // Bad and expired tokens: 400, nothing verified.
      for (const bad of [undefined, '', 'abc', 'A'.repeat(44), ['x']]) {
        const res = await phone.post('/api/account/verify').send({ token: bad }).expect(400);
        expect(res.body.code).toBe('validation_failed');
      }
      const q = person('expired_post');
      const qb = browserAt();
      await register(qb, q).expect(201);
      const qToken = new URL(await verificationPath(q.email), PUBLIC_URL).searchParams.get('token')!;
      await ds.query("UPDATE email_verifications SET expiresAt = datetime('now', '-1 minute') WHERE email = ?", [q.email]);
      expect((await qb.post('/api/account/verify').send({ token: qToken }).expect(400)).body).toEqual({
        message: 'This confirmation link is invalid or has expired. Log in again to get a new one.',
        code: 'invalid_verification_token',
      });
      expect((await userRow(q.username)).emailVerifiedAt).toBeNull();
    });

    it('sends at most one verification e-mail per 10 minutes, and a new one after that', async () => {
      const p = person('cool');
      const b = browserAt();
      await register(b, p).expect(201);
      await verificationPath(p.email);
      for (let i = 0; i < 3; i++) await login(browserAt(), p.username, p.password).expect(200);
      await new Promise((r) => setTimeout(r, 200));
      expect(verificationMailsTo(p.email)).toHaveLength(1);
      // Ten minutes later (moved back in the database), the next login sends a fresh link.
      await ds.query("UPDATE email_verifications SET expiresAt = datetime(expiresAt, '-11 minutes') WHERE email = ?", [p.email]);
      await login(browserAt(), p.username, p.password).expect(200);
      await eventually(() => verificationMailsTo(p.email).length === 2);
      // Verified accounts get no more e-mails.
      const mails = verificationMailsTo(p.email);
      const link = /\/api\/account\/verify\?token=[A-Za-z0-9_-]+/.exec(mails[1].text)![0];
      expect((await b.get(link).expect(302)).headers.location).toBe('/account?verified=1');
      await ds.query("UPDATE email_verifications SET expiresAt = datetime(expiresAt, '-11 minutes') WHERE email = ?", [p.email]);
      await login(browserAt(), p.username, p.password).expect(200);
      await new Promise((r) => setTimeout(r, 200));
      expect(verificationMailsTo(p.email)).toHaveLength(2);
    });

    it('sends one mailbox at most 5 verification e-mails a day, however many accounts give it (plus tags included)', async () => {
      const victim = person('mailbox');
      const [local, domain] = victim.email.split('@');
      // Seven accounts from seven addresses, each naming the victim's mailbox (some with a +tag).
      const given = Array.from({ length: 7 }, (_, i) => (i % 2 ? `${local}+${i}@${domain}` : victim.email));
      for (const email of given) await register(browserAt(), { ...person('spam'), email }).expect(201);
      await eventually(() => verificationMailsTo(victim.email).length + verificationMailsTo(`${local}+1@${domain}`).length >= 1);
      await new Promise((r) => setTimeout(r, 300));
      const sent = given.filter((email, i) => given.indexOf(email) === i).flatMap((email) => verificationMailsTo(email));
      expect(sent).toHaveLength(VERIFICATION_MAILBOX_RULE.points);
      // The accounts over the limit have no link waiting: a later login (tomorrow) may send one.
      const [{ n }] = await ds.query('SELECT COUNT(*) AS n FROM email_verifications WHERE email IN (?, ?, ?, ?)', [
        victim.email,
        `${local}+1@${domain}`,
        `${local}+3@${domain}`,
        `${local}+5@${domain}`,
      ]);
      expect(Number(n)).toBe(VERIFICATION_MAILBOX_RULE.points);
    });
  });
});
