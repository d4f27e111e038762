/**
 * `npm run migration:run`: the TypeORM CLI with api/database/cli-data-source.ts (built) brings a
 * new database file to the app's schema with the app's pragmas, and a second run has nothing
 * to do. Needs the built API (`npm run build:api`; npm test builds first).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { MIGRATIONS } from '../../api/database/migrations/index.js';
import { SqliteFile } from '../../api/database/sqlite-file.js';
import { assertBuilt } from '../helpers/child-server.js';

function migrationRun(databasePath: string): { status: number | null; output: string } {
  const r = spawnSync('npm', ['run', '--silent', 'migration:run'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'development', DATABASE_PATH: databasePath },
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('npm run migration:run', () => {
  let dir: string;
  beforeAll(() => {
    assertBuilt();
    dir = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies every migration to a new file, in order, in WAL mode; then finds none pending', async () => {
    const file = join(dir, 'shop.sqlite');
    const first = migrationRun(file);
    expect(first).toMatchObject({ status: 0 });
    for (const m of MIGRATIONS) expect(first.output).toContain(`Migration ${m.name} has been executed successfully.`);

    const db = await SqliteFile.open(file, { readOnly: true });
    try {
      const applied = await db.all<{ name: string }>('SELECT name FROM migrations ORDER BY id');
      expect(applied.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
      expect(await db.all('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      const tables = await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
      expect(tables.map((t) => t.name)).toEqual(
        expect.arrayContaining(['orders', 'users', 'uploads', 'contact_messages', 'newsletter_subscribers']),
      );
    } finally {
      await db.close();
    }

    const second = migrationRun(file);
    expect(second).toMatchObject({ status: 0 });
    expect(second.output).toContain('No migrations are pending');
  });
});
