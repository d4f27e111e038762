import type { CheckoutConsentRequest, CheckoutConsentResponse, CheckoutTermsResponse } from '@shared/api/legal';
import { apiJson } from '../../../lib/api-client';

/** GET /api/legal/checkout-terms: the Terms and Refund policy versions the box agrees to now. */
export function fetchCheckoutTerms(): Promise<CheckoutTermsResponse> {
  return apiJson<CheckoutTermsResponse>('GET', '/api/legal/checkout-terms');
}

/** POST /api/checkout/consent: records the agreement on this checkout's pending order. */
export function recordCheckoutConsent(body: CheckoutConsentRequest): Promise<CheckoutConsentResponse> {
  return apiJson<CheckoutConsentResponse>('POST', '/api/checkout/consent', body);
}
