/**
 * The PostgreSQL part of `npm run backup` / `npm run restore` (DATABASE_URL set).
 *
 * Backup: `pg_dump --format=custom` of the shop's database into `shop.pgdump`, taken in a
 * snapshot exported by a REPEATABLE READ transaction of our own. The upload rows are read
 * in that same transaction, so with local file storage the archive holds the file of
 * every upload row in the dump and nothing else (as the SQLite backup does). The dump is
 * then listed with `pg_restore --list` (a truncated or corrupt dump fails the backup).
 *
 * Restore: `pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction
 * --exit-on-error` into DATABASE_URL (the target may be empty or hold an older shop); the
 * target's current contents are first dumped aside into backups/pre-restore-<time>/, so a
 * restore deletes nothing for good. Owners and grants are left out: the restored objects
 * belong to the user in DATABASE_URL.
 *
 * pg_dump must be at least the server's major version: the newest installed one is used
 * (PATH, then /usr/lib/postgresql/<version>/bin), or PG_BIN_DIR when set.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, copyFile, cp, link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { backupObjects, hasObjectCopy, OBJECTS_DIR, OBJECTS_MANIFEST, readObjectManifest, restoreObjects } from './object-backup.mjs';

const execFileP = promisify(execFile);

export const PG_DUMP_FILE = 'shop.pgdump';

/** A PostgreSQL client program (pg_dump, pg_restore): PG_BIN_DIR, the newest Debian version, then PATH. */
export function pgBin(name, env = process.env) {
  if (env.PG_BIN_DIR) {
    const p = join(env.PG_BIN_DIR, name);
    if (!existsSync(p)) throw new Error(`PG_BIN_DIR=${env.PG_BIN_DIR} has no ${name}`);
    return p;
  }
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => /^\d+$/.test(v) && existsSync(join(base, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return join(base, versions[0], 'bin', name);
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  throw new Error(`${name} not found: install PostgreSQL's client programs (apt-get install -y postgresql-client) or set PG_BIN_DIR`);
}

/**
 * The connection for the client programs: the URL without its password (which would show
 * in the process list), the password in PGPASSWORD.
 */
function pgConnection(url, env = process.env) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  const childEnv = { ...env };
  if (password) childEnv.PGPASSWORD = password;
  return { dbname: u.toString(), env: childEnv };
}

/** The URL with its password replaced, for log lines. */
export function redactUrl(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function run(bin, args, env) {
  try {
    return await execFileP(bin, args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    throw new Error(`${bin.split('/').pop()} failed: ${(err.stderr || err.message).trim().slice(-2000)}`, { cause: err });
  }
}

/** Checks a custom-format dump by listing it; returns the number of entries. */
export async function listDump(file, env = process.env) {
  const { stdout } = await run(pgBin('pg_restore', env), ['--list', file], env);
  const entries = stdout.split('\n').filter((l) => l && !l.startsWith(';'));
  if (entries.length === 0) throw new Error(`${file} lists no entries`);
  return entries.length;
}

/** pg_dump --format=custom of `url` into `file` (optionally in an exported snapshot). */
export async function pgDump(url, file, { snapshot, env = process.env } = {}) {
  const conn = pgConnection(url, env);
  const args = ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${conn.dbname}`];
  if (snapshot) args.push(`--snapshot=${snapshot}`);
  await run(pgBin('pg_dump', env), args, conn.env);
  return { entries: await listDump(file, env) };
}

/** pg_restore of a custom-format dump into `url`, replacing what is there. */
export async function pgRestore(url, file, { env = process.env } = {}) {
  const conn = pgConnection(url, env);
  await run(
    pgBin('pg_restore', env),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${conn.dbname}`,
      file,
    ],
    conn.env,
  );
}

/**
 * Dumps the database into `dir/shop.pgdump` from one snapshot, and returns the upload rows
 * of that snapshot (`{ id, status, storageName }` with a stored file).
 */
export async function dumpWithUploads(url, dir, { env = process.env } = {}) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query('SELECT pg_export_snapshot() AS id');
    const file = join(dir, PG_DUMP_FILE);
    const dumped = pgDump(url, file, { snapshot: rows[0].id, env });
    const hasUploads = await client.query("SELECT to_regclass('public.uploads') IS NOT NULL AS present");
    const uploads = hasUploads.rows[0].present
      ? (await client.query('SELECT id, status, "storageName" FROM uploads WHERE "storageName" IS NOT NULL')).rows
      : [];
    const { entries } = await dumped;
    await client.query('COMMIT');
    return { file, entries, uploads };
  } finally {
    await client.end();
  }
}

/** Whether `url`'s database has any table in the public schema (a restore target that holds a shop). */
export async function hasTables(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT COUNT(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'");
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------
// npm run backup / npm run restore with DATABASE_URL
// ---------------------------------------------------------------------------------------

async function fsyncFile(path) {
  const fh = await open(path, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** rename, or copy + delete across file systems. */
async function move(from, to) {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    if (err.code !== 'EXDEV') throw err;
    await cp(from, to, { recursive: true, preserveTimestamps: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Whether an upload row still exists (a missing file of a purged row is no error). */
async function uploadRowExists(url, id) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM uploads WHERE id = $1', [id])).rowCount > 0;
  } finally {
    await client.end();
  }
}

/**
 * The backup of a shop on PostgreSQL: the archive `archive` (built in `work`, written
 * aside as `partial`) holds shop.pgdump, manifest.json and, with local file storage,
 * uploads/ (the files of the dump's upload rows), guides/ and .session-secret.
 * With STORAGE_BACKEND=s3: objects.json and objects/ (scripts/lib/object-backup.mjs), listed
 * after the dump, so every upload row in the dump has its object (or was purged since).
 */
export async function backupPostgres({ env, paths, archive, work, partial, startedAt, log = () => {} }) {
  const url = env.DATABASE_URL;
  const s3 = env.STORAGE_BACKEND === 's3';
  await mkdir(join(work, 'uploads'), { recursive: true, mode: 0o700 });
  await mkdir(join(work, 'guides'), { recursive: true });
  try {
    const { entries, uploads: rows } = await dumpWithUploads(url, work, { env });
    const dumpBytes = (await stat(join(work, PG_DUMP_FILE))).size;
    log(`database: pg_dump --format=custom of ${redactUrl(url)}: ${entries} entries, ${dumpBytes} bytes (pg_restore --list ok)`);

    const members = ['manifest.json', PG_DUMP_FILE];
    const stored = [];
    const dropped = [];
    let guides = 0;
    let objects = null;
    if (s3) {
      objects = await backupObjects({ env, dir: work, log });
      await mkdir(join(work, OBJECTS_DIR), { recursive: true });
      members.push(OBJECTS_MANIFEST, OBJECTS_DIR);
      const copying = objects.copied > 0 || objects.objects.length === 0;
      for (const row of rows) {
        if (!copying || hasObjectCopy(objects, `uploads/${row.storageName}`)) continue;
        // The purge deleted row and object after the dump: the restore drops the row too.
        if (row.status !== 'attached' && !(await uploadRowExists(url, row.id))) dropped.push(row.id);
        else throw new Error(`Upload ${row.id} (${row.status}) has a row but no object uploads/${row.storageName} in the bucket`);
      }
      log(
        `uploads: ${rows.length - dropped.length} in the bucket${dropped.length ? `; ${dropped.length} purged since the dump: ${dropped.join(', ')}` : ''}`,
      );
    } else {
      for (const row of rows) {
        const from = join(paths.storageDir, 'uploads', row.storageName);
        try {
          await link(from, join(work, 'uploads', row.storageName)).catch(async (err) => {
            if (err.code === 'ENOENT') throw err;
            await copyFile(from, join(work, 'uploads', row.storageName));
          });
          stored.push(row.storageName);
        } catch (err) {
          if (err.code !== 'ENOENT') throw err;
          // The purge deleted row and file after the snapshot: the restore drops the row too.
          if (row.status !== 'attached' && !(await uploadRowExists(url, row.id))) {
            dropped.push(row.id);
            continue;
          }
          throw new Error(`Upload ${row.id} (${row.status}) has a row but its file ${from} is missing`, { cause: err });
        }
      }
      log(`uploads: ${stored.length} file(s)${dropped.length ? `; ${dropped.length} purged since the dump: ${dropped.join(', ')}` : ''}`);
      const guidesDir = join(paths.storageDir, 'guides');
      for (const entry of existsSync(guidesDir) ? await readdir(guidesDir, { withFileTypes: true }) : []) {
        if (!entry.isFile()) continue;
        await copyFile(join(guidesDir, entry.name), join(work, 'guides', entry.name));
        guides += 1;
      }
      log(`guides: ${guides} file(s)`);
      members.push('uploads', 'guides');
    }
    const secret = join(paths.storageDir, '.session-secret');
    if (existsSync(secret)) {
      await copyFile(secret, join(work, '.session-secret'));
      members.push('.session-secret');
    }
    const manifest = {
      format: 'threadwise-backup/1',
      createdAt: startedAt.toISOString(),
      database: { kind: 'postgres', file: PG_DUMP_FILE, source: redactUrl(url), format: 'pg_dump custom', entries, bytes: dumpBytes },
      storage: s3 ? 's3' : 'local',
      uploads: s3 ? rows.length - dropped.length : stored.length,
      uploadFiles: s3 ? [] : stored,
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
    await execFileP('tar', ['-czf', partial, '-C', work, ...members]);
    await chmod(partial, 0o600);
    await fsyncFile(partial);
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

/**
 * Restores an unpacked PostgreSQL backup (`staging`, from restore.mjs) into DATABASE_URL:
 * checks the dump and the files, dumps the target's current contents aside to
 * backups/pre-restore-<ts>/ and moves its local uploads/, guides/ and .session-secret
 * there, then runs pg_restore and brings the backup's files in.
 */
export async function restorePostgres({ staging, env, paths, ts, log = () => {} }) {
  const url = env.DATABASE_URL;
  if (!url) throw new Error('This is a backup of a PostgreSQL database: set DATABASE_URL to the database to restore into');
  const dump = join(staging, PG_DUMP_FILE);
  const entries = await listDump(dump, env);
  const manifest = existsSync(join(staging, 'manifest.json')) ? JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) : null;
  if (!manifest) throw new Error('Not a shop backup: no manifest.json beside shop.pgdump');
  const objects = await readObjectManifest(staging);
  const inBucket = env.STORAGE_BACKEND === 's3';
  if (objects && !inBucket)
    throw new Error('This backup holds the files of a bucket: restore it with STORAGE_BACKEND=s3 and the S3_* settings');
  if (!objects && inBucket) throw new Error('This backup holds files from a local disk: restore it with STORAGE_BACKEND=local');
  const missing = (manifest.uploadFiles ?? []).filter((name) => !existsSync(join(staging, 'uploads', name)));
  if (missing.length > 0)
    throw new Error(`The backup is incomplete: ${missing.length} upload file(s) missing (${missing.slice(0, 5).join(', ')})`);
  log(
    `archive: dump of ${entries} entries, ${objects ? `${objects.copied} object copies` : `${manifest.uploadFiles?.length ?? 0} upload file(s), all present`}`,
  );

  const aside = join(paths.backupsDir, `pre-restore-${ts}`);
  await mkdir(aside, { recursive: true, mode: 0o700 });
  const moved = [];
  if (await hasTables(url)) {
    await pgDump(url, join(aside, PG_DUMP_FILE), { env });
    moved.push(`the database (${PG_DUMP_FILE})`);
  }
  const local = manifest.storage !== 's3';
  for (const entry of local ? ['uploads', 'guides', '.session-secret'] : ['.session-secret']) {
    if (!existsSync(join(paths.storageDir, entry))) continue;
    await move(join(paths.storageDir, entry), join(aside, entry));
    moved.push(entry);
  }
  log(moved.length > 0 ? `kept aside in ${aside}: ${moved.join(', ')}` : 'the target was empty: nothing kept aside');

  try {
    await pgRestore(url, dump, { env });
    if ((manifest.droppedUploadRows ?? []).length > 0) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('DELETE FROM uploads WHERE id = ANY($1)', [manifest.droppedUploadRows]);
      } finally {
        await client.end();
      }
    }
    log(`database: pg_restore --clean --if-exists into ${redactUrl(url)}`);
    if (local) {
      for (const dir of ['uploads', 'guides']) {
        const from = join(staging, dir);
        if (existsSync(from)) await move(from, join(paths.storageDir, dir));
        else await mkdir(join(paths.storageDir, dir), { recursive: true });
      }
    }
    const secret = join(staging, '.session-secret');
    if (existsSync(secret)) await move(secret, join(paths.storageDir, '.session-secret'));
    if (objects) await restoreObjects({ env, dir: staging, log });
  } catch (err) {
    err.message += ` (what was there before is in ${aside})`;
    throw err;
  }
  log(
    `restored ${redactUrl(url)}${local ? `, uploads/ and guides/ into ${paths.storageDir}` : ', objects into the bucket'} (backup of ${manifest.createdAt})`,
  );
  return { aside, moved, manifest, uploads: manifest.uploads };
}
