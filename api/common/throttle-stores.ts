import { Logger } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { isPostgres, runExclusive } from '../database/job-lock.js';
import { type LimiterStore, Throttles } from './throttle.js';

/** The table of the shared-state migration (1734400000000-shared-state.ts). */
export const RATE_LIMIT_TABLE = 'rate_limits';
/** Rows of windows over this long ago are deleted, hourly, by one replica. */
const EXPIRED_KEEP_MS = 60 * 60 * 1000;

export interface ThrottleBackend {
  kind: 'memory' | 'postgres' | 'redis';
  /** Undefined: process memory (Throttles' default). */
  store?: LimiterStore;
  close(): Promise<void>;
}

/**
 * Where the app's throttles count: Redis when REDIS_URL is set, else PostgreSQL when the
 * database is, else process memory (SQLite means one process). On a shared store every
 * replica counts into the same windows, so a limit holds for the shop, not per replica.
 */
export async function throttleBackend(config: Pick<AppConfig, 'redisUrl'>, ds: DataSource | null): Promise<ThrottleBackend> {
  if (config.redisUrl) return redisBackend(config.redisUrl);
  if (ds && isPostgres(ds)) return postgresBackend(ds);
  return { kind: 'memory', close: async () => undefined };
}

export async function redisBackend(url: string): Promise<ThrottleBackend> {
  // Loaded only when configured: the embedded default never needs the Redis client.
  const { Redis } = await import('ioredis');
  // Commands fail at once while Redis is away (a 500 rather than a request hanging on a queue).
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  client.on('error', (err: Error) => new Logger('Throttles').warn(`Redis: ${err.message}`));
  await client.connect();
  return {
    kind: 'redis',
    store: (options) => new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: false }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** RateLimiterPostgres on the app's own pool (TypeORM's postgres driver), one table for every throttle. */
export function postgresBackend(ds: DataSource): ThrottleBackend {
  const purge = setInterval(() => {
    void runExclusive(ds, 'rate-limits:purge', () =>
      ds.query(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE "expire" < $1`, [Date.now() - EXPIRED_KEEP_MS]),
    ).catch((err: unknown) => new Logger('Throttles').warn(`Purge of expired rate limits failed: ${(err as Error).message}`));
  }, EXPIRED_KEEP_MS);
  purge.unref();
  return {
    kind: 'postgres',
    store: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: ds,
        storeType: 'typeorm',
        tableName: RATE_LIMIT_TABLE,
        // Made by the migration; the purge above replaces the library's per-limiter timers.
        tableCreated: true,
        clearExpiredByTimeout: false,
      }),
    close: async () => clearInterval(purge),
  };
}

/** The Throttles provider of RateLimitModule. */
export async function createThrottles(config: Pick<AppConfig, 'redisUrl'>, ds: DataSource | null): Promise<Throttles> {
  const backend = await throttleBackend(config, ds);
  return new Throttles(backend.store, () => backend.close(), backend.kind);
}
