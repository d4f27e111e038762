import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** First key of every advisory lock the shop takes, so they cannot meet another app's on a shared server. */
const LOCK_NAMESPACE = 0x54575348;

/** The two int4 keys of `pg_advisory_lock(int, int)` for a job name. */
export function advisoryKeys(name: string): [number, number] {
  return [LOCK_NAMESPACE, createHash('sha256').update(name).digest().readInt32BE(0)];
}

export function isPostgres(ds: Pick<DataSource, 'options'> | undefined | null): boolean {
  return ds?.options.type === 'postgres';
}

/**
 * Runs a scheduled job unless another replica is running it now: on PostgreSQL the job
 * holds `pg_try_advisory_lock` (on one pooled connection) for its run; a replica that
 * finds it taken skips this round (`{ ran: false }`). On SQLite there is one process, so
 * the job simply runs. The lock is a session lock: a replica that dies mid-run loses it
 * with its connection.
 */
export async function runExclusive<T>(
  ds: DataSource,
  name: string,
  job: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (!isPostgres(ds)) return { ran: true, value: await job() };
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    const [a, b] = advisoryKeys(name);
    const [row] = (await runner.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [a, b])) as { locked: boolean }[];
    if (!row?.locked) return { ran: false };
    try {
      return { ran: true, value: await job() };
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1, $2)', [a, b]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Runs `fn` while holding the advisory lock of `name` (waiting for it), for work longer
 * than a transaction should be (files, renders): one replica at a time. On SQLite, `fn`
 * just runs (callers keep their in-process ordering).
 */
export async function withAdvisoryLock<T>(ds: DataSource, name: string, fn: () => Promise<T>): Promise<T> {
  if (!isPostgres(ds)) return fn();
  const runner = ds.createQueryRunner();
  await runner.connect();
  const keys = advisoryKeys(name);
  try {
    await runner.query('SELECT pg_advisory_lock($1, $2)', keys);
    try {
      return await fn();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1, $2)', keys);
    }
  } finally {
    await runner.release();
  }
}
