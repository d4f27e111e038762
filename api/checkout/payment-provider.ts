import type { PaymentProviderName } from '../config/config.js';

/**
 * The one interface both payment providers implement (DESIGN §3 Payment providers):
 * `stripe` (api/checkout/stripe) and the in-process `sandbox` (api/checkout/sandbox).
 * Amounts are integer cents; the order id travels in the intent's metadata. Intents are
 * authorised by the buyer and captured by the shop (captureIntent).
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'
  | 'failed';

export interface ProviderIntent {
  id: string;
  status: IntentStatus | string;
  amountCents: number;
  currency: string;
  /** From the intent's metadata; null when absent or malformed. */
  orderId: number | null;
  /** The e-mail the buyer gave the provider (receipt e-mail or billing e-mail), if any. */
  email: string | null;
  /** The card that was authorised or charged, once there is one and the provider says. */
  card?: PaidCard | null;
}

/** What a receipt may say of the card: its brand as the provider names it ('visa'), its last four digits, a wallet ('apple_pay'). */
export interface PaidCard {
  brand: string;
  last4: string;
  wallet?: string | null;
}

/** An intent the browser can confirm: it carries its client secret. */
export interface ConfirmableIntent extends ProviderIntent {
  clientSecret: string;
}

export interface CreateIntentInput {
  orderId: number;
  amountCents: number;
  currency: string;
  /** The same key for the same order and parameters: a retried create returns the same intent. */
  idempotencyKey: string;
  /** Guide slugs of the order, for the provider's dashboard (metadata). */
  guideSlugs?: string[];
}

/** A refund as the provider reports it (its answer to a create, or a webhook). */
export interface ProviderRefund {
  id: string;
  /** pending | succeeded | failed | canceled | requires_action (Stripe's set). */
  status: string;
  amountCents: number;
  paymentIntentId: string | null;
  /** The shop's refund (order_refunds.id) from the refund's metadata; null for refunds made elsewhere. */
  shopRefundId: number | null;
  /** Why a refund failed, when the provider says. */
  failureReason: string | null;
}

export interface CreateRefundInput {
  paymentIntentId: string;
  amountCents: number;
  /** Derived from the order and its items: a repeated create returns the same refund. */
  idempotencyKey: string;
  shopRefundId: number;
  orderId: number;
  guideSlugs: string[];
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Returns money on a paid intent; throws RefundRefusedError when the provider says no. */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  createIntent(input: CreateIntentInput): Promise<ConfirmableIntent>;
  /** New amount for an intent not yet paid; throws IntentNotUpdatableError once it can't change. */
  updateIntent(id: string, amountCents: number, guideSlugs?: string[]): Promise<ConfirmableIntent>;
  /** The intent as the provider sees it now; null when the provider doesn't know it. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Takes the money of an authorised intent (requires_capture -> succeeded). Intents are
   * created for manual capture, so nothing is charged until fulfilment captures one whose
   * order has the buyer's recorded consent. Answers the intent as it is afterwards (already
   * captured: succeeded, the same answer); throws ProviderUnavailableError when it cannot ask.
   */
  captureIntent(id: string): Promise<ProviderIntent>;
  /** Cancels an intent not yet captured; an authorisation's hold on the card is released. */
  cancelIntent?(id: string): Promise<void>;
}

/** Injection token of the configured provider. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** The intent is paid, processing or canceled: its amount can no longer change. */
export class IntentNotUpdatableError extends Error {
  constructor(
    readonly intentId: string,
    readonly status?: string,
  ) {
    super(`Payment intent ${intentId} can no longer be updated${status ? ` (status ${status})` : ''}`);
    this.name = 'IntentNotUpdatableError';
  }
}

/** The provider could not be reached or answered with an unexpected error. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused a refund for good (already refunded, disputed, amount too large...). */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefusedError';
  }
}

/** Parses metadata.orderId ('42') strictly. */
export function orderIdFromMetadata(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,11}$/.test(value)) return null;
  return Number(value);
}
