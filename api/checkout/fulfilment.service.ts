import { Inject, Injectable, Logger } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AppSecret } from '../config/app-secret.js';
import { CURRENCY } from '../../shared/pricing.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import { MailService } from '../mail/mail.service.js';
import { MetricsService } from '../metrics/metrics.service.js';
import type { Counter } from 'prom-client';
import type { Order } from './order.entity.js';
import { OrdersService } from './orders.service.js';
import { type PaidCard, PAYMENT_PROVIDER, type PaymentProvider, type ProviderIntent } from './payment-provider.js';
import { receiptMail } from './receipt-mail.js';

export type FulfilmentFailure =
  /** No order has this payment intent, or the provider doesn't know it. */
  | 'not_found'
  /** The provider says the payment has not succeeded (yet). */
  | 'incomplete'
  /** The intent's amount, currency or order id differ from the order. */
  | 'mismatch'
  /** The buyer never agreed to the Terms for this order (api/checkout/checkout-consent.service.ts). */
  | 'no_consent';

export class FulfilmentError extends Error {
  constructor(
    readonly reason: FulfilmentFailure,
    message: string,
    readonly intentStatus?: string,
  ) {
    super(message);
    this.name = 'FulfilmentError';
  }
}

/** What `resendReceipt` did (admin back office). */
export type ResendReceiptOutcome = 'sent' | 'not_found' | 'not_paid' | 'no_email';

export interface FulfilResult {
  order: Order;
  /** True for the one call that marked the order paid. */
  newlyPaid: boolean;
  /** True for the one call that queued the receipt (the mail outbox delivers it). */
  receiptSent: boolean;
}

/**
 * `fulfil(paymentIntentId)` (DESIGN §3 Purchase): the one idempotent path to a paid order,
 * called by the verified webhook and by POST /api/complete-purchase. It trusts only the
 * provider: it retrieves the intent and checks status, amount, currency and order id,
 * then marks the order paid with a conditional update (exactly one caller wins) and sends
 * the receipt once (claimed by another conditional update).
 */
@Injectable()
export class FulfilmentService {
  private readonly logger = new Logger('Fulfilment');
  private readonly ordersPaid: Counter<'provider'>;
  private readonly revenue: Counter<'provider'>;

  constructor(
    private readonly orders: OrdersService,
    private readonly mail: MailService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secret: AppSecret,
    metrics: MetricsService,
    private readonly discounts: DiscountsService,
  ) {
    this.ordersPaid = metrics.counter({
      name: 'shop_orders_paid_total',
      help: 'Orders marked paid, by payment provider.',
      labelNames: ['provider'],
    });
    this.revenue = metrics.counter({
      name: 'shop_revenue_cents_total',
      help: 'Amount of the orders marked paid, in cents.',
      labelNames: ['provider'],
    });
  }

  /**
   * @param email the buyer's e-mail from the checkout, recorded when the order has none
   *   (the caller has validated it and checked that this browser owns the order).
   */
  async fulfil(paymentIntentId: string, email?: string | null): Promise<FulfilResult> {
    const order = await this.orders.findByPaymentIntent(paymentIntentId);
    if (order?.provider === 'none') return this.freeOrderAgain(order);
    if (!order || order.provider !== this.provider.name) {
      throw new FulfilmentError('not_found', 'Unknown payment');
    }
    let intent = await this.provider.retrieveIntent(paymentIntentId);
    if (!intent) throw new FulfilmentError('not_found', 'Unknown payment');
    // The card as retrieved: a capture's answer need not carry the charge's details.
    const card = intent.card ?? null;
    if (intent.status === 'requires_capture') intent = await this.capture(order, intent);
    if (intent.status !== 'succeeded') {
      if (intent.status === 'canceled' && order.status !== 'paid' && !hasConsent(order)) {
        throw new FulfilmentError('no_consent', 'The buyer has not agreed to the Terms');
      }
      throw new FulfilmentError('incomplete', 'The payment has not been completed', intent.status);
    }
    this.assertMatches(order, intent);
    // Intents are captured only with consent (above); one captured otherwise (made before manual capture,
    // or captured by hand in the provider's dashboard) is not delivered.
    if (order.status !== 'paid' && !hasConsent(order)) {
      this.logger.error(`Order ${order.id} was paid (${paymentIntentId}) without consent to the Terms: not delivered, refund it`);
      throw new FulfilmentError('no_consent', 'The buyer has not agreed to the Terms');
    }

    const candidate = email ?? (intent.email && isEmail(intent.email) ? intent.email : null);
    const newlyPaid = await this.orders.markPaid(order.id, candidate);
    if (newlyPaid) {
      this.logger.log(`Order ${order.number} paid (${order.provider} ${paymentIntentId})`);
      this.ordersPaid.inc({ provider: order.provider });
      this.revenue.inc({ provider: order.provider }, order.amountCents);
    } else if (candidate && !order.email) {
      await this.orders.recordEmail(order.id, candidate);
    }
    const receiptSent = await this.sendReceiptOnce(order.id, intent.card ?? card);
    const current = (await this.orders.findById(order.id))!;
    await this.countDiscountUse(current);
    return { order: current, newlyPaid, receiptSent };
  }

  /**
   * Completes a free order (api/checkout/free-order.service.ts: a discount code covered all
   * of it, the consent is recorded): paid without a provider, then the receipt and the
   * code's use, as for a paid order.
   */
  async completeFree(orderId: number, email: string): Promise<FulfilResult> {
    const newlyPaid = await this.orders.markPaid(orderId, email);
    if (newlyPaid) this.ordersPaid.inc({ provider: 'none' });
    const receiptSent = await this.sendReceiptOnce(orderId);
    const order = (await this.orders.findById(orderId))!;
    if (newlyPaid) this.logger.log(`Order ${order.number} completed free (discount code ${order.discountCode})`);
    await this.countDiscountUse(order);
    return { order, newlyPaid, receiptSent };
  }

  /** The thank-you page (or a retry) of a free order: nothing to ask a provider; the receipt and code use if still owed. */
  private async freeOrderAgain(order: Order): Promise<FulfilResult> {
    if (order.status === 'pending' || order.status === 'failed') {
      throw new FulfilmentError('incomplete', 'The order has not been completed');
    }
    const receiptSent = await this.sendReceiptOnce(order.id);
    const current = (await this.orders.findById(order.id))!;
    await this.countDiscountUse(current);
    return { order: current, newlyPaid: false, receiptSent };
  }

  /**
   * A paid order's discount code use is counted (or recorded over the limit) on every
   * fulfilment call: idempotent per order, so a crash between payment and count is
   * repaired by the next call (webhook or completion). The payment stands either way.
   */
  private async countDiscountUse(order: Order): Promise<void> {
    if (order.status !== 'paid' || order.discountCodeId === null) return;
    try {
      const result = await this.discounts.redeem({
        orderId: order.id,
        codeId: order.discountCodeId,
        email: order.email,
        amountCents: order.amountCents,
        discountCents: order.discountCents,
      });
      if (result.overLimit) {
        this.logger.warn(`Order ${order.number} used ${order.discountCode} over its limit (${result.overLimit}): honoured, not counted`);
      }
    } catch (err) {
      this.logger.error(`Discount use of order ${order.number} not counted yet: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /**
   * An authorised payment is taken only for an order whose buyer agreed to the Terms at
   * checkout: without that consent (the card was confirmed around the shop's page, with the
   * client secret) the intent is cancelled, which releases the hold on the card, and nothing
   * is delivered. A mismatched intent is left alone (its hold lapses) and reported.
   */
  private async capture(order: Order, intent: ProviderIntent): Promise<ProviderIntent> {
    this.assertMatches(order, intent);
    if (!hasConsent(order)) {
      await this.provider.cancelIntent?.(intent.id);
      this.logger.warn(`Payment ${intent.id} of order ${order.id} authorised without consent to the Terms: cancelled, nothing charged`);
      throw new FulfilmentError('no_consent', 'The buyer has not agreed to the Terms');
    }
    return this.provider.captureIntent(intent.id);
  }

  private assertMatches(order: Order, intent: ProviderIntent): void {
    const problems: string[] = [];
    if (intent.orderId !== order.id) problems.push(`order id ${String(intent.orderId)} != ${order.id}`);
    if (intent.amountCents !== order.amountCents) problems.push(`amount ${intent.amountCents} != ${order.amountCents}`);
    if (intent.currency !== CURRENCY || order.currency !== CURRENCY) problems.push(`currency ${intent.currency} != ${CURRENCY}`);
    if (problems.length > 0) {
      this.logger.error(`Payment ${intent.id} does not match order ${order.number}: ${problems.join(', ')}`);
      throw new FulfilmentError('mismatch', 'The payment does not match the order');
    }
  }

  /**
   * Queues the receipt once per order: under the key `receipt:<order id>` in the mail
   * outbox (which delivers it, retrying through an SMTP outage), then marks it sent with an
   * atomic claim (true for one caller). A crash between the two leaves a queued receipt
   * that the next call finds by its key; a receipt that could not be queued is tried again
   * by the next fulfilment call.
   */
  async sendReceiptOnce(orderId: number, card: PaidCard | null = null): Promise<boolean> {
    const order = await this.orders.findById(orderId);
    if (!order || order.status !== 'paid' || !order.email || order.receiptSentAt) return false;
    try {
      await this.sendReceipt(order, card, `receipt:${order.id}`);
    } catch (err) {
      this.logger.error(
        `Receipt for order ${order.number} could not be queued (will retry on the next fulfilment call): ${
          err instanceof Error ? err.message : String(err)
        }`,
      );
      return false;
    }
    return this.orders.claimReceipt(orderId);
  }

  // -------------------------------------------------------------------------------------
  // Admin back office (api/admin): send the receipt again
  // -------------------------------------------------------------------------------------

  /**
   * Sends the receipt of a paid order again, with fresh signed download links (revoked
   * guides left out), through the outbox. Rejects when it cannot be queued. A receipt never sent before
   * counts as sent from now on (the fulfilment path will not send a second one).
   */
  async resendReceipt(orderId: number): Promise<ResendReceiptOutcome> {
    const order = await this.orders.findById(orderId);
    if (!order) return 'not_found';
    if (order.status !== 'paid') return 'not_paid';
    if (!order.email || !order.number) return 'no_email';
    await this.sendReceipt(order, await this.cardOf(order));
    await this.orders.claimReceipt(order.id);
    this.logger.log(`Receipt for order ${order.number} sent again (admin)`);
    return 'sent';
  }

  /** The card that paid a provider's order, asked again (a receipt sent from the back office); null when the provider cannot say now. */
  private async cardOf(order: Order): Promise<PaidCard | null> {
    if (!order.paymentIntentId || order.provider !== this.provider.name) return null;
    try {
      return (await this.provider.retrieveIntent(order.paymentIntentId))?.card ?? null;
    } catch (err) {
      this.logger.warn(`Receipt for order ${order.number}: the card is not named (${err instanceof Error ? err.message : String(err)})`);
      return null;
    }
  }

  /** Builds the receipt of a paid order (fresh signed links, revoked guides left out) and queues it; rejects when it cannot be queued. */
  private async sendReceipt(order: Order, card: PaidCard | null, dedupeKey?: string): Promise<void> {
    if (!order.email || !order.number) throw new Error(`Order ${order.id} has no e-mail or number for a receipt`);
    const mail = receiptMail(
      {
        id: order.id,
        number: order.number,
        email: order.email,
        amountCents: order.amountCents,
        paidAt: order.paidAt,
        items: order.items,
        consent: order.termsVersion && order.consentAt ? { termsVersion: order.termsVersion, consentAt: order.consentAt } : null,
        card,
      },
      {
        publicUrl: this.config.publicUrl,
        supportEmail: this.config.supportEmail,
        linkKey: this.secret.key('download-links'),
        reviewLinkKey: this.secret.key('review-links'),
      },
    );
    await this.mail.send(
      {
        kind: 'receipt',
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: this.config.supportEmail,
      },
      { dedupeKey },
    );
  }
}

/** The buyer ticked the box: the order records the agreed Terms version and when. */
function hasConsent(order: Order): boolean {
  return Boolean(order.termsVersion && order.consentAt);
}
