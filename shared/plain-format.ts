/**
 * Numbers and dates written the way the shop's English texts write them, without the
 * browser's Intl. The first Intl call on a page starts ICU (about 55-80 ms on a desktop in
 * Chromium, four times that on a throttled phone), and the storefront's only uses of it
 * were thousands separators and month names, on every page, during hydration. These give
 * the same text as `toLocaleString('en-US')` / `toLocaleDateString(...)` (plain-format.spec.ts
 * compares them), the same on the server and in every browser. Pure.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '1,234,567': an integer with en-US thousands separators (a fraction, if any, is kept as it is). */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** 'Mar 4, 2025' (en-US, short month), in the reader's time zone. */
export function formatShortDate(d: Date): string {
  return `${MONTHS[d.getMonth()].slice(0, 3)} ${d.getDate()}, ${d.getFullYear()}`;
}

/**
 * 'Mar 4, 2025, 3:07 PM' (en-US, short month, 12-hour clock), in the reader's time zone: the
 * admin's and the account page's timestamps (spec §2 Admin). A plain space before AM/PM in
 * every browser (newer ICU writes a narrow no-break space there).
 */
export function formatShortDateTime(d: Date): string {
  const h = d.getHours();
  return `${formatShortDate(d)}, ${h % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'March 4, 2025' (en-US, long month), in the reader's time zone: for dates shown in the browser. */
export function formatLongDate(d: Date): string {
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** formatLongDate of an ISO timestamp; null when it is not a date. */
export function formatLongDateOf(iso: string): string | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : formatLongDate(d);
}

/** '24 November 2026' (en-GB, long month), in UTC: the same on the server and in every browser. */
export function formatDayMonthYearUtc(d: Date): string {
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
