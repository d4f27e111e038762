#!/usr/bin/env node
/**
 * `npm run test:pg [-- <jest args>]`: the API e2e suite against PostgreSQL. Starts a
 * throwaway cluster (scripts/lib/pg-cluster.mjs), builds the API when dist/ is missing or
 * older than the sources (some suites start the built app) and the web when it is missing,
 * then runs jest's e2e project
 * with TEST_DATABASE_URL set: every test app gets a fresh database of its own
 * (test/helpers/app.ts). Suites about the SQLite file itself skip themselves there.
 * Extra arguments go to jest (a file, -t, --json ...). Exit code: jest's.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startPgCluster } from './lib/pg-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

const built = join(root, 'dist/api/main.js');
const stale = !existsSync(built) || statSync(built).mtimeMs < Math.max(newestSource(join(root, 'api')), newestSource(join(root, 'shared')));
if (stale) {
  console.log('[test:pg] npm run build:api');
  const b = spawnSync('npm', ['run', 'build:api'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// Suites that serve pages wait for the web build.
if (!existsSync(join(root, 'dist/web/index.html'))) {
  console.log('[test:pg] npm run build:web');
  const b = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// The counts, for .ci/run's total ("PostgreSQL: N passed, M failed").
const RESULTS = join(root, 'test-results', 'pg', 'e2e.json');
mkdirSync(join(root, 'test-results', 'pg'), { recursive: true });
const cluster = await startPgCluster();
console.log(`[test:pg] PostgreSQL at ${cluster.adminUrl}`);
// Jest's own arguments first: --selectProjects takes every word after it.
const jest = spawn(
  process.execPath,
  [
    '--experimental-vm-modules',
    join(root, 'node_modules/jest/bin/jest.js'),
    ...process.argv.slice(2),
    '--json',
    `--outputFile=${RESULTS}`,
    '--selectProjects',
    'e2e',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.adminUrl } },
);
// Interrupted: jest gets the signal too (same process group); the cluster goes when it ends.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => jest.kill(signal));
const status = await new Promise((resolve) => jest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
await cluster.stop();
if (existsSync(RESULTS)) {
  const r = JSON.parse(readFileSync(RESULTS, 'utf8'));
  console.log(`\nPostgreSQL: ${r.numPassedTests} passed, ${r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)} failed`);
}
process.exit(status);
