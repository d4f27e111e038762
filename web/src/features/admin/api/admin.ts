import { ApiError, apiJson, apiRequest } from '../../../lib/api-client';
import type {
  AdminSession,
  ContactMessage,
  MessageFilters,
  MessagesPage,
  Order,
  OrderFilters,
  OrdersPage,
  SubscriberFilters,
  SubscribersPage,
} from './types';

/**
 * The admin back office's calls. Every state change sends a JSON body (the server takes
 * JSON only), the session cookie goes along with every request (api-client).
 */

export const ADMIN_SESSION_KEY = '/api/admin/session';
export const ADMIN_MESSAGES_KEY = '/api/admin/messages';
export const ADMIN_ORDERS_KEY = '/api/admin/orders';
export const ADMIN_SUBSCRIBERS_KEY = '/api/admin/subscribers';
export const ADMIN_REPORTS_KEY = '/api/admin/reports';

/** '?a=1&b=2' of the set values ('' for none), in a stable order. */
function query(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function messagesQuery(f: MessageFilters): string {
  return query({
    kind: f.kind === 'all' ? '' : f.kind,
    status: f.status,
    enquiryStatus: f.enquiryStatus,
    from: f.from,
    to: f.to,
    q: f.q,
  });
}

export function ordersQuery(f: OrderFilters): string {
  return query({ status: f.status, guide: f.guide, from: f.from, to: f.to, q: f.q });
}

export function subscribersQuery(f: SubscriberFilters): string {
  return query({ status: f.status, source: f.source, q: f.q });
}

/** CSV downloads: plain links with the list's filters, the session cookie goes along. */
export function exportLinks(queries: { messages: string; orders: string; subscribers: string }) {
  // A filtered export says so: a bookkeeping export is never partial without the owner knowing.
  const label = (name: string, query: string) => `${name} (CSV)${query ? ' · filtered as shown' : ''}`;
  return [
    { href: `/api/admin/export/messages.csv${queries.messages}`, label: label('Messages', queries.messages) },
    { href: `/api/admin/export/orders.csv${queries.orders}`, label: label('Orders', queries.orders) },
    { href: `/api/admin/export/subscribers.csv${queries.subscribers}`, label: label('Subscribers', queries.subscribers) },
  ];
}

/** The URL of a list page: the first one, or the one after `cursor`. */
export function pageUrl(base: string, filterQuery: string, cursor: string | null): string {
  if (!cursor) return `${base}${filterQuery}`;
  return `${base}${filterQuery ? `${filterQuery}&` : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** SWR keys of every list page (useSWRInfinite adds '$inf$' to its own). */
function keyPath(key: unknown): string | null {
  return typeof key === 'string' ? key.replace(/^\$inf\$/, '') : null;
}

/** True for every inbox key, whatever its filters and page. */
export function isMessagesKey(key: unknown): boolean {
  const path = keyPath(key);
  // The list's pages and each message's detail (`/api/admin/messages/{id}`).
  return (
    path !== null && (path === ADMIN_MESSAGES_KEY || path.startsWith(`${ADMIN_MESSAGES_KEY}?`) || path.startsWith(`${ADMIN_MESSAGES_KEY}/`))
  );
}

export function isOrdersKey(key: unknown): boolean {
  const path = keyPath(key);
  return path !== null && (path === ADMIN_ORDERS_KEY || path.startsWith(`${ADMIN_ORDERS_KEY}?`));
}

export function isSubscribersKey(key: unknown): boolean {
  const path = keyPath(key);
  return path !== null && (path === ADMIN_SUBSCRIBERS_KEY || path.startsWith(`${ADMIN_SUBSCRIBERS_KEY}?`));
}

/** True for every key of admin data (not the session itself). */
/** The dashboard's reports, any period. */
export function isReportsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(ADMIN_REPORTS_KEY);
}

export function isAdminDataKey(key: unknown): boolean {
  return isMessagesKey(key) || isOrdersKey(key) || isSubscribersKey(key) || isReportsKey(key);
}

/** POST /api/admin/login: any non-OK status throws (spec §7: the response is not needed). */
export function adminLogin(email: string, password: string): Promise<AdminSession> {
  return apiJson<AdminSession>('POST', '/api/admin/login', { email, password });
}

/** POST /api/admin/logout. */
export async function adminLogout(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout', {});
}

/** GET /api/admin/session: the signed-in admin, or null (401/403: nobody is signed in). */
export async function fetchAdminSession(): Promise<AdminSession | null> {
  try {
    const session = await apiJson<Partial<AdminSession>>('GET', ADMIN_SESSION_KEY);
    return session && typeof session.admin?.email === 'string' ? { admin: { email: session.admin.email } } : null;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) return null;
    throw e;
  }
}

/** A body as it may come: any field missing or null. */
type Loose<T> = { [K in keyof T]?: T[K] | null };

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The page fields, defaulted: a body without them is one complete page. */
function pageFields(body: Loose<MessagesPage & OrdersPage & SubscribersPage> | null, rows: number) {
  return {
    nextCursor: typeof body?.nextCursor === 'string' && body.nextCursor ? body.nextCursor : null,
    total: typeof body?.total === 'number' ? body.total : rows,
    totalExact: body?.totalExact !== false,
  };
}

/** GET /api/admin/messages[?filters][&cursor]: `{ messages }`; absent means none (spec §7). */
export async function fetchMessagesPage(url: string): Promise<MessagesPage> {
  const body = await apiJson<Loose<MessagesPage> | null>('GET', url);
  const messages = listOf<ContactMessage>(body?.messages);
  return {
    messages,
    ...pageFields(body, messages.length),
    unread: typeof body?.unread === 'number' ? body.unread : messages.filter((m) => !m.isRead).length,
    unreadExact: body?.unreadExact !== false,
  };
}

/** PUT /api/admin/messages/{id}/read. */
export async function markMessageRead(id: ContactMessage['id']): Promise<void> {
  await apiRequest('PUT', `${ADMIN_MESSAGES_KEY}/${encodeURIComponent(String(id))}/read`, {});
}

/** GET /api/admin/orders[?filters][&cursor]. */
export async function fetchOrdersPage(url: string): Promise<OrdersPage> {
  const body = await apiJson<Loose<OrdersPage> | null>('GET', url);
  const orders = listOf<Order>(body?.orders);
  return { orders, ...pageFields(body, orders.length) };
}

/** POST /api/admin/orders/{id}/resend-receipt: 202 queued, 409 when the order is not paid. */
export async function resendReceipt(id: Order['id']): Promise<void> {
  await apiRequest('POST', `${ADMIN_ORDERS_KEY}/${encodeURIComponent(String(id))}/resend-receipt`, {});
}

/** GET /api/admin/subscribers[?filters][&cursor]. */
export async function fetchSubscribersPage(url: string): Promise<SubscribersPage> {
  const body = await apiJson<Loose<SubscribersPage> | null>('GET', url);
  const subscribers = listOf<SubscribersPage['subscribers'][number]>(body?.subscribers);
  return { subscribers, ...pageFields(body, subscribers.length) };
}

/** A 401 or 403 from an admin route: the session is gone. */
export function isSessionLost(e: unknown): boolean {
  return e instanceof ApiError && (e.status === 401 || e.status === 403);
}
