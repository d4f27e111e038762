import { createHmac } from 'node:crypto';
import { parseSingleRange, resolveRange, unsign } from './download-fast-path.js';

describe('download fast path helpers', () => {
  it('reads one byte range; anything else is left to the controller', () => {
    expect(parseSingleRange('bytes=0-1023')).toEqual({ start: 0, end: 1023 });
    expect(parseSingleRange('bytes=100-')).toEqual({ start: 100, end: null });
    expect(parseSingleRange('bytes=-500')).toEqual({ start: null, end: 500 });
    for (const h of ['bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=a-b', 'bytes= 0-1']) expect(parseSingleRange(h)).toBe('unsupported');
    expect(parseSingleRange(['bytes=0-1', 'bytes=2-3'])).toBe('unsupported');
  });

  it('resolves a range within the file, or null when it cannot be satisfied', () => {
    expect(resolveRange({ start: 0, end: 1023 }, 5000)).toEqual([0, 1023]);
    expect(resolveRange({ start: 4000, end: 9999 }, 5000)).toEqual([4000, 4999]);
    expect(resolveRange({ start: 100, end: null }, 5000)).toEqual([100, 4999]);
    expect(resolveRange({ start: null, end: 500 }, 5000)).toEqual([4500, 4999]);
    expect(resolveRange({ start: null, end: 9000 }, 5000)).toEqual([0, 4999]);
    expect(resolveRange({ start: 5000, end: null }, 5000)).toBeNull();
    expect(resolveRange({ start: 10, end: 5 }, 5000)).toBeNull();
    expect(resolveRange({ start: null, end: 0 }, 5000)).toBeNull();
  });

  it("checks express-session's cookie signature (cookie-signature's format)", () => {
    const secret = 'a-secret';
    const sid = 'abc123';
    const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
    expect(unsign(`${sid}.${mac}`, secret)).toBe(sid);
    expect(unsign(`${sid}.${mac}`, 'other-secret')).toBe(false);
    expect(unsign(`abc124.${mac}`, secret)).toBe(false);
    expect(unsign('no-signature', secret)).toBe(false);
  });
});
