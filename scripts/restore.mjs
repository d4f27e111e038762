#!/usr/bin/env node
/**
 * `npm run restore -- <archive> [--force]`: brings back a backup made by `npm run backup`.
 *
 * 1. Refuses while a shop answers GET /api/health on the configured HOST:PORT (a running
 *    server keeps the old database open and would keep writing to it). `--force` skips
 *    this check, for when something else owns that port.
 * 2. Lists the archive (only shop.sqlite, manifest.json, .session-secret, uploads/* and
 *    guides/* as plain files are accepted), unpacks it into storage/backups/.restore-<ts>/,
 *    runs `PRAGMA integrity_check` on its database and checks that every upload row has
 *    its file.
 * 3. Moves the current storage aside, into storage/backups/pre-restore-<ts>/ (everything
 *    in STORAGE_DIR except backups/, plus the database and its -wal/-shm when
 *    DATABASE_PATH lies elsewhere). Nothing is deleted.
 * 4. Moves the unpacked database to DATABASE_PATH and uploads/, guides/ and
 *    .session-secret into STORAGE_DIR. No -wal/-shm is left beside the restored database.
 *    previews/ and stamped/ are rebuilt by the shop as needed.
 *
 * A backup of a PostgreSQL shop (shop.pgdump) is restored into DATABASE_URL with
 * pg_restore instead (scripts/lib/pg-backup.mjs); steps 1 and 2 are the same.
 *
 * With STORAGE_BACKEND=s3, a backup's objects/ copies go back into the bucket under their
 * keys (scripts/lib/object-backup.mjs) instead of uploads/ and guides/ into STORAGE_DIR.
 *
 * Paths as in scripts/backup.mjs (the app's STORAGE_DIR / DATABASE_PATH / PORT / HOST, and
 * `.env`). Note `--`: without it npm keeps `--force` for itself.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { assertIntegrity, openDb, shopPaths, timestamp } from './backup.mjs';
import { hasObjectCopy, readObjectManifest, restoreObjects } from './lib/object-backup.mjs';
import { PG_DUMP_FILE, restorePostgres } from './lib/pg-backup.mjs';

const execFileP = promisify(execFile);

/** Members a backup may contain: nothing else is unpacked. */
const ALLOWED =
  /^(?:\.\/)?(?:shop\.sqlite|shop\.pgdump|manifest\.json|objects\.json|\.session-secret|(?:uploads|guides|objects)\/?|(?:uploads|guides)\/[^/]+|objects\/(?:[A-Za-z0-9@_.-]+\/)*[A-Za-z0-9@_.-]*)$/;

/** Whether a shop answers /api/health at host:port (any HTTP answer counts). */
async function shopAnswers(host, port) {
  try {
    await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
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

/** Checks the archive's member list (names and types) before anything is unpacked. */
async function checkMembers(archive) {
  const { stdout } = await execFileP('tar', ['-tvzf', archive], { maxBuffer: 64 * 1024 * 1024 });
  const { stdout: names } = await execFileP('tar', ['-tzf', archive], { maxBuffer: 64 * 1024 * 1024 });
  const types = stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => l[0]);
  const list = names.split('\n').filter(Boolean);
  if (types.length !== list.length) throw new Error(`Cannot read the member list of ${archive}`);
  list.forEach((name, i) => {
    const okType = types[i] === '-' || (types[i] === 'd' && /\/$|^(?:\.\/)?(?:uploads|guides|objects)$/.test(name));
    if (/(?:^|\/)\.\.(?:\/|$)/.test(name)) throw new Error(`Not a shop backup: unexpected member "${name}" in ${archive}`);
    if (name === './' || name === '.') return;
    if (!ALLOWED.test(name) || !okType) throw new Error(`Not a shop backup: unexpected member "${name}" in ${archive}`);
  });
  if (!list.some((n) => /^(?:\.\/)?shop\.(?:sqlite|pgdump)$/.test(n))) throw new Error(`Not a shop backup: no shop.sqlite in ${archive}`);
}

export async function restore(archiveArg, { force = false, env = process.env, log = () => {} } = {}) {
  const archive = resolve(archiveArg);
  if (!existsSync(archive)) throw new Error(`No such file: ${archive}`);
  const paths = shopPaths(env);
  if (!force && (await shopAnswers(paths.probeHost, paths.port))) {
    throw new Error(
      `A shop answers on http://${paths.probeHost}:${paths.port}/api/health: stop it first ` +
        '(restoring under a running server would lose data). If that is another program, add --force.',
    );
  }
  await checkMembers(archive);

  const ts = timestamp();
  await mkdir(paths.backupsDir, { recursive: true, mode: 0o700 });
  const staging = join(paths.backupsDir, `.restore-${ts}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    await execFileP('tar', ['-xzf', archive, '-C', staging, '--no-same-owner']);
    if (existsSync(join(staging, PG_DUMP_FILE))) return await restorePostgres({ staging, env, paths, ts, log });
    if (env.DATABASE_URL) throw new Error('This is a backup of a SQLite database: unset DATABASE_URL to restore it into STORAGE_DIR');
    const db = join(staging, 'shop.sqlite');
    await assertIntegrity(db);
    log('database: integrity_check ok');
    const conn = await openDb(db);
    let rows;
    try {
      rows = await conn.all('SELECT id, storageName FROM uploads WHERE storageName IS NOT NULL');
    } finally {
      await conn.close();
    }
    const objects = await readObjectManifest(staging);
    const inBucket = (env.STORAGE_BACKEND ?? 'local') === 's3';
    if (objects && !inBucket)
      throw new Error('This backup holds the files of a bucket: restore it with STORAGE_BACKEND=s3 and the S3_* settings');
    if (!objects && inBucket) throw new Error('This backup holds files from a local disk: restore it with STORAGE_BACKEND=local');
    const missing = rows.filter((r) =>
      objects ? !hasObjectCopy(objects, `uploads/${r.storageName}`) : !existsSync(join(staging, 'uploads', r.storageName)),
    );
    if (missing.length > 0) {
      throw new Error(
        `The backup is incomplete: ${missing.length} upload row(s) without their file (${missing
          .slice(0, 5)
          .map((r) => r.id)
          .join(', ')})`,
      );
    }
    log(`archive: ${rows.length} upload file(s), all present`);
    const manifest = existsSync(join(staging, 'manifest.json')) ? JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) : null;

    // Move the current storage aside.
    const aside = join(paths.backupsDir, `pre-restore-${ts}`);
    const moved = [];
    await mkdir(aside, { recursive: true, mode: 0o700 });
    const backupsName = relative(paths.storageDir, paths.backupsDir);
    for (const entry of existsSync(paths.storageDir) ? await readdir(paths.storageDir) : []) {
      if (entry === backupsName) continue;
      await move(join(paths.storageDir, entry), join(aside, entry));
      moved.push(entry);
    }
    // A database outside STORAGE_DIR, with its WAL and shared-memory files.
    for (const suffix of ['', '-wal', '-shm']) {
      const file = `${paths.databasePath}${suffix}`;
      if (existsSync(file)) {
        await move(file, join(aside, 'database', `${basename(paths.databasePath)}${suffix}`));
        moved.push(file);
      }
    }
    log(moved.length > 0 ? `moved aside to ${aside}: ${moved.join(', ')}` : 'storage was empty: nothing moved aside');

    // Bring the backup in.
    try {
      await move(db, paths.databasePath);
      for (const suffix of ['-wal', '-shm']) await rm(`${paths.databasePath}${suffix}`, { force: true });
      for (const dir of ['uploads', 'guides']) {
        const from = join(staging, dir);
        if (existsSync(from)) await move(from, join(paths.storageDir, dir));
        else await mkdir(join(paths.storageDir, dir), { recursive: true });
      }
      const secret = join(staging, '.session-secret');
      if (existsSync(secret)) await move(secret, join(paths.storageDir, '.session-secret'));
      if (objects) await restoreObjects({ env, dir: staging, log });
    } catch (err) {
      err.message += ` (the previous storage is intact in ${aside})`;
      throw err;
    }
    log(
      `restored ${paths.databasePath}, uploads/ and guides/ into ${paths.storageDir}${manifest ? ` (backup of ${manifest.createdAt})` : ''}`,
    );
    return { aside, moved, manifest, uploads: rows.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1) {
    console.error('Usage: npm run restore -- <storage/backups/shop-YYYYMMDD-HHMMSS.tar.gz> [--force]');
    process.exit(2);
  }
  restore(files[0], { force, log: (line) => console.log(`  ${line}`) }).then(
    () => console.log('Restore done. Start the shop again (npm run start:prod).'),
    (err) => {
      console.error(`Restore failed: ${err.message}`);
      process.exit(1);
    },
  );
}
