import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteFile } from './sqlite-file.js';

describe('SqliteFile', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'sqlite-file-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a file, runs statements (with the changed-row count) and prepared inserts, reads rows back', async () => {
    const path = join(dir, 'a.sqlite');
    const db = await SqliteFile.open(path, { create: true });
    await db.run('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    for (const name of ['a', 'b', 'c']) await insert.run([name]);
    await insert.finalize();
    expect(await db.run('UPDATE t SET name = upper(name) WHERE id > ?', [1])).toBe(2);
    expect(await db.all<{ name: string }>('SELECT name FROM t ORDER BY id')).toEqual([{ name: 'a' }, { name: 'B' }, { name: 'C' }]);
    await db.close();
  });

  it('opens an existing file only (unless asked to create), and read-only when asked', async () => {
    const path = join(dir, 'b.sqlite');
    await expect(SqliteFile.open(path)).rejects.toThrow(`Cannot open ${path}`);
    const created = await SqliteFile.open(path, { create: true });
    await created.run('CREATE TABLE t (x)');
    await created.close();

    const ro = await SqliteFile.open(path, { readOnly: true });
    expect(await ro.all('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    await expect(ro.run('INSERT INTO t VALUES (1)')).rejects.toThrow(/SQLITE_READONLY/);
    await ro.close();
  });

  it("inserts with the new row's id, and waits for another writer's lock up to busyTimeoutMs", async () => {
    const path = join(dir, 'c.sqlite');
    const a = await SqliteFile.open(path, { create: true });
    await a.run('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    expect(await a.insert('INSERT INTO t (name) VALUES (?)', ['x'])).toBe(1);
    expect(await a.insert('INSERT INTO t (name) VALUES (?)', ['y'])).toBe(2);

    await a.run('BEGIN IMMEDIATE');
    const waits = await SqliteFile.open(path, { busyTimeoutMs: 5_000 });
    const insert = waits.insert('INSERT INTO t (name) VALUES (?)', ['z']);
    await new Promise((r) => setTimeout(r, 100));
    await a.run('COMMIT');
    expect(await insert).toBe(3);

    await a.run('BEGIN IMMEDIATE');
    const failsAtOnce = await SqliteFile.open(path);
    await expect(failsAtOnce.insert('INSERT INTO t (name) VALUES (?)', ['w'])).rejects.toThrow(/SQLITE_BUSY/);
    await a.run('COMMIT');
    for (const db of [a, waits, failsAtOnce]) await db.close();
  });
});
