import type { DataSource, EntityManager } from 'typeorm';
import { DatabaseWriteQueue } from './write-queue.js';

/** A data source whose transactions only log when they start and end. */
function fakeDataSource(log: string[], type = 'sqlite'): DataSource {
  const manager = {} as EntityManager;
  return {
    options: { type },
    transaction: async <T>(work: (m: EntityManager) => Promise<T>): Promise<T> => {
      log.push('BEGIN');
      try {
        return await work(manager);
      } finally {
        log.push('END');
      }
    },
  } as unknown as DataSource;
}

describe('DatabaseWriteQueue', () => {
  it('runs transactions and batched writes one at a time, in the order they came', async () => {
    const log: string[] = [];
    const queue = new DatabaseWriteQueue(fakeDataSource(log));
    let release: () => void = () => undefined;
    const first = queue.transaction(async () => {
      log.push('first');
      await new Promise<void>((r) => (release = r));
    });
    const batcher = queue.batched<number>(async (rows) => {
      log.push(`batch ${rows.join(',')}`);
    });
    const rows = [batcher.add(1), batcher.add(2)];
    const second = queue.transaction(async () => {
      log.push('second');
      return 42;
    });
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['BEGIN', 'first']);
    release();
    await Promise.all([first, ...rows]);
    expect(await second).toBe(42);
    expect(log).toEqual(['BEGIN', 'first', 'END', 'batch 1', 'BEGIN', 'second', 'END', 'batch 2']);
  });

  it('a failed transaction rejects its caller only; the queue goes on', async () => {
    const log: string[] = [];
    const queue = new DatabaseWriteQueue(fakeDataSource(log));
    const failed = queue.transaction(async () => {
      throw new Error('constraint');
    });
    const next = queue.transaction(async () => 'ok');
    await expect(failed).rejects.toThrow('constraint');
    expect(await next).toBe('ok');
  });

  it('lets PostgreSQL transactions run side by side (each has its own pooled connection)', async () => {
    const log: string[] = [];
    const queue = new DatabaseWriteQueue(fakeDataSource(log, 'postgres'));
    let release: () => void = () => undefined;
    const first = queue.transaction(async () => {
      log.push('first');
      await new Promise<void>((r) => (release = r));
    });
    const second = queue.transaction(async () => {
      log.push('second');
    });
    await second;
    expect(log).toEqual(['BEGIN', 'first', 'BEGIN', 'second', 'END']);
    release();
    await first;
    expect(log.at(-1)).toBe('END');
  });
});
