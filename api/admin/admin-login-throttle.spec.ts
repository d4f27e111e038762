import { jest } from '@jest/globals';
import { Throttles } from '../common/throttle.js';
import { ADMIN_LOGIN_THROTTLED_MESSAGE, AdminLoginThrottle, adminLoginThrottledMessage } from './admin-login-throttle.js';

const MIN = 60_000;

describe('AdminLoginThrottle', () => {
  let t: AdminLoginThrottle;
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    t = new AdminLoginThrottle(new Throttles());
  });
  afterEach(() => jest.useRealTimers());

  /** Five failures for `email` from `ip`, then the client's block has passed. */
  async function failFive(ip: string, email: string): Promise<void> {
    for (let i = 0; i < 5; i++) expect((await t.begin(ip, email)).allowed).toBe(true);
    const blocked = await t.begin(ip, email);
    expect(blocked.allowed).toBe(false);
    jest.advanceTimersByTime(blocked.resetInS * 1000);
  }

  it('a success clears the client and e-mail pair, so only failures in a row reach its hard block', async () => {
    await failFive('192.0.2.1', 'owner@example.com');
    for (let i = 0; i < 4; i++) await t.begin('192.0.2.1', 'owner@example.com');
    await t.begin('192.0.2.1', 'owner@example.com');
    await t.succeeded('192.0.2.1', 'owner@example.com');
    jest.advanceTimersByTime(60 * MIN);
    await failFive('192.0.2.1', 'OWNER@example.com');
    expect((await t.begin('192.0.2.1', 'owner@example.com')).allowed).toBe(true);
  });

  it('refuses a blocked pair without spending the client’s attempts on it', async () => {
    await failFive('192.0.2.2', 'owner@example.com');
    await failFive('192.0.2.2', 'owner@example.com');
    for (let i = 0; i < 7; i++)
      expect(await t.begin('192.0.2.2', 'owner@example.com')).toMatchObject({ allowed: false, resetInS: expect.any(Number) });
    // The pair's refusals gave the client's attempts back: other e-mails still have five.
    for (let i = 0; i < 5; i++) expect((await t.begin('192.0.2.2', `other${i}@example.com`)).allowed).toBe(true);
  });

  it('says how long to wait', () => {
    expect(adminLoginThrottledMessage(900)).toBe(ADMIN_LOGIN_THROTTLED_MESSAGE);
    expect(adminLoginThrottledMessage(1800)).toBe('Too many admin login attempts. Please wait 30 minutes and try again.');
    expect(adminLoginThrottledMessage(4 * 3600)).toBe('Too many admin login attempts. Please wait 4 hours and try again.');
  });
});
