/**
 * Two replicas of the shop on one PostgreSQL database (issue 19 item 2): state that lives
 * in the database (or its locks) holds across them. Sessions, rate limits and entitlements
 * are asked of replica B right after replica A changed them. The replicas have storage
 * folders of their own; the guide PDFs are written into both (shared files are the
 * object-storage backend's business).
 *
 * With REDIS_URL the rate limits live in Redis instead (two apps that share nothing else).
 *
 * Needs Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin), and redis-server
 * for the Redis part: each part is skipped without them.
 */
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { findGuide, type GuideSlug } from '../../shared/catalogue.js';
import { loadGuideContent } from '../../api/guides/guide-content.js';
import { generateSamplePdf } from '../../api/guides/sample-pdf.js';
import { Order } from '../../api/checkout/order.entity.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { buyWithSandbox } from '../helpers/checkout.js';
import { cookieOf } from '../helpers/cookies.js';
import { pgBinDir, startThrowawayPg, type ThrowawayPg } from '../helpers/pg-throwaway.js';
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from '../helpers/redis-throwaway.js';
import { Throttles } from '../../api/common/throttle.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const MAIN: GuideSlug = 'fabric-101';

const noPg = pgBinDir() === null;
if (noPg) console.warn('replicas-shared-state: skipped, no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)');

(noPg ? describe.skip : describe)('two replicas on one PostgreSQL database', () => {
  let pg: ThrowawayPg;
  let a: TestApp;
  let b: TestApp;
  const http = (t: TestApp) => request(t.app.getHttpServer());

  beforeAll(async () => {
    pg = await startThrowawayPg();
    const env = {
      DATABASE_URL: await pg.createDatabase('replicas'),
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      SESSION_SECRET: 'replicas-share-one-secret-of-32-chars!',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_UPLOAD: '3',
    };
    // One after the other, as a rolling start does: the first runs the migrations.
    a = await startTestApp(env);
    b = await startTestApp(env);
    for (const t of [a, b]) {
      const type = t.app.get(DataSource).options.type;
      if (type !== 'postgres') throw new Error(`DATABASE_URL is set but the app runs on ${type}: its PostgreSQL data source is missing`);
      await generateSamplePdf(findGuide(MAIN)!, await loadGuideContent(MAIN), join(t.storageDir, 'guides', `${MAIN}.pdf`));
    }
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pg?.stop();
  });

  it('a session made on A works on B, and a logout on A ends it on B at once', async () => {
    const login = await http(a).post('/api/admin/login').set('X-Forwarded-For', '198.51.100.1').send(ADMIN).expect(200);
    const cookie = cookieOf(login)!;
    expect(cookie).toBeDefined();
    await http(b).get('/api/admin/session').set('Cookie', cookie).expect(200);
    await http(a).post('/api/admin/logout').set('Cookie', cookie).expect(200);
    await http(b).get('/api/admin/session').set('Cookie', cookie).expect(401);
    await http(a).get('/api/admin/session').set('Cookie', cookie).expect(401);
  });

  it('a rate limit counts requests to both replicas together', async () => {
    const slot = (t: TestApp) => http(t).post('/api/objects/upload').set('X-Forwarded-For', '203.0.113.9');
    await slot(a).expect(200);
    await slot(b).expect(200);
    const third = await slot(a).expect(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const refused = await slot(b).expect(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held by it.
    await http(b).post('/api/objects/upload').set('X-Forwarded-For', '203.0.113.10').expect(200);
  });

  it('a refund on A revokes the download on B at once', async () => {
    const buyer = request.agent(a.app.getHttpServer()).set('X-Forwarded-For', '198.51.100.20');
    const { paymentIntentId } = await buyWithSandbox(buyer, 'replica-buyer@example.com', MAIN);
    const order = await a.app.get(DataSource).getRepository(Order).findOneByOrFail({ paymentIntentId });
    // The buyer's browser on either replica: one cookie jar (the session rotated at the purchase).
    const onB = request.agent(b.app.getHttpServer());
    (onB as unknown as { jar: unknown }).jar = (buyer as unknown as { jar: unknown }).jar;
    const download = (t: TestApp) => (t === a ? buyer : onB).get(`/api/download/${MAIN}`);
    await download(b).expect(200);
    await download(b).expect(200); // B has now answered "entitled" twice (a cache would keep it).
    const admin = request.agent(a.app.getHttpServer()).set('X-Forwarded-For', '198.51.100.21');
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
    await admin.post(`/api/admin/orders/${order.id}/refunds`).send({ itemIds: 'all', reason: 'Bought by mistake' }).expect(201);
    await download(b).expect(403);
    await download(a).expect(403);
  });
});

(hasRedisServer() ? describe : describe.skip)('two replicas with REDIS_URL: rate limits in Redis', () => {
  let redis: ThrowawayRedis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    // Each on a database of its own: only Redis joins them.
    const env = { REDIS_URL: redis.url, TRUST_PROXY: 'true', RATE_LIMIT_UPLOAD: '2' };
    a = await startTestApp(env);
    b = await startTestApp(env);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('counts requests to both replicas together', async () => {
    expect([a.app.get(Throttles).kind, b.app.get(Throttles).kind]).toEqual(['redis', 'redis']);
    const slot = (t: TestApp) => request(t.app.getHttpServer()).post('/api/objects/upload').set('X-Forwarded-For', '203.0.113.50');
    await slot(a).expect(200);
    await slot(b).expect(200);
    await slot(a).expect(429);
    await slot(b).expect(429);
  });
});
