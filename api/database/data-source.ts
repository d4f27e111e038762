import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
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

export function dataSourceOptions(databasePath: string): DataSourceOptions {
  mkdirSync(dirname(databasePath), { recursive: true });
  return {
    type: 'sqlite',
    driver: sqlite3Driver,
    database: databasePath,
    // Entities register through TypeOrmModule.forFeature (autoLoadEntities);
    // migrations are listed explicitly, in order, in migrations/index.ts.
    entities: [],
    migrations: [...MIGRATIONS],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: ['error'],
  };
}

export async function applyPragmas(ds: DataSource): Promise<void> {
  for (const [name, value] of SQLITE_PRAGMAS) {
    await ds.query(`PRAGMA ${name} = ${value}`);
  }
}

/** Opens the database, applies pragmas and runs pending migrations. */
export async function openDatabase(databasePath: string): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(databasePath));
  await ds.initialize();
  await applyPragmas(ds);
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}
