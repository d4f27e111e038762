import type { EntityManager } from 'typeorm';

/**
 * Serialises, across every process on the database, the transactions that take the same
 * (scope, id) lock: a PostgreSQL advisory lock held until the transaction ends. For
 * read-check-write sequences that a conditional UPDATE alone cannot guard (a MAX()+1, a
 * row that may not exist yet). On SQLite there is one writer and the write queue already
 * runs transactions one at a time: nothing to do.
 */
export async function lockAcrossProcesses(manager: EntityManager, scope: string, id = 0): Promise<void> {
  if (manager.connection.options.type !== 'postgres') return;
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [scope, id]);
}
