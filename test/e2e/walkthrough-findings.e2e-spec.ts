/**
 * Findings of an attacker's walkthrough of the API (2026-11-29), re-tried over HTTP:
 *   - requests outside Nest's paths (a POST to a page, a malformed body sent to `/`) are
 *     answered as `{ message, code }` with the security headers, not Express's HTML page;
 *   - a body the JSON parser refuses carries the security headers too;
 *   - a compressed body that does not decompress says so, not zlib's words;
 *   - GET /api/me (the buyer's name and e-mail) is never cached;
 *   - an e-mail address with a line break is refused, and nothing is stored;
 *   - too many attachments are refused with the spec's text;
 *   - a missing or mistyped field is named for what is wrong with it, not for a later rule.
 * The login lockout and the log redaction of the review token have their own tests
 * (throttles/accounts/attacks e2e, logger.spec.ts).
 */
import { DataSource } from 'typeorm';
import request from 'supertest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cookieOf } from '../helpers/cookies.js';

/** Headers every answer carries (app.factory.ts), whoever answers. */
function expectSecurityHeaders(res: request.Response): void {
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['permissions-policy']).toContain('camera=()');
}

describe('walkthrough findings over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_CONTACT: '1000', RATE_LIMIT_UPLOAD: '1000' });
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  const count = async (table: string) => Number((await t.app.get(DataSource).query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  describe('outside /api: the shop answers in its own error shape', () => {
    it.each([
      ['post', '/'],
      ['put', '/guides'],
      ['patch', '/about'],
      ['delete', '/thank-you'],
      ['post', '/favicon.ico'],
      ['post', '/no-such-page'],
    ] as const)('%s %s: 404 { message, code } as JSON, with the security headers', async (method, path) => {
      const res = await http()[method](path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: `Cannot ${method.toUpperCase()} ${path}`, code: 'not_found' });
      expectSecurityHeaders(res);
    });

    it('a malformed JSON body sent to a page: 400 malformed_json, not an HTML error page', async () => {
      const res = await http().post('/').set('Content-Type', 'application/json').send('{bad').expect(400);
      expect(res.body).toEqual({ message: 'Malformed JSON body', code: 'malformed_json' });
      expectSecurityHeaders(res);
    });

    it('the pages and the routes Nest serves outside /api answer as before', async () => {
      await http().get('/robots.txt').expect(200);
      const unknown = await http().get('/api/no-such-thing').expect(404);
      expect(unknown.body).toEqual({ message: 'Cannot GET /api/no-such-thing', code: 'not_found' });
      // An upload address that does not exist is the uploads controller's answer, not the fallback's.
      const put = await http().put('/objects/uploads/00000000-0000-4000-8000-000000000000?token=x').send(Buffer.from('x'));
      expect(put.status).not.toBe(200);
      expect(put.body.message).not.toMatch(/^Cannot PUT/);
    });
  });

  describe('bodies the parser refuses', () => {
    it('malformed and oversized JSON: the error carries the security headers', async () => {
      const bad = await http().post('/api/login').set('Content-Type', 'application/json').send('{bad').expect(400);
      expect(bad.body).toEqual({ message: 'Malformed JSON body', code: 'malformed_json' });
      expectSecurityHeaders(bad);
      const big = await http()
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }))
        .expect(413);
      expect(big.body).toEqual({ message: 'Request body too large', code: 'payload_too_large' });
      expectSecurityHeaders(big);
    });

    it.each(['gzip', 'deflate', 'br'])('a %s body that does not decompress: 400 with a clear message', async (encoding) => {
      const res = await http()
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(Buffer.from('{"username":"a","password":"b"} not compressed'))
        .expect(400);
      expect(res.body).toEqual({ message: 'Malformed compressed body', code: 'bad_request' });
    });
  });

  it("GET /api/me is never cached: the buyer's name and e-mail", async () => {
    const agent = request.agent(t.app.getHttpServer());
    const n = Date.now().toString(36);
    await agent
      .post('/api/register')
      .send({ username: `me_${n}`, email: `me.${n}@example.com`, password: `pw-${n}-secret` })
      .expect(201);
    const login = await agent
      .post('/api/login')
      .send({ username: `me_${n}`, password: `pw-${n}-secret` })
      .expect(200);
    expect(cookieOf(login)).toBeTruthy();
    const me = await agent.get('/api/me').expect(200);
    expect(me.body.user.username).toBe(`me_${n}`);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses an e-mail address with a line break (contact, newsletter, register) and stores nothing', async () => {
    const crlf = '"x\r\nBcc: y@evil.example"@example.com';
    const before = { messages: await count('contact_messages'), subscribers: await count('newsletter_subscribers') };
    const contact = await http().post('/api/contact').send({ name: 'Ada', email: crlf, message: 'Hello there' }).expect(400);
    expect(contact.body).toEqual({ message: 'email must be a valid e-mail address', code: 'validation_failed' });
    const newsletter = await http().post('/api/newsletter/subscribe').send({ email: crlf, source: 'footer' }).expect(400);
    expect(newsletter.body.code).toBe('validation_failed');
    const register = await http()
      .post('/api/register')
      .send({ username: 'crlf_user', email: crlf, password: 'secret-123-pass' })
      .expect(400);
    expect(register.body.code).toBe('validation_failed');
    expect({ messages: await count('contact_messages'), subscribers: await count('newsletter_subscribers') }).toEqual(before);
  });

  it("refuses more than 5 attachments with the spec's text", async () => {
    const attachments = Array.from({ length: 6 }, (_, i) => `/objects/uploads/00000000-0000-4000-8000-00000000000${i}`);
    const res = await http()
      .post('/api/contact')
      .send({ name: 'Ada', email: 'ada@example.com', message: 'Six files', attachments })
      .expect(400);
    expect(res.body).toEqual({ message: 'Maximum 5 files allowed', code: 'validation_failed' });
  });

  it('a missing or mistyped field is named for what is wrong with it, not for a later rule (its length)', async () => {
    const post = (path: string, body: object) => http().post(path).set('X-Forwarded-For', '198.51.100.31').send(body).expect(400);
    for (const body of [{}, { guideSlug: 42 }, { guideSlug: null }]) {
      expect((await post('/api/create-payment-intent', body)).body).toEqual({
        message: 'guideSlug must be a string',
        code: 'validation_failed',
      });
    }
    expect((await post('/api/create-payment-intent', { guideSlug: 'fabric-101', upsellSlugs: [7] })).body.message).toBe(
      'each value in upsellSlugs must be a string',
    );
    expect((await post('/api/create-payment-intent', { guideSlug: 'x'.repeat(65) })).body.message).toBe(
      'guideSlug must be shorter than or equal to 64 characters',
    );
    expect((await post('/api/discount-codes/check', { guideSlug: 'fabric-101' })).body.message).toBe('Please enter a discount code');
    expect((await post('/api/complete-purchase', { email: 'a@example.com', guideSlug: 'fabric-101' })).body.message).toBe(
      'paymentIntentId must be a payment intent id',
    );
  });
});
