import { apiJson } from '../../../lib/api-client';
import type { MeResponse, PurchaseRecord, PurchasesResponse } from '@shared/api/account';

export interface AccountSnapshot {
  user: MeResponse['user'];
  purchases: PurchaseRecord[];
}

/** GET /api/me and GET /api/account/purchases together (both 401 when logged out). */
export async function fetchAccount(): Promise<AccountSnapshot> {
  const [me, list] = await Promise.all([
    apiJson<MeResponse>('GET', '/api/me'),
    apiJson<PurchasesResponse>('GET', '/api/account/purchases'),
  ]);
  return { user: me.user, purchases: list.purchases };
}
