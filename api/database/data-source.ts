import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseSettings } from '../config/config.js';
import { MIGRATIONS } from './migrations/index.js';
import { sqlite3Driver } from './sqlite-driver.js';

/** Connection pragmas (DESIGN §2). Applied on every connect, checked by /api/health. */
export const SQLITE_PRAGMAS: ReadonlyArray<readonly [string, string]> = [
  ['journal_mode', 'WAL'],
  // A paid order acknowledged to the payment provider must survive power loss.
  ['synchronous', 'FULL'],
  ['foreign_keys', 'ON'],
  ['busy_timeout', '5000'],
];

/** The PostgreSQL driver, loaded only when the database is PostgreSQL (TypeORM loads it then too). */
function pgDriver(): typeof import('pg') {
  return createRequire(import.meta.url)('pg') as typeof import('pg');
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMP = 1114;

/**
 * Entity dates are `timestamp` (without time zone) holding UTC wall time on PostgreSQL, as
 * SQLite holds UTC strings. So: every session runs in UTC (now() and CURRENT_TIMESTAMP defaults),
 * Date parameters are sent as UTC, and timestamps read back as UTC, whatever the TZ of the
 * server or of this process. COUNT/SUM (int8, numeric) read as numbers, as on SQLite: every
 * count and amount here is far below 2^53.
 */
function pgTypeParser(oid: number, format?: string): unknown {
  if (oid === PG_TIMESTAMP) return (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
  if (oid === PG_INT8 || oid === PG_NUMERIC) return (text: string) => Number(text);
  return (pgDriver().types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format);
}

function common() {
  return {
    // Entities register through TypeOrmModule.forFeature (autoLoadEntities);
    // migrations are listed explicitly, in order, in migrations/index.ts.
    entities: [],
    migrations: [...MIGRATIONS],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: ['error' as const],
  };
}

/** A SQLite file path (the embedded default) or the configured database. */
export function dataSourceOptions(database: string | DatabaseSettings): DataSourceOptions {
  const settings: DatabaseSettings = typeof database === 'string' ? { kind: 'sqlite', path: database } : database;
  if (settings.kind === 'postgres') {
    pgDriver().defaults.parseInputDatesAsUTC = true;
    return {
      ...common(),
      type: 'postgres',
      url: settings.url,
      poolSize: settings.poolSize,
      extra: {
        options: '-c TimeZone=UTC',
        types: { getTypeParser: pgTypeParser },
        connectionTimeoutMillis: 10_000,
      },
    };
  }
  mkdirSync(dirname(settings.path), { recursive: true });
  return { ...common(), type: 'sqlite', driver: sqlite3Driver, database: settings.path };
}

export function isPostgres(ds: DataSource): boolean {
  return ds.options.type === 'postgres';
}

/** SQLite's connection pragmas; PostgreSQL has its settings in the connection options. */
export async function applyPragmas(ds: DataSource): Promise<void> {
  if (isPostgres(ds)) return;
  for (const [name, value] of SQLITE_PRAGMAS) {
    await ds.query(`PRAGMA ${name} = ${value}`);
  }
}

const MIGRATION_LOCK = 'shop-migrations';

/**
 * Runs the pending migrations, each in its own transaction. On PostgreSQL under a lock held
 * on a connection of its own (outside the pool, which may be one connection), so that
 * replicas starting together run each migration once: the others wait, then find none.
 */
export async function runMigrations(ds: DataSource): Promise<void> {
  if (!isPostgres(ds)) {
    await ds.runMigrations({ transaction: 'each' });
    return;
  }
  const { Client } = pgDriver();
  const client = new Client({ connectionString: (ds.options as { url: string }).url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}

/** Opens the database, applies pragmas and runs pending migrations. */
export async function openDatabase(database: string | DatabaseSettings): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(database));
  await ds.initialize();
  await applyPragmas(ds);
  await runMigrations(ds);
  return ds;
}
