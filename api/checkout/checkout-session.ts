/**
 * What the browser session knows about checkouts (api/account/session.ts):
 * `checkoutOrders[guideSlug]` is the pending order of the checkout in progress, and
 * `paidOrderIds` the orders this session paid for (download entitlement, account linking).
 */
import type { Request } from 'express';
import type { SessionData } from 'express-session';

type SessionRequest = Pick<Request, 'session' | 'sessionID' | 'sessionStore'>;

/** The remembered pending order for this guide, also looking at the store (a parallel request may have saved it). */
export async function rememberedOrder(req: SessionRequest, guideSlug: string): Promise<number | undefined> {
  const own = req.session.checkoutOrders?.[guideSlug];
  if (own !== undefined) return own;
  const stored = await new Promise<Partial<SessionData> | null>((resolve) => {
    if (!req.sessionStore) return resolve(null);
    req.sessionStore.get(req.sessionID, (err, data) => resolve(err ? null : (data ?? null)));
  });
  const fromStore = stored?.checkoutOrders?.[guideSlug];
  if (typeof fromStore === 'number') {
    req.session.checkoutOrders = { ...req.session.checkoutOrders, [guideSlug]: fromStore };
    return fromStore;
  }
  return undefined;
}

export function rememberOrder(req: SessionRequest, guideSlug: string, orderId: number): void {
  req.session.checkoutOrders = { ...req.session.checkoutOrders, [guideSlug]: orderId };
}

/** Saves now (not only when the response ends), so that the next locked request sees it. */
export function saveSession(req: SessionRequest): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/** True when this session started the checkout of the order or already paid it. */
export function ownsOrder(req: SessionRequest, orderId: number): boolean {
  const checkout = Object.values(req.session.checkoutOrders ?? {});
  return checkout.includes(orderId) || (req.session.paidOrderIds ?? []).includes(orderId);
}

/** This session paid the order: it may download it; the checkout no longer points at it. */
export function grantPaidOrder(req: SessionRequest, guideSlug: string, orderId: number): void {
  const paid = req.session.paidOrderIds ?? [];
  if (!paid.includes(orderId)) req.session.paidOrderIds = [...paid, orderId].slice(-50);
  if (req.session.checkoutOrders?.[guideSlug] === orderId) {
    const { [guideSlug]: _done, ...rest } = req.session.checkoutOrders;
    req.session.checkoutOrders = rest;
  }
}
