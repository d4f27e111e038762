import { truncateIp } from './download-history.service.js';

describe('truncateIp', () => {
  it('keeps the network part only', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.x');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.x');
    expect(truncateIp('2001:db8:85a3:1::7')).toBe('2001:db8:85a3:x');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:x');
    expect(truncateIp(null)).toBeNull();
    expect(truncateIp('not an address')).toBeNull();
  });
});
