import { apiJson } from '../../../lib/api-client';

import type { SandboxConfirmRequest, SandboxConfirmResponse } from '@shared/api/checkout';

/**
 * 200 when paid; throws ApiError otherwise: 402 `{ code: 'card_declined' }` for a
 * declined card, 400 `{ code: 'validation_failed' }` for incomplete card data.
 */
export function confirmSandbox(body: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
  return apiJson<SandboxConfirmResponse>('POST', '/api/sandbox/confirm', body);
}
