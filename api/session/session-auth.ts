import type { Request } from 'express';
import type { SessionData } from 'express-session';
import type { AccountUser } from './current-user.js';

/** What a session keeps across login: the orders it paid and the checkout in progress. */
const CARRIED: ReadonlyArray<keyof SessionData> = ['paidOrderIds', 'checkoutOrders'];

/**
 * Logs `user` in with passport: a new session id (the old one is destroyed in the store,
 * so a cookie planted before login is worthless afterwards), the user id in the session,
 * and this session's paid orders and checkout carried over to the new id.
 */
export async function logInSession(req: Request, user: AccountUser, options: { maxAgeMs?: number } = {}): Promise<void> {
  const carried: Partial<SessionData> = {};
  for (const key of CARRIED) {
    const value = req.session?.[key];
    if (value !== undefined) (carried as Record<string, unknown>)[key] = value;
  }
  await new Promise<void>((resolve, reject) =>
    req.logIn(user, { session: true, keepSessionInfo: false }, (err) => (err ? reject(err) : resolve())),
  );
  Object.assign(req.session, carried);
  if (options.maxAgeMs !== undefined) {
    // An absolute end, checked on the server (session.middleware.ts), not only the cookie's.
    req.session.cookie.maxAge = options.maxAgeMs;
    req.session.notAfter = Date.now() + options.maxAgeMs;
  }
  await saveSession(req);
}

/**
 * The same session under a new id (its data kept, the old id destroyed): after a purchase
 * is granted, an id seen before (a shared computer, a leaked log) no longer downloads.
 */
export async function rotateSession(req: Request): Promise<void> {
  const { cookie: _cookie, ...data } = req.session;
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  Object.assign(req.session, data);
  await saveSession(req);
}

function saveSession(req: Request): Promise<void> {
  return new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/** Destroys the session in the store (a no-op without one). */
export async function destroySession(req: Request): Promise<void> {
  const session = req.session;
  if (!session) return;
  await new Promise<void>((resolve, reject) => session.destroy((err) => (err ? reject(err) : resolve())));
  (req as Request & { user?: unknown }).user = undefined;
}
