import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { normalizeEmail, OrdersService } from '../checkout/orders.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailService } from '../mail/mail.service.js';
import type { AccountUser } from '../session/current-user.js';
import type { RegisterDto } from './dto/register.dto.js';
import { EmailVerification } from './email-verification.entity.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';
import { User } from './users.entity.js';
import { verificationMail } from './verification-mail.js';
import { AccountError } from './account.errors.js';
import { SessionsService } from '../session/sessions.service.js';
import type { PurchaseRecord } from '../../shared/api/account.js';


/** At most one verification e-mail per account in this time. */
export const VERIFICATION_COOLDOWN_MS = 10 * 60 * 1000;
/** A verification link works this long. */
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
/** How many of the session's paid orders are looked at for proof (latest first). */
const PROOF_ORDER_LIMIT = 20;

export const TAKEN_MESSAGES = {
  username: 'That username is already taken',
  email: 'An account with that email already exists',
} as const;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Order ids from the session: positive integers only (the session store is JSON). */
function orderIdsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
}

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

export type VerifyOutcome = 'verified' | 'invalid';

/**
 * Accounts (DESIGN §3): registration, credentials, proof of e-mail, purchases.
 *
 * Purchases belong to an e-mail. An account sees the orders its browser session paid with
 * its e-mail (linked to the account at sign-in, so they stay on later visits), and all
 * orders of its e-mail once the holder clicked the link of a verification e-mail.
 * Orders are read through CheckoutModule's OrdersService only.
 */
@Injectable()
export class AccountsService implements OnModuleDestroy {
  private readonly logger = new Logger('Accounts');
  /** Accounts whose verification e-mail is being decided right now (one process). */
  private readonly deciding = new Set<number>();
  /** Verification e-mails being sent (awaited at shutdown). */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(EmailVerification) private readonly verifications: Repository<EmailVerification>,
    private readonly orders: OrdersService,
    private readonly mail: MailService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // --- accounts and credentials ---------------------------------------------------------

  /** 'Sign out everywhere', a new password: every session of the account ends, including requests in flight. */
  async endAllSessions(userId: number): Promise<void> {
    await this.users.increment({ id: userId }, 'sessionGeneration', 1);
    await this.sessions.destroyForUser(userId);
  }

  async findAccountUser(id: number): Promise<AccountUser | null> {
    const user = await this.users.findOneBy({ id });
    return user ? toAccountUser(user) : null;
  }

  /** A new buyer account; 409 when the username (any case) or the e-mail is taken. */
  async register(dto: RegisterDto): Promise<AccountUser> {
    const username = dto.username.trim();
    const email = normalizeEmail(dto.email);
    await this.assertFree(username, email);
    const passwordHash = await hashPassword(dto.password);
    // OR IGNORE: when two registrations race past the checks, the unique indexes decide
    // quietly (a failed INSERT would be logged with its parameters, the hash among them).
    await this.users
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ username, email, passwordHash, role: 'buyer', emailVerifiedAt: null })
      .orIgnore()
      .execute();
    // The salt makes every hash unique: finding ours proves this call created the row.
    const created = await this.users.findOneBy({ email, passwordHash });
    if (!created) {
      await this.assertFree(username, email);
      throw taken('email');
    }
    return toAccountUser(created);
  }

  private async assertFree(username: string, email: string): Promise<void> {
    // The username column is COLLATE NOCASE: this comparison ignores case.
    if (await this.users.existsBy({ username })) throw taken('username');
    if (await this.users.existsBy({ email })) throw taken('email');
  }

  /**
   * The account for a login name (its username in any case, or its e-mail) and password,
   * or null. An unknown name costs the same scrypt as a wrong password.
   */
  async verifyCredentials(loginName: string, password: string): Promise<AccountUser | null> {
    const name = typeof loginName === 'string' ? loginName.trim() : '';
    if (typeof password !== 'string' || name === '') {
      await verifyAgainstDummy(typeof password === 'string' ? password : '');
      return null;
    }
    const user = await this.findByLoginName(name);
    if (!user) return verifyAgainstDummy(password).then(() => null);
    if (!(await verifyPassword(password, user.passwordHash))) return null;
    if (needsRehash(user.passwordHash)) {
      const passwordHash = await hashPassword(password);
      await this.users.update({ id: user.id }, { passwordHash });
    }
    return toAccountUser(user);
  }

  /** The id of the account a login name names (as verifyCredentials reads it), or null. */
  async accountIdFor(loginName: string): Promise<number | null> {
    const name = typeof loginName === 'string' ? loginName.trim() : '';
    return name === '' ? null : ((await this.findByLoginName(name))?.id ?? null);
  }

  /** By e-mail when the name has an '@', else by username (any case). */
  private findByLoginName(name: string): Promise<User | null> {
    return name.includes('@') ? this.users.findOneBy({ email: normalizeEmail(name) }) : this.users.findOneBy({ username: name });
  }

  // --- proof of e-mail and linked orders -------------------------------------------------

  /**
   * Paying proves the order, not the inbox: the orders this browser session paid with the
   * account's e-mail are linked to the account (kept across visits). Every other order of
   * that e-mail appears only once the e-mail is verified by the link sent to it.
   */
  async linkSessionOrders(user: AccountUser, paidOrderIds: unknown): Promise<number> {
    const ids = orderIdsOf(paidOrderIds).slice(-PROOF_ORDER_LIMIT);
    const linked = await this.orders.linkToAccount(ids, user.id, user.email);
    if (linked > 0) this.logger.log(`Account ${user.id}: ${linked} order(s) of this session linked`);
    return linked;
  }

  /**
   * After register or login: link the session's orders, and for an unverified e-mail send
   * a verification e-mail (at most one per VERIFICATION_COOLDOWN_MS).
   */
  async afterSignIn(user: AccountUser, paidOrderIds: unknown, now = new Date()): Promise<AccountUser> {
    await this.linkSessionOrders(user, paidOrderIds);
    if (!user.emailVerified) await this.requestVerification(user, now);
    return user;
  }

  /** Sends a verification link unless one went out in the last 10 minutes. The e-mail goes in the background. */
  async requestVerification(user: AccountUser, now = new Date()): Promise<void> {
    if (user.emailVerified || this.deciding.has(user.id)) return;
    this.deciding.add(user.id);
    try {
      // expiresAt = sent + TTL, so "sent within the cooldown" is "expires after now + TTL - cooldown".
      const recent = await this.verifications
        .createQueryBuilder('v')
        .where('v.userId = :userId AND v.email = :email AND v.usedAt IS NULL AND v.expiresAt > :after', {
          userId: user.id,
          email: user.email,
          after: new Date(now.getTime() + VERIFICATION_TTL_MS - VERIFICATION_COOLDOWN_MS),
        })
        .getExists();
      if (recent) return;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS);
      const inserted = await this.verifications.insert({ userId: user.id, email: user.email, tokenHash: hashToken(token), expiresAt, usedAt: null });
      const rowId = Number(inserted.identifiers[0].id);
      const task: Promise<void> = this.sendVerification(user, token, expiresAt)
        .catch(async (err: unknown) => {
          this.logger.error(`Verification e-mail for account ${user.id} failed: ${err instanceof Error ? err.message : String(err)}`);
          // Not queued: the next login may try again at once.
          await this.verifications.delete({ id: rowId }).catch(() => undefined);
        })
        .finally(() => this.sending.delete(task));
      this.sending.add(task);
    } finally {
      this.deciding.delete(user.id);
    }
  }

  private async sendVerification(user: AccountUser, token: string, expiresAt: Date): Promise<void> {
    const mail = verificationMail({
      username: user.username,
      email: user.email,
      link: `${this.config.publicUrl}/api/account/verify?token=${token}`,
      expiresAt,
      supportEmail: this.config.supportEmail,
    });
    await this.mail.send({ kind: 'verification', to: user.email, ...mail });
  }

  /**
   * The link of a verification e-mail: once, before it expires, and only while the account
   * still has the address it was sent to. Clicking a used link again still says verified.
   */
  async confirmVerification(token: unknown, now = new Date()): Promise<VerifyOutcome> {
    if (typeof token !== 'string' || !TOKEN.test(token)) return 'invalid';
    const row = await this.verifications.findOneBy({ tokenHash: hashToken(token) });
    if (!row) return 'invalid';
    if (row.usedAt === null) {
      if (row.expiresAt.getTime() <= now.getTime()) return 'invalid';
      const claimed = await this.verifications
        .createQueryBuilder()
        .update(EmailVerification)
        .set({ usedAt: now })
        .where('id = :id AND usedAt IS NULL', { id: row.id })
        .execute();
      if (claimed.affected === 1) {
        await this.users
          .createQueryBuilder()
          .update(User)
          .set({ emailVerifiedAt: now })
          .where('id = :id AND email = :email AND emailVerifiedAt IS NULL', { id: row.userId, email: row.email })
          .execute();
      }
    }
    const user = await this.users.findOneBy({ id: row.userId });
    return user && user.email === row.email && user.emailVerifiedAt !== null ? 'verified' : 'invalid';
  }

  // --- purchases ------------------------------------------------------------------------

  /**
   * Paid, non-revoked items the account owns (linked orders, its verified e-mail's orders,
   * and orders this session paid with its e-mail), latest first.
   */
  async purchasesOf(user: AccountUser, paidOrderIds?: unknown): Promise<PurchaseRecord[]> {
    const found = await this.orders.findPaidItemsForAccount({
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      sessionOrderIds: orderIdsOf(paidOrderIds).slice(-PROOF_ORDER_LIMIT),
    });
    return found.map(({ order, item }) => ({
      id: item.id,
      guideSlug: item.guideSlug,
      purchaseDate: new Date(order.paidAt ?? order.createdAt).toISOString(),
      email: order.email ?? user.email,
      downloadUrl: `/api/download/${item.guideSlug}`,
      priceCents: item.priceCents,
    }));
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }
}

function taken(what: 'username' | 'email'): AccountError {
  return new AccountError(`${what}_taken`, TAKEN_MESSAGES[what]);
}
