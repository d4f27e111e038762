import { apiJson } from '../../../lib/api-client';

/** POST /api/sandbox/confirm: the only place sandbox card data is ever sent. */
export interface SandboxConfirmRequest {
  clientSecret: string;
  email: string;
  card: { number: string; expiry: string; cvc: string };
}

export interface SandboxConfirmResponse {
  status: 'succeeded';
  paymentIntentId: string;
}

/**
 * 200 when paid; throws ApiError otherwise: 402 `{ code: 'card_declined' }` for a
 * declined card, 400 `{ code: 'validation_failed' }` for incomplete card data.
 */
export function confirmSandbox(body: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
  return apiJson<SandboxConfirmResponse>('POST', '/api/sandbox/confirm', body);
}
