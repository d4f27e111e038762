import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type Stripe from 'stripe';
import { FulfilmentError, FulfilmentService } from '../fulfilment.service.js';
import { OrdersService } from '../orders.service.js';
import { PaymentEvent } from '../payment-event.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-provider.js';
import { RefundsService } from '../refunds.service.js';
import { StripePaymentProvider } from './stripe.provider.js';

export interface WebhookResult {
  received: true;
  /** True when this event id was handled before (a repeated delivery: no effect). */
  duplicate?: true;
}

/** The payment intent id an object refers to (string or expanded object). */
function intentIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Dispute outcomes that give the buyer's access back. */
const DISPUTE_RESTORES = new Set(['won', 'warning_closed']);

/**
 * Stripe events, already verified by the controller. Each event id is handled once:
 * it is recorded in payment_events after it was handled, and every handler is itself
 * idempotent (conditional updates), so overlapping deliveries of one event are harmless.
 * A handler that fails leaves the event unrecorded and answers 5xx: Stripe retries it.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    @InjectRepository(PaymentEvent) private readonly events: Repository<PaymentEvent>,
    private readonly orders: OrdersService,
    private readonly fulfilment: FulfilmentService,
    private readonly refunds: RefundsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async handle(event: Stripe.Event): Promise<WebhookResult> {
    if (await this.events.existsBy({ eventId: event.id })) return { received: true, duplicate: true };
    const paymentIntentId = await this.dispatch(event);
    await this.events
      .createQueryBuilder()
      .insert()
      .into(PaymentEvent)
      .values({ provider: 'stripe', eventId: event.id, type: event.type.slice(0, 64), paymentIntentId })
      .orIgnore()
      .execute();
    return { received: true };
  }

  /** Handles one event; returns the payment intent it concerned, if any. */
  private async dispatch(event: Stripe.Event): Promise<string | null> {
    switch (event.type) {
      // Manual capture: the buyer's authorisation arrives first (fulfilment captures it, with
      // consent, or cancels it), then succeeded once captured (the order is paid by then).
      case 'payment_intent.amount_capturable_updated':
      case 'payment_intent.succeeded':
        await this.succeeded(event.data.object.id);
        return event.data.object.id;
      case 'payment_intent.payment_failed': {
        const order = await this.orders.findByPaymentIntent(event.data.object.id);
        if (order && (await this.orders.markFailed(order.id))) this.logger.log(`Order ${order.number} failed`);
        return event.data.object.id;
      }
      case 'charge.refunded':
        return this.refunded(event.data.object);
      // Refunds asked from the back office (metadata.shopRefundId); others are charge.refunded's.
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated': {
        const view = StripePaymentProvider.refundView(event.data.object);
        await this.refunds.apply(view, 'webhook');
        return view.paymentIntentId;
      }
      case 'charge.dispute.created': {
        const id = intentIdOf(event.data.object.payment_intent);
        const order = id ? await this.orders.findByPaymentIntent(id) : null;
        if (order) {
          await this.orders.applyDisputeOpened(order.id);
          this.logger.warn(`Order ${order.number} disputed: access revoked`);
        }
        return id;
      }
      case 'charge.dispute.closed': {
        const dispute = event.data.object;
        const id = intentIdOf(dispute.payment_intent);
        const order = id ? await this.orders.findByPaymentIntent(id) : null;
        if (order && DISPUTE_RESTORES.has(dispute.status)) {
          await this.orders.applyDisputeWon(order.id);
          this.logger.log(`Dispute on order ${order.number} closed (${dispute.status}): access restored`);
        } else if (order) {
          this.logger.warn(`Dispute on order ${order.number} closed (${dispute.status}): access stays revoked`);
        }
        return id;
      }
      default:
        return null;
    }
  }

  private async succeeded(paymentIntentId: string): Promise<void> {
    try {
      await this.fulfilment.fulfil(paymentIntentId);
    } catch (err) {
      // Not one of ours (another integration on the account), no longer payable, or authorised
      // without consent (fulfilment cancelled it): nothing more to do.
      if (err instanceof FulfilmentError && err.reason !== 'mismatch') {
        this.logger.warn(`payment_intent.succeeded for ${paymentIntentId} ignored: ${err.reason}`);
        return;
      }
      throw err;
    }
  }

  private async refunded(charge: Stripe.Charge): Promise<string | null> {
    const id = intentIdOf(charge.payment_intent);
    const order = id ? await this.orders.findByPaymentIntent(id) : null;
    if (!order) return id;
    await this.refunds.applyAll(await this.chargeRefunds(charge));
    const full = charge.refunded || charge.amount_refunded >= order.amountCents;
    const namedSlugs = full ? null : await this.namedSlugs(charge);
    const revoked = await this.orders.applyRefund(order.id, {
      amountRefundedCents: charge.amount_refunded,
      fullyRefunded: full,
      namedSlugs,
    });
    this.logger.log(
      `Order ${order.number} refunded ${charge.amount_refunded} of ${order.amountCents} cents: ${revoked.length} item(s) revoked`,
    );
    return id;
  }

  /** The charge's refunds (from the event when present, else from Stripe). */
  private async chargeRefunds(charge: Stripe.Charge): Promise<ReturnType<typeof StripePaymentProvider.refundView>[]> {
    const inline = charge.refunds?.data;
    if (inline && inline.length > 0) return inline.map((r) => StripePaymentProvider.refundView(r));
    return this.provider instanceof StripePaymentProvider ? this.provider.chargeRefunds(charge.id) : [];
  }

  /** The guides the refunds name in metadata.guideSlugs (from the event when present, else from Stripe). */
  private async namedSlugs(charge: Stripe.Charge): Promise<string[] | null> {
    const inline = charge.refunds?.data;
    if (inline && inline.length > 0) {
      const slugs = inline
        .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
        .flatMap((r) => (r.metadata?.guideSlugs ?? '').split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      return slugs.length > 0 ? [...new Set(slugs)] : null;
    }
    return this.provider instanceof StripePaymentProvider ? this.provider.refundedSlugs(charge.id) : null;
  }
}
