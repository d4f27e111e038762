#!/usr/bin/env node
/**
 * `npm run test:s3`: the API e2e suite with the shop's files in S3-compatible storage
 * (STORAGE_BACKEND=s3): test/helpers/app.ts starts a throwaway s3rver per app when
 * TEST_STORAGE=s3. Suites that read the database file or the local folders directly
 * (backups, crash safety, the child-process servers) are about the local-disk default and
 * run in `npm test`. Extra arguments go to jest (e.g. a suite's path).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The suites that exercise the files: downloads, uploads, attachments, guide editions, previews. */
const SUITES = [
  'test/e2e/downloads.e2e-spec.ts',
  'test/e2e/uploads.e2e-spec.ts',
  'test/e2e/admin-enquiries.e2e-spec.ts',
  'test/e2e/admin-guide-library.e2e-spec.ts',
  'test/e2e/storage-s3.e2e-spec.ts',
];
if (!existsSync(join(root, 'dist', 'web', 'index.html'))) {
  console.error('dist/web is missing: run `npm run build` first');
  process.exit(1);
}
const args = process.argv.slice(2);
// The counts, for .ci/run's total ("S3: N passed, M failed").
const RESULTS = join(root, 'test-results', 's3', 'e2e.json');
mkdirSync(dirname(RESULTS), { recursive: true });
const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    ...(args.length > 0 ? args : SUITES),
    '--json',
    `--outputFile=${RESULTS}`,
    '--selectProjects',
    'e2e',
    '--runInBand',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_STORAGE: 's3' } },
);
if (existsSync(RESULTS)) {
  const r = JSON.parse(readFileSync(RESULTS, 'utf8'));
  console.log(`\nS3: ${r.numPassedTests} passed, ${r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0)} failed`);
}
process.exit(result.status ?? 1);
