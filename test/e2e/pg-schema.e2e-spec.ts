/**
 * PostgreSQL (`npm run test:pg` only; skipped on the SQLite default): the baseline migration
 * gives the schema the SQLite migrations give (tables, columns with their NOT NULL, indexes by
 * name, foreign keys with ON DELETE); `npm run migration:run` brings a new PostgreSQL database
 * to it; dates are UTC whatever the TZ of the server and of this process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { ContactMessage } from '../../api/contact/contact-message.entity.js';
import { dataSourceOptions, openDatabase, runMigrations } from '../../api/database/data-source.js';
import { MIGRATIONS } from '../../api/database/migrations/index.js';
import { assertBuilt } from '../helpers/child-server.js';
import { createTestDatabase, onPostgres } from '../helpers/pg.js';

interface Schema {
  /** table → column → NOT NULL */
  columns: Record<string, Record<string, boolean>>;
  /** table → index names, sorted */
  indexes: Record<string, string[]>;
  /** 'table.column -> table ON DELETE rule', sorted */
  foreignKeys: string[];
}

/** SQLite-only: the FTS5 table behind the enquiry search and its shadow tables. */
const SQLITE_ONLY_TABLE = /^(sqlite_|contact_messages_fts)/;
/** PostgreSQL-only: the trigram indexes that stand in for that FTS5 table. */
const PG_ONLY_INDEX = /^IDX_contact_messages_search_/;

async function sqliteSchema(ds: DataSource): Promise<Schema> {
  const tables: { name: string }[] = await ds.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  const schema: Schema = { columns: {}, indexes: {}, foreignKeys: [] };
  for (const { name } of tables.filter((t) => !SQLITE_ONLY_TABLE.test(t.name))) {
    const cols: { name: string; notnull: number; pk: number }[] = await ds.query(`PRAGMA table_info("${name}")`);
    schema.columns[name] = Object.fromEntries(cols.map((c) => [c.name, c.notnull === 1 || c.pk > 0]));
    const idx: { name: string; origin: string }[] = await ds.query(`PRAGMA index_list("${name}")`);
    schema.indexes[name] = idx
      .filter((i) => i.origin === 'c')
      .map((i) => i.name)
      .sort();
    const fks: { table: string; from: string; on_delete: string }[] = await ds.query(`PRAGMA foreign_key_list("${name}")`);
    for (const fk of fks) schema.foreignKeys.push(`${name}.${fk.from} -> ${fk.table} ON DELETE ${fk.on_delete}`);
  }
  schema.foreignKeys.sort();
  return schema;
}

async function pgSchema(ds: DataSource): Promise<Schema> {
  const schema: Schema = { columns: {}, indexes: {}, foreignKeys: [] };
  const cols: { table_name: string; column_name: string; is_nullable: string }[] = await ds.query(
    `SELECT c.table_name, c.column_name, c.is_nullable FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
  );
  for (const c of cols) (schema.columns[c.table_name] ??= {})[c.column_name] = c.is_nullable === 'NO';
  const idx: { tablename: string; indexname: string }[] = await ds.query(
    `SELECT i.tablename, i.indexname FROM pg_indexes i
     WHERE i.schemaname = current_schema()
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname AND k.contype = 'p')`,
  );
  for (const table of Object.keys(schema.columns)) schema.indexes[table] = [];
  for (const i of idx.filter((x) => !PG_ONLY_INDEX.test(x.indexname))) schema.indexes[i.tablename].push(i.indexname);
  for (const list of Object.values(schema.indexes)) list.sort();
  const fks: { table_name: string; column_name: string; ref: string; delete_rule: string }[] = await ds.query(
    `SELECT kcu.table_name, kcu.column_name, ccu.table_name AS ref, rc.delete_rule
     FROM information_schema.referential_constraints rc
     JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
     JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.constraint_name AND ccu.constraint_schema = rc.constraint_schema
     WHERE rc.constraint_schema = current_schema()`,
  );
  schema.foreignKeys = fks.map((f) => `${f.table_name}.${f.column_name} -> ${f.ref} ON DELETE ${f.delete_rule}`).sort();
  return schema;
}

const describePg = onPostgres ? describe : describe.skip;

/** A PostgreSQL database at `url` brought to the schema, with the entities these tests write. */
async function openPostgres(url: string): Promise<DataSource> {
  const ds = new DataSource({ ...dataSourceOptions({ kind: 'postgres', url, poolSize: 2 }), entities: [ContactMessage] });
  await ds.initialize();
  await runMigrations(ds);
  return ds;
}

describePg('PostgreSQL schema and dates (npm run test:pg)', () => {
  let dir: string;
  let sqlite: DataSource;
  let postgres: DataSource;
  const drops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-pg-schema-'));
    sqlite = await openDatabase(join(dir, 'shop.sqlite'));
    const db = await createTestDatabase();
    drops.push(db.drop);
    postgres = await openPostgres(db.url);
  });

  afterAll(async () => {
    await sqlite?.destroy();
    await postgres?.destroy();
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the tables, columns (and their NOT NULL), indexes and foreign keys of the SQLite migrations', async () => {
    const [lite, pgs] = await Promise.all([sqliteSchema(sqlite), pgSchema(postgres)]);
    expect(Object.keys(pgs.columns).sort()).toEqual(Object.keys(lite.columns).sort());
    for (const table of Object.keys(lite.columns)) {
      expect({ table, columns: pgs.columns[table] }).toEqual({ table, columns: lite.columns[table] });
      expect({ table, indexes: pgs.indexes[table] }).toEqual({ table, indexes: lite.indexes[table] });
    }
    expect(pgs.foreignKeys).toEqual(lite.foreignKeys);
    expect(lite.foreignKeys.length).toBeGreaterThan(5);
  });

  it('keeps the counter tables exact through inserts, updates and deletes', async () => {
    const repo = postgres.getRepository(ContactMessage);
    const base = { name: 'N', email: 'n@example.com', company: null, message: 'm', fields: null, status: 'new' as const };
    const at = new Date();
    await repo.insert([
      { ...base, kind: 'contact', isRead: false, createdAt: at },
      { ...base, kind: 'contact', isRead: false, createdAt: at },
      { ...base, kind: 'production', isRead: true, createdAt: at },
    ]);
    const [first] = await repo.find({ order: { id: 'ASC' }, take: 1 });
    await repo.update({ id: first.id }, { isRead: true });
    await repo.delete({ kind: 'production' });
    const counts: { kind: string; isRead: boolean; n: number }[] = await postgres.query(
      'SELECT "kind", "isRead", "n" FROM "contact_message_counts" WHERE "n" <> 0 ORDER BY "kind", "isRead"',
    );
    expect(counts).toEqual([
      { kind: 'contact', isRead: false, n: 1 },
      { kind: 'contact', isRead: true, n: 1 },
    ]);
  });

  it('stores and reads dates as UTC, whatever the time zone of the server', async () => {
    const db = await createTestDatabase();
    drops.push(db.drop);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`ALTER DATABASE "${new URL(db.url).pathname.slice(1)}" SET timezone TO 'Pacific/Auckland'`);
    await admin.end();
    const ds = await openPostgres(db.url);
    try {
      const [{ zone }] = await ds.query('SELECT current_setting(\'TimeZone\') AS "zone"');
      expect(zone).toBe('UTC');
      const when = new Date('2025-06-01T12:34:56.789Z');
      const repo = ds.getRepository(ContactMessage);
      const { identifiers } = await repo.insert({
        kind: 'contact',
        name: 'T',
        email: 't@example.com',
        company: null,
        message: 'tz',
        fields: null,
        isRead: false,
        status: 'new',
        createdAt: when,
      });
      const id = Number(identifiers[0].id);
      expect((await repo.findOneByOrFail({ id })).createdAt.toISOString()).toBe(when.toISOString());
      const [raw] = await ds.query(
        `SELECT to_char("createdAt", 'YYYY-MM-DD HH24:MI:SS.MS') AS "text" FROM "contact_messages" WHERE "id" = $1`,
        [id],
      );
      expect(raw.text).toBe('2025-06-01 12:34:56.789');
      // A column default (now()) is UTC too.
      await ds.query(`INSERT INTO "payment_events" ("provider", "eventId", "type") VALUES ('sandbox', 'tz-check', 'test')`);
      const [event] = await ds.query(`SELECT "receivedAt" FROM "payment_events" WHERE "eventId" = 'tz-check'`);
      expect(Math.abs((event.receivedAt as Date).getTime() - Date.now())).toBeLessThan(60_000);
      // Whoever connects without the app's session setting sees the database's zone, and
      // still reads the same wall time: the column holds UTC, not an instant.
      const other = new pg.Client({ connectionString: db.url });
      await other.connect();
      const { rows } = await other.query<{ zone: string; text: string }>(
        `SELECT current_setting('TimeZone') AS "zone", to_char("createdAt", 'YYYY-MM-DD HH24:MI:SS.MS') AS "text" FROM "contact_messages" WHERE "id" = $1`,
        [id],
      );
      await other.end();
      expect(rows).toEqual([{ zone: 'Pacific/Auckland', text: '2025-06-01 12:34:56.789' }]);
    } finally {
      await ds.destroy();
    }
  });

  it('npm run migration:run brings a new PostgreSQL database to the schema; a second run finds nothing to do', async () => {
    assertBuilt();
    const db = await createTestDatabase();
    drops.push(db.drop);
    const run = () => {
      const r = spawnSync('npm', ['run', '--silent', 'migration:run'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: db.url },
        encoding: 'utf8',
      });
      return { status: r.status, output: `${r.stdout}${r.stderr}` };
    };
    const first = run();
    expect(first).toMatchObject({ status: 0 });
    for (const m of MIGRATIONS) expect(first.output).toContain(`Migration ${m.name} has been executed successfully.`);
    const second = run();
    expect(second).toMatchObject({ status: 0 });
    expect(second.output).toContain('No migrations are pending');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT "name" FROM "migrations" ORDER BY "id"');
    await client.end();
    expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
  });
});
