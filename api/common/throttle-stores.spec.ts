import type { DataSource } from 'typeorm';
import { pgDataSource, preparePgSchema } from '../../test/helpers/pg-data-source.js';
import { pgBinDir, startThrowawayPg, type ThrowawayPg } from '../../test/helpers/pg-throwaway.js';
import { hasRedisServer, startThrowawayRedis, type ThrowawayRedis } from '../../test/helpers/redis-throwaway.js';
import { createThrottles } from './throttle-stores.js';
import type { Throttles } from './throttle.js';

const LOGIN = { points: 3, duration: 60 };
const BACKOFF = { points: 2, duration: 60, blockDuration: 10, backoff: { max: 3600, forget: 86_400 } };

/** Two replicas' Throttles on one store count into the same windows. */
function sharedStoreSuite(make: () => Promise<[Throttles, Throttles]>) {
  let a: Throttles;
  let b: Throttles;
  beforeAll(async () => {
    [a, b] = await make();
  });
  afterAll(async () => {
    await a?.onApplicationShutdown();
    await b?.onApplicationShutdown();
  });

  it('counts attempts on either replica together, and refuses on both once over', async () => {
    const key = `ip-${Math.random()}`;
    expect((await a.get('login', LOGIN).consume(key)).remaining).toBe(2);
    expect((await b.get('login', LOGIN).consume(key)).remaining).toBe(1);
    expect((await a.get('login', LOGIN).consume(key)).allowed).toBe(true);
    const refused = await b.get('login', LOGIN).consume(key);
    expect(refused.allowed).toBe(false);
    expect(refused.resetInS).toBeGreaterThan(0);
    expect(await a.get('login', LOGIN).blockedFor(key)).toBeGreaterThan(0);
    // A success on A gives a point back that B sees; a reset on B frees the key on A.
    await a.get('login', LOGIN).reset(key);
    expect(await b.get('login', LOGIN).blockedFor(key)).toBe(0);
    await b.get('login', LOGIN).consume(key);
    await a.get('login', LOGIN).reward(key);
    expect((await b.get('login', LOGIN).consume(key)).remaining).toBe(2);
  });

  it('shares the backoff strikes: a second block, on the other replica, lasts twice as long', async () => {
    const key = `acct-${Math.random()}`;
    const ta = a.get('admin-login', BACKOFF);
    const tb = b.get('admin-login', BACKOFF);
    await ta.consume(key);
    await tb.consume(key);
    const first = await ta.consume(key);
    expect(first).toMatchObject({ allowed: false, resetInS: 10 });
    await ta.reset(key);
    await tb.consume(key);
    await ta.consume(key);
    const second = await tb.consume(key);
    expect(second).toMatchObject({ allowed: false, resetInS: 20 });
    expect(await ta.blockedFor(key)).toBeGreaterThan(10);
  });

  it('keeps keys of different throttles apart', async () => {
    const key = `both-${Math.random()}`;
    for (let i = 0; i < 3; i++) await a.get('login', LOGIN).consume(key);
    expect((await b.get('contact', LOGIN).consume(key)).remaining).toBe(2);
  });
}

const pgBin = pgBinDir();
(pgBin ? describe : describe.skip)('Throttles on PostgreSQL (RateLimiterPostgres, two data sources = two replicas)', () => {
  let pg: ThrowawayPg;
  const sources: DataSource[] = [];
  beforeAll(async () => {
    pg = await startThrowawayPg();
  }, 60_000);
  afterAll(async () => {
    for (const ds of sources) await ds.destroy();
    await pg?.stop();
  });

  sharedStoreSuite(async () => {
    const url = await pg.createDatabase('throttles');
    const first = await pgDataSource(url);
    await preparePgSchema(first);
    const second = await pgDataSource(url);
    sources.push(first, second);
    const a = await createThrottles({ redisUrl: null }, first);
    const b = await createThrottles({ redisUrl: null }, second);
    expect([a.kind, b.kind]).toEqual(['postgres', 'postgres']);
    return [a, b];
  });

  it('stores long keys (an e-mail address of 254 characters)', async () => {
    const url = await pg.createDatabase('throttles_long');
    const ds = await pgDataSource(url);
    sources.push(ds);
    await preparePgSchema(ds);
    const t = await createThrottles({ redisUrl: null }, ds);
    const key = `${'a'.repeat(240)}@example.com`;
    expect((await t.get('reset-mail', LOGIN).consume(key)).remaining).toBe(2);
    await t.onApplicationShutdown();
  });
});

(hasRedisServer() ? describe : describe.skip)('Throttles on Redis (RateLimiterRedis, two clients = two replicas)', () => {
  let redis: ThrowawayRedis;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
  }, 30_000);
  afterAll(async () => {
    await redis?.stop();
  });

  sharedStoreSuite(async () => {
    // REDIS_URL wins over the database.
    const a = await createThrottles({ redisUrl: redis.url }, null);
    const b = await createThrottles({ redisUrl: redis.url }, null);
    expect([a.kind, b.kind]).toEqual(['redis', 'redis']);
    return [a, b];
  });
});

describe('createThrottles without a shared store', () => {
  it('counts in memory on SQLite', async () => {
    const t = await createThrottles({ redisUrl: null }, { options: { type: 'sqlite' } } as DataSource);
    expect(t.kind).toBe('memory');
    expect((await t.get('x', LOGIN).consume('k')).remaining).toBe(2);
  });
});
