import type { SessionData } from 'express-session';
import type { DataSource } from 'typeorm';
import { pgDataSource, preparePgSchema } from '../../test/helpers/pg-data-source.js';
import { pgBinDir, startThrowawayPg, type ThrowawayPg } from '../../test/helpers/pg-throwaway.js';
import { SessionRow } from './session.entity.js';
import { TypeOrmSessionStore } from './session.store.js';

const DAY = 24 * 60 * 60 * 1000;
const sess = (extra: Record<string, unknown> = {}): SessionData =>
  ({ cookie: { originalMaxAge: DAY, expires: new Date(Date.now() + DAY) }, ...extra }) as unknown as SessionData;

const get = (store: TypeOrmSessionStore, sid: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s))));
const set = (store: TypeOrmSessionStore, sid: string, s: SessionData) =>
  new Promise<void>((resolve, reject) => store.set(sid, s, (err) => (err ? reject(err) : resolve())));
const destroy = (store: TypeOrmSessionStore, sid: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sid, (err) => (err ? reject(err) : resolve())));

(pgBinDir() ? describe : describe.skip)('TypeOrmSessionStore on PostgreSQL: two replicas, one table', () => {
  let pg: ThrowawayPg;
  let dsA: DataSource;
  let dsB: DataSource;
  let a: TypeOrmSessionStore;
  let b: TypeOrmSessionStore;

  beforeAll(async () => {
    pg = await startThrowawayPg();
    const url = await pg.createDatabase('sessions');
    dsA = await pgDataSource(url, [SessionRow]);
    await preparePgSchema(dsA);
    dsB = await pgDataSource(url, [SessionRow]);
    a = new TypeOrmSessionStore(dsA.getRepository(SessionRow));
    b = new TypeOrmSessionStore(dsB.getRepository(SessionRow));
  }, 60_000);
  afterAll(async () => {
    a?.close();
    b?.close();
    await dsA?.destroy();
    await dsB?.destroy();
    await pg?.stop();
  });

  it('a session saved on A is read on B, and a change on B is seen on A at once (no stale cache)', async () => {
    await set(a, 's1', sess({ paidOrderIds: [1] }));
    expect(await get(b, 's1')).toMatchObject({ paidOrderIds: [1] });
    expect(await get(a, 's1')).toMatchObject({ paidOrderIds: [1] });
    await set(b, 's1', sess({ paidOrderIds: [1, 2] }));
    expect(await get(a, 's1')).toMatchObject({ paidOrderIds: [1, 2] });
  });

  it('a session destroyed on A is gone on B, and B cannot save it back', async () => {
    await set(a, 's2', sess({ paidOrderIds: [3] }));
    expect(await get(b, 's2')).toBeTruthy();
    await destroy(a, 's2');
    expect(await get(b, 's2')).toBeNull();
    // A request on B that loaded the session before the logout ends by saving it.
    await set(b, 's2', sess({ paidOrderIds: [3, 4] }));
    expect(await get(a, 's2')).toBeNull();
    expect(await get(b, 's2')).toBeNull();
    expect(await dsA.getRepository(SessionRow).countBy({ sid: 's2' })).toBe(0);
  });

  it('logging a user out everywhere on B ends the sessions A has read', async () => {
    const user = { passport: { user: { id: 42, gen: 0 } } };
    await set(a, 'u1', sess(user));
    await set(b, 'u2', sess(user));
    expect(await get(a, 'u1')).toBeTruthy();
    expect(await b.destroyForUser(42)).toBe(2);
    expect(await get(a, 'u1')).toBeNull();
    expect(await get(a, 'u2')).toBeNull();
    await set(a, 'u1', sess(user));
    expect(await get(b, 'u1')).toBeNull();
  });

  it('a save racing a destroy on the other replica never leaves the session alive', async () => {
    for (let i = 0; i < 20; i++) {
      const sid = `race-${i}`;
      await set(a, sid, sess());
      await Promise.all([destroy(a, sid), set(b, sid, sess({ paidOrderIds: [i] }))]);
      expect(await get(a, sid)).toBeNull();
    }
  });

  it('prune deletes expired sessions and tombstones', async () => {
    await set(a, 'old', sess());
    await destroy(b, 'gone');
    const later = Date.now() + 2 * DAY;
    expect(await a.prune(later)).toBeGreaterThanOrEqual(1);
    expect(await dsA.query('SELECT count(*)::int AS n FROM "session_tombstones"')).toEqual([{ n: 0 }]);
  });
});
