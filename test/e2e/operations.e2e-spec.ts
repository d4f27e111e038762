/**
 * The operator's view: liveness (GET /api/health), readiness (GET /api/health/ready) and
 * Prometheus metrics (GET /metrics: who may read them, route labels, business counters).
 */
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { loadGuideContent } from '../../api/guides/guide-content.js';
import { generateSamplePdf } from '../../api/guides/sample-pdf.js';
import { findGuide } from '../../shared/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { sample } from '../helpers/metrics.js';
import { browser, buyWithSandbox, waitForWebDist } from '../helpers/checkout.js';

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('operations', () => {
  beforeAll(() => waitForWebDist(PROJECT_ROOT));

  describe('GET /metrics and GET /api/health/ready (defaults: loopback only)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ RATE_LIMIT_CONTACT: '1000' });
      const slug = 'fabric-101';
      await generateSamplePdf(findGuide(slug)!, await loadGuideContent(slug), join(t.storageDir, 'guides', `${slug}.pdf`));
    });
    afterAll(async () => t?.close());
    const http = () => request(t.app.getHttpServer());
    const scrape = async () => (await http().get('/metrics').expect(200)).text;

    it('serves process, event-loop and HTTP metrics to a loopback client, labelled by route pattern', async () => {
      await http().get('/api/health').expect(200);
      await http().get('/api/download/fabric-101?token=secret-value').expect(403);
      await http().get('/api/no-such-route-4711').expect(404);
      await http().get('/').expect(200);
      const res = await http().get('/metrics').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = res.text;
      for (const name of [
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_heap_size_used_bytes',
      ]) {
        expect(text).toMatch(new RegExp(`^${name} `, 'm'));
      }
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/health', status: '200' })).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status: '200' })).toBe(1);
      expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/health', status: '200', le: '+Inf' })).toBe(
        1,
      );
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/download/:slug', status: '403' })).toBe(1);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: 'static', status: '200' })).toBeGreaterThanOrEqual(1);
      // Route patterns only: neither the raw path nor its query reaches a label.
      expect(text).not.toContain('fabric-101');
      expect(text).not.toContain('4711');
      expect(text).not.toContain('secret-value');
    });

    it('moves the business counters: an enquiry, a paid order, a download', async () => {
      const before = await scrape();
      const b = browser(t.app.getHttpServer());
      await b
        .post('/api/contact')
        .send({ kind: 'tech-pack', name: 'Ada Lovelace', email: 'ada@example.com', message: 'Tech pack for 3 styles, please.' })
        .expect(201);
      const { body } = await buyWithSandbox(b, 'grace@example.com', 'fabric-101', ['fabric-201-cotton']);
      await b.get('/api/download/fabric-101').expect(200);
      const after = await until(async () => {
        const text = await scrape();
        return sample(text, 'shop_emails_sent_total', { kind: 'receipt' }) >= 1 ? text : undefined;
      });
      const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
      expect(delta('shop_enquiries_total', { kind: 'tech-pack' })).toBe(1);
      expect(delta('shop_orders_paid_total', { provider: 'sandbox' })).toBe(1);
      expect(delta('shop_revenue_cents_total', { provider: 'sandbox' })).toBe(body.order.totalCents);
      expect(delta('shop_downloads_total', { guide: 'fabric-101', via: 'session' })).toBe(1);
      expect(delta('shop_emails_sent_total', { kind: 'owner-notification' })).toBe(1);
      expect(delta('shop_emails_sent_total', { kind: 'receipt' })).toBe(1);
      expect(sample(after, 'shop_emails_failed_total', { kind: 'receipt' })).toBe(0);
      expect(sample(after, 'shop_mail_outbox_messages', { status: 'pending' })).toBe(0);
      expect(sample(after, 'shop_mail_outbox_messages', { status: 'failed' })).toBe(0);
    });

    it('is refused (as an unknown route) to a loopback client that came through an untrusted proxy', async () => {
      const res = await http().get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(404);
      expect(res.body).toEqual({ message: 'Cannot GET /metrics', code: 'not_found' });
    });

    it('answers readiness with every check', async () => {
      const res = await http().get('/api/health/ready').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        status: 'ready',
        checks: {
          database: { ok: true },
          storage: { ok: true },
          disk: { ok: true, freeMb: expect.any(Number), minFreeMb: 100 },
        },
      });
      expect(res.body.checks.disk.freeMb).toBeGreaterThanOrEqual(100);
    });

    it('answers anybody else whether each check passed, without the free space', async () => {
      const res = await http().get('/api/health/ready').set('X-Forwarded-For', '203.0.113.9').expect(200);
      expect(res.body).toEqual({ status: 'ready', checks: { database: { ok: true }, storage: { ok: true }, disk: { ok: true } } });
    });

    it('is not ready (503) while a folder it writes to is not writable, and ready again after', async () => {
      const uploads = join(t.storageDir, 'uploads');
      rmSync(uploads, { recursive: true, force: true });
      writeFileSync(uploads, 'not a folder');
      try {
        await new Promise((r) => setTimeout(r, 1100)); // past the one-second cache
        const res = await http().get('/api/health/ready').expect(503);
        expect(res.body).toMatchObject({
          status: 'not_ready',
          message: 'Not ready: storage',
          code: 'unavailable',
          checks: { database: { ok: true }, storage: { ok: false, error: 'not writable: uploads (ENOTDIR)' }, disk: { ok: true } },
        });
        // Anybody else: which check failed, not why.
        const outside = await http().get('/api/health/ready').set('X-Forwarded-For', '203.0.113.9').expect(503);
        expect(outside.body).toEqual({
          status: 'not_ready',
          message: 'Not ready: storage',
          code: 'unavailable',
          checks: { database: { ok: true }, storage: { ok: false }, disk: { ok: true } },
        });
        // Liveness is unaffected: the process itself is fine.
        await http().get('/api/health').expect(200);
      } finally {
        rmSync(uploads, { force: true });
        mkdirSync(uploads);
      }
      await new Promise((r) => setTimeout(r, 1100));
      await http().get('/api/health/ready').expect(200);
    });

    it('keeps the liveness body', async () => {
      const res = await http().get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'ok', journalMode: 'wal', synchronous: 'full', foreignKeys: true });
    });
  });

  describe('configured access', () => {
    let t: TestApp;
    const TOKEN = 'metrics-token-0123456789abcdef';
    beforeAll(async () => {
      // Nobody by address (the tests' client is loopback); the token opens it from anywhere.
      t = await startTestApp({ METRICS_ALLOW: 'none', METRICS_TOKEN: TOKEN, MIN_FREE_DISK_MB: '10000000' });
    });
    afterAll(async () => t?.close());
    const http = () => request(t.app.getHttpServer());

    it('refuses a client outside METRICS_ALLOW without the token, with the answer of an unknown route', async () => {
      const unknown = await http().get('/api/no-such-thing').expect(404);
      const refused = await http().get('/metrics').expect(404);
      expect(refused.body).toEqual({ message: 'Cannot GET /metrics', code: 'not_found' });
      expect(unknown.body).toEqual({ message: 'Cannot GET /api/no-such-thing', code: 'not_found' });
      expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);
      await http().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(404);
      await http().get('/metrics').set('Authorization', TOKEN).expect(404);
      await http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    });

    it('serves the metrics with the bearer token', async () => {
      const res = await http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(res.text).toMatch(/^# TYPE http_requests_total counter$/m);
      // The refusals above were counted, under the route pattern.
      expect(sample(res.text, 'http_requests_total', { method: 'GET', route: '/metrics', status: '404' })).toBeGreaterThanOrEqual(2);
    });

    it('is not ready when the disk has less free space than MIN_FREE_DISK_MB; the details only with the token', async () => {
      const outside = await http().get('/api/health/ready').expect(503);
      expect(outside.body).toEqual({
        status: 'not_ready',
        message: 'Not ready: disk',
        code: 'unavailable',
        checks: { database: { ok: true }, storage: { ok: true }, disk: { ok: false } },
      });
      const res = await http().get('/api/health/ready').set('Authorization', `Bearer ${TOKEN}`).expect(503);
      expect(res.body).toMatchObject({
        status: 'not_ready',
        message: 'Not ready: disk',
        code: 'unavailable',
        checks: { database: { ok: true }, storage: { ok: true }, disk: { ok: false, minFreeMb: 10000000, error: 'low on disk space' } },
      });
    });
  });

  describe('METRICS_ALLOW with a CIDR', () => {
    it('lets in the clients of that range only', async () => {
      const outside = await startTestApp({ METRICS_ALLOW: '10.0.0.0/8,192.0.2.1' });
      const inside = await startTestApp({ METRICS_ALLOW: '127.0.0.0/8' });
      try {
        await request(outside.app.getHttpServer()).get('/metrics').expect(404);
        await request(inside.app.getHttpServer()).get('/metrics').expect(200);
      } finally {
        await outside.close();
        await inside.close();
      }
    });

    it('follows the client address trust proxy gives', async () => {
      const t = await startTestApp({ METRICS_ALLOW: '203.0.113.0/24', TRUST_PROXY: 'loopback' });
      try {
        await request(t.app.getHttpServer()).get('/metrics').set('X-Forwarded-For', '203.0.113.7').expect(200);
        await request(t.app.getHttpServer()).get('/metrics').set('X-Forwarded-For', '198.51.100.7').expect(404);
        await request(t.app.getHttpServer()).get('/metrics').expect(404);
      } finally {
        await t.close();
      }
    });
  });
});
