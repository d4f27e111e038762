import { apiJson } from '../../../lib/api-client';
import type { PurchaseRecord, StoredUser } from './storage';

export interface AccountUser extends StoredUser {
  /** The e-mail is confirmed: purchases made with it are listed. */
  emailVerified: boolean;
}

export interface AccountSnapshot {
  user: AccountUser;
  purchases: PurchaseRecord[];
}

/** GET /api/me and GET /api/account/purchases together (both 401 when logged out). */
export async function fetchAccount(): Promise<AccountSnapshot> {
  const [me, list] = await Promise.all([
    apiJson<{ user: AccountUser }>('GET', '/api/me'),
    apiJson<{ purchases: PurchaseRecord[] }>('GET', '/api/account/purchases'),
  ]);
  return { user: me.user, purchases: list.purchases };
}
