import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The e2e suite on PostgreSQL (`npm run test:pg`, scripts/test-pg.mjs): TEST_DATABASE_URL is
 * the admin URL of a throwaway cluster; every startTestApp gets a database of its own.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
export const onPostgres = TEST_DATABASE_URL !== '';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE e2e_<random> on the test cluster: its URL and a drop(). */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  return { url: databaseUrl(name), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * The database that belongs to a storage folder a suite manages itself (a shop restarted on
 * the same folder finds its data again, as with the SQLite file inside it): created on first
 * use, left to the throwaway cluster, which goes at the end of the run.
 */
export async function databaseForStorageDir(storageDir: string): Promise<string> {
  const name = `e2e_dir_${createHash('sha256').update(storageDir).digest('hex').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return databaseUrl(name);
}

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The suites' own raw SQL is SQLite's (unquoted camelCase columns, `?` placeholders,
 * datetime('now'), 0/1 booleans). On PostgreSQL, DataSource.query called from a test file
 * translates it, and answers as SQLite would (booleans 0/1, dates as UTC text). Queries
 * from the app's code are left alone, so that they are tested as they are.
 */
export function speakSqliteToTests(ds: DataSource): void {
  const columns = new Set<string>();
  const booleans = new Set<string>();
  for (const meta of ds.entityMetadatas) {
    for (const col of meta.columns) {
      if (/[A-Z]/.test(col.databaseName)) columns.add(col.databaseName);
      if (col.type === 'boolean' || col.type === Boolean) booleans.add(col.databaseName);
    }
  }
  // The query runner argument too: EntityManager.query runs a transaction's statements through it.
  const original = ds.query.bind(ds) as (sql: string, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;
  ds.query = (async (sql: string, params?: unknown[], ...rest: unknown[]) => {
    if (!calledFromTest()) return original(sql, params, ...rest);
    const result = await original(translateSql(sql, columns, booleans), params, ...rest);
    return Array.isArray(result) ? result.map(sqliteRow) : result;
  }) as DataSource['query'];
}

function calledFromTest(): boolean {
  const frames = (new Error().stack ?? '').split('\n').slice(2);
  const first = frames.find((f) => !f.includes('/test/helpers/pg.') && !f.includes('node:internal') && !f.includes('node_modules'));
  return first !== undefined && (first.includes('.e2e-spec.') || first.includes('/test/helpers/'));
}

export function translateSql(sql: string, columns: ReadonlySet<string>, booleans: ReadonlySet<string>): string {
  const rewritten = sql
    // The table list: sqlite_master's tables → information_schema's.
    .replace(
      /SELECT name FROM sqlite_master WHERE type = 'table'/g,
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    )
    // INSERT OR IGNORE: ON CONFLICT DO NOTHING.
    .replace(/^(\s*)INSERT OR IGNORE INTO([\s\S]*?);?\s*$/i, '$1INSERT INTO$2 ON CONFLICT DO NOTHING')
    // datetime('now'[, 'modifier']) and datetime(column, 'modifier'): UTC timestamps.
    .replace(/datetime\(\s*('now'|[A-Za-z_]+)\s*(?:,\s*'([^']*)')?\)/g, (_m, arg: string, mod: string | undefined) => {
      const base = arg === "'now'" ? `now() AT TIME ZONE 'UTC'` : arg;
      return `(${base}${mod ? ` + interval '${mod}'` : ''})`;
    });
  let n = 0;
  // Split off string literals and quoted identifiers; rewrite the rest.
  return rewritten
    .split(/('(?:[^']|'')*'|"[^"]*")/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let out = part.replace(/\?/g, () => `$${++n}`);
      out = out.replace(/\b([A-Za-z_][A-Za-z0-9_]*)\b/g, (word: string) => (columns.has(word) ? `"${word}"` : word));
      // SQLite's LIKE ignores ASCII case.
      out = out.replace(/\bLIKE\b/gi, 'ILIKE');
      for (const b of booleans) {
        out = out.replace(new RegExp(`("?${b}"?)\\s*=\\s*([01])\\b`, 'g'), (_m, col: string, v: string) => `${col} = ${v === '1'}`);
        out = out.replace(new RegExp(`SUM\\(("?${b}"?)\\)`, 'gi'), (_m, col: string) => `SUM(${col}::int)`);
      }
      return out;
    })
    .join('');
}

function sqliteRow(row: unknown): unknown {
  if (!row || typeof row !== 'object') return row;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      typeof v === 'boolean' ? Number(v) : v instanceof Date ? v.toISOString().replace('T', ' ').replace('Z', '') : v,
    ]),
  );
}
