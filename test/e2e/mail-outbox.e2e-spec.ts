/**
 * E-mail that survives an SMTP outage (api/mail): every mail is written to the outbox
 * table first and sent by a worker with retries. Tested against a real SMTP server that is
 * down, comes up, is stopped and started again; across a restart of the shop; and with
 * mail given up, as the owner sees it (GET /api/admin/outbox, /metrics).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { sample } from '../helpers/metrics.js';
import { browser, buyWithSandbox, waitForWebDist } from '../helpers/checkout.js';
import { startSmtpSink, type SmtpSink } from '../helpers/enquiries.js';
import { freePort } from '../helpers/server.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const NOTIFY = 'owner-inbox@threadwise.test';
const enquiry = (name: string) => ({ name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}.` });

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface OutboxRow {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  recipients: string;
  lastError: string | null;
  message: string | null;
}

describe('mail outbox', () => {
  beforeAll(() => waitForWebDist(PROJECT_ROOT));

  describe('through an SMTP outage: down, up, stopped, started again', () => {
    let port: number;
    let smtp: SmtpSink | undefined;
    let t: TestApp;
    let ds: DataSource;
    beforeAll(async () => {
      port = await freePort();
      t = await startTestApp({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        NOTIFY_EMAIL: NOTIFY,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        RATE_LIMIT_CONTACT: '1000',
        MAIL_RETRY_BASE_MS: '300',
        MAIL_MAX_ATTEMPTS: '40',
        LOG_LEVEL: 'silent',
      });
      ds = t.app.get(DataSource);
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });
    const http = () => request(t.app.getHttpServer());
    const rows = (): Promise<OutboxRow[]> =>
      ds.query('SELECT id, kind, status, attempts, recipients, lastError, message FROM mail_outbox ORDER BY id');
    const metrics = async () => (await http().get('/metrics').expect(200)).text;

    it('loses nothing while the server is down, and sends every mail exactly once when it is back', async () => {
      const started = Date.now();
      const b = browser(t.app.getHttpServer());
      await buyWithSandbox(b, 'buyer@example.com', 'fabric-101');
      await http().post('/api/contact').send(enquiry('Ada')).expect(201);
      await http().post('/api/newsletter/subscribe').send({ email: 'reader@example.com' }).expect(200);
      // A refused connection fails at once: nobody waited for the SMTP server.
      expect(Date.now() - started).toBeLessThan(5_000);

      const queued = await rows();
      // ('sending' while a retry is under way)
      // (an enquiry queues the owner's notification and the enquirer's acknowledgement side by side)
      expect(queued.map((r) => [r.kind, r.recipients, r.status.replace('sending', 'pending')]).sort()).toEqual(
        [
          ['receipt', 'buyer@example.com', 'pending'],
          ['owner-notification', NOTIFY, 'pending'],
          ['enquiry-acknowledgement', 'ada@example.com', 'pending'],
          ['newsletter-confirmation', 'reader@example.com', 'pending'],
        ].sort(),
      );
      expect(queued.every((r) => r.lastError === `ESOCKET: connect ECONNREFUSED 127.0.0.1:${port}`)).toBe(true);

      // The owner sees them waiting, in the admin and in the metrics.
      const admin = request.agent(t.app.getHttpServer());
      await admin.post('/api/admin/login').send(ADMIN).expect(200);
      const page = (await admin.get('/api/admin/outbox?status=pending').expect(200)).body;
      expect(page.counts.pending).toBe(4);
      expect(page.items.map((i: { kind: string }) => i.kind).sort()).toEqual(
        ['newsletter-confirmation', 'owner-notification', 'enquiry-acknowledgement', 'receipt'].sort(),
      );
      expect(page.items[0].kind).toBe('newsletter-confirmation');
      // (attempts and nextAttemptAt depend on whether a retry is under way right now)
      expect(page.items[0]).toMatchObject({
        id: queued.find((r) => r.kind === 'newsletter-confirmation')!.id,
        kind: 'newsletter-confirmation',
        status: 'pending',
        recipients: 'reader@example.com',
        subject: expect.any(String),
        attempts: expect.any(Number),
        lastError: expect.stringContaining('ECONNREFUSED'),
        createdAt: expect.any(String),
        sentAt: null,
      });
      expect(Object.keys(page.items[0]).sort()).toEqual(
        ['attempts', 'createdAt', 'id', 'kind', 'lastError', 'nextAttemptAt', 'recipients', 'sentAt', 'status', 'subject'].sort(),
      );
      expect(page.items[0]).not.toHaveProperty('message');
      const down = await metrics();
      expect(
        sample(down, 'shop_mail_outbox_messages', { status: 'pending' }) + sample(down, 'shop_mail_outbox_messages', { status: 'sending' }),
      ).toBe(4);
      expect(sample(down, 'shop_email_attempt_errors_total', { kind: 'receipt' })).toBeGreaterThanOrEqual(1);
      expect(sample(down, 'shop_emails_sent_total', { kind: 'receipt' })).toBe(0);

      // The outage lasts several retries.
      await until(async () => (await rows()).every((r) => r.attempts >= 3));
      expect((await rows()).every((r) => r.status !== 'failed')).toBe(true);

      smtp = await startSmtpSink(port);
      await until(async () => (await rows()).every((r) => r.status === 'sent'));
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(
        ['ada@example.com', 'buyer@example.com', 'reader@example.com', NOTIFY].sort(),
      );
      // Sent mail keeps no body (its links are someone's keys).
      expect((await rows()).map((r) => r.message)).toEqual([null, null, null, null]);

      // The server goes away again, then comes back on the same port.
      await smtp.close();
      await http().post('/api/contact').send(enquiry('Grace')).expect(201);
      // Rows 5 and 6: Grace's notification and her acknowledgement.
      const grace = async () => (await rows()).slice(4);
      await until(async () => (await grace()).length === 2 && (await grace()).every((r) => r.attempts >= 2));
      expect((await grace()).map((r) => [r.kind, /^(pending|sending)$/.test(r.status)]).sort()).toEqual([
        ['enquiry-acknowledgement', true],
        ['owner-notification', true],
      ]);
      smtp = await startSmtpSink(port);
      await until(async () => (await grace()).every((r) => r.status === 'sent'));
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['grace@example.com', NOTIFY]);

      const up = await metrics();
      for (const kind of ['receipt', 'newsletter-confirmation']) expect(sample(up, 'shop_emails_sent_total', { kind })).toBe(1);
      expect(sample(up, 'shop_emails_sent_total', { kind: 'owner-notification' })).toBe(2);
      expect(sample(up, 'shop_emails_failed_total', { kind: 'receipt' })).toBe(0);
      expect(sample(up, 'shop_mail_outbox_messages', { status: 'pending' })).toBe(0);
      expect(sample(up, 'shop_mail_outbox_oldest_unsent_seconds')).toBe(0);
    });
  });

  describe('across a restart of the shop', () => {
    it('sends the mail a stopped shop left pending as soon as it starts again', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'outbox-restart-'));
      const port = await freePort();
      let smtp: SmtpSink | undefined;
      // Retries an hour apart: only the restart sends it within the test.
      const env = {
        STORAGE_DIR: dir,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        NOTIFY_EMAIL: NOTIFY,
        MAIL_RETRY_BASE_MS: '3600000',
        LOG_LEVEL: 'silent',
      };
      try {
        const first = await startTestApp(env);
        await request(first.app.getHttpServer()).post('/api/contact').send(enquiry('Ada')).expect(201);
        // The owner's notification and the enquirer's acknowledgement.
        expect(await first.app.get(DataSource).query('SELECT status, attempts FROM mail_outbox')).toEqual([
          { status: 'pending', attempts: 1 },
          { status: 'pending', attempts: 1 },
        ]);
        await first.close();

        smtp = await startSmtpSink(port);
        const second = await startTestApp(env);
        try {
          const ds = second.app.get(DataSource);
          await until(async () => (await ds.query('SELECT status FROM mail_outbox')).every((r: { status: string }) => r.status === 'sent'));
          expect(smtp.messages.map((m) => m.to).sort()).toEqual([['ada@example.com'], [NOTIFY]]);
          expect(await ds.query('SELECT attempts FROM mail_outbox')).toEqual([{ attempts: 2 }, { attempts: 2 }]);
        } finally {
          await second.close();
        }
      } finally {
        await smtp?.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('mail given up', () => {
    let port: number;
    let smtp: SmtpSink | undefined;
    let t: TestApp;
    beforeAll(async () => {
      port = await freePort();
      t = await startTestApp({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        NOTIFY_EMAIL: NOTIFY,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MAIL_RETRY_BASE_MS: '100',
        MAIL_MAX_ATTEMPTS: '3',
        LOG_LEVEL: 'silent',
      });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });
    const http = () => request(t.app.getHttpServer());

    it('is failed after MAIL_MAX_ATTEMPTS, listed for the owner and counted; the owner can queue it again', async () => {
      await http().post('/api/contact').send(enquiry('Ada')).expect(201);
      const ds = t.app.get(DataSource);
      const owners = "SELECT status FROM mail_outbox WHERE kind = 'owner-notification'";
      await until(async () => (await ds.query(owners))[0].status === 'failed');
      // The enquirer's acknowledgement fails beside it: the list below is the owner's notification.
      await until(
        async () => (await ds.query("SELECT status FROM mail_outbox WHERE kind = 'enquiry-acknowledgement'"))[0].status === 'failed',
      );

      // Admin only (the authorization suite checks every admin route for buyers too).
      await http().get('/api/admin/outbox').expect(401);

      const admin = request.agent(t.app.getHttpServer());
      await admin.post('/api/admin/login').send(ADMIN).expect(200);
      const failed = await admin.get('/api/admin/outbox?status=failed').expect(200);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(failed.body).toEqual({
        items: expect.arrayContaining([
          expect.objectContaining({ kind: 'owner-notification', status: 'failed', attempts: 3, recipients: NOTIFY, nextAttemptAt: null }),
          expect.objectContaining({ kind: 'enquiry-acknowledgement', status: 'failed', recipients: 'ada@example.com' }),
        ]),
        nextCursor: null,
        counts: { pending: 0, failed: 2 },
      });
      const item = failed.body.items.find((i: { kind: string }) => i.kind === 'owner-notification');
      const text = (await http().get('/metrics').expect(200)).text;
      expect(sample(text, 'shop_emails_failed_total', { kind: 'owner-notification' })).toBe(1);
      expect(sample(text, 'shop_email_attempt_errors_total', { kind: 'owner-notification' })).toBe(3);
      expect(sample(text, 'shop_mail_outbox_messages', { status: 'failed' })).toBe(2);

      // Bad input is refused as everywhere else.
      await admin.get('/api/admin/outbox?status=lost').expect(400);
      await admin.get('/api/admin/outbox?cursor=abc').expect(400);
      await admin.get('/api/admin/outbox?limit=201').expect(400);
      await admin.post(`/api/admin/outbox/${item.id}/retry`).set('Content-Type', 'text/plain').send('x').expect(415);
      await admin.post('/api/admin/outbox/999999/retry').send({}).expect(404);

      // The owner fixed the cause: queued again, sent.
      smtp = await startSmtpSink(port);
      const retried = await admin.post(`/api/admin/outbox/${item.id}/retry`).send({}).expect(202);
      expect(retried.body).toMatchObject({ ok: true, item: { id: item.id, status: 'pending', attempts: 0 } });
      await until(async () => (await ds.query(owners))[0].status === 'sent');
      expect(smtp.messages.map((m) => m.to)).toEqual([[NOTIFY]]);
      const again = await admin.post(`/api/admin/outbox/${item.id}/retry`).send({}).expect(409);
      expect(again.body).toEqual({ message: 'Only an e-mail that failed can be queued again.', code: 'conflict' });
      expect((await admin.get('/api/admin/outbox?status=sent').expect(200)).body.items).toEqual([
        expect.objectContaining({ id: item.id, status: 'sent', lastError: null, sentAt: expect.any(String) }),
      ]);
    });

    it('is failed at once when the server refuses the recipient for good', async () => {
      await smtp?.close();
      smtp = await startSmtpSink(port, { refuse: (a) => a === NOTIFY });
      await http().post('/api/contact').send(enquiry('Grace')).expect(201);
      const [row] = await t.app
        .get(DataSource)
        .query("SELECT status, attempts, lastError FROM mail_outbox WHERE kind = 'owner-notification' ORDER BY id DESC LIMIT 1");
      expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/^EENVELOPE: 550 /) });
    });
  });
});
