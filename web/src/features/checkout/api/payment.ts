import { apiJson } from '../../../lib/api-client';

import type { PaymentIntentRequest, PaymentIntentResponse } from '@shared/api/checkout';

export function createPaymentIntent(body: PaymentIntentRequest): Promise<PaymentIntentResponse> {
  return apiJson<PaymentIntentResponse>('POST', '/api/create-payment-intent', body);
}

/** The intent request for a selection, built one way so that an early request can be matched (earlyRequests.ts). */
export function paymentIntentRequest(
  guideSlug: string,
  upsellSlugs: readonly string[],
  totalCents: number,
  code?: string,
): PaymentIntentRequest {
  return { guideSlug, upsellSlugs: [...upsellSlugs], amount: totalCents / 100, ...(code ? { code } : {}) };
}

/**
 * What a payment form reports back after the buyer presses 'Complete Purchase'.
 * - validation: the provider's own validation refused the entered details;
 * - payment: the provider declined or could not process the payment;
 * - succeeded: paid (or accepted for processing) with this payment intent id.
 * Anything unexpected is thrown instead.
 */
export type ConfirmOutcome =
  { kind: 'validation'; message?: string } | { kind: 'payment'; message?: string } | { kind: 'succeeded'; paymentIntentId: string };

export interface ConfirmRequest {
  email: string;
  /** The thank-you query without payment_intent (Stripe appends it when it redirects). */
  returnQuery: string;
}

/** The checkout drives whichever provider form is mounted through this handle. */
export interface PaymentFormHandle {
  /** False until the provider's element is loaded and usable. */
  isReady: () => boolean;
  confirm: (request: ConfirmRequest) => Promise<ConfirmOutcome>;
}
