#!/usr/bin/env node
/**
 * `npm run backup`: one consistent archive of the shop, safe while it runs and takes writes.
 *
 *   storage/backups/shop-YYYYMMDD-HHMMSS.tar.gz   (UTC time; mode 0600)
 *     shop.sqlite      the database, copied with SQLite's `VACUUM INTO` (one read
 *                      transaction: a consistent snapshot; writers are not blocked in WAL
 *                      mode), then checked with `PRAGMA integrity_check`
 *     uploads/         the file of every upload row in that snapshot, and nothing else
 *     guides/          the guide PDFs
 *     .session-secret  when the shop keeps its generated secret there (no SESSION_SECRET):
 *                      sessions and the signed download links in receipts stay valid
 *     manifest.json    what is inside, with counts
 *   Left out on purpose: previews/ (rendered again from the guides), stamped/ (a cache,
 *   restamped on the next download), outbox/ (e-mails already written), backups/.
 *   With STORAGE_BACKEND=s3 the files live in the bucket: uploads/ and guides/ are replaced
 *   by objects.json (every object's key, size and ETag) and objects/<key> copies
 *   (scripts/lib/object-backup.mjs).
 *
 * Files are gathered AFTER the snapshot, from the snapshot's own upload rows, so the
 * archive never holds a row without its file (a missing file fails the backup loudly).
 * The one exception is a row the hourly purge deleted (row and file) between the snapshot
 * and the copy: it is dropped from the copy too, and reported. Uploads newer than the
 * snapshot are simply not in this backup.
 *
 * Paths are read the way the app reads them (api/config/config.ts): STORAGE_DIR (default
 * `storage`) and DATABASE_PATH (default `$STORAGE_DIR/shop.sqlite`), relative paths from
 * the project root, a `.env` in the project root filling unset variables. The archive is
 * built with the system `tar` (GNU tar or bsdtar). Prints the archive's path as the last
 * line of stdout; exits 1 with the reason on any failure, leaving nothing half-written.
 * The database is opened with the built app's helper (dist/api/database/sqlite-file.js, so
 * `npm run build:api` first; the image has it).
 *
 * With DATABASE_URL (PostgreSQL) the database goes in as `shop.pgdump` (pg_dump, custom
 * format) instead: scripts/lib/pg-backup.mjs.
 *
 * Restore with `npm run restore -- <archive>` (scripts/restore.mjs).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, link, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { backupObjects, hasObjectCopy, OBJECTS_DIR, OBJECTS_MANIFEST } from './lib/object-backup.mjs';
import { backupPostgres } from './lib/pg-backup.mjs';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const execFileP = promisify(execFile);

/** The storage folder, database file, port and host, as the app derives them from the environment. */
export function shopPaths(env = process.env) {
  const envFile = join(PROJECT_ROOT, '.env');
  // Same rule as api/main.ts: .env fills variables that are not set.
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  const abs = (p) => (isAbsolute(p) ? p : resolve(PROJECT_ROOT, p));
  const storageDir = abs(env.STORAGE_DIR || 'storage');
  const databasePath = env.DATABASE_PATH ? abs(env.DATABASE_PATH) : join(storageDir, 'shop.sqlite');
  const host = env.HOST || '127.0.0.1';
  return {
    storageDir,
    databasePath,
    backupsDir: join(storageDir, 'backups'),
    port: Number(env.PORT || 3000),
    // A server listening on every address answers on loopback.
    probeHost: host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host,
  };
}

// ---------------------------------------------------------------------------------------
// SQLite: the app's own helper (api/database/sqlite-file.ts), so the driver is named once
// ---------------------------------------------------------------------------------------

/** Opens a database file with the built app's SqliteFile (needs `npm run build:api`). */
export async function openDb(path, options = {}) {
  const helper = join(PROJECT_ROOT, 'dist', 'api', 'database', 'sqlite-file.js');
  if (!existsSync(helper)) throw new Error(`${helper} is missing: run \`npm run build:api\` first`);
  const { SqliteFile } = await import(pathToFileURL(helper).href);
  return SqliteFile.open(path, options);
}

/** `PRAGMA integrity_check` of a database file; throws unless it answers exactly `ok`. */
export async function assertIntegrity(path) {
  const db = await openDb(path, { readOnly: true });
  try {
    const rows = await db.all('PRAGMA integrity_check');
    const result = rows.map((r) => Object.values(r)[0]);
    if (result.length !== 1 || result[0] !== 'ok') {
      throw new Error(`integrity_check of ${path} failed:\n  ${result.slice(0, 20).join('\n  ')}`);
    }
  } finally {
    await db.close();
  }
}

/** UTC YYYYMMDD-HHMMSS. */
export function timestamp(d = new Date()) {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

const sql = (s) => `'${s.replace(/'/g, "''")}'`;

/** Hard link (upload files are never changed once stored), else a copy. */
async function linkOrCopy(from, to) {
  try {
    await link(from, to);
  } catch (err) {
    if (err.code === 'ENOENT') throw err;
    await copyFile(from, to);
  }
}

async function fsync(path) {
  const fh = await open(path, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * Takes a backup; returns `{ archive, manifest }`. `log` receives one line per step.
 */
export async function backup({ env = process.env, log = () => {} } = {}) {
  const paths = shopPaths(env);
  if (!env.DATABASE_URL && !existsSync(paths.databasePath))
    throw new Error(`No database at ${paths.databasePath} (STORAGE_DIR / DATABASE_PATH)`);
  await mkdir(paths.backupsDir, { recursive: true, mode: 0o700 });
  const startedAt = new Date();
  let name = `shop-${timestamp(startedAt)}`;
  for (let n = 2; existsSync(join(paths.backupsDir, `${name}.tar.gz`)); n++) name = `shop-${timestamp(startedAt)}-${n}`;
  const archive = join(paths.backupsDir, `${name}.tar.gz`);
  const work = join(paths.backupsDir, `.tmp-${name}-${randomBytes(4).toString('hex')}`);
  const partial = `${archive}.partial`;
  if (env.DATABASE_URL) return backupPostgres({ env, paths, archive, work, partial, startedAt, log });
  await mkdir(join(work, 'uploads'), { recursive: true, mode: 0o700 });
  await mkdir(join(work, 'guides'), { recursive: true });
  const copy = join(work, 'shop.sqlite');
  const inBucket = (env.STORAGE_BACKEND ?? 'local') === 's3';
  let objects = null;
  try {
    // 1. The snapshot. A separate connection with the app's busy timeout; in WAL mode the
    //    VACUUM INTO read transaction does not block the shop's writers.
    const live = await openDb(paths.databasePath);
    const dropped = [];
    let uploadRows;
    try {
      await live.run('PRAGMA busy_timeout = 5000');
      await live.run(`VACUUM INTO ${sql(copy)}`);
      log(`database: snapshot of ${paths.databasePath} (VACUUM INTO)`);
      // The bucket's objects, listed and copied after the snapshot (as the files below are).
      if (inBucket) objects = await backupObjects({ env, dir: work, log });

      // 2. The files of the snapshot's upload rows, gathered now (the live connection stays
      //    open to tell a purged row from a missing file).
      const snap = await openDb(copy);
      try {
        uploadRows = await snap.all('SELECT id, status, storageName FROM uploads WHERE storageName IS NOT NULL');
        for (const row of uploadRows) {
          const from = join(paths.storageDir, 'uploads', row.storageName);
          try {
            if (!objects) await linkOrCopy(from, join(work, 'uploads', row.storageName));
            else if (!hasObjectCopy(objects, `uploads/${row.storageName}`))
              throw Object.assign(new Error('not in the bucket'), { code: 'ENOENT' });
          } catch (err) {
            if (err.code !== 'ENOENT') throw err;
            const [now] = await live.all('SELECT status FROM uploads WHERE id = ?', [row.id]);
            if (now === undefined && row.status !== 'attached') {
              await snap.run('DELETE FROM uploads WHERE id = ?', [row.id]);
              dropped.push(row.id);
              continue;
            }
            throw new Error(`Upload ${row.id} (${row.status}) has a row but its file ${from} is missing`, { cause: err });
          }
        }
        // A single self-contained file, whatever mode the copy came out in.
        await snap.all('PRAGMA journal_mode = DELETE');
      } finally {
        await snap.close();
      }
    } finally {
      await live.close();
    }
    const uploads = uploadRows.length - dropped.length;
    log(
      `uploads: ${uploads} file(s)${dropped.length ? `; ${dropped.length} purged since the snapshot, dropped: ${dropped.join(', ')}` : ''}`,
    );

    // 3. The copy is checked after every change made to it.
    await assertIntegrity(copy);
    log('database: integrity_check ok');

    // 4. Guide PDFs and the generated session secret.
    const guidesDir = join(paths.storageDir, 'guides');
    let guides = 0;
    for (const entry of !inBucket && existsSync(guidesDir) ? await readdir(guidesDir, { withFileTypes: true }) : []) {
      if (!entry.isFile()) continue;
      await copyFile(join(guidesDir, entry.name), join(work, 'guides', entry.name));
      guides += 1;
    }
    log(`guides: ${guides} file(s)`);
    const members = ['manifest.json', 'shop.sqlite', 'uploads', 'guides'];
    if (objects) {
      await mkdir(join(work, OBJECTS_DIR), { recursive: true });
      members.push(OBJECTS_MANIFEST, OBJECTS_DIR);
    }
    const secret = join(paths.storageDir, '.session-secret');
    if (existsSync(secret)) {
      await copyFile(secret, join(work, '.session-secret'));
      members.push('.session-secret');
    }
    const manifest = {
      format: 'threadwise-backup/1',
      createdAt: startedAt.toISOString(),
      database: { file: 'shop.sqlite', source: paths.databasePath, integrity: 'ok', bytes: (await stat(copy)).size },
      uploads,
      droppedUploadRows: dropped,
      guides,
      sessionSecret: members.includes('.session-secret'),
      objects: objects && {
        bucket: objects.bucket,
        prefix: objects.prefix,
        listed: objects.objects.length,
        copied: objects.copied,
        bytes: objects.bytes,
      },
      leftOut: ['previews/ (rendered from guides)', 'stamped/ (cache)', 'outbox/ (sent e-mails)', 'backups/'],
    };
    await writeFile(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');

    // 5. One archive, written aside, synced, then renamed into place.
    await execFileP('tar', ['-czf', partial, '-C', work, ...members]);
    await chmod(partial, 0o600);
    await fsync(partial);
    await rename(partial, archive);
    log(`archive: ${(await stat(archive)).size} bytes`);
    return { archive, manifest };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const t0 = Date.now();
  backup({ log: (line) => console.log(`  ${line}`) }).then(
    ({ archive }) => {
      console.log(`Backup done in ${Date.now() - t0} ms:`);
      console.log(archive);
    },
    (err) => {
      console.error(`Backup failed: ${err.message}`);
      process.exit(1);
    },
  );
}
