import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import type { AccountUser } from '../session/current-user.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';
import { toAccountUser } from './dto/account-responses.js';
import { User } from './users.entity.js';
import { type AdminCredentials, APP_CONFIG, type AppConfig } from '../config/config.js';
import { SessionsService } from '../session/sessions.service.js';

export const NO_ADMIN_WARNING =
  'No admin account: set ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters) in the environment or in .env, then restart to use /admin';

/** The admin made on a development start without ADMIN_EMAIL (a reserved domain: no real inbox). */
export const DEV_ADMIN_EMAIL = 'admin@threadwise.test';

export interface AdminSeedResult {
  /** What happened to the account with ADMIN_EMAIL. */
  outcome: 'created' | 'updated' | 'unchanged';
  user: AccountUser;
  /** Former admins (another e-mail) that are buyers now. */
  demoted: string[];
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

/**
 * The admin account (DESIGN §3 Admin): created or updated from ADMIN_EMAIL and
 * ADMIN_PASSWORD at every start, and the admin's credential check.
 *
 * Rules at start-up, when both are set:
 *   - no account has ADMIN_EMAIL: an admin is created (username 'admin', else the e-mail's
 *     local part, made unique), its e-mail counted as verified;
 *   - the admin has it: its password is re-hashed when ADMIN_PASSWORD changed (and its
 *     sessions end), otherwise nothing changes;
 *   - a buyer owns it (verified it): the server refuses to start (a buyer is never promoted
 *     silently); unverified buyers that only gave the address do not count;
 *   - any other admin (an earlier ADMIN_EMAIL) becomes a buyer and its sessions end, so
 *     ADMIN_EMAIL always names the one admin.
 * Unset (outside production only, see config.ts): in development, when there is no admin
 * yet, a development admin (DEV_ADMIN_EMAIL) is created with a random password, which is
 * logged this once with the /admin address, so a first `npm start` shows the whole shop; in
 * test nothing changes and one warning says how to set them.
 *
 * The users table belongs to api/account; this service writes admin rows only.
 */
@Injectable()
export class AdminUsersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.admin) {
      if (this.config.env === 'development') await this.ensureDevAdmin();
      else this.logger.warn(NO_ADMIN_WARNING);
      return;
    }
    try {
      const result = await this.ensureAdmin(this.config.admin);
      if (result.outcome !== 'unchanged')
        this.logger.log(`Admin account ${result.outcome}: ${result.user.email} (username ${result.user.username})`);
      for (const email of result.demoted) this.logger.warn(`${email} is no longer an admin: ADMIN_EMAIL is ${result.user.email}`);
    } catch (err) {
      this.logger.error(err instanceof Error ? err.message : String(err));
      throw err;
    }
  }

  /** Development without ADMIN_EMAIL: the first start creates an admin and logs its password once. */
  private async ensureDevAdmin(): Promise<void> {
    const adminUrl = `${this.config.publicUrl}/admin`;
    const existing = await this.users.findOne({ where: { role: 'admin' }, order: { id: 'ASC' } });
    if (existing) {
      this.logger.log(
        `Admin: ${existing.email} at ${adminUrl} (its password was logged when it was created; set ADMIN_EMAIL and ADMIN_PASSWORD to choose one)`,
      );
      return;
    }
    const password = randomBytes(12).toString('base64url');
    try {
      const { user } = await this.ensureAdmin({ email: DEV_ADMIN_EMAIL, password });
      this.logger.log(
        `Development admin created: sign in at ${adminUrl} with ${user.email} and password ${password} ` +
          '(shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)',
      );
    } catch (err) {
      if (!(err instanceof AdminEmailTakenError)) throw err;
      this.logger.warn(`${DEV_ADMIN_EMAIL} is a buyer's address, so no development admin was made. ${NO_ADMIN_WARNING}`);
    }
  }

  /** Creates or updates the admin from the credentials (rules above). */
  async ensureAdmin(admin: AdminCredentials, now = new Date()): Promise<AdminSeedResult> {
    const email = admin.email.trim().toLowerCase();
    let outcome: AdminSeedResult['outcome'] = 'unchanged';
    // The admin row, or the buyer that owns (verified) the address; unverified buyers that
    // merely gave the address own nothing, so they cannot keep the owner from starting.
    let user = await this.users.findOne({
      where: [
        { email, role: 'admin' },
        { email, emailVerifiedAt: Not(IsNull()) },
      ],
      order: { id: 'ASC' },
    });
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
      // Another replica starting at the same moment created it: go on from that row.
      if (!user && (await this.users.existsBy({ email, role: 'admin' }))) return this.ensureAdmin(admin, now);
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
      if (!same) await this.endSessionsOf(user.id);
    }

    const former = await this.users.findBy({ role: 'admin', email: Not(email) });
    for (const other of former) {
      await this.users.update({ id: other.id }, { role: 'buyer' });
      await this.endSessionsOf(other.id);
    }
    return { outcome, user: toAccountUser(user), demoted: former.map((u) => u.email) };
  }

  /**
   * The admin for an e-mail and password, or null: unknown e-mail, wrong password and a
   * non-admin account are all null, and all cost one scrypt.
   */
  async verifyAdmin(email: string, password: string): Promise<AccountUser | null> {
    const user = await this.users.findOneBy({ email: email.trim().toLowerCase(), role: 'admin' });
    if (!user) return verifyAgainstDummy(password).then(() => null);
    return (await verifyPassword(password, user.passwordHash)) ? toAccountUser(user) : null;
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

  /** Logs the account out everywhere: a new session generation, and its stored sessions deleted. */
  private async endSessionsOf(userId: number): Promise<void> {
    await this.users.increment({ id: userId }, 'sessionGeneration', 1);
    await this.sessions.destroyForUser(userId);
  }
}
