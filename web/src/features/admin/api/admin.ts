import { ApiError, apiJson, apiRequest } from '../../../lib/api-client';
import type { AdminSession, ContactMessage, KindFilter, Order, Subscriber } from './types';

/**
 * The admin back office's calls. Every state change sends a JSON body (the server takes
 * JSON only), the session cookie goes along with every request (api-client).
 */

export const ADMIN_SESSION_KEY = '/api/admin/session';
export const ADMIN_MESSAGES_KEY = '/api/admin/messages';
export const ADMIN_ORDERS_KEY = '/api/admin/orders';
export const ADMIN_SUBSCRIBERS_KEY = '/api/admin/subscribers';

/** CSV downloads: plain links, the session cookie goes along. */
export const EXPORTS = [
  { href: '/api/admin/export/messages.csv', label: 'Messages (CSV)' },
  { href: '/api/admin/export/orders.csv', label: 'Orders (CSV)' },
  { href: '/api/admin/export/subscribers.csv', label: 'Subscribers (CSV)' },
] as const;

/** The SWR key of the inbox for one filter: '/api/admin/messages' or '...?kind=tech-pack'. */
export function messagesKey(kind: KindFilter): string {
  return kind === 'all' ? ADMIN_MESSAGES_KEY : `${ADMIN_MESSAGES_KEY}?kind=${encodeURIComponent(kind)}`;
}

/** True for every inbox key, whatever its filter. */
export function isMessagesKey(key: unknown): boolean {
  return typeof key === 'string' && (key === ADMIN_MESSAGES_KEY || key.startsWith(`${ADMIN_MESSAGES_KEY}?`));
}

/** True for every key of admin data (not the session itself). */
export function isAdminDataKey(key: unknown): boolean {
  return isMessagesKey(key) || key === ADMIN_ORDERS_KEY || key === ADMIN_SUBSCRIBERS_KEY;
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

/** GET /api/admin/messages[?kind=]: `{ messages }`; absent means none (spec §7). */
export async function fetchMessages(key: string): Promise<ContactMessage[]> {
  const body = await apiJson<{ messages?: ContactMessage[] | null }>('GET', key);
  return Array.isArray(body?.messages) ? body.messages : [];
}

/** PUT /api/admin/messages/{id}/read. */
export async function markMessageRead(id: ContactMessage['id']): Promise<void> {
  await apiRequest('PUT', `${ADMIN_MESSAGES_KEY}/${encodeURIComponent(String(id))}/read`, {});
}

/** GET /api/admin/orders. */
export async function fetchOrders(): Promise<Order[]> {
  const body = await apiJson<{ orders?: Order[] | null }>('GET', ADMIN_ORDERS_KEY);
  return Array.isArray(body?.orders) ? body.orders : [];
}

/** POST /api/admin/orders/{id}/resend-receipt: 202 queued, 409 when the order is not paid. */
export async function resendReceipt(id: Order['id']): Promise<void> {
  await apiRequest('POST', `${ADMIN_ORDERS_KEY}/${encodeURIComponent(String(id))}/resend-receipt`, {});
}

/** GET /api/admin/subscribers. */
export async function fetchSubscribers(): Promise<Subscriber[]> {
  const body = await apiJson<{ subscribers?: Subscriber[] | null }>('GET', ADMIN_SUBSCRIBERS_KEY);
  return Array.isArray(body?.subscribers) ? body.subscribers : [];
}

/** A 401 or 403 from an admin route: the session is gone. */
export function isSessionLost(e: unknown): boolean {
  return e instanceof ApiError && (e.status === 401 || e.status === 403);
}
