import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import type { AdminCredentials } from '../config/config.js';
import type { AccountUser } from './current-user.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';
import { User } from './users.entity.js';

export interface AdminSeedResult {
  /** What happened to the account with ADMIN_EMAIL. */
  outcome: 'created' | 'updated' | 'unchanged';
  user: AccountUser;
  /** Former admins (another e-mail) that are buyers now. */
  demoted: string[];
  /** Accounts whose sessions must end: the admin when its password changed, and every demoted one. */
  endSessionsOf: number[];
}

/** Why the server refuses to start: ADMIN_EMAIL is a buyer's. */
export class AdminEmailTakenError extends Error {
  constructor(email: string, username: string) {
    super(
      `ADMIN_EMAIL ${email} belongs to the buyer account "${username}", which is not made an admin silently. ` +
        'Set ADMIN_EMAIL to another address (or give that account another e-mail), then start again.',
    );
    this.name = 'AdminEmailTakenError';
  }
}

function toAccountUser(u: User): AccountUser {
  return { id: u.id, username: u.username, email: u.email, emailVerified: u.emailVerifiedAt !== null, role: u.role };
}

/**
 * The admin's row in `users` (DESIGN §3 Admin), for api/admin: created or updated from
 * ADMIN_EMAIL and ADMIN_PASSWORD, and the admin's credential check.
 *
 * Rules, when both are set:
 *   - no account has ADMIN_EMAIL: an admin is created (username 'admin', else the e-mail's
 *     local part, made unique), its e-mail counted as verified;
 *   - the admin has it: its password is re-hashed when ADMIN_PASSWORD changed (and its
 *     sessions must end), otherwise nothing changes;
 *   - a buyer has it: AdminEmailTakenError (a buyer is never promoted silently);
 *   - any other admin (an earlier ADMIN_EMAIL) becomes a buyer and its sessions must end,
 *     so ADMIN_EMAIL always names the one admin.
 */
@Injectable()
export class AdminAccountsService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Creates or updates the admin from the credentials (rules above). */
  async ensureAdmin(admin: AdminCredentials, now = new Date()): Promise<AdminSeedResult> {
    const email = admin.email.trim().toLowerCase();
    let outcome: AdminSeedResult['outcome'] = 'unchanged';
    const endSessionsOf: number[] = [];
    let user = await this.users.findOneBy({ email });
    if (user && user.role !== 'admin') throw new AdminEmailTakenError(email, user.username);

    if (!user) {
      const passwordHash = await hashPassword(admin.password);
      const username = await this.freeUsername(email);
      // OR IGNORE: a failed INSERT would be logged with its parameters, the hash among them.
      await this.users
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({ username, email, passwordHash, role: 'admin', emailVerifiedAt: now })
        .orIgnore()
        .execute();
      user = await this.users.findOneBy({ email, passwordHash });
      if (!user) throw new Error(`The admin account for ${email} could not be created`);
      outcome = 'created';
    } else {
      const changes: Partial<Pick<User, 'passwordHash' | 'emailVerifiedAt'>> = {};
      const same = await verifyPassword(admin.password, user.passwordHash);
      if (!same || needsRehash(user.passwordHash)) changes.passwordHash = await hashPassword(admin.password);
      if (user.emailVerifiedAt === null) changes.emailVerifiedAt = now;
      if (Object.keys(changes).length > 0) {
        await this.users.update({ id: user.id }, changes);
        user = { ...user, ...changes };
        outcome = 'updated';
      }
      // A new password ends every session of the admin (whoever had the old one).
      if (!same) endSessionsOf.push(user.id);
    }

    const former = await this.users.findBy({ role: 'admin', email: Not(email) });
    for (const other of former) {
      await this.users.update({ id: other.id }, { role: 'buyer' });
      endSessionsOf.push(other.id);
    }
    return { outcome, user: toAccountUser(user), demoted: former.map((u) => u.email), endSessionsOf };
  }

  /**
   * The admin for an e-mail and password, or null: unknown e-mail, wrong password and a
   * non-admin account are all null, and all cost one scrypt.
   */
  async verifyAdmin(email: string, password: string): Promise<AccountUser | null> {
    const user = await this.users.findOneBy({ email: email.trim().toLowerCase() });
    if (!user) return verifyAgainstDummy(password).then(() => null);
    const ok = await verifyPassword(password, user.passwordHash);
    return ok && user.role === 'admin' ? toAccountUser(user) : null;
  }

  /** 'admin', else the e-mail's local part, else either with -2, -3, ... (usernames ignore case). */
  private async freeUsername(email: string): Promise<string> {
    const local = email
      .split('@')[0]
      .replace(/[^\p{L}\p{N}._-]/gu, '')
      .slice(0, 40);
    const bases = ['admin', ...(local.length >= 3 && local.toLowerCase() !== 'admin' ? [local] : [])];
    for (const base of bases) if (!(await this.users.existsBy({ username: base }))) return base;
    for (let n = 2; ; n++) {
      const candidate = `${bases[bases.length - 1]}-${n}`;
      if (!(await this.users.existsBy({ username: candidate }))) return candidate;
    }
  }
}
