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

/** The logged-in account of this request, or null. */
export function currentUser(req: Request): AccountUser | null {
  const user = (req as Request & { user?: unknown }).user;
  return isAccountUser(user) ? user : null;
}
