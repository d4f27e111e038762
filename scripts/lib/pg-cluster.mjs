/**
 * A throwaway PostgreSQL cluster for tests and CI: `initdb` into a temporary folder, then
 * `pg_ctl start` on 127.0.0.1 and a free port, socket in the same folder, no system service.
 * Durability is off (fsync, full_page_writes): the data dies with the run. synchronous_commit
 * stays on, as the app expects (/api/health reports it); without fsync it costs nothing.
 *
 * Stable API (scripts/test-pg.mjs and the multi-replica test use it):
 *
 *   const pg = await startPgCluster({ dir?, port? });
 *   pg.url                        // postgres://postgres@127.0.0.1:<port>/shop (created at start)
 *   pg.adminUrl                   // postgres://postgres@127.0.0.1:<port>/postgres
 *   pg.port, pg.dir               // the port and the cluster's folder
 *   await pg.createDatabase(name) // CREATE DATABASE "name"; resolves to its URL
 *   await pg.dropDatabase(name)   // DROP DATABASE IF EXISTS "name" (WITH FORCE)
 *   await pg.stop()               // shuts the server down and removes the folder
 *
 * The binaries come from /usr/lib/postgresql/<newest>/bin, else from PATH; when neither has
 * them and we are root, `apt-get install -y postgresql` provides them. initdb refuses to run
 * as root, so as root the server runs as the `postgres` user (runuser, else su).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';
const DEFAULT_DB = 'shop';

/** Folder holding initdb and pg_ctl, or null. */
function findBinDir() {
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(DEBIAN_ROOT, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** initdb/pg_ctl's folder, installing Debian's postgresql package when we may. */
export function ensurePgBinaries() {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      'PostgreSQL binaries (initdb, pg_ctl) not found under /usr/lib/postgresql/*/bin or in PATH. ' +
        'Install them: apt-get install -y postgresql',
    );
  }
  console.error('[pg-cluster] initdb not found: apt-get install -y postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status}); install postgresql by hand`);
  }
  const installed = findBinDir();
  if (!installed) throw new Error('apt-get installed postgresql but initdb is still missing');
  return installed;
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function runPg(bin, args) {
  let cmd = bin;
  let argv = args;
  if (isRoot()) {
    if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) {
      cmd = 'runuser';
      argv = ['-u', SUPERUSER, '--', bin, ...args];
    } else {
      cmd = 'su';
      argv = [SUPERUSER, '-s', '/bin/sh', '-c', [bin, ...args].map(shellQuote).join(' ')];
    }
  }
  // cwd: the postgres user may not be allowed into the caller's folder.
  const r = spawnSync(cmd, argv, { cwd: tmpdir(), encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed (exit ${r.status}): ${r.stderr || r.stdout || r.error}`);
  }
  return r.stdout;
}

function shellQuote(s) {
  return `'${String(s).replaceAll("'", `'\\''`)}'`;
}

function quoteIdent(name) {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`Bad database name: ${name}`);
  return `"${name}"`;
}

/**
 * Starts a fresh cluster. `dir`: the folder to create it in (default: a new temp folder);
 * `port`: the TCP port (default: a free one). Rejects with the server log when it fails.
 */
export async function startPgCluster({ dir, port } = {}) {
  const binDir = ensurePgBinaries();
  const root = dir ?? mkdtempSync(join(tmpdir(), 'shop-pg-'));
  mkdirSync(root, { recursive: true });
  const data = join(root, 'data');
  const sock = join(root, 'sock');
  const log = join(root, 'server.log');
  mkdirSync(sock, { recursive: true });
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' }).trim());
    for (const p of [root, sock]) chownSync(p, uid, gid);
  }
  const listenPort = port ?? (await freePort());
  const bin = (name) => join(binDir, name);

  const stopServer = () => {
    try {
      if (existsSync(join(data, 'postmaster.pid'))) runPg(bin('pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
    } catch {
      // Already gone; removing the folder is all that is left.
    }
  };

  try {
    runPg(bin('initdb'), ['-D', data, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = [
      `-c listen_addresses=127.0.0.1`,
      `-p ${listenPort}`,
      `-k ${sock}`,
      '-c fsync=off',
      '-c full_page_writes=off',
      // Every e2e app opens its own pool; parallel suites need headroom.
      '-c max_connections=400',
      '-c shared_buffers=32MB',
    ].join(' ');
    runPg(bin('pg_ctl'), ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options]);
  } catch (err) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8').slice(-4000) : '';
    stopServer();
    if (!dir) rmSync(root, { recursive: true, force: true });
    throw new Error(`${err.message}\n${serverLog}`, { cause: err });
  }

  const base = `postgres://${SUPERUSER}@127.0.0.1:${listenPort}`;
  const adminUrl = `${base}/postgres`;

  async function admin(sql) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  async function createDatabase(name) {
    await admin(`CREATE DATABASE ${quoteIdent(name)}`);
    return `${base}/${name}`;
  }

  async function dropDatabase(name) {
    await admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  }

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    stopServer();
    rmSync(root, { recursive: true, force: true });
  }

  const url = await createDatabase(DEFAULT_DB);
  return { url, adminUrl, port: listenPort, dir: root, createDatabase, dropDatabase, stop };
}
