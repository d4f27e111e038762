import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { ApiError, apiJson } from '../../../lib/api-client';
import type { MeResponse, PurchaseRecord, PurchasesResponse } from '@shared/api/account';
import type { OwnDownloadsResponse } from '@shared/api/downloads';
import type { OwnReviewsResponse, ReviewInput, ReviewSaved } from '@shared/api/reviews';
import { clearAccount, saveAccount } from './storage';

export interface AccountSnapshot {
  user: MeResponse['user'];
  /** The first page, newest first. */
  purchases: PurchaseRecord[];
  nextCursor: string | null;
  total: number;
}

/** GET /api/me and the first page of GET /api/account/purchases together (both 401 when logged out). */
export async function fetchAccount(): Promise<AccountSnapshot> {
  const [me, list] = await Promise.all([
    apiJson<MeResponse>('GET', '/api/me'),
    apiJson<PurchasesResponse>('GET', '/api/account/purchases'),
  ]);
  return { user: me.user, purchases: list.purchases, nextCursor: list.nextCursor, total: list.total };
}

/** The page of purchases after `cursor`. */
export function fetchPurchasesPage(cursor: string): Promise<PurchasesResponse> {
  return apiJson<PurchasesResponse>('GET', `/api/account/purchases?cursor=${encodeURIComponent(cursor)}`);
}

/** GET /api/account/reviews: the buyer's reviews (one per guide at most). */
export function useOwnReviews(enabled: boolean) {
  return useSWR<OwnReviewsResponse>(enabled ? '/api/account/reviews' : null, (url: string) => apiJson<OwnReviewsResponse>('GET', url), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** POST (first review of a guide) or PUT (edit) /api/account/reviews. */
export function saveReview(method: 'POST' | 'PUT', body: ReviewInput): Promise<ReviewSaved> {
  return apiJson<ReviewSaved>(method, '/api/account/reviews', body);
}

/** GET /api/account/downloads, a page at a time. */
export function useOwnDownloads(enabled: boolean) {
  const swr = useSWRInfinite<OwnDownloadsResponse>(
    (index: number, previous: OwnDownloadsResponse | null) => {
      if (!enabled) return null;
      if (index === 0) return '/api/account/downloads';
      return previous?.nextCursor ? `/api/account/downloads?cursor=${encodeURIComponent(previous.nextCursor)}` : null;
    },
    (url: string) => apiJson<OwnDownloadsResponse>('GET', url),
    { revalidateOnFocus: false, revalidateFirstPage: false, shouldRetryOnError: false },
  );
  const pages = swr.data ?? [];
  return {
    downloads: pages.flatMap((p) => p.downloads),
    loading: swr.isLoading,
    error: swr.error as unknown,
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    loadingMore: swr.isValidating && swr.size > pages.length,
    loadMore: () => void swr.setSize(swr.size + 1),
  };
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
