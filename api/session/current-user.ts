import type { Request } from 'express';

export type UserRole = 'buyer' | 'admin';

/**
 * The logged-in account as the session serializer restores it on every request
 * (`req.user`): never the entity, never the password hash. Pure: other modules (downloads)
 * import this file, not the accounts module.
 */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  /** The e-mail is proven to be the account holder's: its purchases are theirs. */
  emailVerified: boolean;
  role: UserRole;
  /** users.session_generation: a session from an older generation is logged out. */
  sessionGeneration: number;
}

function isAccountUser(value: unknown): value is AccountUser {
  const u = value as Partial<AccountUser> | null | undefined;
  return (
    typeof u === 'object' &&
    u !== null &&
    typeof u.id === 'number' &&
    typeof u.username === 'string' &&
    typeof u.email === 'string' &&
    typeof u.emailVerified === 'boolean'
  );
}

/** What passport keeps in the session (`passport.user`): the account and its generation at login. */
export interface SessionUser {
  id: number;
  gen: number;
}

/** The stored `passport.user`, or null. A bare id (sessions from before generations) is generation 0. */
export function sessionUserOf(stored: unknown): SessionUser | null {
  if (typeof stored === 'number') return Number.isSafeInteger(stored) ? { id: stored, gen: 0 } : null;
  const s = stored as Partial<SessionUser> | null;
  if (typeof s !== 'object' || s === null) return null;
  return Number.isSafeInteger(s.id) && Number.isSafeInteger(s.gen) ? { id: s.id!, gen: s.gen! } : null;
}

/** The logged-in account of this request, or null. */
export function currentUser(req: Request): AccountUser | null {
  const user = (req as Request & { user?: unknown }).user;
  return isAccountUser(user) ? user : null;
}
