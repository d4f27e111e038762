#!/usr/bin/env node
/**
 * `npm test`: every test. Builds the app, then runs
 *   0. the lint (ESLint, Prettier's check, import boundaries: `npm run lint`),
 *   1. jest unit specs (beside the code),
 *   2. jest API e2e (supertest on a fresh SQLite file per suite),
 *   3. Playwright browser tests against the built app (Debian chromium, installed if missing).
 * Ends with one summary line 'N passed, N failed' and a non-zero exit on any failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
// scripts/test-node24.mjs keeps its reports apart (test-results/node24).
const reports = join(root, process.env.TEST_RESULTS_DIR || 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, cmd, args, env = {}) {
  console.log(`\n[test] ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  // Say which step failed and how, so a non-zero exit is never left unexplained by the summary.
  if (r.status !== 0) {
    const how = r.error
      ? `could not start (${r.error.message})`
      : r.signal
        ? `was killed by ${r.signal}`
        : `exited with status ${r.status}`;
    console.error(`[test] ${label}: ${cmd} ${how}`);
    problems.push(`${label}: ${cmd} ${how}`);
  }
  return r.status ?? 1;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function countJest(file, label) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
    // A suite that failed to load counts as a failure even with no test counted.
    const brokenSuites = j.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
    totals.failed += brokenSuites;
    if (j.numTotalTests === 0) problems.push(`${label}: no tests ran`);
  } catch {
    problems.push(`${label}: no results (the runner crashed)`);
    totals.failed += 1;
  }
}

function countPlaywright(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += j.stats.expected;
    totals.failed += j.stats.unexpected + (j.stats.flaky ?? 0);
    totals.skipped += j.stats.skipped;
    if (j.stats.expected + j.stats.unexpected === 0) problems.push('browser: no tests ran');
    if (j.errors?.length) {
      problems.push(`browser: ${j.errors.length} global error(s)`);
      totals.failed += j.errors.length;
    }
  } catch {
    problems.push('browser: no results (the runner crashed)');
    totals.failed += 1;
  }
}

const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);
let exit = 0;

if (want('build')) {
  for (const [label, script] of [
    ['build', 'build'],
    ['typecheck', 'typecheck'],
  ]) {
    if (run(label, 'npm', ['run', script]) !== 0) {
      console.error(`\n[test] ${label} failed`);
      console.log('\nTotal: 0 passed, 1 failed');
      process.exit(1);
    }
  }
}

// Lint (ESLint, Prettier's check, the import boundaries): one check, counted as one test.
if (want('lint')) {
  if (run('lint', 'npm', ['run', 'lint']) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    exit |= 1;
  }
}

/**
 * Counts a runner's report. A runner that exited non-zero while its report shows no failure
 * (an error outside any test, a crash at teardown) counts as one failure, so the Total line
 * never reads '0 failed' on a failing run.
 */
function counted(status, count) {
  const before = totals.failed;
  count();
  if (status !== 0) {
    exit |= 1;
    if (totals.failed === before) totals.failed += 1;
  }
}

const jest = ['node_modules/jest/bin/jest.js', '--ci'];
if (want('unit')) {
  const out = join(reports, 'unit.json');
  const status = run('unit', 'node', [...jest, '--selectProjects', 'unit', '--json', `--outputFile=${out}`], { NODE_ENV: 'test' });
  counted(status, () => countJest(out, 'unit'));
}
if (want('e2e')) {
  const out = join(reports, 'e2e.json');
  const status = run('e2e', 'node', [...jest, '--selectProjects', 'e2e', '--runInBand', '--json', `--outputFile=${out}`], {
    NODE_ENV: 'test',
  });
  counted(status, () => countJest(out, 'e2e'));
}
if (want('browser')) {
  let chromium;
  try {
    chromium = ensureChromium();
  } catch (e) {
    console.error(`\n[test] ${e.message}`);
    problems.push('browser: Chromium unavailable');
    totals.failed += 1;
    exit |= 1;
  }
  if (chromium) {
    const out = join(reports, 'browser.json');
    const status = run('browser', 'npx', ['playwright', 'test', '-c', 'test/browser/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    counted(status, () => countPlaywright(out));
  }
}

for (const p of problems) console.error(`[test] ${p}`);
if (problems.length) exit |= 1;
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(exit ? 1 : 0);
