import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ObjectStore } from '../storage/object-store.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { Counter } from 'prom-client';
import { In, LessThanOrEqual, Repository } from 'typeorm';
import type { MailKind, OutboxItem, OutboxPage, OutboxStatus } from '../../shared/api/outbox.js';
import { requestContext } from '../common/logger.js';
import { APP_CONFIG, type AppConfig, type MailRetry } from '../config/config.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { runExclusive } from '../database/job-lock.js';
import {
  describeFailure,
  isPermanentFailure,
  MAX_ATTEMPT_MS,
  type MailAddress,
  type MailMessage,
  MailTransport,
} from './mail-transport.js';
import { OutboxMail, type OutboxRowStatus } from './outbox-mail.entity.js';
import { insertRow } from '../database/insert-row.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';

export type { MailAddress, MailMessage } from './mail-transport.js';
export { MAIL_KINDS, type MailKind } from '../../shared/api/outbox.js';

/** What became of a mail handed to `send`. */
export interface QueuedMail {
  /** Its outbox row. */
  id: number;
  /**
   * sent: delivered while the caller waited; pending: it waits for a retry (or its first
   * attempt is still under way); failed: refused for good; duplicate: its dedupeKey was
   * queued before (nothing new was queued).
   */
  status: 'sent' | 'pending' | 'failed' | 'duplicate';
  messageId?: string;
  /** The .eml file (no SMTP_URL), absolute path. */
  file?: string;
}

/** How long `send` waits for the first attempt before it answers (the attempt goes on). */
export const FIRST_ATTEMPT_WAIT_MS = 5_000;
/** How long an attempt holds its row; a process that dies mid-attempt lets it run out. */
export const LEASE_MS = Math.max(2 * 60_000, 2 * MAX_ATTEMPT_MS);
/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** Due mail written by another process is found within this time. */
const POLL_MS = 60_000;
const BATCH = 20;
/** Sent mail is listed for 30 days, failed mail for 90; then the rows go (hourly purge). */
const SENT_KEEP_MS = 30 * 24 * 3600_000;
const FAILED_KEEP_MS = 90 * 24 * 3600_000;
const PURGE_EVERY_MS = 3600_000;
/** At shutdown, attempts under way get this long to finish (docker stop waits 10 s in all). */
const SHUTDOWN_WAIT_MS = 3_000;
export const OUTBOX_PAGE_SIZE = { default: 50, max: 200 };

/** The wait after the given number of failed attempts: base, 2 × base, 4 × base ... at most an hour. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
}

/** From the first attempt to the last: how long an SMTP outage may last without a mail being given up. */
export function retryWindowMs(retry: MailRetry): number {
  let total = 0;
  for (let failed = 1; failed < retry.maxAttempts; failed++) total += retryDelayMs(failed, retry.baseMs);
  return total;
}

type Attempt = Pick<OutboxMail, 'id' | 'kind' | 'subject' | 'attempts' | 'reqId'>;

/**
 * The one mailer (DESIGN §1), with a durable outbox: `send` writes the mail to the
 * `mail_outbox` table first and only then tries to deliver it (SMTP when SMTP_URL is set,
 * else an .eml file in storage/outbox). The caller waits for that first attempt at most
 * FIRST_ATTEMPT_WAIT_MS. A failed attempt is retried by the worker here with exponential
 * backoff (MAIL_RETRY_BASE_MS, doubling, at most an hour apart) until MAIL_MAX_ATTEMPTS,
 * then the mail is 'failed' (at once for a permanent SMTP refusal, 5xx); the owner sees
 * failures in the admin (GET /api/admin/outbox) and in /metrics. Pending mail survives a
 * restart: the worker resumes it at start-up, and an attempt cut off by a crash is retried
 * once its lease runs out (so such a mail may arrive twice; none is lost).
 * `send` rejects only when the mail could not be written to the outbox.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private readonly retry: MailRetry;
  private readonly attempts = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private stopped = false;
  private lastPurge = 0;
  private readonly sent: Counter<'kind'>;
  private readonly failed: Counter<'kind'>;
  private readonly attemptErrors: Counter<'kind'>;

  constructor(
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    @Inject(APP_CONFIG) config: AppConfig,
    metrics: MetricsService,
    private readonly writes: DatabaseWriteQueue,
    @Optional() store?: ObjectStore,
  ) {
    this.transport = new MailTransport(config, store);
    this.retry = config.mailRetry;
    this.sent = metrics.counter({
      name: 'shop_emails_sent_total',
      help: 'E-mails delivered (SMTP) or written (.eml), by kind.',
      labelNames: ['kind'],
    });
    this.failed = metrics.counter({
      name: 'shop_emails_failed_total',
      help: 'E-mails given up (attempts used up, or refused for good by the SMTP server), by kind.',
      labelNames: ['kind'],
    });
    this.attemptErrors = metrics.counter({
      name: 'shop_email_attempt_errors_total',
      help: 'Failed delivery attempts (each retry counts), by kind.',
      labelNames: ['kind'],
    });
    const repo = this.outbox;
    metrics.gauge({
      name: 'shop_mail_outbox_messages',
      help: 'E-mails in the outbox not sent yet (pending, sending) or given up (failed).',
      labelNames: ['status'],
      async collect() {
        const rows: { status: OutboxRowStatus; n: string | number }[] = await repo
          .createQueryBuilder('m')
          .select('m.status', 'status')
          .addSelect('COUNT(*)', 'n')
          .where('m.status IN (:...open)', { open: ['pending', 'sending', 'failed'] })
          .groupBy('m.status')
          .getRawMany();
        for (const status of ['pending', 'sending', 'failed'] as const)
          this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
      },
    });
    metrics.gauge({
      name: 'shop_mail_outbox_oldest_unsent_seconds',
      help: 'Age of the oldest e-mail not sent yet (0 when none waits).',
      async collect() {
        const oldest = await repo.findOne({
          where: { status: In(['pending', 'sending']) },
          order: { createdAt: 'ASC' },
          select: { id: true, createdAt: true },
        });
        this.set(oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0);
      },
    });
  }

  /** 'smtp' or 'outbox' (.eml files). */
  get mode(): 'smtp' | 'outbox' {
    return this.transport.mode;
  }

  /**
   * Writes the mail to the outbox, then tries to deliver it (waiting at most
   * FIRST_ATTEMPT_WAIT_MS). With a `dedupeKey`, a key seen before queues nothing
   * ('duplicate'): one receipt per order however often fulfilment runs.
   */
  async send(message: MailMessage, options: { dedupeKey?: string } = {}): Promise<QueuedMail> {
    const dedupeKey = options.dedupeKey ?? null;
    if (dedupeKey) {
      const queued = await this.findKey(dedupeKey);
      if (queued) return queued;
    }
    const now = new Date();
    const row = {
      kind: message.kind,
      status: 'sending' as const,
      recipients: recipientsOf(message.to).slice(0, 1000),
      subject: message.subject.slice(0, 500),
      message: JSON.stringify(message),
      dedupeKey,
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      lastError: null,
      messageId: null,
      reqId: requestContext.getStore()?.reqId ?? null,
      createdAt: now,
      sentAt: null,
    };
    let id: number;
    try {
      // Committed together with the writes other requests make meanwhile (one fsync).
      id = await this.writes.write((manager) => insertRow(manager.getRepository(OutboxMail), row));
    } catch (err) {
      // Two callers with one key: the unique index let one in.
      const queued = dedupeKey ? await this.findKey(dedupeKey) : null;
      if (queued) return queued;
      throw err;
    }
    const attempt = this.track(this.attempt({ ...row, id }, message));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => (timer = setTimeout(resolve, FIRST_ATTEMPT_WAIT_MS, null)));
    try {
      return (await Promise.race([attempt, waited])) ?? { id, status: 'pending' };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Queues mail for the worker without attempting it here, for bulk mail (a request must
   * not wait for thousands of deliveries). A dedupeKey queued before is skipped. Returns
   * how many mails were newly queued.
   */
  async enqueue(mails: readonly { message: MailMessage; dedupeKey: string }[]): Promise<number> {
    if (mails.length === 0) return 0;
    const known = await this.outbox.find({
      where: { dedupeKey: In(mails.map((m) => m.dedupeKey)) },
      select: { id: true, dedupeKey: true },
    });
    const seen = new Set(known.map((r) => r.dedupeKey));
    const now = new Date();
    const reqId = requestContext.getStore()?.reqId ?? null;
    const rows = mails
      .filter((m) => !seen.has(m.dedupeKey))
      .map(({ message, dedupeKey }) => ({
        kind: message.kind,
        status: 'pending' as const,
        recipients: recipientsOf(message.to).slice(0, 1000),
        subject: message.subject.slice(0, 500),
        message: JSON.stringify(message),
        dedupeKey,
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        messageId: null,
        reqId,
        createdAt: now,
        sentAt: null,
      }));
    if (rows.length === 0) return 0;
    // A key another caller queued meanwhile is skipped by the unique index.
    await this.outbox.createQueryBuilder().insert().into(OutboxMail).values(rows).orIgnore().execute();
    this.wake(now.getTime());
    return rows.length;
  }

  // --- the owner's view (GET /api/admin/outbox) -----------------------------------------

  /** Newest first, `limit` per page, keyset-paged on id (index on status, id). */
  async list(query: { status?: OutboxStatus; cursor?: number; limit?: number }): Promise<OutboxPage> {
    const limit = Math.min(Math.max(1, query.limit ?? OUTBOX_PAGE_SIZE.default), OUTBOX_PAGE_SIZE.max);
    const qb = this.outbox
      .createQueryBuilder('m')
      .orderBy('m.id', 'DESC')
      .limit(limit + 1);
    // The owner's 'pending' includes the attempts under way.
    if (query.status)
      qb.andWhere('m.status IN (:...statuses)', { statuses: query.status === 'pending' ? ['pending', 'sending'] : [query.status] });
    if (query.cursor !== undefined) qb.andWhere('m.id < :cursor', { cursor: query.cursor });
    const rows = await qb.getMany();
    const page = rows.slice(0, limit);
    const counts: { status: OutboxRowStatus; n: string | number }[] = await this.outbox
      .createQueryBuilder('m')
      .select('m.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('m.status IN (:...open)', { open: ['pending', 'sending', 'failed'] })
      .groupBy('m.status')
      .getRawMany();
    const count = (status: OutboxRowStatus) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    return {
      items: page.map(toItem),
      nextCursor: rows.length > limit ? String(page[page.length - 1].id) : null,
      counts: { pending: count('pending') + count('sending'), failed: count('failed') },
    };
  }

  /** Queues a failed mail again with a fresh set of attempts. */
  async retryFailed(id: number): Promise<OutboxItem | 'not_found' | 'not_failed'> {
    const now = new Date();
    const result = await this.outbox
      .createQueryBuilder()
      .update(OutboxMail)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where("id = :id AND status = 'failed' AND message IS NOT NULL", { id })
      .execute();
    const row = await this.outbox.findOneBy({ id });
    if (!row) return 'not_found';
    if (result.affected !== 1) return 'not_failed';
    this.logger.log(`"${row.subject}" (#${id}) queued again by the owner`);
    this.wake(now.getTime());
    return toItem(row);
  }

  // --- delivery -------------------------------------------------------------------------

  /** One attempt on a row this process holds (status 'sending'); never rejects. */
  private attempt(row: Attempt, message: MailMessage): Promise<QueuedMail> {
    const run = () => this.deliver(row, message);
    // A retry's log lines carry the id of the request that wrote the mail.
    return row.reqId && requestContext.getStore()?.reqId !== row.reqId ? requestContext.run({ reqId: row.reqId }, run) : run();
  }

  private async deliver(row: Attempt, message: MailMessage): Promise<QueuedMail> {
    const label = `"${row.subject}" (#${row.id})`;
    try {
      const delivered = await this.transport.deliver(message);
      this.sent.inc({ kind: row.kind });
      await this.settle(row, {
        status: 'sent',
        sentAt: new Date(),
        messageId: delivered.messageId.slice(0, 255) || null,
        message: null,
        lastError: null,
      });
      const retried = row.attempts > 1 ? ` at attempt ${row.attempts}` : '';
      this.logger.log(
        delivered.file ? `Wrote ${label} to ${delivered.file}${retried}` : `Sent ${label} via SMTP (${delivered.messageId})${retried}`,
      );
      return { id: row.id, status: 'sent', messageId: delivered.messageId, file: delivered.file };
    } catch (err) {
      this.attemptErrors.inc({ kind: row.kind });
      const error = describeFailure(err);
      if (isPermanentFailure(err) || row.attempts >= this.retry.maxAttempts) {
        this.failed.inc({ kind: row.kind });
        await this.settle(row, { status: 'failed', lastError: error });
        this.logger.error(`Gave up on ${label} after ${row.attempts} attempt(s): ${error}`);
        return { id: row.id, status: 'failed' };
      }
      const next = new Date(Date.now() + retryDelayMs(row.attempts, this.retry.baseMs));
      await this.settle(row, { status: 'pending', nextAttemptAt: next, lastError: error });
      this.logger.warn(`${label} not sent (attempt ${row.attempts} of ${this.retry.maxAttempts}, next at ${next.toISOString()}): ${error}`);
      this.wake(next.getTime());
      return { id: row.id, status: 'pending' };
    }
  }

  /** Records an attempt's outcome, unless its lease ran out and another attempt holds the row now. */
  private async settle(row: Attempt, patch: Partial<OutboxMail>): Promise<void> {
    try {
      await this.writes.write((manager) =>
        manager
          .createQueryBuilder()
          .update(OutboxMail)
          .set(patch)
          .where("id = :id AND status = 'sending' AND attempts = :attempts", { id: row.id, attempts: row.attempts })
          .execute(),
      );
    } catch (err) {
      // The row stays 'sending' and is tried again once its lease runs out.
      this.logger.error(`Outbox row #${row.id} not updated to ${patch.status}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private track<T>(attempt: Promise<T>): Promise<T> {
    this.attempts.add(attempt);
    void attempt.finally(() => this.attempts.delete(attempt));
    return attempt;
  }

  private async findKey(dedupeKey: string): Promise<QueuedMail | null> {
    const found = await this.outbox.findOne({ where: { dedupeKey }, select: { id: true } });
    return found ? { id: found.id, status: 'duplicate' } : null;
  }

  // --- the worker -----------------------------------------------------------------------

  /**
   * Mail left pending by an earlier run goes out now rather than at its scheduled retry: a
   * restart often follows a fix of the SMTP settings. (An attempt a crash cut off waits
   * for its lease, as another process may still hold it.)
   */
  async onApplicationBootstrap(): Promise<void> {
    const now = new Date();
    try {
      await this.outbox
        .createQueryBuilder()
        .update(OutboxMail)
        .set({ nextAttemptAt: now })
        .where("status = 'pending' AND nextAttemptAt > :now", { now })
        .execute();
    } catch (err) {
      this.logger.error(`Outbox worker: ${err instanceof Error ? err.message : String(err)}`);
    }
    this.wake(now.getTime());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.attempts, this.running]),
      new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS))),
    ]);
    clearTimeout(timer);
    this.transport.close();
  }

  /** Runs the worker at `at` (epoch ms), unless it is due to run earlier anyway. */
  private wake(at: number): void {
    if (this.stopped) return;
    if (this.running) {
      if (at <= Date.now()) this.runAgain = true;
      else if (at < this.timerAt) this.setTimer(at);
      return;
    }
    if (at < this.timerAt) this.setTimer(at);
  }

  private setTimer(at: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.run();
      },
      Math.max(0, at - Date.now()),
    );
    this.timer.unref();
  }

  private run(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = (async () => {
      do {
        this.runAgain = false;
        await this.drain();
      } while (this.runAgain && !this.stopped);
    })()
      .catch((err: unknown) => this.logger.error(`Outbox worker: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        this.running = null;
        void this.scheduleNext();
      });
  }

  /** Attempts every due mail, one at a time, oldest due first. */
  private async drain(): Promise<void> {
    for (;;) {
      const now = new Date();
      const due = await this.outbox.find({
        where: { status: In(['pending', 'sending']), nextAttemptAt: LessThanOrEqual(now) },
        order: { nextAttemptAt: 'ASC' },
        take: BATCH,
        select: { id: true, status: true, attempts: true },
      });
      for (const candidate of due) {
        if (this.stopped) return;
        await this.claimAndDeliver(candidate, now);
      }
      if (due.length < BATCH || this.stopped) break;
    }
    if (Date.now() - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = Date.now();
      await runExclusive(this.outbox.manager.connection, 'mail:purge', () => this.purge());
    }
  }

  private async claimAndDeliver(candidate: Pick<OutboxMail, 'id' | 'status' | 'attempts'>, now: Date): Promise<void> {
    const claimed = await this.outbox
      .createQueryBuilder()
      .update(OutboxMail)
      .set({ status: 'sending', attempts: candidate.attempts + 1, nextAttemptAt: new Date(Date.now() + LEASE_MS) })
      .where('id = :id AND status = :status AND attempts = :attempts AND nextAttemptAt <= :now', { ...candidate, now })
      .execute();
    if (claimed.affected !== 1) return; // another process took it
    const row = await this.outbox.findOneBy({ id: candidate.id });
    if (!row) return;
    const message = parseMessage(row.message);
    if (!message) {
      await this.settle(row, { status: 'failed', lastError: 'The stored message is missing or unreadable' });
      this.failed.inc({ kind: row.kind });
      return;
    }
    await this.track(this.attempt(row, message));
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    let next = Date.now() + POLL_MS;
    try {
      const earliest = await this.outbox.findOne({
        where: { status: In(['pending', 'sending']) },
        order: { nextAttemptAt: 'ASC' },
        select: { id: true, nextAttemptAt: true },
      });
      if (earliest) next = Math.min(next, earliest.nextAttemptAt.getTime());
    } catch (err) {
      this.logger.error(`Outbox worker: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
    this.wake(next);
  }

  private async purge(): Promise<void> {
    this.lastPurge = Date.now();
    const result = await this.outbox
      .createQueryBuilder()
      .delete()
      .from(OutboxMail)
      .where("(status = 'sent' AND sentAt < :sent) OR (status = 'failed' AND createdAt < :failed)", {
        sent: new Date(this.lastPurge - SENT_KEEP_MS),
        failed: new Date(this.lastPurge - FAILED_KEEP_MS),
      })
      .execute();
    if (result.affected) this.logger.log(`Outbox: ${result.affected} old row(s) deleted`);
  }
}

function parseMessage(json: string | null): MailMessage | null {
  try {
    return json ? (JSON.parse(json) as MailMessage) : null;
  } catch {
    return null;
  }
}

function recipientsOf(to: MailAddress | MailAddress[]): string {
  return [to]
    .flat()
    .map((a) => (typeof a === 'string' ? a : a.address))
    .join(', ');
}

function toItem(row: OutboxMail): OutboxItem {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    status: row.status === 'sending' ? 'pending' : row.status,
    recipients: row.recipients,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.status === 'sent' ? null : row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
