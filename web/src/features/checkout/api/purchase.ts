import useSWR from 'swr';
import type { CompletePurchaseRequest, PurchaseResponse } from '@shared/api/checkout';
import { apiJson } from '../../../lib/api-client';

/** Drops empty strings and empty lists from the body. */
export function withoutEmptyValues<T extends object>(body: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(body) as [keyof T, unknown][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value as T[keyof T];
  }
  return out;
}

export function completePurchase(body: CompletePurchaseRequest): Promise<PurchaseResponse> {
  return apiJson<PurchaseResponse>('POST', '/api/complete-purchase', withoutEmptyValues(body));
}

/** What useCompletedPurchase needs: the thank-you query's purchase. */
export interface PurchaseToComplete {
  paymentIntentId: string;
  email: string;
  guideSlug: string;
  upsellSlugs: readonly string[];
}

type CompleteKey = readonly [url: string, paymentIntentId: string, email: string, guideSlug: string, upsellSlugs: string];

const completeFromKey = ([, paymentIntentId, email, guideSlug, upsells]: CompleteKey) =>
  completePurchase({ paymentIntentId, email, guideSlug, upsellSlugs: upsells ? upsells.split(',') : [] });

/**
 * POST /api/complete-purchase for one purchase, once per page load: remounts and React's
 * development double mount share the request and its answer (the server fulfils once per
 * payment intent anyway). A failure is kept only until the page is visited again, which
 * tries again. `null` asks nothing.
 */
export function useCompletedPurchase(purchase: PurchaseToComplete | null) {
  const key: CompleteKey | null = purchase
    ? ['/api/complete-purchase', purchase.paymentIntentId, purchase.email, purchase.guideSlug, purchase.upsellSlugs.join(',')]
    : null;
  return useSWR<PurchaseResponse, unknown, CompleteKey | null>(key, completeFromKey, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onError: (e) => console.error('Could not complete the purchase', e),
  });
}
