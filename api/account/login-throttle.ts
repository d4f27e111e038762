import { Injectable, OnModuleDestroy } from '@nestjs/common';

/**
 * Login throttling (DESIGN §5: logins are throttled), in memory: the shop is one process.
 *
 * Two fixed windows, each starting at the first counted attempt:
 *   - per client IP: 10 failed logins per 10 minutes;
 *   - per account name (what was typed in the username field, lower-cased, whether or not
 *     such an account exists, so the answer never tells): 5 failed logins per 15 minutes.
 * An attempt is counted when it starts (so a burst of parallel guesses cannot slip past
 * the limit while scrypt runs) and given back when it succeeds; a success also clears
 * the account's counter. Over either limit the attempt is refused before any password is
 * checked, and not counted.
 *
 * Registrations are limited per IP too (20 per hour): each one costs a scrypt and sends
 * a verification e-mail.
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export const LOGIN_IP_RULE: ThrottleRule = { limit: 10, windowMs: 10 * 60 * 1000 };
export const LOGIN_ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: 15 * 60 * 1000 };
export const REGISTER_IP_RULE: ThrottleRule = { limit: 20, windowMs: 60 * 60 * 1000 };

export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';
export const REGISTER_THROTTLED_MESSAGE = 'Too many new accounts from your network. Please wait a while and try again.';

interface Window {
  count: number;
  resetAt: number;
}

/** Counters per key in fixed windows. */
export class WindowCounter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly rule: ThrottleRule) {}

  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  blockedFor(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now || w.count < this.rule.limit) return 0;
    return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  }

  add(key: string, now = Date.now()): void {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
  }

  /** Gives one attempt back (it succeeded). */
  remove(key: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return;
    w.count = Math.max(0, w.count - 1);
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  sweep(now = Date.now()): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }
}

/** The account key of a login name: trimmed and lower-cased (usernames are case-insensitive). */
export function accountKey(loginName: string): string {
  return loginName.trim().toLowerCase().slice(0, 254);
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

@Injectable()
export class LoginThrottle implements OnModuleDestroy {
  private readonly byIp = new WindowCounter(LOGIN_IP_RULE);
  private readonly byAccount = new WindowCounter(LOGIN_ACCOUNT_RULE);
  private readonly registrations = new WindowCounter(REGISTER_IP_RULE);
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  /** A login attempt starts: refused over a limit, otherwise counted. */
  beginLogin(ip: string, loginName: string, now = Date.now()): ThrottleVerdict {
    const account = accountKey(loginName);
    const wait = Math.max(this.byIp.blockedFor(ip, now), this.byAccount.blockedFor(account, now));
    if (wait > 0) return { allowed: false, retryAfterS: wait };
    this.byIp.add(ip, now);
    this.byAccount.add(account, now);
    return { allowed: true };
  }

  /** The attempt was right: it does not count, and the account starts afresh. */
  loginSucceeded(ip: string, loginName: string, now = Date.now()): void {
    this.byIp.remove(ip, now);
    this.byAccount.clear(accountKey(loginName));
  }

  /** A registration: refused over the per-IP limit, otherwise counted. */
  beginRegistration(ip: string, now = Date.now()): ThrottleVerdict {
    const wait = this.registrations.blockedFor(ip, now);
    if (wait > 0) return { allowed: false, retryAfterS: wait };
    this.registrations.add(ip, now);
    return { allowed: true };
  }

  /** A registration that did not create an account (e.g. the name was taken) is given back. */
  registrationRefused(ip: string, now = Date.now()): void {
    this.registrations.remove(ip, now);
  }

  sweep(now = Date.now()): void {
    this.byIp.sweep(now);
    this.byAccount.sweep(now);
    this.registrations.sweep(now);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }
}
