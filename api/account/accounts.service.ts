import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { normalizeEmail, OrdersService } from '../checkout/orders.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MailService } from '../mail/mail.service.js';
import type { AccountUser } from '../session/current-user.js';
import { orderIdsOf } from '../session/session-orders.js';
import { hashToken } from '../common/token-hash.js';
import type { RegisterDto } from './dto/register.dto.js';
import { toAccountUser } from './dto/account-responses.js';
import { EmailVerification } from './email-verification.entity.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.js';
import { User } from './users.entity.js';
import { verificationMail } from './verification-mail.js';
import { resetMail, takenAddressMail } from './recovery-mail.js';
import { PasswordReset } from './password-reset.entity.js';
import { type Throttle, Throttles } from '../common/throttle.js';
import { AccountError } from './account.errors.js';
import { SessionsService } from '../session/sessions.service.js';
import { PURCHASES_PAGE_SIZE, type PurchasesResponse } from '../../shared/api/account.js';
import type { PageRequest } from '../database/keyset.js';
import { recipientKey } from '../common/recipient-key.js';

/** At most one verification e-mail per account in this time. */
export const VERIFICATION_COOLDOWN_MS = 10 * 60 * 1000;
/** A verification link works this long. */
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
/** How many of the session's paid orders are looked at for proof (latest first). */
const PROOF_ORDER_LIMIT = 20;
/** A password reset link works this long, once. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** At most one reset e-mail per account in this time (asking again sends nothing, and says the same). */
export const RESET_COOLDOWN_MS = 2 * 60 * 1000;
/** Unverified accounts a login e-mail may mean (newest first): each costs a scrypt. */
const MAX_LOGIN_CANDIDATES = 3;

export const TAKEN_MESSAGES = {
  username: 'That username is already taken',
} as const;

export const INVALID_VERIFICATION_MESSAGE = 'This confirmation link is invalid or has expired. Log in again to get a new one.';
export const OTHER_ACCOUNT_VERIFICATION_MESSAGE =
  'This confirmation link is for another account. Log in to the account it was sent for, then open the link again.';
export const INVALID_RESET_MESSAGE = 'This reset link is invalid or has expired. Please ask for a new one.';
export const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What a verification link did: `verified`; `invalid` (unknown, expired, or its account no
 * longer has the address); `sign_in`: a good link opened without the session of its
 * account, which verifies nothing until the holder logs in.
 */
export type VerifyOutcome = 'verified' | 'invalid' | 'sign_in';

/** Per address: at most one "this address already has an account" notice in 10 minutes. */
const TAKEN_NOTICE_RULE = { points: 1, duration: 10 * 60 };
/**
 * Per mailbox (recipientKey): at most 5 verification e-mails a day, however many accounts
 * give the address. Registering is open to anyone with any address, so without it the
 * shop's mail server could be made to send a stranger one e-mail per account created.
 */
export const VERIFICATION_MAILBOX_RULE = { points: 5, duration: 24 * 60 * 60 };

/**
 * Accounts (DESIGN §3): registration, credentials, proof of e-mail, purchases.
 *
 * Purchases belong to an e-mail. An account sees the orders its browser session paid with
 * its e-mail (linked to the account at sign-in, so they stay on later visits), and all
 * orders of its e-mail once the holder clicked the link of a verification e-mail.
 * Orders are read through CheckoutModule's OrdersService only.
 *
 * An address belongs to the one account that verified it (a unique index over verified
 * accounts only). Registering never asks whether an address is known: any registration
 * with a free username creates an unverified account, so the answer cannot tell, and
 * nobody can keep an address's owner out by registering it first. An unverified account
 * sees only what its own session paid; once another account owns its address it can
 * never verify it (the owner gets a notice instead of a link), and a login with that
 * address tries the owner first. Password resets go to owned (verified) addresses only.
 */
@Injectable()
export class AccountsService implements OnModuleDestroy {
  private readonly logger = new Logger('Accounts');
  /** Accounts whose verification e-mail is being decided right now (one process). */
  private readonly deciding = new Set<number>();
  /** Verification e-mails being sent (awaited at shutdown). */
  private readonly sending = new Set<Promise<void>>();
  private readonly takenNotices: Throttle;
  private readonly verificationMails: Throttle;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(EmailVerification) private readonly verifications: Repository<EmailVerification>,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    private readonly orders: OrdersService,
    private readonly mail: MailService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    throttles: Throttles,
  ) {
    this.takenNotices = throttles.get('taken-address-notice', TAKEN_NOTICE_RULE);
    this.verificationMails = throttles.get('verification-mailbox', VERIFICATION_MAILBOX_RULE);
  }

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

  /**
   * A new buyer account, its e-mail unverified; 409 only when the username (any case) is
   * taken. The e-mail is never checked here (see the class comment).
   */
  async register(dto: RegisterDto): Promise<AccountUser> {
    const username = dto.username.trim();
    const email = normalizeEmail(dto.email);
    if (await this.users.existsBy({ username })) throw taken('username');
    const passwordHash = await hashPassword(dto.password);
    // OR IGNORE: when two registrations race past the check, the unique index decides
    // quietly (a failed INSERT would be logged with its parameters, the hash among them).
    await this.users
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ username, email, passwordHash, role: 'buyer', emailVerifiedAt: null })
      .orIgnore()
      .execute();
    // The salt makes every hash unique: finding ours proves this call created the row.
    const created = await this.users.findOneBy({ username, passwordHash });
    if (!created) throw taken('username');
    return toAccountUser(created);
  }

  /** The account that owns `email`: the one that verified it. */
  private ownerOf(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email, emailVerifiedAt: Not(IsNull()) } });
  }

  /**
   * The accounts a login e-mail may mean: its owner (null when nobody verified it) and the
   * unverified accounts that gave it (newest first, at most MAX_LOGIN_CANDIDATES).
   */
  private async loginCandidates(email: string): Promise<{ owner: User | null; others: User[] }> {
    const [owner, unverified] = await Promise.all([
      this.ownerOf(email),
      this.users.find({ where: { email, emailVerifiedAt: IsNull() }, order: { id: 'DESC' }, take: MAX_LOGIN_CANDIDATES }),
    ]);
    return { owner, others: unverified };
  }

  /**
   * The account for a login name (its username in any case, or its e-mail) and password,
   * or null. An unknown name costs the same scrypt as a wrong password.
   *
   * An e-mail tries its owner first, then the unverified accounts that gave it. Where the
   * address has no owner, a dummy hash stands in for one, so an unverified account logs in
   * by e-mail alike and as fast whether or not somebody owns the address: registering an
   * address and logging in with it cannot tell whether it belongs to a customer.
   */
  async verifyCredentials(loginName: string, password: string): Promise<AccountUser | null> {
    const name = typeof loginName === 'string' ? loginName.trim() : '';
    if (typeof password !== 'string' || name === '') {
      await verifyAgainstDummy(typeof password === 'string' ? password : '');
      return null;
    }
    const user = await this.matchPassword(name, password);
    if (!user) return null;
    if (needsRehash(user.passwordHash)) {
      const passwordHash = await hashPassword(password);
      await this.users.update({ id: user.id }, { passwordHash });
    }
    return toAccountUser(user);
  }

  private async matchPassword(name: string, password: string): Promise<User | null> {
    if (!name.includes('@')) {
      // By username (any case).
      const user = await this.users.findOneBy({ username: name });
      if (!user) return verifyAgainstDummy(password).then(() => null);
      return (await verifyPassword(password, user.passwordHash)) ? user : null;
    }
    const { owner, others } = await this.loginCandidates(normalizeEmail(name));
    if (owner ? await verifyPassword(password, owner.passwordHash) : await verifyAgainstDummy(password)) return owner;
    for (const candidate of others) {
      if (await verifyPassword(password, candidate.passwordHash)) return candidate;
    }
    return null;
  }

  /**
   * The id of the one account a login name names, or null: for an e-mail its owner, else
   * its only unverified account (the login throttle's key).
   */
  async accountIdFor(loginName: string): Promise<number | null> {
    const name = typeof loginName === 'string' ? loginName.trim() : '';
    if (name === '') return null;
    if (!name.includes('@')) return (await this.users.findOne({ where: { username: name }, select: { id: true } }))?.id ?? null;
    const { owner, others } = await this.loginCandidates(normalizeEmail(name));
    if (owner) return owner.id;
    return others.length === 1 ? others[0].id : null;
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

  /**
   * Sends a verification link unless one went out in the last 10 minutes; when another
   * account owns the address, its owner gets a notice instead (at most one per 10 minutes).
   * The e-mail goes in the background.
   */
  async requestVerification(user: AccountUser, now = new Date()): Promise<void> {
    if (user.emailVerified || this.deciding.has(user.id)) return;
    this.deciding.add(user.id);
    try {
      const owner = await this.ownerOf(user.email);
      if (owner && owner.id !== user.id) {
        if ((await this.takenNotices.consume(recipientKey(owner.email))).allowed)
          this.sendInBackground(`Notice to the owner of account ${owner.id}`, () => this.sendTakenNotice(owner));
        return;
      }
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
      if (!(await this.verificationMails.consume(recipientKey(user.email))).allowed) {
        this.logger.warn(`No verification e-mail for account ${user.id}: its mailbox had ${VERIFICATION_MAILBOX_RULE.points} today`);
        return;
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_MS);
      const inserted = await this.verifications.insert({
        userId: user.id,
        email: user.email,
        tokenHash: hashToken(token),
        expiresAt,
        usedAt: null,
      });
      const rowId = Number(inserted.identifiers[0].id);
      this.sendInBackground(
        `Verification e-mail for account ${user.id}`,
        () => this.sendVerification(user, token, expiresAt),
        async () => {
          // Not sent: the next login may try again at once.
          await this.verifications.delete({ id: rowId }).catch(() => undefined);
        },
      );
    } finally {
      this.deciding.delete(user.id);
    }
  }

  /** Runs `send` without waiting for it (awaited at shutdown); a failure is logged, then `undo` runs. */
  private sendInBackground(what: string, send: () => Promise<void>, undo?: () => Promise<void>): void {
    const task: Promise<void> = send()
      .catch(async (err: unknown) => {
        this.logger.error(`${what} failed: ${err instanceof Error ? err.message : String(err)}`);
        await undo?.();
      })
      .finally(() => this.sending.delete(task));
    this.sending.add(task);
  }

  private async sendTakenNotice(owner: User): Promise<void> {
    const mail = takenAddressMail({
      email: owner.email,
      username: owner.username,
      loginUrl: `${this.config.publicUrl}/login`,
      supportEmail: this.config.supportEmail,
    });
    await this.mail.send({ kind: 'account-notice', to: owner.email, ...mail });
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
   * The link of a verification e-mail: once, before it expires, only while the account
   * still has the address it was sent to, and only in a session logged in to that account
   * (`by`). The address's holder proves both the mailbox and the password: a link opened
   * by a mail scanner, or by the address's owner when somebody else registered it, verifies
   * nothing (`sign_in`). Clicking a used link again still says verified.
   */
  async confirmVerification(token: unknown, by: AccountUser | null, now = new Date()): Promise<VerifyOutcome> {
    if (typeof token !== 'string' || !TOKEN.test(token)) return 'invalid';
    const row = await this.verifications.findOneBy({ tokenHash: hashToken(token) });
    if (!row) return 'invalid';
    if (row.usedAt === null) {
      if (row.expiresAt.getTime() <= now.getTime()) return 'invalid';
      if (by?.id !== row.userId) return 'sign_in';
      const claimed = await this.verifications
        .createQueryBuilder()
        .update(EmailVerification)
        .set({ usedAt: now })
        .where('id = :id AND usedAt IS NULL', { id: row.id })
        .execute();
      if (claimed.affected === 1) {
        // Only while no other account owns the address (one statement: a racing verification
        // of another account with the same address cannot slip in between).
        await this.users
          .createQueryBuilder()
          .update(User)
          .set({ emailVerifiedAt: now })
          .where(
            'id = :id AND email = :email AND emailVerifiedAt IS NULL AND NOT EXISTS (SELECT 1 FROM "users" "owner" WHERE "owner"."email" = :email AND "owner"."emailVerifiedAt" IS NOT NULL)',
            { id: row.userId, email: row.email },
          )
          .execute();
      }
    } else if (by && by.id !== row.userId) {
      // Used, and this session is another account's: it says nothing about this one.
      return 'sign_in';
    }
    const user = await this.users.findOneBy({ id: row.userId });
    return user && user.email === row.email && user.emailVerifiedAt !== null ? 'verified' : 'invalid';
  }

  // --- password: reset by e-mail, change when logged in ----------------------------------

  /**
   * 'Forgot password?': a single-use link, valid RESET_TTL_MS, to the address when an account
   * owns it (verified, a buyer), at most one per RESET_COOLDOWN_MS. Says nothing either way;
   * the e-mail goes in the background so the time taken does not tell either.
   */
  async requestPasswordReset(address: string, now = new Date()): Promise<void> {
    const owner = await this.ownerOf(normalizeEmail(address));
    if (!owner || owner.role !== 'buyer') return;
    const recent = await this.resets
      .createQueryBuilder('r')
      .where('r.userId = :userId AND r.usedAt IS NULL AND r.expiresAt > :after', {
        userId: owner.id,
        after: new Date(now.getTime() + RESET_TTL_MS - RESET_COOLDOWN_MS),
      })
      .getExists();
    if (recent) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
    const inserted = await this.resets.insert({ userId: owner.id, tokenHash: hashToken(token), expiresAt, usedAt: null });
    const rowId = Number(inserted.identifiers[0].id);
    const mail = resetMail({
      username: owner.username,
      link: `${this.config.publicUrl}/reset-password?token=${token}`,
      expiresAt,
      supportEmail: this.config.supportEmail,
    });
    this.sendInBackground(
      `Password reset e-mail for account ${owner.id}`,
      async () => {
        await this.mail.send({ kind: 'password-reset', to: owner.email, ...mail });
      },
      async () => {
        await this.resets.delete({ id: rowId }).catch(() => undefined);
      },
    );
  }

  /**
   * The reset link's new password: once, before it expires. Every other reset link of the
   * account ends, and so does every session (the account logs in again with the new password).
   */
  async resetPassword(token: string, password: string, now = new Date()): Promise<AccountUser> {
    if (!TOKEN.test(token)) throw invalidReset();
    const row = await this.resets.findOneBy({ tokenHash: hashToken(token) });
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) throw invalidReset();
    const claimed = await this.resets
      .createQueryBuilder()
      .update(PasswordReset)
      .set({ usedAt: now })
      .where('id = :id AND usedAt IS NULL', { id: row.id })
      .execute();
    if (claimed.affected !== 1) throw invalidReset();
    const user = await this.users.findOneBy({ id: row.userId });
    if (!user || user.role !== 'buyer' || user.emailVerifiedAt === null) throw invalidReset();
    await this.users.update({ id: user.id }, { passwordHash: await hashPassword(password) });
    await this.resets
      .createQueryBuilder()
      .update(PasswordReset)
      .set({ usedAt: now })
      .where('userId = :userId AND usedAt IS NULL', { userId: user.id })
      .execute();
    await this.endAllSessions(user.id);
    this.logger.log(`Account ${user.id}: password reset by e-mail link; every session ended`);
    return (await this.findAccountUser(user.id))!;
  }

  /**
   * A logged-in buyer's new password, given the current one (400 otherwise). Every session
   * of the account ends; the caller signs its own session in again. Answers the account as
   * it is now (its new session generation).
   */
  async changePassword(user: AccountUser, current: string, next: string): Promise<AccountUser> {
    const row = await this.users.findOneBy({ id: user.id });
    if (!row) throw new AccountError('wrong_password', WRONG_PASSWORD_MESSAGE);
    if (!(await verifyPassword(current, row.passwordHash))) throw new AccountError('wrong_password', WRONG_PASSWORD_MESSAGE);
    await this.users.update({ id: row.id }, { passwordHash: await hashPassword(next) });
    await this.resets
      .createQueryBuilder()
      .update(PasswordReset)
      .set({ usedAt: new Date() })
      .where('userId = :userId AND usedAt IS NULL', { userId: row.id })
      .execute();
    await this.endAllSessions(row.id);
    return (await this.findAccountUser(row.id))!;
  }

  // --- purchases ------------------------------------------------------------------------

  /**
   * One page of the paid, non-revoked items the account owns (linked orders, its verified
   * e-mail's orders, and orders this session paid with its e-mail), latest first, with the count.
   */
  async purchasesOf(
    user: AccountUser,
    paidOrderIds?: unknown,
    page: PageRequest = { limit: PURCHASES_PAGE_SIZE },
  ): Promise<PurchasesResponse> {
    const account = {
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      sessionOrderIds: orderIdsOf(paidOrderIds).slice(-PROOF_ORDER_LIMIT),
    };
    const [found, total] = await Promise.all([
      this.orders.findPaidItemsPageForAccount(account, page),
      this.orders.countPaidItemsForAccount(account),
    ]);
    const purchases = found.rows.map(({ order, item }) => ({
      id: item.id,
      guideSlug: item.guideSlug,
      purchaseDate: new Date(order.paidAt ?? order.createdAt).toISOString(),
      email: order.email ?? user.email,
      downloadUrl: `/api/download/${item.guideSlug}`,
      // What the buyer paid (after a discount code, if any).
      priceCents: item.paidCents,
    }));
    return { purchases, nextCursor: found.nextCursor, total };
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }
}

function taken(what: 'username'): AccountError {
  return new AccountError(`${what}_taken`, TAKEN_MESSAGES[what]);
}

function invalidReset(): AccountError {
  return new AccountError('invalid_reset_token', INVALID_RESET_MESSAGE);
}
