import { Injectable } from '@nestjs/common';
import { type Throttle, type ThrottleRule, type ThrottleVerdict, Throttles } from '../common/throttle.js';
import { AccountsService } from './accounts.service.js';

/**
 * Login throttling (DESIGN §5: logins are throttled; §4.9: an attacker cannot spend a
 * victim's budget), on the app's throttles. Nothing is keyed on the account alone, so
 * failures from other clients never block the buyer's right password from their own:
 *   - per client (IP, IPv6 by /64): 10 failed logins per 10 minutes, whatever the names;
 *   - per client and account: 5 failed logins per 15 minutes, whether its username or its
 *     e-mail was typed. A name no account has is counted by its text (lower-cased), so the
 *     answer never tells whether it exists.
 * An attempt is counted when it starts (so a burst of parallel guesses cannot slip past
 * the limit while scrypt runs) and given back when it succeeds; a success also clears
 * that client's counter for the account. Over either limit the attempt is refused before
 * any password is checked. (Until 2026-11-29 the account's counter was shared by every
 * client: five wrong passwords from anywhere locked its owner out, again and again.)
 *
 * Registrations are limited per IP too (20 per hour), every attempt counted, refused ones
 * too: each costs a scrypt and sends an e-mail, and a name refused as taken tells something.
 */
export const LOGIN_IP_RULE: ThrottleRule = { points: 10, duration: 10 * 60 };
export const LOGIN_ACCOUNT_RULE: ThrottleRule = {
  points: 5,
  duration: 15 * 60,
};
export const REGISTER_IP_RULE: ThrottleRule = { points: 20, duration: 60 * 60 };

export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Please wait a few minutes and try again.';
export const REGISTER_THROTTLED_MESSAGE = 'Too many new accounts from your network. Please wait a while and try again.';

/** The counter key of a name no account has: trimmed and lower-cased (usernames are case-insensitive). */
export function loginNameKey(loginName: string): string {
  return `name:${loginName.trim().toLowerCase().slice(0, 254)}`;
}

const accountIdKey = (id: number): string => `id:${id}`;
/** One client's counter for one account. */
const pairKey = (ip: string, account: string): string => `${ip}|${account}`;

@Injectable()
export class LoginThrottle {
  private readonly byIp: Throttle;
  private readonly byClientAndAccount: Throttle;
  private readonly registrations: Throttle;

  constructor(
    throttles: Throttles,
    private readonly accounts: AccountsService,
  ) {
    this.byIp = throttles.get('login-ip', LOGIN_IP_RULE);
    this.byClientAndAccount = throttles.get('login-ip-account', LOGIN_ACCOUNT_RULE);
    this.registrations = throttles.get('register-ip', REGISTER_IP_RULE);
  }

  /** A login attempt starts: refused over a limit, otherwise counted. */
  async beginLogin(ip: string, loginName: string): Promise<ThrottleVerdict> {
    const id = await this.accounts.accountIdFor(loginName);
    const pair = pairKey(ip, id === null ? loginNameKey(loginName) : accountIdKey(id));
    const byPair = await this.byClientAndAccount.consume(pair);
    if (!byPair.allowed) return byPair;
    const byIp = await this.byIp.consume(ip);
    if (!byIp.allowed) await this.byClientAndAccount.reward(pair);
    return byIp;
  }

  /** The attempt was right: it does not count, and this client starts afresh on the account. */
  async loginSucceeded(ip: string, accountId: number): Promise<void> {
    await this.byIp.reward(ip);
    await this.byClientAndAccount.reset(pairKey(ip, accountIdKey(accountId)));
  }

  /** A registration: refused over the per-IP limit, otherwise counted. */
  beginRegistration(ip: string): Promise<ThrottleVerdict> {
    return this.registrations.consume(ip);
  }
}
