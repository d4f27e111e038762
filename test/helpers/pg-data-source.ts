import { DataSource, type EntitySchema } from 'typeorm';
import { SharedState1734400000000 } from '../../api/database/migrations/1734400000000-shared-state.js';

type EntityClass = Parameters<DataSource['getRepository']>[0] & (abstract new (...args: never[]) => unknown);

/**
 * A TypeORM data source on a PostgreSQL database, as a replica has it: the tables of
 * `entities` (synchronised from the entity definitions) and the shared-state migration.
 */
export async function pgDataSource(url: string, entities: (EntityClass | EntitySchema)[] = [], poolSize = 5): Promise<DataSource> {
  const ds = new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: [SharedState1734400000000],
    extra: { max: poolSize },
    logging: ['error'],
  });
  await ds.initialize();
  return ds;
}

/** Creates the tables once (the first replica), as the app's migrations would. */
export async function preparePgSchema(ds: DataSource): Promise<void> {
  await ds.synchronize();
  // Epoch-millisecond columns need bigint on PostgreSQL (the entities say integer, SQLite's 64-bit one).
  if (ds.hasMetadata('SessionRow')) await ds.query('ALTER TABLE "sessions" ALTER COLUMN "expires_at" TYPE bigint');
  await ds.runMigrations({ transaction: 'each' });
}
