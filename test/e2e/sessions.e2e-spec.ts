/**
 * Sessions that stay dead (issue: security hardening, item 1): logout everywhere by session
 * generation, no resurrection of a destroyed id, the admin's absolute 12 hours, a new id
 * once a purchase is granted, and the `__Host-` cookie over HTTPS.
 */
import { jest } from '@jest/globals';
import request from 'supertest';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadGuideContent } from '../../api/guides/guide-content.js';
import { generateSamplePdf } from '../../api/guides/sample-pdf.js';
import { findGuide } from '../../shared/catalogue.js';
import { ADMIN_SESSION_MS } from '../../api/admin/admin-auth.controller.js';
import { SessionsService } from '../../api/session/sessions.service.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { TEST_CARD } from '../helpers/checkout.js';
import { cookieOf, setCookieLineOf } from '../helpers/cookies.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@shop.test', password: 'a-long-admin-password-1' };

let seq = 0;
function person(tag: string) {
  const n = `${Date.now().toString(36)}${++seq}`;
  return { username: `${tag}_${n}`, email: `${tag}.${n}@example.com`, password: `pw-${n}-secret` };
}

describe('sessions', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const slug = 'fabric-201-cotton';
    await generateSamplePdf(findGuide(slug)!, await loadGuideContent(slug), join(t.storageDir, 'guides', `${slug}.pdf`));
  });
  afterAll(async () => t?.close());
  afterEach(() => jest.restoreAllMocks());

  const http = () => request(t.app.getHttpServer());
  const client = () => `203.0.113.${++ip}`;

  async function registered(): Promise<{ cookie: string; user: ReturnType<typeof person> }> {
    const user = person('sess');
    const res = await http().post('/api/register').set('X-Forwarded-For', client()).send(user).expect(201);
    return { cookie: cookieOf(res)!, user };
  }

  async function loginCookie(user: ReturnType<typeof person>): Promise<string> {
    const res = await http()
      .post('/api/login')
      .set('X-Forwarded-For', client())
      .send({ username: user.username, password: user.password })
      .expect(200);
    return cookieOf(res)!;
  }

  it("'Sign out everywhere' ends the account's sessions on every device", async () => {
    const { cookie: laptop, user } = await registered();
    const phone = await loginCookie(user);
    await http().get('/api/me').set('Cookie', phone).expect(200);
    await http().post('/api/account/sign-out-everywhere').set('Cookie', laptop).send({}).expect(200);
    await http().get('/api/me').set('Cookie', laptop).expect(401);
    await http().get('/api/me').set('Cookie', phone).expect(401);
    // A fresh login works again.
    await http()
      .get('/api/me')
      .set('Cookie', await loginCookie(user))
      .expect(200);
  });

  it('a session from an older generation is logged out even if its row survived', async () => {
    const { cookie, user } = await registered();
    await http().get('/api/me').set('Cookie', cookie).expect(200);
    // Only the generation moves (as when the row comes back from a backup or another replica kept it).
    await t.app.get(DataSource).query('UPDATE users SET session_generation = session_generation + 1 WHERE username = ?', [user.username]);
    await http().get('/api/me').set('Cookie', cookie).expect(401);
  });

  it('a logged-out cookie stays dead when a request that was in flight saves late', async () => {
    const { cookie } = await registered();
    const store = t.app.get(SessionsService).store;
    const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    const data = await new Promise<unknown>((resolve) => store.get(sid, (_e, s) => resolve(s)));
    await http().post('/api/logout').set('Cookie', cookie).send({}).expect(200);
    // The in-flight request ends now and saves the session it had read.
    await new Promise<void>((resolve) => store.set(sid, data as never, () => resolve()));
    await http().get('/api/me').set('Cookie', cookie).expect(401);
  });

  it("ends the admin's session 12 hours after login however active it was", async () => {
    const login = await http().post('/api/admin/login').set('X-Forwarded-For', client()).send(ADMIN).expect(200);
    const cookie = cookieOf(login)!;
    const start = Date.now();
    const at = (ms: number) => jest.spyOn(Date, 'now').mockReturnValue(start + ms);
    at(11 * 60 * 60 * 1000);
    await http().get('/api/admin/session').set('Cookie', cookie).expect(200);
    at(ADMIN_SESSION_MS - 60_000);
    await http().get('/api/admin/session').set('Cookie', cookie).expect(200);
    at(ADMIN_SESSION_MS + 60_000);
    await http().get('/api/admin/session').set('Cookie', cookie).expect(401);
    jest.restoreAllMocks();
    await http().get('/api/admin/session').set('Cookie', cookie).expect(401);
  });

  it('gives the session a new id once a purchase is granted; the old id downloads nothing', async () => {
    const from = client();
    const intent = await http()
      .post('/api/create-payment-intent')
      .set('X-Forwarded-For', from)
      .send({ guideSlug: 'fabric-201-cotton', upsellSlugs: [] })
      .expect(200);
    const before = cookieOf(intent)!;
    const { clientSecret } = intent.body as { clientSecret: string };
    const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    const email = 'rotate@example.com';
    const { termsVersion } = (await http().get('/api/legal/checkout-terms').expect(200)).body as { termsVersion: string };
    await http().post('/api/checkout/consent').set('Cookie', before).send({ guideSlug: 'fabric-201-cotton', termsVersion }).expect(200);
    await http().post('/api/sandbox/confirm').set('Cookie', before).send({ clientSecret, email, card: TEST_CARD }).expect(200);
    const done = await http()
      .post('/api/complete-purchase')
      .set('Cookie', before)
      .send({ paymentIntentId, email, guideSlug: 'fabric-201-cotton' })
      .expect(200);
    const after = cookieOf(done);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await http().get('/api/download/fabric-201-cotton').set('Cookie', after!).set('Accept', 'application/json').expect(200);
    await http().get('/api/download/fabric-201-cotton').set('Cookie', before).set('Accept', 'application/json').expect(403);
  });
});

describe('sessions over HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://shop.test', TRUST_PROXY: 'true' });
  });
  afterAll(async () => t?.close());

  it('names the cookie __Host-shop.sid: Secure, Path=/, no Domain', async () => {
    const user = person('host');
    const res = await request(t.app.getHttpServer())
      .post('/api/register')
      .set('X-Forwarded-For', '198.51.100.77')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://shop.test')
      .send(user)
      .expect(201);
    const line = setCookieLineOf(res, '__Host-shop.sid');
    expect(line).toBeDefined();
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/Domain=/i);
  });
});
