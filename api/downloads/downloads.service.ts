import { stripInvisible } from '../../shared/display-text.js';
import type { FixedRateLimit } from '../common/rate-limit.js';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { FRESH_LINK_REQUESTED } from '../../shared/form-texts.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { Repository } from 'typeorm';
import { type Throttle, type ThrottleRule, Throttles } from '../common/throttle.js';
import type { BatchedInsert } from '../database/batched-insert.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { currentUser } from '../session/current-user.js';
import { orderIdsOf } from '../session/session-orders.js';
import type { Order } from '../checkout/order.entity.js';
import type { OrderItem } from '../checkout/order-item.entity.js';
import { OrdersService } from '../checkout/orders.service.js';
import { AppSecret } from '../config/app-secret.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { findGuide } from '../../shared/catalogue.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import { MailService } from '../mail/mail.service.js';
import { MetricsService } from '../metrics/metrics.service.js';
import type { Counter } from 'prom-client';
import { DownloadLog, type DownloadVia } from './download-log.entity.js';
import { downloadLinkMail } from './download-link-mail.js';
import { DOWNLOAD_LINK_TTL_SECONDS, downloadLinkFor, verifyDownloadGrant } from '../download-links/signed-links.js';
import { type StampedCopy, type StampRequest, StampingService } from './stamping.service.js';
import { positional } from '../database/raw-sql.js';

/** Why a download is allowed, and what it is a download of. */
export interface Entitlement {
  via: DownloadVia;
  order: Order;
  item: OrderItem;
  /** The logged-in account, for `via: 'account'`. */
  userId: number | null;
}

/** The signed-link query of GET /api/download/{slug}. */
export interface LinkQuery {
  order?: unknown;
  exp?: unknown;
  sig?: unknown;
}

export interface DownloadRecord {
  ip: string | undefined;
  userAgent: string | undefined;
  /** Bytes actually sent (a Range request: the part). */
  bytes: number;
}

/** At most one fresh-link e-mail per address and guide per 10 minutes. */
export const RESEND_COOLDOWN_RULE: ThrottleRule = { points: 1, duration: 10 * 60 };
export const RESEND_ACCEPTED_MESSAGE = FRESH_LINK_REQUESTED.description;

/** Fresh-link requests per client IP: the per-minute config limits are too coarse for a route that sends e-mail. */
export const RESEND_LINK_LIMIT: FixedRateLimit = {
  name: 'download-resend',
  rule: { points: 3, duration: 10 * 60 },
  message: 'Too many requests. Please wait a few minutes and try again.',
};
const USER_AGENT_MAX = 512;
const IP_MAX = 64;

function stampRequest(ent: Entitlement): StampRequest {
  return {
    slug: ent.item.guideSlug as GuideSlug,
    orderId: ent.order.id,
    email: ent.order.email ?? 'the buyer',
    orderNumber: ent.order.number ?? `#${ent.order.id}`,
  };
}

/** One download_log row as written (the id and time come from the database). */
interface DownloadLogRow {
  orderItemId: number;
  orderId: number;
  guideSlug: string;
  userId: number | null;
  email: string | null;
  via: DownloadVia;
  ip: string | null;
  userAgent: string | null;
  bytes: number;
}

/**
 * Who may download a guide (DESIGN §3 Downloads), the stamped file they get, the
 * download log, and fresh signed links by e-mail.
 *
 * Entitled, in this order: the browser session that paid (`req.session.paidOrderIds`), a
 * logged-in owner (`findAccountEntitlement`), the holder of a valid signed
 * link. In every case the order must be paid and the item not revoked (refund, dispute).
 */
@Injectable()
export class DownloadsService implements OnModuleDestroy {
  private readonly logger = new Logger('Downloads');
  private readonly linkKey: Buffer;
  /** Fresh-link e-mails per `email|slug`. */
  private readonly resendCooldown: Throttle;
  /** Fresh-link e-mails being sent (awaited at shutdown). */
  private readonly sending = new Set<Promise<void>>();
  private readonly downloads: Counter<'guide' | 'via'>;

  constructor(
    private readonly orders: OrdersService,
    private readonly stamping: StampingService,
    private readonly mail: MailService,
    @InjectRepository(DownloadLog) private readonly log: Repository<DownloadLog>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    secret: AppSecret,
    throttles: Throttles,
    writes: DatabaseWriteQueue,
    metrics: MetricsService,
  ) {
    this.downloads = metrics.counter({
      name: 'shop_downloads_total',
      help: 'Guide downloads served (a Range request counts as one), by guide and entitlement.',
      labelNames: ['guide', 'via'],
    });
    this.linkKey = secret.key('download-links');
    this.resendCooldown = throttles.get('download-resend-cooldown', RESEND_COOLDOWN_RULE);
    this.logRows = writes.batched((rows) => this.writeLogRows(rows), 100);
  }

  // --- entitlement ---------------------------------------------------------------------

  async entitlementFor(req: Request, slug: GuideSlug): Promise<Entitlement | null> {
    return (
      (await this.findSessionEntitlement(req.session?.paidOrderIds, slug)) ??
      (await this.findAccountEntitlement(req, slug)) ??
      (await this.findLinkEntitlement(req.query as LinkQuery, slug))
    );
  }

  /** The browser session that paid: one of its paid orders holds the guide. */
  async findSessionEntitlement(paidOrderIds: unknown, slug: GuideSlug): Promise<Entitlement | null> {
    const ids = orderIdsOf(paidOrderIds);
    if (ids.length === 0) return null;
    const found = await this.orders.findEntitledItem(ids, slug);
    return found ? { via: 'session', ...found, userId: null } : null;
  }

  /**
   * A logged-in buyer who owns the guide: an order linked to the account, or one of its
   * e-mail once that e-mail is verified (the latest such order). `req.user` is restored by
   * the accounts module's session serializer.
   */
  async findAccountEntitlement(req: Request, slug: GuideSlug): Promise<Entitlement | null> {
    const user = currentUser(req);
    if (!user) return null;
    const [found] = await this.orders.findPaidItemsForAccount(
      { userId: user.id, email: user.email, emailVerified: user.emailVerified },
      slug,
    );
    return found ? { via: 'account', ...found, userId: user.id } : null;
  }

  /** The holder of a valid, unexpired signed link for this order and guide. */
  async findLinkEntitlement(query: LinkQuery, slug: GuideSlug): Promise<Entitlement | null> {
    if (query.order === undefined && query.exp === undefined && query.sig === undefined) return null;
    const grant = verifyDownloadGrant(this.linkKey, { slug, order: query.order, exp: query.exp, sig: query.sig });
    if (!grant) return null;
    const found = await this.orders.findEntitledItem([grant.orderId], slug);
    return found ? { via: 'link', ...found, userId: null } : null;
  }

  /**
   * Whether the request carries a genuine, unexpired signed link (the receipt's) to a guide
   * its order no longer holds (refunded or disputed): the refusal can then say why.
   */
  async linkWasRevoked(query: LinkQuery, slug: GuideSlug): Promise<boolean> {
    if (query.sig === undefined) return false;
    const grant = verifyDownloadGrant(this.linkKey, { slug, order: query.order, exp: query.exp, sig: query.sig });
    return grant !== null && (await this.orders.wasRevoked(grant.orderId, slug));
  }

  // --- the file and the log ------------------------------------------------------------

  /** The storage key of the guide stamped for this order; stamped now if needed. */
  stampedFile(ent: Entitlement, copy?: StampedCopy): Promise<string> {
    return this.stamping.stampedFile(stampRequest(ent), copy);
  }

  /** Which stamped copy this download gets: its content key and storage key (nothing is stamped). */
  stampedCopy(ent: Entitlement): Promise<StampedCopy> {
    return this.stamping.stampedCopy(stampRequest(ent));
  }

  async recordDownload(ent: Entitlement, rec: DownloadRecord): Promise<void> {
    this.downloads.inc({ guide: ent.item.guideSlug, via: ent.via });
    await this.logRows.add({
      orderItemId: ent.item.id,
      orderId: ent.order.id,
      guideSlug: ent.item.guideSlug,
      userId: ent.userId,
      email: ent.order.email,
      via: ent.via,
      ip: rec.ip ? rec.ip.slice(0, IP_MAX) : null,
      // A header's bytes 0x80-0xFF read as Latin-1 can be C1 controls: dropped like any input's.
      userAgent: rec.userAgent ? stripInvisible(rec.userAgent).slice(0, USER_AGENT_MAX) || null : null,
      bytes: rec.bytes,
    });
  }

  /** download_log rows, written in batches (one INSERT and one fsync for all that queued up). */
  private readonly logRows: BatchedInsert<DownloadLogRow>;

  private async writeLogRows(rows: DownloadLogRow[]): Promise<void> {
    // Plain SQL, one multi-row INSERT: building it is cheap, and there is nothing to read back.
    const columns = ['orderItemId', 'orderId', 'guideSlug', 'userId', 'email', 'via', 'ip', 'userAgent', 'bytes'] as const;
    const placeholders = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    await this.log.query(
      positional(
        this.log.manager.connection,
        `INSERT INTO "download_log" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${placeholders}`,
      ),
      rows.flatMap((r) => columns.map((c) => r[c])),
    );
  }

  /** Waits for the download-log rows still being written (shutdown, tests). */
  flushLog(): Promise<void> {
    return this.logRows.settle();
  }

  // --- signed links --------------------------------------------------------------------

  /** A signed download link valid for DOWNLOAD_LINK_TTL_SECONDS from `now`. */
  signedLink(orderId: number, slug: GuideSlug, now = new Date()): { url: string; expiresAt: Date } {
    const exp = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    return { url: downloadLinkFor(this.config.publicUrl, this.linkKey, { orderId, slug, exp }), expiresAt: new Date(exp * 1000) };
  }

  /**
   * POST /api/download/resend-link. Never tells whether a purchase exists: the caller
   * always answers the same. When `email` has a paid, non-revoked item for `slug`, a fresh
   * link for the latest such order goes to the purchase address, at most once per address
   * and guide per RESEND_COOLDOWN_RULE. The e-mail is sent in the background, so the answer
   * takes as long for a buyer as for anybody else.
   */
  async requestFreshLink(email: string, slug: GuideSlug, now = new Date()): Promise<void> {
    const found = await this.orders.findPaidItemsByEmail(email, slug);
    if (found.length === 0) return;
    const { order } = found[0];
    const key = `${email.trim().toLowerCase()}|${slug}`;
    if (!(await this.resendCooldown.consume(key)).allowed) return;
    const task: Promise<void> = this.sendFreshLink(order, slug, now)
      .catch(async (err: unknown) => {
        this.logger.error(`Fresh download link e-mail failed: ${err instanceof Error ? err.message : String(err)}`);
        // Not queued: let the buyer's next request try again at once.
        await this.resendCooldown.reset(key);
      })
      .finally(() => this.sending.delete(task));
    this.sending.add(task);
  }

  private async sendFreshLink(order: Order, slug: GuideSlug, now: Date): Promise<void> {
    if (!order.email) return;
    const guide = findGuide(slug)!;
    const { url, expiresAt } = this.signedLink(order.id, slug, now);
    const mail = downloadLinkMail({
      guideTitle: guide.title,
      orderNumber: order.number ?? `#${order.id}`,
      link: url,
      expiresAt,
      supportEmail: this.config.supportEmail,
    });
    await this.mail.send({ kind: 'download-link', to: order.email, ...mail });
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.sending, this.logRows.settle()]);
  }
}
