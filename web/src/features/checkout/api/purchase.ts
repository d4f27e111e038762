import { apiJson } from '../../../lib/api-client';

import type { CompletePurchaseRequest, PurchaseResponse } from '@shared/api/checkout';

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

const inFlight = new Map<string, Promise<PurchaseResponse>>();

/**
 * One request per distinct purchase per page load: React's development double mount and
 * re-renders share it. The server is idempotent anyway (fulfil once per payment intent).
 * A failed attempt is forgotten so that a later visit can try again.
 */
export function completePurchaseOnce(body: CompletePurchaseRequest): Promise<PurchaseResponse> {
  const key = JSON.stringify(withoutEmptyValues(body));
  let pending = inFlight.get(key);
  if (!pending) {
    pending = completePurchase(body);
    inFlight.set(key, pending);
    pending.catch(() => inFlight.delete(key));
  }
  return pending;
}
