import type { DataSource } from 'typeorm';

/**
 * Raw SQL written with SQLite's `?` placeholders, for the connected database: PostgreSQL
 * numbers them ($1, $2, ...). Only for statements whose text holds no literal '?'.
 */
export function positional(ds: DataSource, sql: string): string {
  if (ds.options.type !== 'postgres') return sql;
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
