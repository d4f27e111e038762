import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config/config.js';
import {
  type ConfirmableIntent,
  type CreateIntentInput,
  IntentNotUpdatableError,
  orderIdFromMetadata,
  type PaymentProvider,
  type ProviderIntent,
  ProviderUnavailableError,
} from '../payment-provider.js';

/** The Stripe client: api.stripe.com, or the Stripe-compatible API of STRIPE_API_BASE. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Threadwise shop' },
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
}

function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError;
}

/**
 * Stripe behind the PaymentProvider interface: PaymentIntents with automatic payment
 * methods (the Payment Element in a tabs layout), the order id in metadata, an
 * idempotency key on every create.
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
      if (isStripeError(err) && (err.code === 'payment_intent_unexpected_state' || err.code === 'resource_missing')) {
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
      if (isStripeError(err) && (err.code === 'resource_missing' || err.statusCode === 404)) return null;
      throw this.unavailable('retrieve a payment intent', err);
    }
  }

  async cancelIntent(id: string): Promise<void> {
    await this.call('cancel a payment intent', () => this.client.paymentIntents.cancel(id));
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
  static verifyWebhook(rawBody: Buffer, signature: string, secret: string, toleranceSeconds = 300, now = Date.now()): Stripe.Event {
    // Stripe's check refuses old timestamps only; one from the future is refused here too.
    const t = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature);
    if (t && Number(t[1]) > Math.floor(now / 1000) + toleranceSeconds) {
      throw new Error('Webhook timestamp is in the future');
    }
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds);
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw this.unavailable(what, err);
    }
  }

  private unavailable(what: string, err: unknown): ProviderUnavailableError {
    const detail = isStripeError(err) ? `${err.type}${err.code ? `/${err.code}` : ''}: ${err.message}` : String(err);
    this.logger.error(`Could not ${what}: ${detail}`);
    return new ProviderUnavailableError(`Stripe: could not ${what}`, { cause: err });
  }

  private view(pi: Stripe.PaymentIntent): ProviderIntent {
    const charge = pi.latest_charge && typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
    return {
      id: pi.id,
      status: pi.status,
      amountCents: pi.amount,
      currency: pi.currency,
      orderId: orderIdFromMetadata(pi.metadata?.orderId),
      email: pi.receipt_email ?? charge?.billing_details?.email ?? null,
    };
  }

  private confirmable(pi: Stripe.PaymentIntent): ConfirmableIntent {
    if (!pi.client_secret) throw new ProviderUnavailableError('Stripe returned a payment intent without a client secret');
    return { ...this.view(pi), clientSecret: pi.client_secret };
  }
}
