import { DataSource, type EntitySchema } from 'typeorm';
import { MIGRATIONS } from '../../api/database/migrations/index.js';

type EntityClass = Parameters<DataSource['getRepository']>[0] & (abstract new (...args: never[]) => unknown);

/** A TypeORM data source on a PostgreSQL database, as a replica has it (the app's migrations, `entities` known). */
export async function pgDataSource(url: string, entities: (EntityClass | EntitySchema)[] = [], poolSize = 5): Promise<DataSource> {
  const ds = new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: [...MIGRATIONS],
    extra: { max: poolSize },
    logging: ['error'],
  });
  await ds.initialize();
  return ds;
}

/** Creates the schema once (the first replica): the app's migrations. */
export async function preparePgSchema(ds: DataSource): Promise<void> {
  await ds.runMigrations({ transaction: 'each' });
}
