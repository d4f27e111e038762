import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config.js';
import { applyPragmas } from '../database/data-source.js';
import { LegalService } from '../legal/legal.service.js';
import { MIGRATIONS } from '../database/migrations/index.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import type { MailService } from '../mail/mail.service.js';
import { NewsletterSubscriber, type SubscriberStatus } from './newsletter-subscriber.entity.js';
import { NEWSLETTER_PURGE_INTERVAL_MS, NewsletterService, UNCONFIRMED_TTL_MS } from './newsletter.service.js';

const HOUR = 60 * 60 * 1000;

describe('NewsletterService.purgeUnconfirmed (72 h)', () => {
  let dir: string;
  let ds: DataSource;
  let service: NewsletterService;
  const sent: string[] = [];
  const mail = { send: async (m: { to: string }) => void sent.push(m.to) } as unknown as MailService;

  beforeAll(() => Logger.overrideLogger(false));

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'newsletter-spec-'));
    ds = new DataSource({
      type: 'sqlite',
      database: join(dir, 'shop.sqlite'),
      entities: [NewsletterSubscriber],
      migrations: [...MIGRATIONS],
      synchronize: false,
    });
    await ds.initialize();
    await applyPragmas(ds);
    await ds.runMigrations();
    const config = loadConfig({ STORAGE_DIR: dir });
    service = new NewsletterService(
      ds.getRepository(NewsletterSubscriber),
      mail,
      config,
      new LegalService(config),
      new DatabaseWriteQueue(ds),
    );
  });

  afterEach(async () => {
    service.onModuleDestroy();
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const emails = async () =>
    (await ds.getRepository(NewsletterSubscriber).find({ order: { email: 'ASC' } })).map((s) => `${s.email}:${s.status}`);

  async function row(email: string, status: SubscriberStatus, consentAt: Date): Promise<void> {
    await ds.getRepository(NewsletterSubscriber).insert({ email, status, source: 'footer', consentAt, createdAt: consentAt });
  }

  it('deletes pending sign-ups whose last request is older than 72 hours, and nothing else', async () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await row('old-pending@example.com', 'pending', ago(UNCONFIRMED_TTL_MS + 1000));
    await row('week-pending@example.com', 'pending', ago(7 * 24 * HOUR));
    await row('fresh-pending@example.com', 'pending', ago(71 * HOUR));
    await row('old-confirmed@example.com', 'confirmed', ago(30 * 24 * HOUR));
    await row('old-unsubscribed@example.com', 'unsubscribed', ago(30 * 24 * HOUR));

    expect(await service.purgeUnconfirmed(now)).toBe(2);
    expect(await emails()).toEqual([
      'fresh-pending@example.com:pending',
      'old-confirmed@example.com:confirmed',
      'old-unsubscribed@example.com:unsubscribed',
    ]);
    // 72 hours later the fresh one goes too; a second run finds nothing more.
    expect(await service.purgeUnconfirmed(new Date(now.getTime() + 2 * HOUR))).toBe(1);
    expect(await service.purgeUnconfirmed(new Date(now.getTime() + 2 * HOUR))).toBe(0);
  });

  it('counts from the latest sign-up request: subscribing again restarts the 72 hours', async () => {
    const t0 = new Date('2026-03-01T08:00:00.000Z');
    await service.subscribe('again@example.com', 'footer', t0);
    const t1 = new Date(t0.getTime() + 70 * HOUR);
    await service.subscribe('again@example.com', 'footer', t1);
    expect(await service.purgeUnconfirmed(new Date(t0.getTime() + 73 * HOUR))).toBe(0);
    expect(await service.purgeUnconfirmed(new Date(t1.getTime() + 72 * HOUR + 1))).toBe(1);
    expect(await emails()).toEqual([]);
  });

  it('keeps a sign-up confirmed in time', async () => {
    const t0 = new Date('2026-03-01T08:00:00.000Z');
    await service.subscribe('keeper@example.com', 'footer', t0);
    await ds.getRepository(NewsletterSubscriber).update({ email: 'keeper@example.com' }, { status: 'confirmed', confirmedAt: t0 });
    expect(await service.purgeUnconfirmed(new Date(t0.getTime() + 100 * HOUR))).toBe(0);
    expect(await emails()).toEqual(['keeper@example.com:confirmed']);
  });

  it('runs hourly on an unref’d timer, cleared on shutdown', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const purge = jest.spyOn(service, 'purgeUnconfirmed').mockResolvedValue(0);
      service.onModuleInit();
      const timer = (service as unknown as { purgeTimer: NodeJS.Timeout }).purgeTimer;
      expect(timer.hasRef()).toBe(false);
      jest.advanceTimersByTime(NEWSLETTER_PURGE_INTERVAL_MS);
      expect(purge).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(NEWSLETTER_PURGE_INTERVAL_MS);
      expect(purge).toHaveBeenCalledTimes(2);
      service.onModuleDestroy();
      jest.advanceTimersByTime(3 * NEWSLETTER_PURGE_INTERVAL_MS);
      expect(purge).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
