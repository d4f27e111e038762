import type { AccountUser } from '../../session/current-user.js';
import type { User } from '../users.entity.js';

/** A user row as the session and the other modules see it (never the entity). */
export function toAccountUser(u: User): AccountUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    emailVerified: u.emailVerifiedAt !== null,
    role: u.role,
    sessionGeneration: u.sessionGeneration,
  };
}
