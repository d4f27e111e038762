import { ENQUIRY_KINDS } from '@shared/enquiry-format';
import { ENQUIRY_STATUSES } from '@shared/enquiry-status';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  ADMIN_MESSAGES_KEY,
  ADMIN_ORDERS_KEY,
  ADMIN_SESSION_KEY,
  ADMIN_SUBSCRIBERS_KEY,
  fetchAdminSession,
  fetchMessagesPage,
  fetchOrdersPage,
  fetchSubscribersPage,
  pageUrl,
} from './admin';
import type {
  AdminSession,
  KindFilter,
  ListPage,
  MessageFilters,
  MessagesPage,
  OrderFilters,
  OrdersPage,
  SubscriberFilters,
  SubscribersPage,
} from './types';

/**
 * One SWR hook per admin endpoint. The app-wide options apply (no refetch on focus or
 * interval, no retries); the lists also reload when they are shown again (a tab or
 * filter revisited), so the owner never reads an old copy without knowing.
 */
const LIST_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: true,
  shouldRetryOnError: false,
};

type OnError = (error: unknown) => void;

/** GET /api/admin/session: undefined while asking, null when nobody is signed in. */
export function useAdminSession() {
  return useSWR<AdminSession | null>(ADMIN_SESSION_KEY, fetchAdminSession, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

/**
 * A paged list: the first page, then one more per `loadMore()` (keyset cursors from the
 * server). `enabled` false loads nothing; `refresh()` goes back to a fresh first page.
 */
function usePagedList<P extends ListPage>(
  base: string,
  filterQuery: string,
  enabled: boolean,
  fetcher: (url: string) => Promise<P>,
  onError: OnError,
) {
  const list = useSWRInfinite<P>(
    (index, previous: P | null) => {
      if (!enabled) return null;
      if (index === 0) return pageUrl(base, filterQuery, null);
      return previous?.nextCursor ? pageUrl(base, filterQuery, previous.nextCursor) : null;
    },
    fetcher,
    { ...LIST_OPTIONS, onError, revalidateFirstPage: false, persistSize: false },
  );
  const pages = list.error ? [] : (list.data ?? []);
  const last = pages[pages.length - 1];
  const hasMore = Boolean(last?.nextCursor);
  const loadingMore = list.isValidating && pages.length > 0 && list.size > pages.length;
  const { setSize, mutate } = list;
  const loadMore = useCallback(() => {
    if (hasMore && !loadingMore) void setSize((n) => n + 1);
  }, [hasMore, loadingMore, setSize]);
  const refresh = useCallback(async () => {
    await setSize(1);
    await mutate();
  }, [setSize, mutate]);
  /** Changes the loaded pages in place, without asking the server (SWR's global mutate skips infinite lists). */
  const update = useCallback((change: (page: P) => P) => mutate((loaded) => loaded?.map(change), { revalidate: false }), [mutate]);
  /** Asks the server again for every loaded page. */
  const reload = useCallback(() => mutate(), [mutate]);
  return {
    pages,
    first: pages[0],
    error: list.error as unknown,
    isLoading: list.isLoading,
    isValidating: list.isValidating,
    hasMore,
    loadingMore,
    loadMore,
    refresh,
    update,
    reload,
  };
}

export type PagedList<P extends ListPage> = ReturnType<typeof usePagedList<P>>;

/** GET /api/admin/messages; `enabled` false keeps it from loading (spec §4: ~100 ms after login). */
export function useAdminMessages(filterQuery: string, enabled: boolean, onError: OnError) {
  return usePagedList<MessagesPage>(ADMIN_MESSAGES_KEY, filterQuery, enabled, fetchMessagesPage, onError);
}

export function useAdminOrders(filterQuery: string, enabled: boolean, onError: OnError) {
  return usePagedList<OrdersPage>(ADMIN_ORDERS_KEY, filterQuery, enabled, fetchOrdersPage, onError);
}

export function useAdminSubscribers(filterQuery: string, enabled: boolean, onError: OnError) {
  return usePagedList<SubscribersPage>(ADMIN_SUBSCRIBERS_KEY, filterQuery, enabled, fetchSubscribersPage, onError);
}

// ---------------------------------------------------------------------------------------
// Filters in the URL (a view can be bookmarked)
// ---------------------------------------------------------------------------------------

const DAY = /^\d{4}-\d\d-\d\d$/;
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : '';
const day = (value: string | null) => (value && DAY.test(value) ? value : '');
const text = (value: string | null) => (value ?? '').slice(0, 200);
/** A row's id in the URL (?message=12, ?order=34): a positive integer, else none. */
const rowId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export const ORDER_STATUS_FILTERS = ['pending', 'paid', 'refunded', 'disputed', 'failed', 'all'] as const;
export const SUBSCRIBER_STATUS_FILTERS = ['confirmed', 'pending', 'unsubscribed'] as const;
export const SUBSCRIBER_SOURCE_FILTERS = ['footer', 'v1', 'other'] as const;

/** The URL's filters for each list, and a setter that keeps the rest of the URL. */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const messages = useMemo<MessageFilters>(
    () => ({
      kind: (oneOf(params.get('kind'), ENQUIRY_KINDS) || 'all') as KindFilter,
      status: oneOf(params.get('status'), ['unread', 'read'] as const),
      enquiryStatus: oneOf(params.get('enquiryStatus'), ENQUIRY_STATUSES),
      from: day(params.get('from')),
      to: day(params.get('to')),
      q: text(params.get('q')),
    }),
    [params],
  );
  const orders = useMemo<OrderFilters>(
    () => ({
      status: oneOf(params.get('status'), ORDER_STATUS_FILTERS),
      guide: text(params.get('guide')),
      from: day(params.get('from')),
      to: day(params.get('to')),
      q: text(params.get('q')),
    }),
    [params],
  );
  const subscribers = useMemo<SubscriberFilters>(
    () => ({
      status: oneOf(params.get('status'), SUBSCRIBER_STATUS_FILTERS),
      source: oneOf(params.get('source'), SUBSCRIBER_SOURCE_FILTERS),
      q: text(params.get('q')),
    }),
    [params],
  );
  /** The message open in the inbox and the order open in its drawer, so that they can be bookmarked too. */
  const opened = useMemo(() => ({ message: rowId(params.get('message')), order: rowId(params.get('order')) }), [params]);
  /**
   * Sets (or, with '' or null, removes) URL parameters. A filter edit replaces the history
   * entry; `push` (a message or an order opened or closed) adds one, so that Back steps
   * back through them instead of leaving the back office.
   * Built on the address as it is now, not on the `prev` of the last render: react-router
   * does not queue functional updates, so a row opened (?message=) just before the
   * search box's debounced change (?q=) was dropped by it.
   */
  const setFilters = useCallback(
    (changes: Record<string, string | null>, { push = false }: { push?: boolean } = {}) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(typeof window === 'undefined' ? prev : window.location.search);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );
  return { params, setParams, messages, orders, subscribers, opened, setFilters };
}
