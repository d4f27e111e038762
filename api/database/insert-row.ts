import type { ObjectLiteral, QueryDeepPartialEntity, Repository } from 'typeorm';

/**
 * INSERTs one row and returns its generated id, without TypeORM's re-read of the columns
 * that have defaults (on SQLite, whose TypeORM driver has no RETURNING, a SELECT after every
 * INSERT, waiting its turn on the one connection). For the hot write paths (enquiries, the
 * mail outbox), where the caller gives every column it reads back.
 */
export async function insertRow<T extends ObjectLiteral>(repo: Repository<T>, row: QueryDeepPartialEntity<T>): Promise<number> {
  const pk = repo.metadata.primaryColumns[0].databaseName;
  const postgres = repo.manager.connection.options.type === 'postgres';
  const insert = repo.createQueryBuilder().insert().values(row).updateEntity(false);
  const { raw } = (await (postgres ? insert.returning(`"${pk}"`) : insert).execute()) as { raw: unknown };
  // SQLite: the driver's lastID; PostgreSQL: the RETURNING rows.
  const id = Number(postgres ? (raw as Record<string, unknown>[])[0]?.[pk] : raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`INSERT into ${repo.metadata.tableName} returned no id`);
  return id;
}
