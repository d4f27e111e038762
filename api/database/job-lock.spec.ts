import type { DataSource } from 'typeorm';
import { pgDataSource } from '../../test/helpers/pg-data-source.js';
import { pgBinDir, startThrowawayPg, type ThrowawayPg } from '../../test/helpers/pg-throwaway.js';
import { advisoryKeys, runExclusive, withAdvisoryLock } from './job-lock.js';

describe('runExclusive on SQLite', () => {
  it('runs the job: one process, nothing to share', async () => {
    const ds = { options: { type: 'sqlite' } } as DataSource;
    expect(await runExclusive(ds, 'x', async () => 7)).toEqual({ ran: true, value: 7 });
  });

  it('keys a name the same way every time, different names apart', () => {
    expect(advisoryKeys('uploads:purge')).toEqual(advisoryKeys('uploads:purge'));
    expect(advisoryKeys('uploads:purge')[1]).not.toBe(advisoryKeys('mail:purge')[1]);
  });
});

(pgBinDir() ? describe : describe.skip)('runExclusive and inLockedTransaction on PostgreSQL (two replicas)', () => {
  let pg: ThrowawayPg;
  let a: DataSource;
  let b: DataSource;
  beforeAll(async () => {
    pg = await startThrowawayPg();
    const url = await pg.createDatabase('locks');
    [a, b] = [await pgDataSource(url), await pgDataSource(url)];
  }, 60_000);
  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
    await pg?.stop();
  });

  it('runs a job on one replica at a time: the other skips its round while it runs, and runs after', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = runExclusive(a, 'purge', async () => {
      await held;
      return 'a';
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(await runExclusive(b, 'purge', async () => 'b')).toEqual({ ran: false });
    // Another job name is not held up.
    expect(await runExclusive(b, 'other', async () => 'b')).toEqual({ ran: true, value: 'b' });
    release();
    expect(await first).toEqual({ ran: true, value: 'a' });
    expect(await runExclusive(b, 'purge', async () => 'b')).toEqual({ ran: true, value: 'b' });
  });

  it('releases the lock when the job throws', async () => {
    await expect(
      runExclusive(a, 'failing', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await runExclusive(b, 'failing', async () => 1)).toEqual({ ran: true, value: 1 });
  });

  it('withAdvisoryLock makes callers on both replicas take turns', async () => {
    const order: string[] = [];
    const step = (who: string, ds: DataSource) =>
      withAdvisoryLock(ds, 'edition:x', async () => {
        order.push(`${who}:in`);
        await new Promise((r) => setTimeout(r, 100));
        order.push(`${who}:out`);
      });
    await Promise.all([step('a', a), step('b', b)]);
    const first = order[0].split(':')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(order).toEqual([`${first}:in`, `${first}:out`, `${second}:in`, `${second}:out`]);
  });
});
