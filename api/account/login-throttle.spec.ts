import { accountKey, LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE, LoginThrottle, REGISTER_IP_RULE, WindowCounter } from './login-throttle.js';

describe('WindowCounter', () => {
  it('blocks at the limit until the window ends', () => {
    const c = new WindowCounter({ limit: 2, windowMs: 1000 });
    expect(c.blockedFor('k', 0)).toBe(0);
    c.add('k', 0);
    expect(c.blockedFor('k', 10)).toBe(0);
    c.add('k', 10);
    expect(c.blockedFor('k', 10)).toBe(1);
    expect(c.blockedFor('k', 999)).toBe(1);
    expect(c.blockedFor('k', 1000)).toBe(0);
    c.add('k', 1000);
    expect(c.blockedFor('k', 1000)).toBe(0);
  });

  it('gives attempts back, clears and sweeps', () => {
    const c = new WindowCounter({ limit: 1, windowMs: 1000 });
    c.add('a', 0);
    expect(c.blockedFor('a', 0)).toBe(1);
    c.remove('a', 0);
    expect(c.blockedFor('a', 0)).toBe(0);
    c.add('a', 0);
    c.clear('a');
    expect(c.blockedFor('a', 0)).toBe(0);
    c.add('b', 0);
    expect(c.size).toBe(1);
    c.sweep(1000);
    expect(c.size).toBe(0);
  });
});

describe('LoginThrottle', () => {
  let t: LoginThrottle;
  beforeEach(() => {
    t = new LoginThrottle();
  });
  afterEach(() => t.onModuleDestroy());

  it('allows 5 failed logins per account name in 15 minutes, from any IP, then refuses', () => {
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i++) expect(t.beginLogin(`10.0.0.${i}`, 'Maria', 0)).toEqual({ allowed: true });
    const refused = t.beginLogin('10.0.0.99', ' maria ', 1000);
    expect(refused.allowed).toBe(false);
    expect(refused).toMatchObject({ retryAfterS: 15 * 60 - 1 });
    // Another account from the same IPs is not affected.
    expect(t.beginLogin('10.0.0.1', 'someone-else', 1000).allowed).toBe(true);
    // After the window, the account may try again.
    expect(t.beginLogin('10.0.0.1', 'maria', LOGIN_ACCOUNT_RULE.windowMs).allowed).toBe(true);
  });

  it('allows 10 failed logins per IP in 10 minutes, whatever the names, then refuses', () => {
    for (let i = 0; i < LOGIN_IP_RULE.limit; i++) expect(t.beginLogin('203.0.113.7', `user${i}`, 0).allowed).toBe(true);
    expect(t.beginLogin('203.0.113.7', 'fresh-name', 5).allowed).toBe(false);
    expect(t.beginLogin('203.0.113.8', 'fresh-name', 5).allowed).toBe(true);
    expect(t.beginLogin('203.0.113.7', 'fresh-name', LOGIN_IP_RULE.windowMs).allowed).toBe(true);
  });

  it('a success does not count and clears the account counter', () => {
    for (let i = 0; i < 4; i++) t.beginLogin('198.51.100.1', 'ana', 0);
    t.beginLogin('198.51.100.1', 'ana', 0);
    t.loginSucceeded('198.51.100.1', 'ana', 0);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i++) expect(t.beginLogin('198.51.100.2', 'ANA', 1).allowed).toBe(true);
    expect(t.beginLogin('198.51.100.2', 'ana', 1).allowed).toBe(false);
  });

  it('counts attempts as they start, so parallel guesses cannot overshoot', () => {
    const verdicts = Array.from({ length: 8 }, () => t.beginLogin('192.0.2.1', 'target', 0));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(LOGIN_ACCOUNT_RULE.limit);
  });

  it('limits registrations per IP and gives refused ones back', () => {
    for (let i = 0; i < REGISTER_IP_RULE.limit; i++) expect(t.beginRegistration('192.0.2.9', 0).allowed).toBe(true);
    expect(t.beginRegistration('192.0.2.9', 0).allowed).toBe(false);
    t.registrationRefused('192.0.2.9', 0);
    expect(t.beginRegistration('192.0.2.9', 0).allowed).toBe(true);
    expect(t.beginRegistration('192.0.2.10', 0).allowed).toBe(true);
  });

  it('keys accounts case-insensitively, trimmed', () => {
    expect(accountKey('  Maria@Example.COM ')).toBe('maria@example.com');
  });
});
