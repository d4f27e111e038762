import { useCallback } from 'react';
import type { ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type {
  AdminDiscountCode,
  AdminDiscountCodeResponse,
  AdminDiscountCodesPage,
  CreateDiscountCodeRequest,
  UpdateDiscountCodeRequest,
} from '@shared/api/discounts';
import { apiJson } from '../../../lib/api-client';
import { pageUrl } from './admin';

export type { AdminDiscountCode, CreateDiscountCodeRequest, UpdateDiscountCodeRequest } from '@shared/api/discounts';

export const ADMIN_DISCOUNT_CODES_KEY = '/api/admin/discount-codes';

export function fetchDiscountCodesPage(url: string): Promise<AdminDiscountCodesPage> {
  return apiJson<AdminDiscountCodesPage>('GET', url);
}

export async function createDiscountCode(body: CreateDiscountCodeRequest): Promise<AdminDiscountCode> {
  return (await apiJson<AdminDiscountCodeResponse>('POST', ADMIN_DISCOUNT_CODES_KEY, body)).code;
}

export async function updateDiscountCode(id: number, body: UpdateDiscountCodeRequest): Promise<AdminDiscountCode> {
  return (await apiJson<AdminDiscountCodeResponse>('PATCH', `${ADMIN_DISCOUNT_CODES_KEY}/${id}`, body)).code;
}

/** The key of each page of codes (useSWRInfinite). */
function discountCodesPageKey(index: number, previous: AdminDiscountCodesPage | null): string | null {
  if (index === 0) return pageUrl(ADMIN_DISCOUNT_CODES_KEY, '', null);
  return previous?.nextCursor ? pageUrl(ADMIN_DISCOUNT_CODES_KEY, '', previous.nextCursor) : null;
}

/**
 * The codes' list loaded again, wherever it is cached (a refund changes a code's refunded
 * figure): global mutate filters skip useSWRInfinite's keys, so it is named by its own.
 */
export function reloadDiscountCodes(mutate: ScopedMutator): Promise<unknown> {
  return mutate(unstable_serialize(discountCodesPageKey));
}

/** GET /api/admin/discount-codes, a page at a time (newest first); `replace` swaps in an edited code. */
export function useDiscountCodes(onError: (e: unknown) => void) {
  const list = useSWRInfinite<AdminDiscountCodesPage>(discountCodesPageKey, fetchDiscountCodesPage, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    revalidateFirstPage: false,
    onError,
  });
  const pages = list.error ? [] : (list.data ?? []);
  const hasMore = Boolean(pages[pages.length - 1]?.nextCursor);
  const loadingMore = list.isValidating && pages.length > 0 && list.size > pages.length;
  const { setSize, mutate } = list;
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore) void setSize((n) => n + 1);
  }, [hasMore, loadingMore, setSize]);
  const replace = useCallback(
    (code: AdminDiscountCode) =>
      mutate((loaded) => loaded?.map((p) => ({ ...p, codes: p.codes.map((c) => (c.id === code.id ? code : c)) })), { revalidate: false }),
    [mutate],
  );
  const reload = useCallback(async () => {
    await setSize(1);
    await mutate();
  }, [setSize, mutate]);
  return {
    codes: pages.flatMap((p) => p.codes),
    isLoading: list.isLoading,
    error: list.error as unknown,
    hasMore,
    loadingMore,
    loadMore,
    replace,
    reload,
  };
}
