/**
 * Date buckets for the back office's reports: one period of N UTC days ending today and the
 * N days before it, cut into buckets of 1 or 7 days. The database counts per day (GROUP BY
 * the day, read in order from an index on the day expression), so that a report never
 * loads rows; the at most 2·365 day groups are then added up into their buckets here.
 *
 * Buckets are aligned to the end of each period (the newest week is the last 7 days) and
 * numbered across both periods: 0..count-1 the previous period, count..2·count-1 the
 * current one, so bucket j of either period covers the same days of its period and one
 * query answers both. With weeks, the oldest bucket of each period is shorter (N mod 7 days).
 */
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export type SqlDialect = 'sqlite' | 'postgres';

export interface BucketPlan {
  /** First day of the previous period (inclusive), 'YYYY-MM-DD'. */
  from: string;
  /** First day of the current period. */
  split: string;
  /** The day after today (exclusive). */
  to: string;
  /** Days per period. */
  days: number;
  /** Days per bucket (1 or 7). */
  size: number;
  /** Days added to a day of the period before dividing, so that buckets end with the period. */
  shift: number;
  /** Buckets per period. */
  count: number;
}

/** Days [from, to) of a query: 'YYYY-MM-DD', `to` exclusive. A BucketPlan is one (both periods). */
export type DayRange = Pick<BucketPlan, 'from' | 'to'>;

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function bucketPlan(days: number, size: number, now = new Date()): BucketPlan {
  if (!Number.isSafeInteger(days) || days < 1 || !Number.isSafeInteger(size) || size < 1)
    throw new RangeError('days and size: whole numbers');
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  const shift = (size - (days % size)) % size;
  return {
    from: day(end - 2 * days * DAY_MS),
    split: day(end - days * DAY_MS),
    to: day(end),
    days,
    size,
    shift,
    count: (days + shift) / size,
  };
}

/** The first and last day (inclusive) of bucket `n` of the plan, clipped to its period. */
export function bucketDays(plan: BucketPlan, n: number): { from: string; to: string; days: number } {
  const period = n < plan.count ? 0 : 1;
  const local = n - period * plan.count;
  const start = Math.max(0, local * plan.size - plan.shift);
  const end = local * plan.size - plan.shift + plan.size - 1;
  const base = Date.parse(`${plan.from}T00:00:00Z`) + period * plan.days * DAY_MS;
  return { from: day(base + start * DAY_MS), to: day(base + end * DAY_MS), days: end - start + 1 };
}

export function dialectOf(ds: DataSource): SqlDialect {
  const type = ds.options.type;
  if (type === 'sqlite' || type === 'better-sqlite3') return 'sqlite';
  if (type === 'postgres') return 'postgres';
  throw new Error(`Reports: no day expression for the ${type} driver`);
}

/**
 * The UTC day of a stored timestamp `column` (an `alias.property` path or a quoted column):
 * the one place that knows how each database cuts a timestamp to its day. Report queries
 * group by it, and the report indexes are built on the same expression, so that a report
 * reads its days in index order: no per-row date arithmetic, no sort for GROUP BY.
 * SQLite stores timestamps as UTC text ('YYYY-MM-DD HH:MM:SS[.SSS]', or ISO with T/Z): the
 * day is their first ten characters.
 */
export function dayExpression(dialect: SqlDialect, column: string): string {
  return dialect === 'sqlite' ? `substr(${column}, 1, 10)` : `CAST(${column} AS date)`;
}

/**
 * Starts a report query: selects the day of `column` as `day`, keeps the days of the range
 * (a range on the day index) and groups by the day. Add the aggregates (and any
 * further grouping) after it.
 */
export function perDay<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, range: DayRange): SelectQueryBuilder<T> {
  const day = dayExpression(dialectOf(qb.connection), column);
  return qb.select(day, 'day').andWhere(`${day} >= :dayFrom AND ${day} < :dayTo`, { dayFrom: range.from, dayTo: range.to }).groupBy(day);
}

/** A day as the driver answers it ('YYYY-MM-DD' text, or a date) → 'YYYY-MM-DD'. */
export function dayText(value: unknown): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/**
 * The bucket number of a day: 0..count-1 in the previous period, count..2·count-1 in the
 * current one; -1 outside both.
 */
export function bucketOfDay(plan: BucketPlan, day: string): number {
  const d = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${plan.from}T00:00:00Z`)) / DAY_MS);
  if (!Number.isInteger(d) || d < 0 || d >= 2 * plan.days) return -1;
  const period = Math.floor(d / plan.days);
  return period * plan.count + Math.floor(((d % plan.days) + plan.shift) / plan.size);
}

/** Rows grouped per day → one array per period: `value(row)` added at the bucket of the row's day. */
export function foldBuckets<R extends { day: string }>(plan: BucketPlan, rows: readonly R[], value: (row: R) => number) {
  const current = new Array<number>(plan.count).fill(0);
  const previous = new Array<number>(plan.count).fill(0);
  for (const row of rows) {
    const n = bucketOfDay(plan, row.day);
    if (n < 0) continue;
    if (n < plan.count) previous[n] += Number(value(row)) || 0;
    else current[n - plan.count] += Number(value(row)) || 0;
  }
  return { current, previous };
}

/** Raw aggregate rows (drivers answer text or bigint for some sums) → numbers, and `day` as 'YYYY-MM-DD'. */
export function numericRows<T>(rows: readonly Record<string, unknown>[]): T[] {
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'day' ? dayText(v) : Number(v)])) as T);
}
