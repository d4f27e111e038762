import { jest } from '@jest/globals';
import { Throttles } from '../common/throttle.js';
import type { AccountsService } from './accounts.service.js';
import { LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, LoginThrottle, loginNameKey, REGISTER_IP_RULE } from './login-throttle.js';

/** Two accounts, found by username (any case) or e-mail, as AccountsService.accountIdFor does. */
const accounts = {
  async accountIdFor(name: string): Promise<number | null> {
    const n = name.trim().toLowerCase();
    if (n === 'maria' || n === 'maria@example.com') return 1;
    if (n === 'ana' || n === 'ana@example.com') return 2;
    return null;
  },
} as unknown as AccountsService;

describe('LoginThrottle', () => {
  let t: LoginThrottle;
  beforeEach(() => {
    jest.useFakeTimers({
      now: 1_000_000,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    t = new LoginThrottle(new Throttles(), accounts);
  });
  afterEach(() => jest.useRealTimers());

  it('allows 5 failed logins per client and account in 15 minutes, then refuses that client', async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.points; i++) expect((await t.beginLogin('10.0.0.1', 'Maria')).allowed).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(await t.beginLogin('10.0.0.1', ' maria ')).toMatchObject({
      allowed: false,
      resetInS: 15 * 60 - 1,
    });
    // Another account from the same client is not affected.
    expect((await t.beginLogin('10.0.0.1', 'ana')).allowed).toBe(true);
    // After the window, the client may try again.
    jest.advanceTimersByTime(LOGIN_ACCOUNT_RULE.duration * 1000);
    expect((await t.beginLogin('10.0.0.1', 'maria')).allowed).toBe(true);
  });

  it("never locks an account's owner out from their own client: another client's failures are not theirs", async () => {
    // An attacker fails five times (and keeps doing so) from one address...
    for (let i = 0; i < 3 * LOGIN_ACCOUNT_RULE.points; i++) await t.beginLogin('203.0.113.66', 'maria');
    expect((await t.beginLogin('203.0.113.66', 'maria')).allowed).toBe(false);
    // ... and from a second one, by e-mail.
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.points; i++) await t.beginLogin('203.0.113.67', 'maria@example.com');
    expect((await t.beginLogin('203.0.113.67', 'maria')).allowed).toBe(false);
    // The owner, from their own address, is let in to try their password.
    expect((await t.beginLogin('198.51.100.20', 'Maria')).allowed).toBe(true);
    expect((await t.beginLogin('198.51.100.20', 'maria@example.com')).allowed).toBe(true);
  });

  it('counts the username and the e-mail of one account together, per client', async () => {
    for (let i = 0; i < 3; i++) await t.beginLogin('10.0.1.1', 'maria');
    for (let i = 0; i < 2; i++) await t.beginLogin('10.0.1.1', 'MARIA@example.com');
    expect((await t.beginLogin('10.0.1.1', 'maria@example.com')).allowed).toBe(false);
    expect((await t.beginLogin('10.0.1.1', 'Maria')).allowed).toBe(false);
  });

  it('counts a name no account has by its text, case-insensitively', async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.points; i++) await t.beginLogin('10.0.4.1', 'Nobody');
    expect((await t.beginLogin('10.0.4.1', ' nobody ')).allowed).toBe(false);
    expect((await t.beginLogin('10.0.4.1', 'nobody@example.com')).allowed).toBe(true);
  });

  it('allows 10 failed logins per IP in 10 minutes, whatever the names, then refuses', async () => {
    for (let i = 0; i < LOGIN_IP_RULE.points; i++) expect((await t.beginLogin('203.0.113.7', `user${i}`)).allowed).toBe(true);
    expect((await t.beginLogin('203.0.113.7', 'fresh-name')).allowed).toBe(false);
    expect((await t.beginLogin('203.0.113.8', 'fresh-name')).allowed).toBe(true);
    jest.advanceTimersByTime(LOGIN_IP_RULE.duration * 1000);
    expect((await t.beginLogin('203.0.113.7', 'fresh-name')).allowed).toBe(true);
  });

  it("a success does not count and clears that client's counter for the account", async () => {
    for (let i = 0; i < 4; i++) await t.beginLogin('198.51.100.1', 'ana');
    await t.loginSucceeded('198.51.100.1', 2);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.points; i++) expect((await t.beginLogin('198.51.100.1', 'ANA')).allowed).toBe(true);
    expect((await t.beginLogin('198.51.100.1', 'ana@example.com')).allowed).toBe(false);
  });

  it('counts attempts as they start, so parallel guesses cannot overshoot', async () => {
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => t.beginLogin('192.0.2.1', 'target')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(LOGIN_ACCOUNT_RULE.points);
  });

  it('limits registrations per IP, every attempt counted', async () => {
    for (let i = 0; i < REGISTER_IP_RULE.points; i++) expect((await t.beginRegistration('192.0.2.9')).allowed).toBe(true);
    expect((await t.beginRegistration('192.0.2.9')).allowed).toBe(false);
    expect((await t.beginRegistration('192.0.2.10')).allowed).toBe(true);
  });

  it('keys unknown names case-insensitively, trimmed', () => {
    expect(loginNameKey('  Maria@Example.COM ')).toBe('name:maria@example.com');
  });
});
