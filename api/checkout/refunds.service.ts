import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { QueryFailedError, type Repository } from 'typeorm';
import { findGuide } from '../../shared/catalogue.js';
import { CommonError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { MailService } from '../mail/mail.service.js';
import { CheckoutError } from './checkout.errors.js';
import { KeyedLock } from './keyed-lock.js';
import type { Order } from './order.entity.js';
import type { OrderItem } from './order-item.entity.js';
import { OrdersService } from './orders.service.js';
import { PaymentEvent } from './payment-event.entity.js';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderRefund,
  ProviderUnavailableError,
  RefundRefusedError,
} from './payment-provider.js';
import { OrderRefund, OrderRefundItem } from './refund.entity.js';
import { refundMail } from './refund-mail.js';
import { SandboxPaymentProvider } from './sandbox/sandbox.provider.js';

export type { OrderRefund, OrderRefundItem } from './refund.entity.js';

export interface RefundRequest {
  /** Line item ids of the order, or every guide the buyer still owns. */
  itemIds: readonly number[] | 'all';
  reason: string;
  admin: { id: number | null; email: string };
}

export interface RefundOutcome {
  refund: OrderRefund;
  /** False when the request repeated one made before (same order, same items). */
  created: boolean;
}

/**
 * What a refund of this line item returns: what was paid for it, after its share of the
 * order's discount code (the items' paidCents add up to the order's total).
 */
export function refundableCents(item: Pick<OrderItem, 'paidCents'>): number {
  return item.paidCents;
}

/**
 * The idempotency key of a refund: the order, its sorted item ids and the attempt (one
 * more than the refunds of the order that failed), so a double click or a concurrent
 * request for the same items gets the same key here and at the provider, while a retry
 * after a refused refund gets a new one.
 */
export function refundKey(orderId: number, itemIds: readonly number[], attempt: number): string {
  const items = [...itemIds].sort((a, b) => a - b).join(',');
  const digest = createHash('sha256').update(`${orderId}|${items}`).digest('hex').slice(0, 16);
  return `threadwise-refund-${orderId}-${digest}-${attempt}`;
}

/** How long a repeated request gets the refund it repeats (a double click, a retried request). */
export const REPEAT_WINDOW_MS = 10 * 60_000;

function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && /UNIQUE|duplicate key/i.test(err.message);
}

/**
 * Refunds asked from the back office (issue 15), per line item.
 *
 * 1. Claim: one transaction inserts the refund (unique idempotency key) and one claim row
 *    per item (a partial unique index: one open or succeeded refund per item). A repeated
 *    request finds the refund by its key; an overlapping one fails on the claim.
 *    Requests for one order also queue behind each other in this process.
 * 2. Ask the provider (`createRefund`, same idempotency key, the shop's refund id in
 *    metadata).
 * 3. Apply: from the provider's answer and from its webhook (Stripe's `refund.*` and
 *    `charge.refunded`; the sandbox delivers the same in-process), whichever comes first.
 *    Revoking is idempotent; the pending -> succeeded update lets one caller win; the
 *    buyer's e-mail is queued under a dedupe key, so it goes out once.
 */
@Injectable()
export class RefundsService implements OnModuleInit {
  private readonly logger = new Logger('Refunds');
  private readonly lock = new KeyedLock();

  constructor(
    @InjectRepository(OrderRefund) private readonly refunds: Repository<OrderRefund>,
    @InjectRepository(OrderRefundItem) private readonly refundItems: Repository<OrderRefundItem>,
    @InjectRepository(PaymentEvent) private readonly events: Repository<PaymentEvent>,
    private readonly orders: OrdersService,
    private readonly mail: MailService,
    private readonly writes: DatabaseWriteQueue,
    private readonly sandbox: SandboxPaymentProvider,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.provider === this.sandbox) this.sandbox.onRefundEvent((refund) => this.sandboxEvent(refund));
  }

  // -------------------------------------------------------------------------------------
  // Reads (admin back office)
  // -------------------------------------------------------------------------------------

  /** Every refund of an order, oldest first, with its items. */
  async listForOrder(orderId: number): Promise<OrderRefund[]> {
    return this.refunds.find({ where: { orderId }, relations: { items: true }, order: { id: 'ASC', items: { id: 'ASC' } } });
  }

  async findById(id: number): Promise<OrderRefund | null> {
    return this.refunds.findOne({ where: { id }, relations: { items: true }, order: { items: { id: 'ASC' } } });
  }

  // -------------------------------------------------------------------------------------
  // Asking for a refund
  // -------------------------------------------------------------------------------------

  async refund(orderId: number, request: RefundRequest): Promise<RefundOutcome> {
    return this.lock.run(`order:${orderId}`, () => this.refundNow(orderId, request));
  }

  private async refundNow(orderId: number, request: RefundRequest): Promise<RefundOutcome> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new CommonError('not_found', 'Order not found');
    if (order.status === 'disputed') {
      throw new CheckoutError(
        'refund_not_allowed',
        'This order is disputed: the card issuer decides on the money, so it cannot be refunded.',
      );
    }
    if (!(order.status === 'paid' || order.status === 'refunded') || !order.paymentIntentId) {
      throw new CheckoutError('refund_not_allowed', 'Only a paid order can be refunded.');
    }
    const attempt = 1 + (await this.refunds.countBy({ orderId, status: 'failed' }));
    const repeated = await this.findRepeat(order, request.itemIds, attempt);
    if (repeated) return this.settle(order, repeated, false);

    const chosen = this.chooseItems(order, request.itemIds);
    const ids = chosen.map((i) => i.id);
    const key = refundKey(order.id, ids, attempt);
    let refund = await this.refunds.findOneBy({ idempotencyKey: key });
    let created = false;
    if (!refund) {
      try {
        refund = await this.claim(order, chosen, key, request);
        created = true;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        refund = await this.refunds.findOneBy({ idempotencyKey: key });
        if (!refund) {
          throw new CheckoutError(
            'refund_in_progress',
            'Some of these guides are being refunded right now. Reload the order to see that refund.',
          );
        }
      }
    }
    return this.settle(order, refund, created);
  }

  /**
   * The refund this request repeats, if any: the same items (same key), or 'all' again
   * right after an 'all' refund took everything. A pending refund is always repeated (that
   * retries it with the provider); a finished one for REPEAT_WINDOW_MS, after which the
   * request is told the guides are refunded already.
   */
  private async findRepeat(order: Order, itemIds: RefundRequest['itemIds'], attempt: number): Promise<OrderRefund | null> {
    let found: OrderRefund | null;
    if (itemIds !== 'all') {
      this.assertInOrder(order, itemIds);
      found = await this.refunds.findOneBy({ idempotencyKey: refundKey(order.id, itemIds, attempt) });
    } else {
      if (order.items.some((i) => i.revokedAt === null)) return null;
      const [last] = await this.refunds.find({ where: { orderId: order.id }, order: { id: 'DESC' }, take: 1 });
      found = last?.requestedAll ? last : null;
    }
    if (!found || found.status === 'failed') return null;
    if (found.status === 'succeeded' && Date.now() - new Date(found.createdAt).getTime() > REPEAT_WINDOW_MS) return null;
    return found;
  }

  /** Completes a refund with the provider when still pending; answers with it. */
  private async settle(order: Order, refund: OrderRefund, created: boolean): Promise<RefundOutcome> {
    if (refund.status === 'failed') {
      throw new CheckoutError('refund_refused', `The payment provider refused the refund: ${refund.failureReason ?? 'no reason given'}`);
    }
    if (refund.status === 'pending') await this.askProvider(order, refund);
    const current = (await this.findById(refund.id))!;
    if (created) {
      this.logger.log(
        `Refund #${current.id} of order ${order.number}: ${current.amountCents} cents by ${current.adminEmail} (${current.status})`,
      );
    }
    return { refund: current, created };
  }

  private assertInOrder(order: Order, itemIds: readonly number[]): void {
    const known = new Set(order.items.map((i) => i.id));
    const unknown = itemIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new CheckoutError(
        'refund_unknown_items',
        `${unknown.length === 1 ? 'Item' : 'Items'} ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not part of order ${order.number ?? order.id}.`,
      );
    }
  }

  /** The items a request names, checked against the order; throws when any is not refundable. */
  private chooseItems(order: Order, itemIds: RefundRequest['itemIds']): OrderItem[] {
    if (itemIds === 'all') {
      const active = order.items.filter((i) => i.revokedAt === null);
      if (active.length === 0) throw new CheckoutError('refund_already_refunded', 'Every guide of this order is already refunded.');
      return active;
    }
    this.assertInOrder(order, itemIds);
    const byId = new Map(order.items.map((i) => [i.id, i]));
    const chosen = itemIds.map((id) => byId.get(id)!);
    const revoked = chosen.filter((i) => i.revokedAt !== null);
    if (revoked.length > 0) {
      const names = revoked.map((i) => findGuide(i.guideSlug)?.title ?? i.guideSlug).join(', ');
      throw new CheckoutError(
        'refund_already_refunded',
        `${names} ${revoked.length === 1 ? 'is' : 'are'} already refunded or revoked on this order.`,
      );
    }
    return chosen;
  }

  /** The refund and its item claims, in one transaction (all or nothing). */
  private async claim(order: Order, items: readonly OrderItem[], key: string, request: RefundRequest): Promise<OrderRefund> {
    const amountCents = items.reduce((sum, i) => sum + refundableCents(i), 0);
    if (amountCents <= 0) throw new CheckoutError('refund_refused', 'These guides were free: there is no money to refund.');
    return this.writes.transaction(async (manager) => {
      const inserted = await manager.insert(OrderRefund, {
        // Milliseconds, like paidAt: the history sorts on it (the column default has whole seconds).
        createdAt: new Date(),
        orderId: order.id,
        status: 'pending',
        amountCents,
        currency: order.currency,
        reason: request.reason,
        adminUserId: request.admin.id,
        adminEmail: request.admin.email.slice(0, 254),
        requestedAll: request.itemIds === 'all',
        idempotencyKey: key,
        providerRefundId: null,
        refundedAt: null,
        failedAt: null,
        failureReason: null,
        notifiedAt: null,
      });
      const refundId = Number(inserted.identifiers[0].id);
      await manager.insert(
        OrderRefundItem,
        items.map((i) => ({ refundId, orderItemId: i.id, guideSlug: i.guideSlug, amountCents: refundableCents(i), releasedAt: null })),
      );
      return manager.findOneByOrFail(OrderRefund, { id: refundId });
    });
  }

  private async askProvider(order: Order, refund: OrderRefund): Promise<void> {
    const items = await this.refundItems.find({ where: { refundId: refund.id }, order: { id: 'ASC' } });
    let answer: ProviderRefund;
    try {
      answer = await this.provider.createRefund({
        paymentIntentId: order.paymentIntentId!,
        amountCents: refund.amountCents,
        idempotencyKey: refund.idempotencyKey,
        shopRefundId: refund.id,
        orderId: order.id,
        guideSlugs: items.map((i) => i.guideSlug),
      });
    } catch (err) {
      if (err instanceof RefundRefusedError) {
        await this.fail(refund.id, err.message, null);
        throw new CheckoutError('refund_refused', `The payment provider refused the refund: ${err.message}`);
      }
      if (err instanceof ProviderUnavailableError) {
        // The refund stays pending with its claims: the same request retries it under the same key.
        throw new CheckoutError(
          'payment_provider_unavailable',
          'The payment provider could not be reached. The refund is not confirmed yet: try again, it will not be made twice.',
        );
      }
      throw err;
    }
    await this.apply(answer, 'answer');
  }

  // -------------------------------------------------------------------------------------
  // The provider's word: its answer, its webhook
  // -------------------------------------------------------------------------------------

  /**
   * Applies a refund as the provider reports it, once whoever reports it first. Refunds
   * not made by the shop (no shop refund id in metadata) are left to the caller. Returns
   * true when this call changed the refund's state.
   */
  async apply(view: ProviderRefund, source: 'answer' | 'webhook'): Promise<boolean> {
    if (view.shopRefundId === null) return false;
    const refund = await this.findById(view.shopRefundId);
    if (!refund) return false;
    const order = await this.orders.findById(refund.orderId);
    if (!order || (view.paymentIntentId !== null && view.paymentIntentId !== order.paymentIntentId)) {
      this.logger.warn(`Refund ${view.id} names shop refund #${view.shopRefundId} of another payment: ignored`);
      return false;
    }
    const now = new Date();
    switch (view.status) {
      case 'succeeded': {
        if (refund.status === 'failed') {
          this.logger.error(`Refund ${view.id} succeeded at the provider after shop refund #${refund.id} was marked failed`);
          return false;
        }
        // Revoke first (idempotent): a crash after it leaves the refund pending, and the next report completes it.
        await this.orders.revokeForRefund(
          refund.orderId,
          refund.items.filter((i) => i.releasedAt === null).map((i) => i.orderItemId),
          now,
        );
        const won = await this.refunds
          .createQueryBuilder()
          .update(OrderRefund)
          .set({ status: 'succeeded', providerRefundId: view.id, refundedAt: now })
          .where('id = :id AND status = :pending', { id: refund.id, pending: 'pending' })
          .execute();
        const applied = won.affected === 1;
        if (applied) this.logger.log(`Refund #${refund.id} (${view.id}) of order ${order.number} applied from the ${source}`);
        await this.notifyOnce(refund.id);
        return applied;
      }
      case 'failed':
      case 'canceled':
        return this.fail(refund.id, view.failureReason ?? `the refund was ${view.status}`, view.id);
      default: {
        // pending / requires_action: only remember the provider's id.
        await this.refunds
          .createQueryBuilder()
          .update(OrderRefund)
          .set({ providerRefundId: view.id })
          .where('id = :id AND providerRefundId IS NULL', { id: refund.id })
          .execute()
          .catch((err: unknown) => {
            if (!isUniqueViolation(err)) throw err;
          });
        return false;
      }
    }
  }

  /** Every shop refund of a Stripe charge (charge.refunded), applied. */
  async applyAll(views: readonly ProviderRefund[]): Promise<void> {
    for (const view of views) if (view.shopRefundId !== null) await this.apply(view, 'webhook');
  }

  /** pending -> failed; the items' claims are released so they can be refunded again. */
  private async fail(refundId: number, reason: string, providerRefundId: string | null): Promise<boolean> {
    const now = new Date();
    const result = await this.refunds
      .createQueryBuilder()
      .update(OrderRefund)
      .set({ status: 'failed', failedAt: now, failureReason: reason.slice(0, 500), ...(providerRefundId ? { providerRefundId } : {}) })
      .where('id = :id AND status = :pending', { id: refundId, pending: 'pending' })
      .execute();
    if (result.affected !== 1) return false;
    await this.refundItems
      .createQueryBuilder()
      .update(OrderRefundItem)
      .set({ releasedAt: now })
      .where('refundId = :refundId AND releasedAt IS NULL', { refundId })
      .execute();
    this.logger.warn(`Refund #${refundId} failed: ${reason}`);
    return true;
  }

  /** The sandbox's webhook-equivalent event: recorded by its id like a Stripe event, then applied. */
  private async sandboxEvent(view: ProviderRefund): Promise<void> {
    const eventId = `evt_sbx_refund_${view.id}_${view.status}`;
    if (await this.events.existsBy({ eventId })) return;
    const refund = view.shopRefundId === null ? null : await this.refunds.findOneBy({ id: view.shopRefundId });
    // After the request that asked for it, like a webhook that arrives after the answer.
    if (refund) await this.lock.run(`order:${refund.orderId}`, () => this.apply(view, 'webhook'));
    await this.events
      .createQueryBuilder()
      .insert()
      .into(PaymentEvent)
      .values({ provider: 'sandbox', eventId, type: 'refund.updated', paymentIntentId: view.paymentIntentId })
      .orIgnore()
      .execute();
  }

  /**
   * Queues the buyer's refund e-mail once per refund (dedupe key `refund:<id>` in the
   * outbox, then notifiedAt). A mail that could not be queued is tried by the next report.
   */
  private async notifyOnce(refundId: number): Promise<void> {
    const refund = await this.findById(refundId);
    if (!refund || refund.status !== 'succeeded' || refund.notifiedAt) return;
    const order = await this.orders.findById(refund.orderId);
    if (!order?.email || !order.number) return;
    const mail = refundMail(
      {
        orderNumber: order.number,
        email: order.email,
        amountCents: refund.amountCents,
        lines: refund.items.map((i) => ({ guideSlug: i.guideSlug, amountCents: i.amountCents })),
        keptSlugs: order.items.filter((i) => i.revokedAt === null).map((i) => i.guideSlug),
      },
      { publicUrl: this.config.publicUrl, supportEmail: this.config.supportEmail },
    );
    try {
      await this.mail.send(
        { kind: 'refund', to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: this.config.supportEmail },
        { dedupeKey: `refund:${refund.id}` },
      );
    } catch (err) {
      this.logger.error(`Refund e-mail for order ${order.number} could not be queued: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    await this.refunds
      .createQueryBuilder()
      .update(OrderRefund)
      .set({ notifiedAt: new Date() })
      .where('id = :id AND notifiedAt IS NULL', { id: refund.id })
      .execute();
  }
}
