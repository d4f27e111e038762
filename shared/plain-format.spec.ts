import {
  formatDayMonthYearUtc,
  formatLongDate,
  formatLongDateOf,
  formatShortDate,
  formatShortDateTime,
  groupDigits,
} from './plain-format.js';
import { formatCents, formatPrice } from './pricing.js';

describe('plain-format: the same text as Intl, without starting ICU', () => {
  it('groups digits as toLocaleString("en-US") does, for the integers the shop shows', () => {
    const samples = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      9999,
      10000,
      12345,
      99999,
      100000,
      999999,
      1000000,
      1234567,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
    ];
    // A fixed pseudo-random walk (the same numbers on every run) over 1 to 15 digits.
    let seed = 12345;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      samples.push(Math.floor((seed / 2 ** 31) * 10 ** (1 + (i % 15))));
    }
    for (const n of samples) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
      expect(groupDigits(-n || 0)).toBe((-n || 0).toLocaleString('en-US'));
    }
  });

  it('keeps a fraction as it is and leaves NaN and Infinity readable', () => {
    expect(groupDigits(1234.5)).toBe('1,234.5');
    expect(groupDigits(-1234567.25)).toBe('-1,234,567.25');
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('prices read as before: $1,234.56, $29, $9.99, -$19.00', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-1900)).toBe('-$19.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatPrice(2900)).toBe('$29');
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(12345600)).toBe('$123,456');
  });

  it('writes long dates as toLocaleDateString does: en-US in the local zone, en-GB in UTC', () => {
    const start = Date.UTC(1999, 0, 1);
    for (let i = 0; i < 1500; i++) {
      // Every month and day over some forty years, at varied hours (around midnight too).
      const d = new Date(start + i * 9.7 * 86_400_000 + (i % 24) * 3_600_000 + (i % 60) * 60_000);
      expect(formatLongDate(d)).toBe(d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }));
      expect(formatDayMonthYearUtc(d)).toBe(
        d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      );
    }
    expect(formatLongDate(new Date(2025, 2, 4, 12))).toBe('March 4, 2025');
    expect(formatDayMonthYearUtc(new Date('2026-11-24T23:59:59Z'))).toBe('24 November 2026');
    expect(formatLongDateOf('2025-03-04T12:00:00')).toBe('March 4, 2025');
    expect(formatLongDateOf('not a date')).toBeNull();
  });

  it('writes short dates and times as toLocaleString("en-US") does, with a plain space before AM/PM', () => {
    const start = Date.UTC(1999, 0, 1);
    for (let i = 0; i < 1500; i++) {
      // Every month, day, hour (noon and midnight included) and minute over some forty years.
      const d = new Date(start + i * 9.7 * 86_400_000 + (i % 24) * 3_600_000 + (i % 60) * 60_000);
      expect(formatShortDate(d)).toBe(d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
      const intl = d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
      expect(formatShortDateTime(d)).toBe(intl.replace(/\u202f/g, ' '));
    }
    expect(formatShortDateTime(new Date(2025, 2, 5, 15, 7))).toBe('Mar 5, 2025, 3:07 PM');
    expect(formatShortDateTime(new Date(2025, 8, 30, 0, 0))).toBe('Sep 30, 2025, 12:00 AM');
    expect(formatShortDateTime(new Date(2025, 4, 1, 12, 59))).toBe('May 1, 2025, 12:59 PM');
  });
});
