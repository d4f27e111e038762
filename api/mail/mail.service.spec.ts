import { Logger } from '@nestjs/common';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startSmtpSink, type SmtpSink } from '../../test/helpers/enquiries.js';
import { freePort } from '../../test/helpers/server.js';
import { DEFAULT_MAIL_RETRY, loadConfig } from '../config/config.js';
import { applyPragmas } from '../database/data-source.js';
import { MIGRATIONS } from '../database/migrations/index.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { LEASE_MS, MailService, type MailMessage, retryDelayMs, retryWindowMs } from './mail.service.js';
import { OutboxMail } from './outbox-mail.entity.js';

const receipt: MailMessage = {
  kind: 'receipt',
  to: 'ada@example.com',
  subject: 'Your receipt',
  text: 'Thank you',
  html: '<p>Thank you</p>',
};

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('retry schedule', () => {
  it('doubles from the base delay up to an hour apart', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n, 30_000) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('keeps trying for about five hours by default, far longer than a ten-minute SMTP outage', () => {
    const window = retryWindowMs(DEFAULT_MAIL_RETRY);
    expect(window).toBeGreaterThan(10 * 60_000);
    expect(Math.round(window / 60_000)).toBe(304);
  });
});

describe('MailService (outbox)', () => {
  let dir: string;
  let ds: DataSource;
  const services: MailService[] = [];
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-spec-'));
    ds = new DataSource({ type: 'sqlite', database: join(dir, 'shop.sqlite'), entities: [OutboxMail], migrations: [...MIGRATIONS] });
    await ds.initialize();
    await applyPragmas(ds);
    await ds.runMigrations();
  });
  afterEach(async () => {
    for (const s of services.splice(0)) await s.onModuleDestroy();
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  async function mailer(env: Record<string, string> = {}): Promise<{ mail: MailService; metrics: MetricsService }> {
    const metrics = new MetricsService();
    const mail = new MailService(
      ds.getRepository(OutboxMail),
      loadConfig({ STORAGE_DIR: dir, MAIL_RETRY_BASE_MS: '50', ...env }),
      metrics,
      new DatabaseWriteQueue(ds),
    );
    await mail.onApplicationBootstrap();
    services.push(mail);
    return { mail, metrics };
  }
  const rows = () => ds.getRepository(OutboxMail).find({ order: { id: 'ASC' } });
  const counter = async (metrics: MetricsService, name: string) =>
    (await metrics.registry.getSingleMetric(name)!.get()).values.reduce((sum, v) => sum + v.value, 0);

  it('writes the mail to the outbox, delivers it while the caller waits and forgets its body', async () => {
    const { mail, metrics } = await mailer();
    const queued = await mail.send(receipt);
    expect(queued).toMatchObject({ status: 'sent', file: expect.stringMatching(/\.eml$/) });
    expect(readdirSync(join(dir, 'outbox'))).toHaveLength(1);
    const [row] = await rows();
    expect(row).toMatchObject({
      id: queued.id,
      kind: 'receipt',
      status: 'sent',
      recipients: 'ada@example.com',
      subject: 'Your receipt',
      attempts: 1,
      message: null,
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await counter(metrics, 'shop_emails_sent_total')).toBe(1);
  });

  it('queues one mail per dedupe key, however many callers race', async () => {
    const { mail } = await mailer();
    const results = await Promise.all(Array.from({ length: 5 }, () => mail.send(receipt, { dedupeKey: 'receipt:1' })));
    expect(results.filter((r) => r.status === 'sent')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(4);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await rows()).toHaveLength(1);
    expect(readdirSync(join(dir, 'outbox'))).toHaveLength(1);
    expect(await mail.send(receipt, { dedupeKey: 'receipt:1' })).toEqual({ id: results[0].id, status: 'duplicate' });
  });

  describe('with the SMTP server down', () => {
    let port: number;
    let smtp: SmtpSink | undefined;
    beforeEach(async () => {
      port = await freePort();
    });
    afterEach(async () => {
      await smtp?.close();
      smtp = undefined;
    });

    it('retries with backoff and delivers once the server is up, exactly once', async () => {
      const { mail, metrics } = await mailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '50' });
      const queued = await mail.send(receipt);
      expect(queued.status).toBe('pending');
      const [first] = await rows();
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: `ESOCKET: connect ECONNREFUSED 127.0.0.1:${port}` });
      expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
      // The worker keeps trying while the server is down.
      await until(async () => (await rows())[0].attempts >= 3);
      // An attempt is counted on the row when it starts and as an error when it fails: wait for the third to end.
      await until(async () => (await counter(metrics, 'shop_email_attempt_errors_total')) >= 3);
      expect(await counter(metrics, 'shop_email_attempt_errors_total')).toBeGreaterThanOrEqual(3);
      smtp = await startSmtpSink(port);
      const sent = await until(async () => ((await rows())[0].status === 'sent' ? (await rows())[0] : undefined));
      expect(sent.message).toBeNull();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0].to).toEqual(['ada@example.com']);
      expect(await counter(metrics, 'shop_emails_sent_total')).toBe(1);
      expect(await counter(metrics, 'shop_emails_failed_total')).toBe(0);
    });

    it('gives up after MAIL_MAX_ATTEMPTS, and the owner can queue it again', async () => {
      const { mail, metrics } = await mailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_MAX_ATTEMPTS: '3' });
      await mail.send(receipt);
      const failed = await until(async () => ((await rows())[0].status === 'failed' ? (await rows())[0] : undefined));
      expect(failed.attempts).toBe(3);
      expect(failed.message).not.toBeNull();
      expect(await counter(metrics, 'shop_emails_failed_total')).toBe(1);
      const page = await mail.list({ status: 'failed' });
      expect(page).toEqual({
        items: [
          expect.objectContaining({
            id: failed.id,
            status: 'failed',
            attempts: 3,
            nextAttemptAt: null,
            lastError: expect.stringContaining('ECONNREFUSED'),
          }),
        ],
        nextCursor: null,
        counts: { pending: 0, failed: 1 },
      });

      smtp = await startSmtpSink(port);
      expect(await mail.retryFailed(failed.id)).toMatchObject({ id: failed.id, status: 'pending', attempts: 0 });
      expect(await mail.retryFailed(failed.id)).toBe('not_failed');
      expect(await mail.retryFailed(999)).toBe('not_found');
      await until(async () => (await rows())[0].status === 'sent');
      expect(smtp.messages).toHaveLength(1);
    });

    it('gives up at once when the server refuses the recipient for good (5xx)', async () => {
      smtp = await startSmtpSink(port, { refuse: (a) => a === 'gone@example.com' });
      const { mail } = await mailer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      expect(await mail.send({ ...receipt, to: 'gone@example.com' })).toMatchObject({ status: 'failed' });
      expect(await rows()).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 1, lastError: expect.stringMatching(/^EENVELOPE: 550 /) }),
      ]);
    });

    it('resumes pending mail at once after a restart, and an attempt a crash cut off once its lease has run out', async () => {
      const down = await mailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '3600000' });
      await down.mail.send(receipt);
      await down.mail.send({ ...receipt, to: 'grace@example.com' });
      await down.mail.onModuleDestroy();
      // A third one was being sent when its process died: its lease ran out a while ago.
      await ds.getRepository(OutboxMail).insert({
        kind: 'verification',
        status: 'sending',
        recipients: 'linus@example.com',
        subject: 'Verify',
        message: JSON.stringify({ ...receipt, kind: 'verification', to: 'linus@example.com', subject: 'Verify' }),
        attempts: 1,
        nextAttemptAt: new Date(Date.now() - 1000),
        createdAt: new Date(Date.now() - LEASE_MS - 1000),
      });
      smtp = await startSmtpSink(port);
      await mailer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      await until(async () => (await rows()).every((r) => r.status === 'sent'));
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['ada@example.com', 'grace@example.com', 'linus@example.com']);
      expect((await rows()).map((r) => r.attempts)).toEqual([2, 2, 2]);
    });
  });

  it('lists newest first, paged by cursor, with the open counts', async () => {
    const { mail } = await mailer();
    for (let i = 1; i <= 5; i++) await mail.send({ ...receipt, subject: `Mail ${i}` });
    const first = await mail.list({ limit: 2 });
    expect(first.items.map((i) => i.subject)).toEqual(['Mail 5', 'Mail 4']);
    expect(first.counts).toEqual({ pending: 0, failed: 0 });
    const second = await mail.list({ limit: 2, cursor: Number(first.nextCursor) });
    expect(second.items.map((i) => i.subject)).toEqual(['Mail 3', 'Mail 2']);
    const last = await mail.list({ limit: 2, cursor: Number(second.nextCursor) });
    expect(last.items.map((i) => i.subject)).toEqual(['Mail 1']);
    expect(last.nextCursor).toBeNull();
    expect((await mail.list({ status: 'pending' })).items).toEqual([]);
  });
});
