import { clientKey, RateLimitStore } from './rate-limit.js';

describe('RateLimitStore', () => {
  it('allows `limit` hits per window and key, then refuses until the window ends', () => {
    const store = new RateLimitStore();
    try {
      const t0 = 1_000_000;
      expect(store.hit('a', 2, 60_000, t0)).toEqual({ allowed: true, limit: 2, remaining: 1, resetInS: 60 });
      expect(store.hit('a', 2, 60_000, t0 + 1000).allowed).toBe(true);
      expect(store.hit('a', 2, 60_000, t0 + 2000)).toEqual({ allowed: false, limit: 2, remaining: 0, resetInS: 58 });
      expect(store.hit('b', 2, 60_000, t0 + 2000).allowed).toBe(true);
      expect(store.hit('a', 2, 60_000, t0 + 60_000).allowed).toBe(true);
    } finally {
      store.onModuleDestroy();
    }
  });
});

describe('clientKey', () => {
  it('maps IPv4-mapped IPv6 to IPv4 and IPv6 to its /64', () => {
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
