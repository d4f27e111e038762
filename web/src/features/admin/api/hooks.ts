import useSWR, { type SWRConfiguration } from 'swr';
import {
  ADMIN_ORDERS_KEY,
  ADMIN_SESSION_KEY,
  ADMIN_SUBSCRIBERS_KEY,
  fetchAdminSession,
  fetchMessages,
  fetchOrders,
  fetchSubscribers,
  messagesKey,
} from './admin';
import type { AdminSession, ContactMessage, KindFilter, Order, Subscriber } from './types';

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

/** GET /api/admin/messages[?kind=]; `enabled` false keeps it from loading (spec §4: ~100 ms after login). */
export function useAdminMessages(kind: KindFilter, enabled: boolean, onError: OnError) {
  return useSWR<ContactMessage[]>(enabled ? messagesKey(kind) : null, fetchMessages, { ...LIST_OPTIONS, onError });
}

/** GET /api/admin/orders. */
export function useAdminOrders(enabled: boolean, onError: OnError) {
  return useSWR<Order[]>(enabled ? ADMIN_ORDERS_KEY : null, fetchOrders, { ...LIST_OPTIONS, onError });
}

/** GET /api/admin/subscribers. */
export function useAdminSubscribers(enabled: boolean, onError: OnError) {
  return useSWR<Subscriber[]>(enabled ? ADMIN_SUBSCRIBERS_KEY : null, fetchSubscribers, { ...LIST_OPTIONS, onError });
}
