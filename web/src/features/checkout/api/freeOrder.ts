import type { FreeOrderRequest, FreeOrderResponse } from '@shared/api/checkout';
import { apiJson } from '../../../lib/api-client';

/** POST /api/checkout/free-order: a discount code covers the whole order; no card. */
export function completeFreeOrder(body: FreeOrderRequest): Promise<FreeOrderResponse> {
  return apiJson<FreeOrderResponse>('POST', '/api/checkout/free-order', body);
}
