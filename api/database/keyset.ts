/**
 * Keyset paging on (createdAt, id), newest first (DESIGN §4 rule 7): a page costs the
 * same whatever its position, and rows inserted meanwhile never shift a later page.
 *
 * The cursor carries the stored createdAt text as it is (TypeORM writes
 * 'YYYY-MM-DD HH:MM:SS.SSS', SQLite defaults 'YYYY-MM-DD HH:MM:SS'): comparing with a
 * re-formatted date would put the boundary row on both pages.
 */
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
/** Rows per query while an export streams. */
export const EXPORT_BATCH = 500;
/**
 * Counts that cannot come from a counter table (date ranges, searches) stop here, so that
 * they cost the same at any table size; the answer then says "at least".
 */
export const COUNT_CAP = 1_000;

export interface Cursor {
  createdAt: string;
  id: number;
}

export interface PageRequest {
  cursor?: Cursor;
  limit: number;
}

export interface Page<T> {
  rows: T[];
  /** Give it back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** A count, exact or a lower bound (`exact: false` means "at least `count`"). */
export interface Count {
  count: number;
  exact: boolean;
}

const STORED_DATE = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,9})?Z?$/;

/**
 * A stored timestamp as the cursor carries it: SQLite answers its text as it is; PostgreSQL
 * answers a Date (UTC, milliseconds: timestamp(3)), written back in SQLite's text form.
 */
export function storedDate(value: unknown): string {
  return value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : String(value);
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');
}

/** The cursor a page handed out, or null for anything else. */
export function decodeCursor(raw: unknown): Cursor | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 200 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || !STORED_DATE.test(createdAt)) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  return { createdAt, id };
}

/** 'YYYY-MM-DD' (a real date) → the same text; anything else → null. */
export function parseDay(raw: unknown): string | null {
  if (typeof raw !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(raw)) return null;
  const d = new Date(`${raw}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === raw ? raw : null;
}

/** The day after a 'YYYY-MM-DD' day (an inclusive `to` becomes an exclusive bound). */
export function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Days compare as text with both stored forms: '2025-03-04' < '2025-03-04 00:00:00' <
 * '2025-03-05'. Adds `from <= createdAt < to + 1 day` to the query.
 */
export function whereCreatedBetween<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  from?: string,
  to?: string,
  useIndex = true,
): void {
  const column = `${indexed(useIndex, qb)}${alias}.createdAt`;
  if (from) qb.andWhere(`${column} >= :createdFrom`, { createdFrom: from });
  if (to) qb.andWhere(`${column} < :createdBefore`, { createdBefore: dayAfter(to) });
}

/**
 * '' or '+': SQLite uses no index for a term on `+column`. With a search, the search's
 * own index must drive the query (its matches are few); an index on another filter
 * would walk every row that filter matches instead. PostgreSQL's planner weighs that by
 * its statistics, and has no unary + for text or timestamps: always ''.
 */
export function indexed<T extends ObjectLiteral>(useIndex: boolean, qb: SelectQueryBuilder<T>): '' | '+' {
  return useIndex || qb.connection.options.type === 'postgres' ? '' : '+';
}

/**
 * One page of `qb` (filters already applied), newest first: the keyset condition, the
 * order and LIMIT n + 1 (the extra row says whether there is a next page). `qb` must not
 * join to-many relations (one raw row per entity).
 */
export async function fetchPage<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, page: PageRequest): Promise<Page<T>> {
  const { rows, next } = await keysetPage(qb, alias, page);
  return { rows, nextCursor: next ? encodeCursor(next) : null };
}

async function keysetPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  page: PageRequest,
): Promise<{ rows: T[]; next: Cursor | null }> {
  if (page.cursor) {
    // A row-value comparison: SQLite walks the (…, createdAt, rowid) index from the cursor.
    qb.andWhere(`(${alias}.createdAt, ${alias}.id) < (:cursorAt, :cursorId)`, {
      cursorAt: page.cursor.createdAt,
      cursorId: page.cursor.id,
    });
  }
  qb.orderBy(`${alias}.createdAt`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .limit(page.limit + 1);
  const { entities, raw } = await qb.getRawAndEntities<Record<string, unknown>>();
  if (entities.length <= page.limit) return { rows: entities, next: null };
  const last = raw[page.limit - 1];
  return {
    rows: entities.slice(0, page.limit),
    next: { createdAt: storedDate(last[`${alias}_createdAt`]), id: Number(last[`${alias}_id`]) },
  };
}

/** Every row of a query in keyset batches of `batch`: memory stays flat whatever the count. */
export async function* inBatches<T extends ObjectLiteral>(
  query: () => SelectQueryBuilder<T>,
  alias: string,
  batch = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    const page = await keysetPage(query(), alias, { cursor, limit: batch });
    if (page.rows.length > 0) yield page.rows;
    if (!page.next) return;
    cursor = page.next;
  }
}

/** COUNT(*) of `qb`, stopping at COUNT_CAP + 1 rows read. */
export async function cappedCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<Count> {
  const [sql, params] = qb
    .select('1')
    .orderBy()
    .limit(COUNT_CAP + 1)
    .getQueryAndParameters();
  const rows: { n: number }[] = await qb.connection.query(`SELECT COUNT(*) AS "n" FROM (${sql}) AS "capped"`, params);
  const n = Number(rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { count: COUNT_CAP, exact: false } : { count: n, exact: true };
}
