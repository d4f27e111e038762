#!/usr/bin/env node
/**
 * Reference for POST /api/contact and POST /api/newsletter/subscribe: a bare sqlite3 loop
 * inserting rows shaped like a contact message or a newsletter subscriber, one at a time
 * (each INSERT its own transaction, awaited before the next), for a fixed duration.
 *
 * Same database setup as the shop: the connection (the app's SqliteFile over the app's
 * driver), the pragmas (SQLITE_PRAGMAS) and the tables (the app's own migration) all come
 * from the build (dist/api/database), so they cannot drift from what the shop runs.
 *
 *   node scripts/bench/refs/sqlite-insert.mjs '{"root":"<project>","dbPath":"<file>","kind":"contact"|"newsletter","durationMs":10000}'
 *
 * Writes one line `RESULT {json}`: inserts, inserts/s, p50/p99/max ms per insert, the
 * pragmas read back from the connection and the SQLite version.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = JSON.parse(process.argv[2] ?? '{}');
const { root, dbPath, kind, durationMs } = args;
if (!root || !dbPath || !['contact', 'newsletter'].includes(kind) || !(durationMs > 0)) {
  console.error('sqlite-insert: usage: node sqlite-insert.mjs \'{"root","dbPath","kind":"contact"|"newsletter","durationMs"}\'');
  process.exit(2);
}

const dist = join(root, 'dist', 'api', 'database');
const { SQLITE_PRAGMAS } = await import(pathToFileURL(join(dist, 'data-source.js')).href);
const { Enquiries1732200000000 } = await import(pathToFileURL(join(dist, 'migrations', '1732200000000-enquiries.js')).href);
const { SqliteFile } = await import(pathToFileURL(join(dist, 'sqlite-file.js')).href);

mkdirSync(dirname(dbPath), { recursive: true });
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(dbPath + suffix, { force: true });

const db = await SqliteFile.open(dbPath, { create: true });

for (const [name, value] of SQLITE_PRAGMAS) await db.run(`PRAGMA ${name} = ${value}`);
// The app's migration, given a query runner with only query() and its connection's type.
await new Enquiries1732200000000().up({ connection: { options: { type: 'sqlite' } }, query: (sql, params) => db.all(sql, params) });

const pragmas = {};
for (const [name] of SQLITE_PRAGMAS) {
  const [row] = await db.all(`PRAGMA ${name}`);
  pragmas[name] = row ? Object.values(row)[0] : null;
}
const [{ v: sqliteVersion }] = await db.all('SELECT sqlite_version() AS v');

/** UTC 'YYYY-MM-DD HH:MM:SS.SSS', as TypeORM writes datetime columns. */
const stamp = (d) => d.toISOString().replace('T', ' ').replace('Z', '');
const hash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

const statement =
  kind === 'contact'
    ? db.prepare(
        'INSERT INTO "contact_messages" ("kind", "name", "email", "company", "message", "fields", "isRead", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
    : db.prepare(
        'INSERT INTO "newsletter_subscribers" ("email", "status", "confirmTokenHash", "unsubscribeTokenHash", "source", "consentAt", "lastConfirmationSentAt", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
const params = (i) => {
  const now = stamp(new Date());
  return kind === 'contact'
    ? ['contact', 'Ada Lovelace', 'ada@example.com', 'Analytical Apparel', 'We need 500 organic cotton tees.', null, 0, now]
    : [`bench-${i}@example.com`, 'pending', hash(), hash(), 'footer', now, now, now];
};

const latencies = [];
const started = performance.now();
const deadline = started + durationMs;
let i = 0;
while (performance.now() < deadline) {
  const values = params(i++);
  const t0 = performance.now();
  await statement.run(values);
  latencies.push(performance.now() - t0);
}
const elapsedMs = performance.now() - started;
await statement.finalize();
await db.close();
for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });

latencies.sort((a, b) => a - b);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : null);
process.stdout.write(
  `RESULT ${JSON.stringify({
    kind,
    inserts: latencies.length,
    durationS: elapsedMs / 1000,
    insertsPerSec: latencies.length / (elapsedMs / 1000),
    p50Ms: pct(50),
    p99Ms: pct(99),
    maxMs: latencies[latencies.length - 1] ?? null,
    pragmas,
    sqliteVersion,
  })}\n`,
);
