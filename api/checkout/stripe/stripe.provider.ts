import { Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { StripeSettings } from '../../config/config.js';
import {
  type ConfirmableIntent,
  type CreateIntentInput,
  type CreateRefundInput,
  type ProviderRefund,
  RefundRefusedError,
  IntentNotUpdatableError,
  orderIdFromMetadata,
  type PaymentProvider,
  type ProviderIntent,
  ProviderUnavailableError,
} from '../payment-provider.js';

/**
 * The Stripe client: api.stripe.com, or the Stripe-compatible API of STRIPE_API_BASE.
 * The SDK is imported here, only when PAYMENT_PROVIDER=stripe: a shop on the sandbox
 * provider never loads it (about 9 MB of the server's memory on Node 24).
 */
export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Threadwise shop' },
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
}

/**
 * Stripe behind the PaymentProvider interface: PaymentIntents with automatic payment
 * methods (the Payment Element in a tabs layout) and manual capture, the order id in
 * metadata, an idempotency key on every create and capture.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger('Stripe');

  constructor(readonly client: Stripe) {}

  async createIntent(input: CreateIntentInput): Promise<ConfirmableIntent> {
    const pi = await this.call('create a payment intent', () =>
      this.client.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          // Authorised only: fulfilment captures it once the order's consent is recorded, else cancels it.
          capture_method: 'manual',
          metadata: { orderId: String(input.orderId), guideSlugs: (input.guideSlugs ?? []).join(',') },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return this.confirmable(pi);
  }

  async updateIntent(id: string, amountCents: number, guideSlugs?: string[]): Promise<ConfirmableIntent> {
    try {
      const pi = await this.client.paymentIntents.update(id, {
        amount: amountCents,
        ...(guideSlugs ? { metadata: { guideSlugs: guideSlugs.join(',') } } : {}),
      });
      return this.confirmable(pi);
    } catch (err) {
      // A paid, processing or canceled intent refuses new amounts.
      if (this.isStripeError(err) && (err.code === 'payment_intent_unexpected_state' || err.code === 'resource_missing')) {
        throw new IntentNotUpdatableError(id);
      }
      throw this.unavailable('update a payment intent', err);
    }
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    if (!/^pi_[A-Za-z0-9_]{1,250}$/.test(id)) return null;
    try {
      const pi = await this.client.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
      return this.view(pi);
    } catch (err) {
      if (this.isStripeError(err) && (err.code === 'resource_missing' || err.statusCode === 404)) return null;
      throw this.unavailable('retrieve a payment intent', err);
    }
  }

  async captureIntent(id: string): Promise<ProviderIntent> {
    try {
      const pi = await this.client.paymentIntents.capture(id, {}, { idempotencyKey: `threadwise-capture-${id}` });
      return this.view(pi);
    } catch (err) {
      // Captured meanwhile (the webhook and the thank-you page race) or no longer capturable:
      // the intent as it is now answers; only an unreachable Stripe is an error.
      if (
        this.isStripeError(err) &&
        err.statusCode !== undefined &&
        err.statusCode >= 400 &&
        err.statusCode < 500 &&
        err.statusCode !== 429
      ) {
        const now = await this.retrieveIntent(id);
        if (now) return now;
      }
      throw this.unavailable('capture a payment intent', err);
    }
  }

  async cancelIntent(id: string): Promise<void> {
    await this.call('cancel a payment intent', () => this.client.paymentIntents.cancel(id));
  }

  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    try {
      const refund = await this.client.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          reason: 'requested_by_customer',
          metadata: { shopRefundId: String(input.shopRefundId), orderId: String(input.orderId), guideSlugs: input.guideSlugs.join(',') },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return StripePaymentProvider.refundView(refund);
    } catch (err) {
      // 4xx other than a conflict or a rate limit is Stripe's final word (already refunded, disputed, too much).
      const status = this.isStripeError(err) ? (err.statusCode ?? 0) : 0;
      if (status >= 400 && status < 500 && status !== 409 && status !== 429 && status !== 401) {
        const detail = this.isStripeError(err) ? `${err.code ?? err.type}: ${err.message}` : String(err);
        this.logger.warn(`Refund refused for ${input.paymentIntentId}: ${detail}`);
        throw new RefundRefusedError(this.isStripeError(err) ? err.message : 'Stripe refused the refund');
      }
      throw this.unavailable('create a refund', err);
    }
  }

  /** Every refund of a charge (charge events do not carry them). */
  async chargeRefunds(chargeId: string): Promise<ProviderRefund[]> {
    const list = await this.call('list refunds', () => this.client.refunds.list({ charge: chargeId, limit: 100 }));
    return list.data.map((r) => StripePaymentProvider.refundView(r));
  }

  static refundView(refund: Stripe.Refund): ProviderRefund {
    const shopRefundId = orderIdFromMetadata(refund.metadata?.shopRefundId);
    const intent = refund.payment_intent;
    return {
      id: refund.id,
      status: refund.status ?? 'pending',
      amountCents: refund.amount,
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      shopRefundId,
      failureReason: refund.failure_reason ?? null,
    };
  }

  /** `metadata.guideSlugs` of every refund of a charge (refunds are not in charge events). */
  async refundedSlugs(chargeId: string): Promise<string[] | null> {
    const list = await this.call('list refunds', () => this.client.refunds.list({ charge: chargeId, limit: 100 }));
    const slugs = list.data
      .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
      .map((r) => r.metadata?.guideSlugs)
      .filter((s): s is string => typeof s === 'string' && s.trim() !== '');
    if (slugs.length === 0) return null;
    return [...new Set(slugs.flatMap((s) => s.split(',').map((x) => x.trim())).filter(Boolean))];
  }

  /** Parses and verifies a webhook on its raw body; throws when the signature is wrong or stale. */
  verifyWebhook(rawBody: Buffer, signature: string, secret: string, toleranceSeconds = 300, now = Date.now()): Stripe.Event {
    // Stripe's check refuses old timestamps only; one from the future is refused here too.
    const t = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature);
    if (t && Number(t[1]) > Math.floor(now / 1000) + toleranceSeconds) {
      throw new Error('Webhook timestamp is in the future');
    }
    return this.client.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds);
  }

  private isStripeError(err: unknown): err is Stripe.errors.StripeError {
    return err instanceof this.client.errors.StripeError;
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw this.unavailable(what, err);
    }
  }

  private unavailable(what: string, err: unknown): ProviderUnavailableError {
    const detail = this.isStripeError(err) ? `${err.type}${err.code ? `/${err.code}` : ''}: ${err.message}` : String(err);
    this.logger.error(`Could not ${what}: ${detail}`);
    return new ProviderUnavailableError(`Stripe: could not ${what}`, { cause: err });
  }

  private view(pi: Stripe.PaymentIntent): ProviderIntent {
    const charge = pi.latest_charge && typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return {
      id: pi.id,
      status: pi.status,
      amountCents: pi.amount,
      currency: pi.currency,
      orderId: orderIdFromMetadata(pi.metadata?.orderId),
      email: pi.receipt_email ?? charge?.billing_details?.email ?? null,
      card: card?.last4 ? { brand: card.brand ?? 'unknown', last4: card.last4, wallet: card.wallet?.type ?? null } : null,
    };
  }

  private confirmable(pi: Stripe.PaymentIntent): ConfirmableIntent {
    if (!pi.client_secret) throw new ProviderUnavailableError('Stripe returned a payment intent without a client secret');
    return { ...this.view(pi), clientSecret: pi.client_secret };
  }
}
