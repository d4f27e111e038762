#!/usr/bin/env node
/**
 * `npm run test:s3`: the API e2e suite with the shop's files in S3-compatible storage
 * (STORAGE_BACKEND=s3): test/helpers/app.ts starts a throwaway s3rver per app when
 * TEST_STORAGE=s3. Suites that read the database file or the local folders directly
 * (backups, crash safety, the child-process servers) are about the local-disk default and
 * run in `npm test`. Extra arguments go to jest (e.g. a suite's path).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ...(args.length > 0 ? args : SUITES), '--selectProjects', 'e2e', '--runInBand'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_STORAGE: 's3' } },
);
process.exit(result.status ?? 1);
