import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, type EntityManager } from 'typeorm';
import { applyPragmas } from './data-source.js';
import { sqlite3Driver } from './sqlite-driver.js';
import { DatabaseWriteQueue } from './write-queue.js';

/** A data source whose transactions only log when they start and end. */
function fakeDataSource(log: string[], type = 'sqlite'): DataSource {
  const manager = { name: 'transaction' } as unknown as EntityManager;
  return {
    options: { type },
    manager: { name: 'autocommit' },
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

/** A promise that stays pending until `release` is called. */
function gate(): { closed: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const closed = new Promise<void>((r) => (release = r));
  return { closed, release };
}

describe('DatabaseWriteQueue', () => {
  it('runs transactions and batched writes one at a time, in the order they came', async () => {
    const log: string[] = [];
    const queue = new DatabaseWriteQueue(fakeDataSource(log));
    const { closed, release } = gate();
    const first = queue.transaction(async () => {
      log.push('first');
      await closed;
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
    const { closed, release } = gate();
    const first = queue.transaction(async () => {
      log.push('first');
      await closed;
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

  describe('write: single statements, committed together', () => {
    /** A statement that logs which manager ran it and waits for `gate` when given one. */
    const statement =
      (log: string[], label: string, gate?: Promise<void>) =>
      async (m: EntityManager): Promise<string> => {
        log.push(`${label} on ${(m as unknown as { name: string }).name}`);
        await gate;
        return `${label} done`;
      };

    it('runs a lone statement on its own; those that arrive meanwhile share one transaction, each with its own result', async () => {
      const log: string[] = [];
      const queue = new DatabaseWriteQueue(fakeDataSource(log));
      const { closed, release } = gate();
      const first = queue.write(statement(log, 'a', closed));
      const rest = ['b', 'c', 'd'].map((label) => queue.write(statement(log, label)));
      await new Promise((r) => setImmediate(r));
      expect(log).toEqual(['a on autocommit']);
      release();
      expect(await first).toBe('a done');
      expect(await Promise.all(rest)).toEqual(['b done', 'c done', 'd done']);
      expect(log).toEqual(['a on autocommit', 'BEGIN', 'b on transaction', 'c on transaction', 'd on transaction', 'END']);
    });

    it("a failing statement rejects its own caller only; the group's others are written", async () => {
      const log: string[] = [];
      const queue = new DatabaseWriteQueue(fakeDataSource(log));
      const { closed, release } = gate();
      const first = queue.write(statement(log, 'a', closed));
      const ok = queue.write(statement(log, 'b'));
      const failing = queue.write(async () => {
        throw new Error('UNIQUE constraint failed');
      });
      const after = queue.write(statement(log, 'c'));
      release();
      await first;
      await expect(failing).rejects.toThrow('UNIQUE constraint failed');
      expect(await ok).toBe('b done');
      expect(await after).toBe('c done');
    });

    it('a failed COMMIT fails the whole group; the next group goes on', async () => {
      const log: string[] = [];
      const ds = fakeDataSource(log);
      let commits = 0;
      const transaction = ds.transaction.bind(ds) as DataSource['transaction'];
      (ds as unknown as { transaction: unknown }).transaction = async (work: (m: EntityManager) => Promise<unknown>) => {
        const result = await transaction(work);
        if (++commits === 1) throw new Error('disk I/O error');
        return result;
      };
      const queue = new DatabaseWriteQueue(ds);
      const { closed, release } = gate();
      const first = queue.write(statement(log, 'a', closed));
      const group = ['b', 'c'].map((label) => queue.write(statement(log, label)));
      release();
      await first;
      for (const p of group) await expect(p).rejects.toThrow('disk I/O error');
      expect(await queue.write(statement(log, 'd'))).toBe('d done');
    });

    it('waits for a transaction under way, as batched writes do', async () => {
      const log: string[] = [];
      const queue = new DatabaseWriteQueue(fakeDataSource(log));
      const { closed, release } = gate();
      const tx = queue.transaction(async () => {
        log.push('tx');
        await closed;
      });
      const written = queue.write(statement(log, 'a'));
      await new Promise((r) => setImmediate(r));
      expect(log).toEqual(['BEGIN', 'tx']);
      release();
      await Promise.all([tx, written]);
      expect(log).toEqual(['BEGIN', 'tx', 'END', 'a on autocommit']);
    });

    it('on PostgreSQL runs every statement at once, on the pool', async () => {
      const log: string[] = [];
      const queue = new DatabaseWriteQueue(fakeDataSource(log, 'postgres'));
      const { closed, release } = gate();
      const first = queue.write(statement(log, 'a', closed));
      const second = queue.write(statement(log, 'b'));
      expect(await second).toBe('b done');
      expect(log).toEqual(['a on autocommit', 'b on autocommit']);
      release();
      await first;
    });
  });

  it('on a real SQLite file: a group where one INSERT breaks a UNIQUE index commits the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-queue-'));
    const ds = new DataSource({ type: 'sqlite', database: join(dir, 'shop.sqlite'), driver: sqlite3Driver });
    await ds.initialize();
    try {
      await applyPragmas(ds);
      await ds.query('CREATE TABLE t (id INTEGER PRIMARY KEY, k TEXT NOT NULL UNIQUE)');
      const queue = new DatabaseWriteQueue(ds);
      const insert = (k: string) => queue.write((m) => m.query('INSERT INTO t (k) VALUES (?)', [k]));
      // The first runs alone; the five that arrive meanwhile are one transaction. The second
      // 'b' breaks the index (which of the two 'b's is second is the group's order).
      const results = await Promise.allSettled(['a', 'b', 'c', 'b', 'd', 'e'].map(insert));
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(failed).toHaveLength(1);
      expect(results.indexOf(failed[0]) % 2).toBe(1);
      expect(String(failed[0].reason)).toMatch(/UNIQUE constraint failed/);
      // A group's statements run side by side, as autocommitted ones would: in no set order.
      const rows: { k: string }[] = await ds.query('SELECT k FROM t ORDER BY k');
      expect(rows.map((r) => r.k)).toEqual(['a', 'b', 'c', 'd', 'e']);
      // Nothing left open: the next write commits on its own.
      await insert('f');
      const other = new DataSource({ type: 'sqlite', database: join(dir, 'shop.sqlite'), driver: sqlite3Driver });
      await other.initialize();
      expect(await other.query('SELECT count(*) AS n FROM t')).toEqual([{ n: 6 }]);
      await other.destroy();
    } finally {
      await ds.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
