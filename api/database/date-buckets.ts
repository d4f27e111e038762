/**
 * Date buckets for the back office's reports: one period of N UTC days ending today and the
 * N days before it, cut into buckets of 1 or 7 days, counted by the database (GROUP BY the
 * bucket number) so that a report never loads rows.
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
  throw new Error(`Reports: no date bucket expression for the ${type} driver`);
}

/**
 * The bucket number of a stored timestamp `column` (an `alias.property` path or a quoted
 * column), for the plan's `:bucketFrom` parameter (see `whereInPlan`). The one place that
 * knows how each database counts days.
 */
export function bucketExpression(dialect: SqlDialect, column: string, plan: BucketPlan): string {
  const { days, count, shift, size } = plan;
  if (![days, count, shift, size].every(Number.isSafeInteger)) throw new RangeError('bucket plan: whole numbers');
  const dayNumber =
    dialect === 'sqlite'
      ? // julianday reads both stored forms ('YYYY-MM-DD HH:MM:SS[.SSS]', ISO with T/Z); days since :bucketFrom, truncated.
        `CAST(julianday(${column}) - julianday(:bucketFrom) AS INTEGER)`
      : `(CAST(${column} AS date) - CAST(:bucketFrom AS date))`;
  // Integer arithmetic in both: which period (0 or 1), then the bucket within it.
  return `((${dayNumber} / ${days}) * ${count} + (${dayNumber} % ${days} + ${shift}) / ${size})`;
}

/**
 * Rows whose `column` falls in either period: a range on the column's index. Stored
 * timestamps compare as text with days ('2025-03-04' < '2025-03-04 00:00:00' < '2025-03-05').
 */
export function whereInPlan<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, plan: BucketPlan): SelectQueryBuilder<T> {
  return qb.andWhere(`${column} >= :bucketFrom AND ${column} < :bucketTo`, { bucketFrom: plan.from, bucketTo: plan.to });
}

/** Grouped rows → one array per period: `value(row)` added at the row's bucket. */
export function foldBuckets<R>(plan: BucketPlan, rows: readonly R[], bucketOf: (row: R) => number, value: (row: R) => number) {
  const current = new Array<number>(plan.count).fill(0);
  const previous = new Array<number>(plan.count).fill(0);
  for (const row of rows) {
    const n = Number(bucketOf(row));
    if (!Number.isInteger(n) || n < 0 || n >= 2 * plan.count) continue;
    if (n < plan.count) previous[n] += Number(value(row)) || 0;
    else current[n - plan.count] += Number(value(row)) || 0;
  }
  return { current, previous };
}

/** Raw aggregate rows (drivers answer text or bigint for some sums) → numbers. */
export function numericRows<T>(rows: readonly Record<string, unknown>[]): T[] {
  return rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as T);
}
