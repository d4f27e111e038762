import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { LessThan, Repository, type SelectQueryBuilder } from 'typeorm';
import { DateUtils } from 'typeorm/util/DateUtils.js';
import { hashToken } from '../common/token-hash.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { runExclusive } from '../database/job-lock.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { cappedCount, type Count, fetchPage, inBatches, indexed, type Page, type PageRequest } from '../database/keyset.js';
import { positional } from '../database/raw-sql.js';
import { LegalService } from '../legal/legal.service.js';
import { MailService } from '../mail/mail.service.js';
import { confirmationMail } from './newsletter-mail.js';
import { NewsletterSubscriber, type SubscriberSource, type SubscriberStatus } from './newsletter-subscriber.entity.js';

/** At most one confirmation e-mail per address in this time. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
/** Sign-ups still unconfirmed this long after the visitor's last request are deleted. */
export const UNCONFIRMED_TTL_MS = 72 * 60 * 60 * 1000;
export const NEWSLETTER_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The sha256 of a well-formed token, or null. */
function lookupHash(token: unknown): string | null {
  return typeof token === 'string' && TOKEN.test(token) ? hashToken(token) : null;
}

export type LinkResult = 'done' | 'invalid';

export { SUBSCRIBER_SOURCES, type SubscriberSource, type SubscriberStatus } from './newsletter-subscriber.entity.js';
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];

/** A subscriber as other modules see it (the admin): never the token hashes. */
export interface SubscriberRecord {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: SubscriberSource;
  consentAt: Date;
  /** The version of the consent sentence shown at sign-up (null: signed up before it was recorded). */
  consentVersion: string | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface SubscriberFilter {
  status?: SubscriberStatus;
  source?: SubscriberSource;
  /** The start of an e-mail address. */
  search?: string;
}

function toRecord(s: NewsletterSubscriber): SubscriberRecord {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    source: s.source,
    consentAt: s.consentAt,
    consentVersion: s.consentVersion ?? null,
    confirmedAt: s.confirmedAt,
    unsubscribedAt: s.unsubscribedAt,
  };
}

/**
 * Double opt-in newsletter (DESIGN §3). Subscribing is idempotent and never tells whether
 * an address was known; tokens are random and stored as hashes only.
 */
@Injectable()
export class NewsletterService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Newsletter');
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly legal: LegalService,
    private readonly writes: DatabaseWriteQueue,
  ) {}

  /**
   * Records the consent. A new, still-pending or unsubscribed address (re)starts the
   * double opt-in and gets a confirmation e-mail, at most one per 10 minutes for a pending
   * one; a confirmed address is left as it is.
   */
  async subscribe(email: string, source: SubscriberSource, now = new Date()): Promise<void> {
    // Only hashes are stored, so each confirmation e-mail carries fresh tokens.
    const confirm = newToken();
    const unsubscribe = newToken();
    // What the visitor agreed to: the sentence under the form (shared/legal.ts).
    const consentVersion = this.legal.newsletterConsentVersion();
    const changes = {
      status: 'pending' as const,
      source,
      consentAt: now,
      consentVersion,
      confirmTokenHash: confirm.hash,
      unsubscribeTokenHash: unsubscribe.hash,
      lastConfirmationSentAt: now,
    };
    // A new address (the usual case) costs one statement; a known one is looked up after.
    // ON CONFLICT DO NOTHING rather than a failing INSERT, which TypeORM would log as an error.
    const at = DateUtils.mixedDateToUtcDatetimeString(now);
    // Lower-case on purpose: TypeORM's SQLite runner sends statements that start with
    // "INSERT INTO" through run() and returns the last row id instead of the RETURNING rows.
    const inserted: unknown[] = await this.writes.write((manager) =>
      manager.query(
        positional(
          manager.connection,
          `insert into "newsletter_subscribers"
         ("email", "status", "source", "consentAt", "consentVersion", "confirmTokenHash", "unsubscribeTokenHash", "lastConfirmationSentAt", "createdAt")
       VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT ("email") DO NOTHING RETURNING "id"`,
        ),
        [email, source, at, consentVersion, confirm.hash, unsubscribe.hash, at, at],
      ),
    );
    if (inserted.length === 0) {
      const existing = await this.subscribers.findOneBy({ email });
      // Gone again, or confirmed: nothing to do.
      if (!existing || existing.status === 'confirmed') return;
      // Pending with a recent e-mail (also: the same address at the same moment, whose
      // request sends the e-mail): at most one per CONFIRMATION_RESEND_MS.
      if (
        existing.status === 'pending' &&
        existing.lastConfirmationSentAt &&
        now.getTime() - existing.lastConfirmationSentAt.getTime() < CONFIRMATION_RESEND_MS
      ) {
        return;
      }
      await this.subscribers.update({ id: existing.id }, changes);
    }
    const mail = confirmationMail(this.link('confirm', confirm.token), this.link('unsubscribe', unsubscribe.token));
    try {
      await this.mail.send({ kind: 'newsletter-confirmation', to: email, ...mail });
    } catch (err) {
      // Not queued: let the visitor's next attempt send it at once.
      this.logger.error(`Confirmation e-mail failed: ${err instanceof Error ? err.message : String(err)}`);
      await this.subscribers.update({ email, confirmTokenHash: confirm.hash }, { lastConfirmationSentAt: null });
    }
  }

  /**
   * What a confirmation link names, without changing it (the GET page): a sign-up waiting
   * for the visitor's click, one already confirmed, or nothing valid.
   */
  async confirmationState(token: unknown): Promise<'pending' | 'confirmed' | 'invalid'> {
    const hash = lookupHash(token);
    const sub = hash ? await this.subscribers.findOne({ where: { confirmTokenHash: hash }, select: { id: true, status: true } }) : null;
    return !sub || sub.status === 'unsubscribed' ? 'invalid' : sub.status;
  }

  /** Confirms the subscription a confirmation link names (again: still 'done'). */
  async confirm(token: unknown, now = new Date()): Promise<LinkResult> {
    const hash = lookupHash(token);
    const sub = hash ? await this.subscribers.findOneBy({ confirmTokenHash: hash }) : null;
    if (!sub || sub.status === 'unsubscribed') return 'invalid';
    if (sub.status === 'pending') {
      await this.subscribers.update({ id: sub.id, status: 'pending' }, { status: 'confirmed', confirmedAt: now });
    }
    return 'done';
  }

  /** Whether an unsubscribe link is valid (the GET page shows its button only then). */
  async isUnsubscribeToken(token: unknown): Promise<boolean> {
    const hash = lookupHash(token);
    return hash !== null && (await this.subscribers.countBy({ unsubscribeTokenHash: hash })) > 0;
  }

  /** Unsubscribes the address an unsubscribe link names (again: still 'done'). */
  async unsubscribe(token: unknown, now = new Date()): Promise<LinkResult> {
    const hash = lookupHash(token);
    const sub = hash ? await this.subscribers.findOneBy({ unsubscribeTokenHash: hash }) : null;
    if (!sub) return 'invalid';
    if (sub.status !== 'unsubscribed') {
      // The old confirmation link must not subscribe the address again.
      await this.subscribers.update({ id: sub.id }, { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null });
    }
    return 'done';
  }

  // -------------------------------------------------------------------------------------
  // The admin's list (api/admin): keyset pages, counts, export batches; read-only
  // -------------------------------------------------------------------------------------

  /** One page, newest sign-up first. */
  async listPage(filter: SubscriberFilter, page: PageRequest): Promise<Page<SubscriberRecord>> {
    const found = await fetchPage(this.filtered(filter), 's', page);
    return { rows: found.rows.map(toRecord), nextCursor: found.nextCursor };
  }

  /** Every matching subscriber, newest first, in batches (CSV export). */
  async *exportBatches(filter: SubscriberFilter): AsyncGenerator<SubscriberRecord[]> {
    for await (const rows of inBatches(() => this.filtered(filter), 's')) yield rows.map(toRecord);
  }

  /** Exact from the counter table for status and source; capped with a search. */
  async count(filter: SubscriberFilter): Promise<Count> {
    if (filter.search) return cappedCount(this.filtered(filter));
    const where: string[] = [];
    const params: string[] = [];
    if (filter.status) {
      where.push('"status" = ?');
      params.push(filter.status);
    }
    if (filter.source) {
      where.push('"source" = ?');
      params.push(filter.source);
    }
    const [row]: { n: number | null }[] = await this.subscribers.query(
      positional(
        this.subscribers.manager.connection,
        `SELECT SUM("n") AS "n" FROM "newsletter_subscriber_counts" ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`,
      ),
      params,
    );
    return { count: Number(row?.n ?? 0), exact: true };
  }

  private filtered(filter: SubscriberFilter): SelectQueryBuilder<NewsletterSubscriber> {
    const qb = this.subscribers.createQueryBuilder('s');
    const plus = indexed(!filter.search, qb);
    if (filter.status) qb.andWhere(`${plus}s.status = :status`, { status: filter.status });
    if (filter.source) qb.andWhere(`${plus}s.source = :source`, { source: filter.source });
    if (filter.search) {
      // Addresses are stored lower-cased: a range on the unique e-mail index.
      const from = filter.search.trim().toLowerCase();
      qb.andWhere('s.email >= :emailFrom AND s.email < :emailTo', { emailFrom: from, emailTo: `${from}\u{10ffff}` });
    }
    return qb;
  }

  link(action: 'confirm' | 'unsubscribe', token: string): string {
    return `${this.config.publicUrl}/api/newsletter/${action}?token=${token}`;
  }

  // -------------------------------------------------------------------------------------
  // Scheduled purge: sign-ups never confirmed are personal data kept without consent
  // proven, so they go 72 hours after the visitor's last sign-up request (consentAt).
  // Hourly, on an unref'd timer, like the purge of unattached uploads.
  // -------------------------------------------------------------------------------------

  onModuleInit(): void {
    this.purgeTimer = setInterval(() => {
      runExclusive(this.subscribers.manager.connection, 'newsletter:purge', () => this.purgeUnconfirmed()).catch((err: unknown) =>
        this.logger.error(`Purge of unconfirmed sign-ups failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    }, NEWSLETTER_PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.purgeTimer = undefined;
  }

  /**
   * Deletes every pending subscriber whose last sign-up request is more than 72 hours
   * before `now`; confirmed and unsubscribed addresses are kept. Returns how many.
   */
  async purgeUnconfirmed(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNCONFIRMED_TTL_MS);
    // One statement, conditions re-checked by SQLite: a confirmation or a fresh sign-up
    // racing the purge keeps its row.
    const result = await this.subscribers.delete({ status: 'pending', consentAt: LessThan(cutoff) });
    const purged = result.affected ?? 0;
    if (purged > 0) this.logger.log(`Purged ${purged} unconfirmed newsletter sign-up(s) older than 72 hours`);
    return purged;
  }
}
