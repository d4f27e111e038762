import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionData } from 'express-session';
import { DataSource, In } from 'typeorm';
import { dataSourceOptions, openDatabase } from '../database/data-source.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { SessionRow } from './session.entity.js';
import { TypeOrmSessionStore } from './session.store.js';

const DAY = 24 * 60 * 60 * 1000;
const sess = (extra: Record<string, unknown> = {}): SessionData =>
  ({ cookie: { originalMaxAge: DAY, expires: new Date(Date.now() + DAY) }, ...extra }) as unknown as SessionData;

describe('TypeOrmSessionStore', () => {
  let dir: string;
  let ds: DataSource;
  let store: TypeOrmSessionStore;
  const get = (sid: string) =>
    new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s))));
  const set = (sid: string, s: SessionData) =>
    new Promise<void>((resolve, reject) => store.set(sid, s, (err) => (err ? reject(err) : resolve())));
  const destroy = (sid: string) => new Promise<void>((resolve, reject) => store.destroy(sid, (err) => (err ? reject(err) : resolve())));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'session-store-'));
    // The real schema (migrations), then a connection that knows the entity.
    await (await openDatabase(join(dir, 'shop.sqlite'))).destroy();
    ds = new DataSource({ ...dataSourceOptions(join(dir, 'shop.sqlite')), entities: [SessionRow] });
    await ds.initialize();
  });
  beforeEach(() => {
    store = new TypeOrmSessionStore(ds.getRepository(SessionRow));
  });
  afterEach(() => store.close());
  afterAll(async () => {
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers repeat reads from its cache, without a query', async () => {
    const repo = ds.getRepository(SessionRow);
    let reads = 0;
    const counting = Object.assign(Object.create(repo) as typeof repo, {
      findOneBy: (...args: Parameters<typeof repo.findOneBy>) => {
        reads++;
        return repo.findOneBy(...args);
      },
    });
    store.close();
    store = new TypeOrmSessionStore(counting);
    await set('cached', sess({ paidOrderIds: [1] }));
    expect(await get('cached')).toMatchObject({ paidOrderIds: [1] });
    expect(await get('cached')).toMatchObject({ paidOrderIds: [1] });
    expect(reads).toBe(0);
  });

  it('with a write queue, saves, touches and destroys go through it and all land', async () => {
    const queue = new DatabaseWriteQueue(ds);
    const writes = jest.spyOn(queue, 'write');
    store.close();
    store = new TypeOrmSessionStore(ds.getRepository(SessionRow), DAY, queue);
    const sids = ['q1', 'q2', 'q3', 'q4', 'q5'];
    // Together, as a burst of requests would: SQLite commits those that arrive meanwhile at once.
    await Promise.all(sids.map((sid, i) => set(sid, sess({ paidOrderIds: [i] }))));
    expect(writes).toHaveBeenCalledTimes(5);
    const later = { ...sess(), cookie: { originalMaxAge: 3 * DAY, expires: new Date(Date.now() + 3 * DAY) } } as unknown as SessionData;
    await new Promise<void>((resolve, reject) => store.touch('q1', later, (err) => (err ? reject(err) : resolve())));
    await destroy('q2');
    expect(writes).toHaveBeenCalledTimes(7);
    const rows = await ds.getRepository(SessionRow).findBy({ sid: In(sids) });
    expect(rows.map((r) => r.sid).sort()).toEqual(['q1', 'q3', 'q4', 'q5']);
    expect(Number(rows.find((r) => r.sid === 'q1')!.expiresAt)).toBeGreaterThan(Date.now() + 2 * DAY);
    const fresh = new TypeOrmSessionStore(ds.getRepository(SessionRow));
    expect(await new Promise((resolve) => fresh.get('q5', (_e, v) => resolve(v)))).toMatchObject({ paidOrderIds: [4] });
    fresh.close();
  });

  it('reads a session written by an earlier process from the database', async () => {
    await set('earlier', sess({ paidOrderIds: [2] }));
    const fresh = new TypeOrmSessionStore(ds.getRepository(SessionRow));
    const s = await new Promise<SessionData | null | undefined>((resolve) => fresh.get('earlier', (_e, v) => resolve(v)));
    fresh.close();
    expect(s).toMatchObject({ paidOrderIds: [2] });
  });

  it('never brings a destroyed session back: a late save of a request still in flight is dropped', async () => {
    await set('victim', sess({ passport: { user: 7 } }));
    await destroy('victim');
    await set('victim', sess({ passport: { user: 7 } }));
    expect(await get('victim')).toBeNull();
    expect(await ds.getRepository(SessionRow).countBy({ sid: 'victim' })).toBe(0);
  });

  it('does not cache a read that raced a destroy', async () => {
    await set('racer', sess());
    const fresh = new TypeOrmSessionStore(ds.getRepository(SessionRow));
    const pending = new Promise<SessionData | null | undefined>((resolve) => fresh.get('racer', (_e, v) => resolve(v)));
    fresh.destroy('racer');
    expect(await pending).toBeNull();
    expect(await new Promise((resolve) => fresh.get('racer', (_e, v) => resolve(v)))).toBeNull();
    fresh.close();
  });

  it('ends every session of one user, and only theirs', async () => {
    await set('u9-a', sess({ passport: { user: 9 } }));
    await set('u9-b', sess({ passport: { user: 9 } }));
    await set('u10', sess({ passport: { user: 10 } }));
    expect(await store.destroyForUser(9)).toBe(2);
    expect(await get('u9-a')).toBeNull();
    expect(await get('u9-b')).toBeNull();
    expect(await get('u10')).toMatchObject({ passport: { user: 10 } });
  });
});
