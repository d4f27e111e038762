#!/usr/bin/env node
/**
 * `npm run bench`: builds the shop, starts it on loopback with a fresh storage folder,
 * measures the front end (scripts/bench/frontend.mjs) while no load runs, then the back end
 * against references started in the same run (scripts/bench/backend.mjs), and writes
 * bench/report.json and bench/report.md (scripts/bench/report.mjs holds the budgets).
 *
 *   npm run bench                      full run (10 s per load run, 3 Lighthouse runs)
 *   npm run bench -- --check           exit 1 when a budget fails (or was not measured)
 *   npm run bench -- --skip-build      use the existing dist/ (development)
 *   npm run bench -- --quick           3 s load runs, 1 Lighthouse run (development)
 *   npm run bench -- --skip-frontend   back end only (front-end budgets: SKIPPED)
 *   npm run bench -- --skip-backend    front end only (back-end budgets: SKIPPED)
 *   npm run bench -- --keep-tmp        keep bench/tmp/run-* (the shop's storage, logs)
 *
 * Every child (shop, nginx, references, load generator) is ended on exit, error and Ctrl-C.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { shippedNode } from './lib/node-runtime.mjs';
import {
  Children,
  detectPinning,
  measureBackend,
  pinSelf,
  startApp,
  stopChild,
  summariseAppLog,
  waitForStartupWork,
} from './bench/backend.mjs';
import { evaluateBudgets, failedBudgets, writeReports } from './bench/report.mjs';
import { nginxInfo, NGINX } from './bench/refs/nginx.mjs';
import { measureFirstTouch, transparentHugePages } from './bench/machine.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'bench');
const TMP_DIR = join(OUT_DIR, 'tmp');

const KNOWN = ['--check', '--skip-build', '--quick', '--skip-frontend', '--skip-backend', '--keep-tmp', '--help'];
const argv = process.argv.slice(2);
const unknown = argv.filter((a) => !KNOWN.includes(a));
if (argv.includes('--help') || unknown.length > 0) {
  if (unknown.length) console.error(`[bench] unknown option(s): ${unknown.join(' ')}`);
  console.log(`usage: npm run bench -- [${KNOWN.filter((k) => k !== '--help').join('] [')}]`);
  process.exit(unknown.length ? 2 : 0);
}
const opts = {
  check: argv.includes('--check'),
  skipBuild: argv.includes('--skip-build'),
  quick: argv.includes('--quick'),
  skipFrontend: argv.includes('--skip-frontend'),
  skipBackend: argv.includes('--skip-backend'),
  keepTmp: argv.includes('--keep-tmp'),
};

const log = (msg) => console.log(msg.startsWith('[bench]') ? msg : `[bench] ${msg}`);
const children = new Children();

// --- clean-up on every way out -------------------------------------------------------------
let exiting = false;
async function abort(code, why) {
  if (exiting) return;
  exiting = true;
  if (why) console.error(`[bench] ${why}`);
  log('stopping child processes...');
  await children.stopAll(5000);
  process.exit(code);
}
process.on('exit', () => children.killAllNow());
process.on('SIGINT', () => void abort(130, 'interrupted (SIGINT)'));
process.on('SIGTERM', () => void abort(143, 'terminated (SIGTERM)'));
process.on('SIGHUP', () => void abort(129, 'hang-up (SIGHUP)'));
process.on('uncaughtException', (e) => void abort(1, `bench failed: ${e?.stack ?? e}`));
process.on('unhandledRejection', (e) => void abort(1, `bench failed: ${e?.stack ?? e}`));

// --- helpers -----------------------------------------------------------------------------------
const phases = [];
async function phase(name, fn) {
  const started = Date.now();
  const loadBefore = os.loadavg();
  try {
    return await fn();
  } finally {
    phases.push({ name, startedAt: new Date(started).toISOString(), ms: Date.now() - started, loadBefore, loadAfter: os.loadavg() });
  }
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function nproc() {
  try {
    return Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    return os.availableParallelism();
  }
}

/** The other helper's module; missing or broken → a clear "front end skipped/not measured" entry. */
async function measureFrontendPhase(app) {
  const file = join(ROOT, 'scripts', 'bench', 'frontend.mjs');
  if (!existsSync(file)) return { status: 'error', reason: 'front end not measured: scripts/bench/frontend.mjs is missing' };
  let mod;
  try {
    mod = await import(pathToFileURL(file).href);
  } catch (e) {
    return { status: 'error', reason: `front end not measured: scripts/bench/frontend.mjs failed to load: ${e.message}` };
  }
  if (typeof mod.measureFrontend !== 'function') {
    return { status: 'error', reason: 'front end not measured: scripts/bench/frontend.mjs exports no measureFrontend()' };
  }
  let chromiumPath;
  try {
    const { ensureChromium } = await import(pathToFileURL(join(ROOT, 'scripts', 'ensure-chromium.mjs')).href);
    chromiumPath = ensureChromium();
  } catch (e) {
    return { status: 'error', reason: `front end not measured: ${e.message}` };
  }
  try {
    const data = await mod.measureFrontend({
      baseUrl: app.baseUrl,
      distDir: join(ROOT, 'dist', 'web'),
      chromiumPath,
      runs: opts.quick ? 1 : 3,
      quick: opts.quick,
      log: (msg) => log(`[bench] [front end] ${String(msg).replace(/^\[[^\]]+\]\s*/, '')}`),
    });
    return { status: 'ok', data };
  } catch (e) {
    return { status: 'error', reason: `front end measurement failed: ${e?.stack ?? e}` };
  }
}

// --- the run -----------------------------------------------------------------------------------
async function main() {
  const started = Date.now();
  log(`Threadwise benchmark${opts.quick ? ' (quick)' : ''} in ${ROOT}`);

  // Fail early on what the run needs.
  if (!opts.skipBackend) {
    const { ensureNginx } = await import('./bench/refs/nginx.mjs');
    ensureNginx(log);
  }

  if (!opts.skipBuild) {
    await phase('build', async () => {
      log('building (npm run build)...');
      const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`npm run build failed (exit code ${r.status})`);
    });
  } else {
    log('--skip-build: using the existing dist/');
  }
  for (const f of ['dist/api/main.js', 'dist/web/index.html']) {
    if (!existsSync(join(ROOT, f))) throw new Error(`${f} is missing: run without --skip-build (or npm run build) first`);
  }

  // A fresh scratch folder per run; earlier runs' folders (uploads!) are removed.
  mkdirSync(TMP_DIR, { recursive: true });
  for (const old of readdirSync(TMP_DIR).filter((f) => f.startsWith('run-'))) rmSync(join(TMP_DIR, old), { recursive: true, force: true });
  const runDir = join(TMP_DIR, `run-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(runDir, { recursive: true });

  const pinning = detectPinning();
  log(`CPU pinning: ${pinning.description}`);
  // The servers under test run on the Node the image ships (.nvmrc), whatever Node runs this.
  const shipped = shippedNode(ROOT, log);
  log(`servers under test on Node v${shipped.version} (${shipped.bin}); this script on ${process.version}`);

  const meta = {
    date: new Date().toISOString(),
    command: `npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
    options: opts,
    quick: opts.quick,
    git: { commit: git(['rev-parse', 'HEAD']), dirty: (git(['status', '--porcelain', '--untracked-files=no']) ?? '') !== '' },
    node: `v${shipped.version}`,
    machineNode: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    cpuCount: os.cpus().length,
    nproc: nproc(),
    availableParallelism: os.availableParallelism(),
    totalMemBytes: os.totalmem(),
    nginxVersion: existsSync(NGINX) ? nginxInfo().version : null,
    firstTouch: measureFirstTouch(),
    transparentHugePages: transparentHugePages(),
    pinning,
    phases,
  };
  const results = { meta, app: null, frontend: null, backend: null, backendSkipped: opts.skipBackend, appLog: null };

  const app = await phase('start the shop', async () => {
    log('starting the shop (node dist/api/main.js)...');
    const a = await startApp({ root: ROOT, runDir, pinning, children, log, nodeBin: shipped.bin });
    const work = await waitForStartupWork(a);
    log(
      `start-up work done: ${work.guides.length} guide PDFs, previews ready after ${(work.previewsReadyMs / 1000).toFixed(1)} s` +
        `${work.quiet.quiet ? '' : ' (the process did not go quiet within 30 s)'}`,
    );
    return { ...a, startupWork: work };
  });
  results.app = {
    pid: app.pid,
    port: app.port,
    startupMs: app.startupMs,
    startupRssBytes: app.startupRssBytes,
    afterStartupWorkRssBytes: app.startupWork.rssBytes,
    previewsReadyMs: app.startupWork.previewsReadyMs,
    guides: app.startupWork.guides,
    env: app.env,
    storageDir: relative(ROOT, app.storageDir),
    logFile: relative(ROOT, app.logFile),
  };

  // Front end first, while no load runs.
  if (opts.skipFrontend) {
    results.frontend = { status: 'skipped', reason: 'skipped with --skip-frontend' };
    log('front end: skipped (--skip-frontend)');
  } else {
    results.frontend = await phase('front end', async () => {
      log('front end: bundle sizes and Lighthouse (no load running)...');
      return measureFrontendPhase(app);
    });
    if (results.frontend.status !== 'ok') log(`front end: ${results.frontend.reason.split('\n')[0]}`);
  }

  if (!opts.skipBackend) {
    // From here on the orchestrator stays off the servers' core.
    if (pinning.enabled) pinSelf(pinning, pinning.loadCpu);
    try {
      results.backend = await measureBackend({
        root: ROOT,
        runDir,
        app,
        nodeBin: shipped.bin,
        pinning,
        children,
        log,
        phase,
        quick: opts.quick,
        durationS: opts.quick ? 3 : 10,
        warmupS: opts.quick ? 1 : 2,
        connections: 50,
      });
    } catch (e) {
      if (exiting) await new Promise(() => {}); // interrupted: abort() ends the process
      console.error(`[bench] back-end measurement failed: ${e?.stack ?? e}`);
      results.backend = { error: String(e?.message ?? e) };
    }
  }

  if (exiting) await new Promise(() => {}); // interrupted: no half report
  await phase('stop the shop', async () => {
    await stopChild(app.child, 15_000);
  });
  results.appLog = summariseAppLog(app.logFile);

  const rows = evaluateBudgets(results);
  const files = writeReports(OUT_DIR, results, rows);
  if (!opts.keepTmp) rmSync(join(runDir, 'storage'), { recursive: true, force: true });

  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s; wrote ${relative(ROOT, files.md)} and ${relative(ROOT, files.json)}`);
  for (const r of rows) log(`  ${r.status.padEnd(12)} ${r.area}: ${r.name}: ${r.valueText} (limit ${r.limitText})`);
  const failed = failedBudgets(rows);
  if (opts.check) {
    if (failed.length > 0) {
      log(
        `--check: ${failed.length} budget(s) not met: ${failed.map((b) => `${b.name} (${b.valueText}, limit ${b.limitText})`).join('; ')}`,
      );
      return 1;
    }
    log('--check: all budgets met');
  }
  // A broken back-end measurement is a broken bench, report or not.
  if (results.backend?.error) return 1;
  return 0;
}

main().then(
  async (code) => {
    exiting = true;
    await children.stopAll(5000);
    process.exit(code);
  },
  (e) => void abort(1, exiting ? undefined : `bench failed: ${e?.stack ?? e}`),
);
