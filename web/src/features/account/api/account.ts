import useSWR from 'swr';
import { ApiError, apiJson } from '../../../lib/api-client';
import type { MeResponse, PurchaseRecord, PurchasesResponse } from '@shared/api/account';
import { clearAccount, saveAccount } from './storage';

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

/** The server no longer knows this browser's session. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * GET /api/me and /api/account/purchases for the stored user (`null`: nobody stored, no
 * request). Asked again on every visit of the account page, never on focus or by retry;
 * the answer replaces what the browser stores, and a 401 forgets the stored user.
 */
export function useAccount(username: string | null) {
  return useSWR<AccountSnapshot>(username === null ? null : ['/api/account', username], fetchAccount, {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onSuccess: ({ user, purchases }) => saveAccount(user, purchases),
    onError: (e) => {
      if (isSignedOut(e)) clearAccount();
    },
  });
}
