/**
 * Authorization of the back office (DESIGN §3 Admin, issue "Tests"): every route the
 * running app has registered is enumerated from Express's router, and each admin route
 * and the attachment route must answer 401 `unauthorized` without a session and 403
 * `forbidden` to a logged-in buyer, and must not answer either to the admin.
 *
 * The enumeration is the app's own (nothing is listed by hand): a new /api/admin route
 * is covered the day it is added, and a route whose path parameter has no sample value
 * here fails the suite instead of being skipped. Real ids (a message with an attachment,
 * a paid order) are used, so a route that forgot its guard would answer 200 with data
 * rather than a 404 that could hide the hole.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, buyWithSandbox } from '../helpers/checkout.js';
import { pdfFile, TYPES } from '../helpers/enquiries.js';
import { failedMail } from '../helpers/outbox.js';
import { isNotFoundHandler, type RegisteredRoute, registeredRoutes } from '../helpers/routes.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };

/** Bodies for guarded routes whose admin call needs one to succeed (others get `{}`). */
/** Public routes under /api/admin, checked on their own below. */
const PUBLIC_ADMIN_ROUTES = ['POST /api/admin/login', 'POST /api/admin/logout', 'GET /api/admin/session'];

/** The routes this suite expects at least (a broken enumeration cannot pass silently). */
const EXPECTED_GUARDED = [
  'GET /api/admin/messages',
  'PUT /api/admin/messages/:id/read',
  'GET /api/admin/orders',
  'POST /api/admin/orders/:id/resend-receipt',
  'GET /api/admin/outbox',
  'POST /api/admin/outbox/:id/retry',
  'GET /api/admin/subscribers',
  'GET /api/admin/export/messages.csv',
  'GET /api/admin/export/orders.csv',
  'GET /api/admin/export/subscribers.csv',
  'GET /api/admin/discount-codes',
  'POST /api/admin/discount-codes',
  'PATCH /api/admin/discount-codes/:id',
  'GET /api/admin/reviews',
  'POST /api/admin/reviews/:id/publish',
  'POST /api/admin/reviews/:id/hide',
  'GET /api/admin/orders/:id/downloads',
  'GET /objects/uploads/:id',
  'GET /api/admin/guides',
  'POST /api/admin/guides/:slug/editions',
  'POST /api/admin/guides/:slug/editions/:edition/announce',
];

/** A valid body for routes that need one (the others get `{}`). */
describe('authorization of admin routes and attachments', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  let guarded: RegisteredRoute[];
  let buyer: Agent;
  let admin: Agent;
  const samples: Record<string, string> = {};

  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    t = await startTestApp({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_UPLOAD: '1000',
    });
    const http = () => request(t.app.getHttpServer());

    // Something real behind every id: a message with an attachment and a paid order.
    const slot = await http().post('/api/objects/upload').expect(200);
    const put = await http()
      .put(slot.body.uploadURL)
      .set('Content-Type', TYPES.pdf)
      .set('X-File-Name', 'pack.pdf')
      .send(pdfFile())
      .expect(200);
    const msg = await http()
      .post('/api/contact')
      .send({ name: 'Ada', email: 'ada@example.com', message: 'Hello', attachments: [slot.body.uploadURL.split('?')[0]] })
      .expect(201);
    const order = await buyWithSandbox(request.agent(t.app.getHttpServer()), 'paid@example.com', 'fabric-101');
    const orders = await t.app.get(DataSource).query('SELECT id FROM orders WHERE paymentIntentId = ?', [order.paymentIntentId]);
    samples.upload = put.body.id;
    samples.message = String(msg.body.id);
    samples.order = String(orders[0].id);
    // Refunding takes an order for good: it gets one of its own.
    const refundable = await buyWithSandbox(request.agent(t.app.getHttpServer()), 'refund@example.com', 'fabric-101');
    samples.refundOrder = String(
      (await t.app.get(DataSource).query('SELECT id FROM orders WHERE paymentIntentId = ?', [refundable.paymentIntentId]))[0].id,
    );
    samples.outbox = String(await failedMail(t.app.get(DataSource)));
    await t.app
      .get(DataSource)
      .query(
        "INSERT INTO reviews (guideSlug, email, rating, text, displayName) VALUES ('fabric-101', 'paid@example.com', 5, 'A sample review.', 'Paid')",
      );
    samples.review = String((await t.app.get(DataSource).query('SELECT MAX(id) AS id FROM reviews'))[0].id);

    buyer = request.agent(t.app.getHttpServer());
    await buyer
      .post('/api/register')
      .send({ username: 'buyer_authz', email: 'buyer.authz@example.com', password: 'buyer-password' })
      .expect(201);
    await buyer.get('/api/me').expect(200);
    admin = request.agent(t.app.getHttpServer());
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
    const sampleCode = await admin.post('/api/admin/discount-codes').send({ code: 'AUTHZ-SAMPLE', kind: 'percent', percentOff: 5 });
    samples.discountCode = String(sampleCode.body.code.id);

    routes = registeredRoutes(t);
    guarded = routes.filter(
      (r) =>
        (r.path.startsWith('/api/admin') && !PUBLIC_ADMIN_ROUTES.includes(`${r.method} ${r.path}`)) ||
        (r.path.startsWith('/objects/uploads/') && r.method === 'GET'),
    );
    guarded = guarded.filter((r) => !isNotFoundHandler(routes, r.path));
  });
  afterAll(async () => t?.close());

  /** The route's path with real ids for its parameters; a parameter without a sample fails. */
  function concrete(route: RegisteredRoute): string {
    return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      const value = route.path.startsWith('/objects/uploads/')
        ? samples.upload
        : route.path.startsWith('/api/admin/messages/')
          ? samples.message
          : route.path.startsWith('/api/admin/orders/')
            ? route.path.endsWith('/refunds')
              ? samples.refundOrder
              : samples.order
            : route.path.startsWith('/api/admin/outbox/')
              ? samples.outbox
              : route.path.startsWith('/api/admin/guides/')
                ? { slug: 'fabric-101', edition: '1' }[name]
                : route.path.startsWith('/api/admin/discount-codes/')
                  ? samples.discountCode
                  : route.path.startsWith('/api/admin/reviews/')
                    ? samples.review
                    : undefined;
      if (value === undefined) throw new Error(`No sample value for :${name} in ${route.method} ${route.path}: add one to this suite`);
      return value;
    });
  }

  /** Routes whose success needs a body of their own (every other state change takes `{}`). */
  const BODIES: Record<string, (req: request.Test) => request.Test> = {
    'PATCH /api/admin/messages/:id': (req) => req.send({ notes: 'Checked by the authorization suite' }),
    'POST /api/admin/messages/:id/replies': (req) => req.field('text', 'Checked by the authorization suite'),
    'POST /api/admin/orders/:id/refunds': (req) => req.send({ itemIds: 'all', reason: 'Authorization check' }),
    'POST /api/admin/discount-codes': (req) => req.send({ code: 'AUTHZ-10', kind: 'percent', percentOff: 10 }),
  };

  function call(agent: Agent | ReturnType<typeof request>, route: RegisteredRoute) {
    const path = concrete(route);
    const m = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';
    const req = (agent as unknown as Record<string, (p: string) => request.Test>)[m](path);
    // A new guide edition is a multipart upload (the next route, its announcement, then finds edition 1).
    if (route.path === '/api/admin/guides/:slug/editions') {
      return req
        .field('note', 'Authorization check')
        .attach('file', pdfFile('Edition'), { filename: 'g.pdf', contentType: 'application/pdf' });
    }
    const body = BODIES[`${route.method} ${route.path}`];
    return m === 'get' || m === 'head' || m === 'delete' ? req : body ? body(req) : req.send({});
  }

  it('enumerates the running app: every expected admin route is registered and guarded here', () => {
    const seen = guarded.map((r) => `${r.method} ${r.path}`);
    expect(seen).toEqual(expect.arrayContaining(EXPECTED_GUARDED));
    expect(routes.length).toBeGreaterThan(30);
    // Public routes are real routes too (and are checked below).
    const all = routes.map((r) => `${r.method} ${r.path}`);
    expect(all).toEqual(expect.arrayContaining([...PUBLIC_ADMIN_ROUTES, 'PUT /objects/uploads/:id', 'POST /api/login']));
    // Nothing else under /api/admin escapes the list.
    const adminRoutes = routes.filter((r) => r.path.startsWith('/api/admin')).map((r) => `${r.method} ${r.path}`);
    expect(adminRoutes.filter((r) => !PUBLIC_ADMIN_ROUTES.includes(r)).sort()).toEqual(
      guarded
        .filter((r) => r.path.startsWith('/api/admin'))
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    );
  });

  it('answers 401 unauthorized to every guarded route without a session', async () => {
    for (const route of guarded) {
      const res = await call(request(t.app.getHttpServer()), route);
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        body: { message: expect.any(String), code: 'unauthorized' },
      });
      expect(res.text).not.toContain('%PDF');
    }
  });

  it('answers 403 forbidden to every guarded route for a logged-in buyer', async () => {
    for (const route of guarded) {
      const res = await call(buyer, route);
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        body: { message: expect.any(String), code: 'forbidden' },
      });
      expect(res.text).not.toContain('%PDF');
    }
  });

  it('checks the session before the request itself: bad ids and bodies still get 401/403', async () => {
    const anon = request(t.app.getHttpServer());
    for (const path of ['/objects/uploads/not-a-uuid', `/objects/uploads/00000000-0000-4000-8000-000000000000`]) {
      expect((await anon.get(path)).status).toBe(401);
      expect((await buyer.get(path)).status).toBe(403);
    }
    expect((await anon.put('/api/admin/messages/abc/read')).status).toBe(401);
    expect((await buyer.put('/api/admin/messages/999999/read')).status).toBe(403);
    expect((await buyer.post('/api/admin/orders/1/resend-receipt').type('form').send('a=1')).status).toBe(403);
    expect((await buyer.get('/api/admin/messages?kind=nope')).status).toBe(403);
  });

  it('lets the admin through every guarded route', async () => {
    for (const route of guarded) {
      const res = await call(admin, route);
      expect({ route: `${route.method} ${route.path}`, ok: res.status >= 200 && res.status < 300 }).toEqual({
        route: `${route.method} ${route.path}`,
        ok: true,
      });
    }
  });

  it('keeps the public admin routes public: login refuses a buyer, session is 401, logout always 200', async () => {
    const anon = request(t.app.getHttpServer());
    await anon.get('/api/admin/session').expect(401);
    expect((await buyer.get('/api/admin/session').expect(401)).body.code).toBe('unauthorized');
    const refused = await request(t.app.getHttpServer())
      .post('/api/admin/login')
      .send({ email: 'buyer.authz@example.com', password: 'buyer-password' })
      .expect(401);
    expect(refused.body).toEqual({ message: 'Invalid admin credentials.', code: 'invalid_credentials' });
    await anon.post('/api/admin/logout').send({}).expect(200);
  });

  it("Nest's not-found handlers on excluded paths serve nothing", async () => {
    const handlers = [...new Set(routes.filter((r) => isNotFoundHandler(routes, r.path)).map((r) => r.path))];
    expect(handlers).toEqual(expect.arrayContaining(['/objects/uploads/{*path}']));
    const res = await request(t.app.getHttpServer()).get(`/objects/uploads/${samples.upload}/x`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('%PDF');
  });
});
