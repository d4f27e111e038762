/**
 * The back-end half of `npm run bench`: starts the shop and the same-run references, runs
 * the load (autocannon in scripts/bench/load.mjs, pinned to another core), samples the
 * shop's memory and returns every raw number. The report (budgets, ratios) is made by
 * scripts/bench/report.mjs.
 *
 * Every child process is registered with `children` so bench.mjs can end them all on exit,
 * error and Ctrl-C.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { freePort } from '../lib/free-port.mjs';
import { shippedCommand } from '../lib/shipped-command.mjs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { photoGuidePdf } from './photo-guide-pdf.mjs';
import { ensureNginx, nginxInfo, testNginxConf, writeNginxConf } from './refs/nginx.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The guide the download scenario buys and fetches. */
export const GUIDE_SLUG = 'fabric-101';
/** The guide that gets a photo edition of a real guide's size (photo-guide-pdf.mjs) through the owner's guide library. */
export const EDITION_SLUG = 'fabric-201-cotton';
const BENCH_ADMIN = { email: 'bench-owner@example.com', password: 'bench-owner-password-of-some-length' };
/** The environment schema's maximum for RATE_LIMIT_* (api/config/env.schema.ts: @Max(100000)). */
export const RATE_LIMIT_MAX = 100000;
/** Spec §5/§9 and api/uploads/uploads.service.ts MAX_UPLOAD_BYTES: exactly 10 MB is accepted. */
export const UPLOAD_FILE_BYTES = 10 * 1024 * 1024;

// ---------------------------------------------------------------------------------------
// Child processes
// ---------------------------------------------------------------------------------------

/** Every child started by the bench, so that all of them can be ended on any exit. */
export class Children {
  constructor() {
    this.live = new Map();
  }

  track(child, name) {
    this.live.set(child, name);
    child.once('exit', () => this.live.delete(child));
    return child;
  }

  /** SIGTERM, then SIGKILL for whatever is still there after `graceMs`. */
  async stopAll(graceMs = 10_000) {
    const waits = [...this.live.keys()].map((child) => stopChild(child, graceMs));
    await Promise.allSettled(waits);
  }

  /** Synchronous last resort (process 'exit' handler): SIGKILL by pid. */
  killAllNow() {
    for (const child of this.live.keys()) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
}

export function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try {
        child.kill('SIGKILL');
      } catch {
        /* gone */
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      child.kill('SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

// ---------------------------------------------------------------------------------------
// CPU pinning, ports, /proc
// ---------------------------------------------------------------------------------------

/**
 * taskset when it exists and both core 0 and core 1 may be used: the servers on core 0, the
 * load generator on core 1. Otherwise no pinning (and the report says so).
 */
export function detectPinning() {
  const which = spawnSync('sh', ['-c', 'command -v taskset'], { encoding: 'utf8' });
  const taskset = which.status === 0 ? which.stdout.trim() : null;
  const works = (cpu) => taskset !== null && spawnSync(taskset, ['-c', String(cpu), 'true']).status === 0;
  if (taskset && works(0) && works(1)) {
    return {
      enabled: true,
      taskset,
      serverCpu: 0,
      loadCpu: 1,
      description: `taskset: servers under test (shop, nginx, bare node:http, sqlite loop) on CPU 0, load generator (autocannon) and the bench orchestrator on CPU 1`,
    };
  }
  return {
    enabled: false,
    taskset,
    serverCpu: null,
    loadCpu: null,
    description: taskset
      ? 'none: taskset is present but cores 0 and 1 are not both usable here; server and load generator share the CPUs'
      : 'none: taskset not found; server and load generator share the CPUs',
  };
}

/** [command, args] run on `cpu` when pinning is enabled. */
export function pinnedCommand(pinning, cpu, command, args) {
  if (!pinning.enabled || cpu === null || cpu === undefined) return [command, args];
  return [pinning.taskset, ['-c', String(cpu), command, ...args]];
}

/** Moves this process (every thread) to `cpu`. */
export function pinSelf(pinning, cpu) {
  if (!pinning.enabled) return false;
  return spawnSync(pinning.taskset, ['-a', '-p', '-c', String(cpu), String(process.pid)], { stdio: 'ignore' }).status === 0;
}

export { freePort };

let clockTicks;
function ticksPerSecond() {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** VmRSS of a process in bytes, or null when it is gone. */
export function readRssBytes(pid) {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** utime + stime of a process (all its threads), in seconds, or null when it is gone. */
export function readCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond();
  } catch {
    return null;
  }
}

/** Pids whose parent is `ppid` (nginx's worker under its master). */
export function childPids(ppid) {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === ppid) out.push(Number(name));
    } catch {
      /* gone */
    }
  }
  return out;
}

/**
 * VmRSS of a process and all its descendants (the shop and its PDF worker process, when one
 * runs), in bytes, or null when the process is gone.
 */
export function readTreeRssBytes(pid) {
  const own = readRssBytes(pid);
  if (own === null) return null;
  let total = own;
  for (const child of childPids(pid)) total += readTreeRssBytes(child) ?? 0;
  return total;
}

/** CPU used by `pids` between start() and stop(): as % of one core, and in seconds. */
function cpuMeter(pids) {
  const t0 = performance.now();
  const before = pids.map(readCpuSeconds);
  const measure = () => {
    const wall = (performance.now() - t0) / 1000;
    const after = pids.map(readCpuSeconds);
    let used = 0;
    for (let i = 0; i < pids.length; i++) if (before[i] !== null && after[i] !== null) used += after[i] - before[i];
    return { pct: wall > 0 ? (used / wall) * 100 : null, seconds: used };
  };
  const pct = () => measure().pct;
  pct.withSeconds = measure;
  return pct;
}

/** Samples the VmRSS of a process and its descendants every `intervalMs` until stopped. */
export class RssSampler {
  constructor(pid, intervalMs = 100) {
    this.pid = pid;
    this.intervalMs = intervalMs;
    this.samples = [];
    this.timer = null;
  }

  start() {
    this.samples = [];
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    return this;
  }

  sample() {
    const rss = readTreeRssBytes(this.pid);
    if (rss !== null) this.samples.push(rss);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
    return summarise(this.samples);
  }
}

function summarise(samples) {
  if (samples.length === 0) return { samples: 0, minBytes: null, medianBytes: null, maxBytes: null };
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: samples.length,
    minBytes: sorted[0],
    medianBytes: sorted[Math.floor(sorted.length / 2)],
    maxBytes: sorted[sorted.length - 1],
  };
}

/** Waits until `pid` has no child process (at most `timeoutMs`); true when none is left. */
async function waitForNoChildren(pid, timeoutMs) {
  const started = Date.now();
  while (childPids(pid).length > 0) {
    if (Date.now() - started > timeoutMs) return false;
    await sleep(250);
  }
  return true;
}

/**
 * Waits until the process has been quiet (CPU below `quietPct` of one core) for two
 * consecutive windows, or `timeoutMs` passed. Returns what was observed.
 */
export async function waitForQuiet(pid, { quietPct = 5, windowMs = 500, timeoutMs = 15_000 } = {}) {
  const started = Date.now();
  let quietWindows = 0;
  let last = null;
  while (Date.now() - started < timeoutMs) {
    const meter = cpuMeter([pid]);
    await sleep(windowMs);
    last = meter();
    if (last === null) break;
    quietWindows = last < quietPct ? quietWindows + 1 : 0;
    if (quietWindows >= 2) return { quiet: true, ms: Date.now() - started, lastCpuPct: last };
  }
  return { quiet: false, ms: Date.now() - started, lastCpuPct: last };
}

// ---------------------------------------------------------------------------------------
// HTTP helpers (plain fetch from the orchestrator: set-up, probes and checks only)
// ---------------------------------------------------------------------------------------

const PROBE_HEADERS = ['content-type', 'content-length', 'content-encoding', 'cache-control', 'accept-ranges', 'content-range', 'vary'];

/** One request; status, the interesting headers and the body's size (and the body, when asked). */
export async function probe(url, { method = 'GET', headers = {}, body, keepBody = false } = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const buf = Buffer.from(await res.arrayBuffer());
  return {
    url,
    method,
    status: res.status,
    ms: performance.now() - t0,
    headers: Object.fromEntries(PROBE_HEADERS.filter((h) => res.headers.has(h)).map((h) => [h, res.headers.get(h)])),
    headerBytes: [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0),
    bodyBytes: buf.length,
    ...(keepBody ? { body: buf } : {}),
  };
}

function expectStatus(result, expected, what) {
  if (result.status !== expected) {
    const text = result.body ? result.body.toString('utf8', 0, 300) : '';
    throw new Error(`${what}: expected HTTP ${expected}, got ${result.status} ${text}`);
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// The shop
// ---------------------------------------------------------------------------------------


/**
 * Starts `node dist/api/main.js` (pinned to the server core) with a fresh storage folder,
 * logging to a file, and waits for GET /api/health = 200.
 */
export async function startApp({ root, runDir, pinning, children, log, nodeBin = process.execPath, name = 'app' }) {
  const port = await freePort();
  const storageDir = join(runDir, 'storage');
  const logFile = join(runDir, 'logs', 'app.log');
  mkdirSync(storageDir, { recursive: true });
  mkdirSync(join(runDir, 'logs'), { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...shippedCommand(root).env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STORAGE_DIR: storageDir,
    // As the image runs it (no API docs, production's start-up checks, which want a secret).
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // As shipped: one JSON log line per request is part of what a request costs.
    LOG_LEVEL: 'info',
    PUBLIC_URL: origin,
    RATE_LIMIT_CONTACT: String(RATE_LIMIT_MAX),
    RATE_LIMIT_NEWSLETTER: String(RATE_LIMIT_MAX),
    RATE_LIMIT_UPLOAD: String(RATE_LIMIT_MAX),
    RATE_LIMIT_PAYMENT_INTENT: String(RATE_LIMIT_MAX),
    // The upload test sends 500 MB from one address at once: the per-address disk budget
    // (50 MB by default) would refuse it; the memory measured is the point here.
    UPLOAD_QUOTA_PER_IP_MB: '100000',
    UPLOAD_QUOTA_TOTAL_MB: '100000',
    GENERATE_SAMPLE_GUIDES: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    TRUST_PROXY: 'false',
    // Set empty (= unset for the app) so that a developer's .env cannot change what is measured.
    SMTP_URL: '',
    DATABASE_PATH: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_API_BASE: '',
    GA_MEASUREMENT_ID: '',
    META_PIXEL_ID: '',
    // The owner uploads the photo edition through the guide library.
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
  };
  const fd = openSync(logFile, 'a');
  const [cmd, args] = pinnedCommand(pinning, pinning.serverCpu, nodeBin, [...shippedCommand(root).nodeFlags, join(root, 'dist', 'api', 'main.js')]);
  const child = children.track(spawn(cmd, args, { cwd: root, env, stdio: ['ignore', fd, fd] }), name);
  closeSync(fd);
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));

  const started = Date.now();
  const baseUrl = origin;
  for (;;) {
    if (exited) {
      throw new Error(`the shop exited during start-up (code ${exited.code}, signal ${exited.signal}); see ${logFile}:\n${tail(logFile)}`);
    }
    if (Date.now() - started > 180_000) throw new Error(`the shop did not answer GET /api/health within 180 s; see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  const startupMs = Date.now() - started;
  const startupRssBytes = readTreeRssBytes(child.pid);
  log(`[bench] shop up on ${baseUrl} (pid ${child.pid}) after ${(startupMs / 1000).toFixed(1)} s; log: ${logFile}`);
  return {
    child,
    pid: child.pid,
    port,
    baseUrl,
    origin,
    storageDir,
    logFile,
    startupMs,
    startupRssBytes,
    env: {
      NODE_ENV: env.NODE_ENV,
      LOG_LEVEL: env.LOG_LEVEL,
      PUBLIC_URL: env.PUBLIC_URL,
      RATE_LIMIT_CONTACT: env.RATE_LIMIT_CONTACT,
      RATE_LIMIT_NEWSLETTER: env.RATE_LIMIT_NEWSLETTER,
      RATE_LIMIT_UPLOAD: env.RATE_LIMIT_UPLOAD,
      PAYMENT_PROVIDER: env.PAYMENT_PROVIDER,
      SMTP_URL: '(unset: e-mails written to $STORAGE_DIR/outbox)',
    },
  };
}

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Start-up is over once the sample guide PDFs exist and their page previews are rendered
 * (a background job after boot), and the process has gone quiet.
 */
export async function waitForStartupWork(app, { timeoutMs = 180_000 } = {}) {
  const started = Date.now();
  const guidesDir = join(app.storageDir, 'guides');
  const previewsDir = join(app.storageDir, 'previews');
  const list = (dir, re) => (existsSync(dir) ? readdirSync(dir).filter((f) => re.test(f)) : []);
  let guides;
  for (;;) {
    guides = list(guidesDir, /\.pdf$/).map((f) => f.replace(/\.pdf$/, ''));
    const manifests = new Set(list(previewsDir, /\.json$/).map((f) => f.replace(/\.json$/, '')));
    const skipped = /Preview warm-up skipped/.test(tail(app.logFile, 400));
    if (guides.length > 0 && (guides.every((g) => manifests.has(g)) || skipped)) break;
    if (Date.now() - started > timeoutMs) break;
    await sleep(250);
  }
  const quiet = await waitForQuiet(app.pid, { timeoutMs: 30_000 });
  return { guides, previewsReadyMs: Date.now() - started, quiet, rssBytes: readTreeRssBytes(app.pid) };
}

/** Buys `slug` as a browser session would and returns that session's Cookie header. */
export async function buyGuide(app, slug = GUIDE_SLUG) {
  const jar = new Map();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const post = async (path, body) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.origin, ...(jar.size ? { Cookie: cookieHeader() } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const text = await res.text();
    if (res.status !== 200) throw new Error(`checkout: POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  const email = 'bench-buyer@example.com';
  const { clientSecret } = await post('/api/create-payment-intent', { guideSlug: slug, upsellSlugs: [] });
  // The checkout's consent box, ticked (the sandbox takes no payment without it).
  const terms = await fetch(`${app.origin}/api/legal/checkout-terms`, { signal: AbortSignal.timeout(60_000) });
  await post('/api/checkout/consent', { guideSlug: slug, termsVersion: (await terms.json()).termsVersion });
  await post('/api/sandbox/confirm', { clientSecret, email, card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } });
  const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const done = await post('/api/complete-purchase', { paymentIntentId, email, guideSlug: slug, upsellSlugs: [] });
  if (!jar.size) throw new Error('checkout: no session cookie was set');
  return { cookie: cookieHeader(), orderNumber: done?.order?.number ?? null };
}

/**
 * The owner uploads a photo edition of EDITION_SLUG (about 7 MB) through the guide library,
 * as from /admin; buyers of that guide download it stamped from then on.
 */
export async function uploadPhotoEdition(app) {
  const pdf = await photoGuidePdf();
  const login = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.origin },
    body: JSON.stringify(BENCH_ADMIN),
    signal: AbortSignal.timeout(60_000),
  });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${(await login.text()).slice(0, 300)}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Fabric 201 Cotton, photo edition.pdf');
  form.append('note', 'Benchmark: a photo edition of a real guide\'s size');
  const res = await fetch(`${app.baseUrl}/api/admin/guides/${EDITION_SLUG}/editions`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: app.origin },
    body: form,
    signal: AbortSignal.timeout(300_000),
  });
  if (res.status !== 201) throw new Error(`the edition upload answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return { bytes: pdf.length, edition: await res.json() };
}

/** The largest /assets/index-*.js that dist/web/index.html loads (else the largest JS it names). */
export function pickJsAsset(distWeb) {
  const html = readFileSync(join(distWeb, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sized = refs
    .filter((r) => existsSync(join(distWeb, r)))
    .map((r) => ({ path: r, bytes: readFileSync(join(distWeb, r)).length }))
    .sort((a, b) => b.bytes - a.bytes);
  const entry = sized.filter((r) => /^\/assets\/index-[^/]+\.js$/.test(r.path));
  const chosen = entry[0] ?? sized[0];
  if (!chosen) throw new Error(`no /assets/*.js referenced by ${join(distWeb, 'index.html')}`);
  const siblings = ['.gz', '.br'].filter((ext) => existsSync(join(distWeb, chosen.path + ext)));
  return { ...chosen, precompressedSiblings: siblings };
}

// ---------------------------------------------------------------------------------------
// References
// ---------------------------------------------------------------------------------------

async function waitForHttp(url, child, what, errorFile, timeoutMs = 15_000) {
  const started = Date.now();
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  for (;;) {
    if (exited || child.exitCode !== null) {
      throw new Error(`${what} exited at start (code ${exited?.code ?? child.exitCode})${errorFile ? `:\n${tail(errorFile)}` : ''}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

async function startNginx({ runDir, webRoot, pagesRoot, pdfRoot, pinning, children, log }) {
  const bin = ensureNginx(log);
  const info = nginxInfo(bin);
  const port = await freePort();
  const prefix = join(runDir, 'nginx');
  const conf = writeNginxConf({ prefix, port, webRoot, pagesRoot, pdfRoot, gzipStatic: info.gzipStatic });
  testNginxConf(conf, prefix, bin);
  const stderrFile = join(prefix, 'stderr.log');
  const fd = openSync(stderrFile, 'a');
  const [cmd, args] = pinnedCommand(pinning, pinning.serverCpu, bin, ['-p', prefix, '-c', conf, '-g', 'daemon off;']);
  const child = children.track(spawn(cmd, args, { stdio: ['ignore', fd, fd] }), 'nginx');
  closeSync(fd);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/`, child, 'nginx', join(prefix, 'error.log'));
  const workers = childPids(child.pid);
  log(`[bench] nginx ${info.version} up on ${baseUrl} (master ${child.pid}, worker ${workers.join(',') || '?'}); config ${conf}`);
  return { child, pid: child.pid, workers, baseUrl, conf, info };
}

async function startBareNode({ healthBody, pinning, children, log, nodeBin }) {
  const port = await freePort();
  const [cmd, args] = pinnedCommand(pinning, pinning.serverCpu, nodeBin, [join(here, 'refs', 'bare-node.mjs')]);
  const child = children.track(
    spawn(cmd, args, { env: { ...process.env, BENCH_PORT: String(port), BENCH_BODY: healthBody }, stdio: ['ignore', 'ignore', 'inherit'] }),
    'bare-node',
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, child, 'bare node:http server');
  log(`[bench] bare node:http reference up on ${baseUrl} (pid ${child.pid})`);
  return { child, pid: child.pid, baseUrl };
}

/**
 * Runs a child to completion and returns its `RESULT {json}` line. A watchdog kills it
 * after `timeoutMs`, so that no step can hang the bench.
 */
function runForResult(cmd, args, { input, children, name, env, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const child = children.track(spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'], env: env ?? process.env }), name);
    let out = '';
    let err = '';
    let timedOut = false;
    const watchdog = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(watchdog);
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code === 0 && line) return resolve(JSON.parse(line.slice('RESULT '.length)));
      const why = timedOut ? `did not finish within ${timeoutMs / 1000} s` : `failed (code ${code}, signal ${signal})`;
      reject(new Error(`${name} ${why}:\n${err.slice(-2000) || out.slice(-2000)}`));
    });
    child.stdin.end(input ?? '');
  });
}

function runSqliteLoop({ root, runDir, kind, durationS, pinning, children, nodeBin }) {
  const job = { root, dbPath: join(runDir, 'sqlite-ref', `${kind}.sqlite`), kind, durationMs: durationS * 1000 };
  const [cmd, args] = pinnedCommand(pinning, pinning.serverCpu, nodeBin, [join(here, 'refs', 'sqlite-insert.mjs'), JSON.stringify(job)]);
  return runForResult(cmd, args, { children, name: `sqlite loop (${kind})`, timeoutMs: durationS * 1000 + 60_000 });
}

// ---------------------------------------------------------------------------------------
// Load runs
// ---------------------------------------------------------------------------------------

function runLoadJob(ctx, job) {
  const [cmd, args] = pinnedCommand(ctx.pinning, ctx.pinning.loadCpu, process.execPath, [join(here, 'load.mjs')]);
  // autocannon stops by itself after its duration (plus at most its 10 s request timeout);
  // the uploads give up after UPLOAD_TIMEOUT_MS each.
  const timeoutMs = job.mode === 'autocannon' ? (job.options.duration + 40) * 1000 : 240_000;
  return runForResult(cmd, args, { input: JSON.stringify(job), children: ctx.children, name: 'load generator', timeoutMs });
}

/**
 * One autocannon run against one target. `server.pids` are measured for CPU; `rss` samples
 * the shop's memory during the run. Returns the figures the report needs and the raw result.
 */
async function loadRun(ctx, { label, url, method = 'GET', headers = {}, body, idReplacement = false, expected, durationS, server, rss }) {
  const options = {
    url,
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    idReplacement,
    connections: ctx.connections,
    pipelining: 1,
    duration: durationS,
    timeout: 10,
  };
  const sampler = rss ? new RssSampler(rss.pid).start() : null;
  const serverCpu = cpuMeter(server.pids);
  const raw = await runLoadJob(ctx, { mode: 'autocannon', options });
  const { pct: serverCpuPct, seconds: serverCpuSeconds } = serverCpu.withSeconds();
  const memory = sampler ? sampler.stop() : null;
  const total = raw.requests.total;
  const codes = raw.statusCodeStats;
  const unexpected = Object.entries(codes)
    .filter(([code]) => Number(code) !== expected)
    .reduce((n, [, count]) => n + count, 0);
  return {
    label,
    target: server.name,
    url: url.replace(/\?.*$/, ''),
    method,
    headers: Object.keys(headers).filter((h) => h.toLowerCase() !== 'cookie'),
    connections: raw.connections,
    pipelining: raw.pipelining,
    durationS: raw.durationS,
    requestsTotal: total,
    requestsPerSec: total / raw.durationS,
    bytesPerSec: raw.throughput.total / raw.durationS,
    bytesPerResponse: total > 0 ? raw.throughput.total / total : null,
    latencyMs: { p50: raw.latency.p50, p99: raw.latency.p99, max: raw.latency.max, mean: raw.latency.mean },
    errors: raw.errors,
    timeouts: raw.timeouts,
    non2xx: raw.non2xx,
    expectedStatus: expected,
    unexpectedStatus: unexpected,
    // Connection errors (autocannon counts timeouts among them too) and every answer other
    // than the expected status (429, 500...).
    failed: raw.errors + unexpected,
    statusCodes: codes,
    serverCpuPct,
    // Server CPU time per answered request (user + system, all server processes).
    cpuUsPerRequest: total > 0 ? (serverCpuSeconds * 1e6) / total : null,
    loadGeneratorCpuPct: raw.loadGeneratorCpuPct,
    rss: memory,
    raw,
  };
}

function fmtRun(r) {
  const bad = r.failed;
  return (
    `${r.requestsPerSec.toFixed(0)} req/s, ${(r.bytesPerSec / 1e6).toFixed(1)} MB/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms` +
    `${bad ? `, ${r.errors} errors (${r.timeouts} of them timeouts), ${r.non2xx} non-2xx, status ${JSON.stringify(r.statusCodes)}` : ', all ' + r.expectedStatus}` +
    `; server CPU ${r.serverCpuPct?.toFixed(0)} %, load generator CPU ${r.loadGeneratorCpuPct?.toFixed(0)} %`
  );
}

// ---------------------------------------------------------------------------------------
// The back-end measurement
// ---------------------------------------------------------------------------------------

/**
 * ctx: { root, runDir, app, pinning, children, log, phase, quick, durationS, warmupS, connections }
 * `phase(name, fn)` records the load average before and after.
 */
export async function measureBackend(ctx) {
  const { root, runDir, app, log, phase } = ctx;
  const distWeb = join(root, 'dist', 'web');
  const result = { settings: {}, setup: {}, runs: [], writes: {}, memory: {}, uploads: null, references: {} };
  result.settings = {
    durationS: ctx.durationS,
    warmupS: ctx.warmupS,
    connections: ctx.connections,
    pipelining: 1,
    timeoutS: 10,
    uploadClients: 10,
    uploadFilesPerClient: 5,
    uploadFileBytes: UPLOAD_FILE_BYTES,
    rssSampleIntervalMs: 100,
  };

  // --- set-up: what the scenarios need, and one warm-up request each -------------------
  const setup = await phase('backend set-up', async () => {
    const health = expectStatus(await probe(`${app.baseUrl}/api/health`, { keepBody: true }), 200, 'GET /api/health');
    const healthBody = health.body.toString('utf8');
    const { cookie, orderNumber } = await buyGuide(app);
    const pdf = expectStatus(
      await probe(`${app.baseUrl}/api/download/${GUIDE_SLUG}`, { headers: { Cookie: cookie }, keepBody: true }),
      200,
      `GET /api/download/${GUIDE_SLUG}`,
    );
    if (!pdf.body.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('the download is not a PDF');
    const pdfRoot = join(runDir, 'nginx-pdf');
    mkdirSync(pdfRoot, { recursive: true });
    writeFileSync(join(pdfRoot, 'guide.pdf'), pdf.body, { mode: 0o644 });
    const range = await probe(`${app.baseUrl}/api/download/${GUIDE_SLUG}`, { headers: { Cookie: cookie, Range: 'bytes=0-1023' }, keepBody: true });
    const rangeCheck = {
      request: 'Range: bytes=0-1023',
      status: range.status,
      bodyBytes: range.bodyBytes,
      contentRange: range.headers['content-range'] ?? null,
      acceptRanges: pdf.headers['accept-ranges'] ?? null,
      sameBytes: range.body.equals(pdf.body.subarray(0, 1024)),
    };
    rangeCheck.pass =
      range.status === 206 &&
      range.bodyBytes === 1024 &&
      rangeCheck.sameBytes &&
      rangeCheck.contentRange === `bytes 0-1023/${pdf.bodyBytes}` &&
      rangeCheck.acceptRanges === 'bytes';
    const uploaded = await uploadPhotoEdition(app);
    const editionBuyer = await buyGuide(app, EDITION_SLUG);
    const edition = expectStatus(
      await probe(`${app.baseUrl}/api/download/${EDITION_SLUG}`, { headers: { Cookie: editionBuyer.cookie }, keepBody: true }),
      200,
      `GET /api/download/${EDITION_SLUG}`,
    );
    if (!edition.body.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('the edition download is not a PDF');
    if (edition.bodyBytes < uploaded.bytes) throw new Error(`the edition download (${edition.bodyBytes} bytes) is smaller than the upload (${uploaded.bytes})`);
    writeFileSync(join(pdfRoot, 'edition.pdf'), edition.body, { mode: 0o644 });
    log(`[bench] photo edition of ${EDITION_SLUG}: uploaded ${uploaded.bytes} bytes, downloaded stamped ${edition.bodyBytes} bytes`);
    const asset = pickJsAsset(distWeb);
    log(
      `[bench] bought ${GUIDE_SLUG} (order ${orderNumber}); stamped PDF ${pdf.bodyBytes} bytes; Range check ${rangeCheck.pass ? 'passed' : 'FAILED'} ` +
        `(${range.status}, ${range.bodyBytes} bytes); JS asset ${asset.path} (${asset.bytes} bytes)`,
    );
    return {
      healthBody,
      cookie,
      orderNumber,
      pdfBytes: pdf.bodyBytes,
      pdfHeaders: pdf.headers,
      pdfRoot,
      rangeCheck,
      asset,
      edition: { cookie: editionBuyer.cookie, uploadedBytes: uploaded.bytes, bytes: edition.bodyBytes },
    };
  });
  result.setup = {
    guide: GUIDE_SLUG,
    orderNumber: setup.orderNumber,
    pdfBytes: setup.pdfBytes,
    pdfHeaders: setup.pdfHeaders,
    edition: { guide: EDITION_SLUG, uploadedBytes: setup.edition.uploadedBytes, bytes: setup.edition.bytes },
    rangeCheck: setup.rangeCheck,
    jsAsset: setup.asset,
    healthBody: setup.healthBody,
  };

  const origin = app.origin;
  const jsonHeaders = { 'Content-Type': 'application/json', Origin: origin };
  // gzip for both servers: Debian's nginx has no brotli module, so with 'br, gzip' the shop
  // would send its smaller .br file and nginx the .gz; with gzip both send the same bytes.
  const browserEncoding = { 'Accept-Encoding': 'gzip' };
  const contactBody = JSON.stringify({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Apparel',
    message: 'We need 500 organic cotton tees.',
  });
  // autocannon puts a fresh id in place of [<id>] in every request: one new address each.
  const newsletterBody = JSON.stringify({ email: 'bench-[<id>]@example.com', source: 'footer' });

  /** Our targets: path, options, expected status. */
  const ours = {
    index: { path: '/', headers: browserEncoding, expected: 200 },
    asset: { path: setup.asset.path, headers: browserEncoding, expected: 200 },
    health: { path: '/api/health', expected: 200 },
    download: { path: `/api/download/${GUIDE_SLUG}`, headers: { Cookie: setup.cookie }, expected: 200 },
    edition: { path: `/api/download/${EDITION_SLUG}`, headers: { Cookie: setup.edition.cookie }, expected: 200 },
    contact: { path: '/api/contact', method: 'POST', headers: jsonHeaders, body: contactBody, expected: 201 },
    newsletter: { path: '/api/newsletter/subscribe', method: 'POST', headers: jsonHeaders, body: newsletterBody, idReplacement: true, expected: 200 },
  };

  // One warm-up request each (status checked), and what each answers.
  result.setup.probes = { ours: {} };
  for (const [name, t] of Object.entries(ours)) {
    const body = t.body?.replace('[<id>]', 'warmup');
    const p = await probe(`${app.baseUrl}${t.path}`, { method: t.method, headers: t.headers, body, keepBody: true });
    expectStatus(p, t.expected, `${t.method ?? 'GET'} ${t.path}`);
    delete p.body;
    result.setup.probes.ours[name] = p;
  }

  // --- idle memory ----------------------------------------------------------------------
  await phase('idle memory', async () => {
    // Settled: the PDF worker process the set-up used (stamps, the edition's previews) has
    // exited, as it does 5 s after its last job, and the server is quiet.
    const workerGone = await waitForNoChildren(app.pid, 20_000);
    const quiet = await waitForQuiet(app.pid, { timeoutMs: 20_000 });
    await sleep(ctx.quick ? 1000 : 3000);
    const sampler = new RssSampler(app.pid).start();
    await sleep(ctx.quick ? 1000 : 3000);
    result.memory.idle = { ...sampler.stop(), quiet, workerGone };
    log(`[bench] idle RSS ${(result.memory.idle.medianBytes / 1e6).toFixed(1)} MB (median of ${result.memory.idle.samples} samples)`);
  });

  // --- references -------------------------------------------------------------------------
  const nginx = await startNginx({ runDir, webRoot: distWeb, pagesRoot: join(distWeb, '..', 'pages'), pdfRoot: setup.pdfRoot, pinning: ctx.pinning, children: ctx.children, log });
  const bare = await startBareNode({ healthBody: setup.healthBody, pinning: ctx.pinning, children: ctx.children, log, nodeBin: ctx.nodeBin });
  result.references = {
    nginx: { version: nginx.info.version, path: nginx.info.path, gzipStatic: nginx.info.gzipStatic, config: readFileSync(nginx.conf, 'utf8') },
    bareNode: { script: 'scripts/bench/refs/bare-node.mjs' },
    sqliteLoop: { script: 'scripts/bench/refs/sqlite-insert.mjs' },
  };
  const refs = {
    index: { server: 'nginx', baseUrl: nginx.baseUrl, path: '/', headers: browserEncoding, expected: 200 },
    asset: { server: 'nginx', baseUrl: nginx.baseUrl, path: setup.asset.path, headers: browserEncoding, expected: 200 },
    health: { server: 'bare node:http', baseUrl: bare.baseUrl, path: '/api/health', expected: 200 },
    download: { server: 'nginx', baseUrl: nginx.baseUrl, path: '/guide.pdf', expected: 200 },
    edition: { server: 'nginx', baseUrl: nginx.baseUrl, path: '/edition.pdf', expected: 200 },
  };
  result.setup.probes.references = {};
  for (const [name, t] of Object.entries(refs)) {
    const p = await probe(`${t.baseUrl}${t.path}`, { headers: t.headers });
    expectStatus(p, t.expected, `${t.server} ${t.path}`);
    result.setup.probes.references[name] = p;
  }
  if (result.setup.probes.references.download.bodyBytes !== setup.pdfBytes) {
    throw new Error('nginx does not serve the same PDF bytes as the shop');
  }
  if (result.setup.probes.references.edition.bodyBytes !== setup.edition.bytes) {
    throw new Error('nginx does not serve the same edition bytes as the shop');
  }

  const appServer = { name: 'shop', pids: [app.pid] };
  const nginxServer = { name: 'nginx', pids: [nginx.pid, ...nginx.workers] };
  const bareServer = { name: 'bare node:http', pids: [bare.pid] };
  const refServer = (t) => (t.server === 'nginx' ? nginxServer : bareServer);
  const loadPeak = { maxBytes: 0, perRun: {} };

  const run = async (label, baseUrl, t, server, rssPid) => {
    // Warm-up (JIT, connection pools), not recorded; then the measured run.
    if (ctx.warmupS > 0) {
      const w = await loadRun(ctx, { label: `${label} (warm-up)`, url: `${baseUrl}${t.path}`, ...t, durationS: ctx.warmupS, server, rss: rssPid ? { pid: rssPid } : null });
      if (w.rss?.maxBytes) loadPeak.maxBytes = Math.max(loadPeak.maxBytes, w.rss.maxBytes);
    }
    const r = await loadRun(ctx, { label, url: `${baseUrl}${t.path}`, ...t, durationS: ctx.durationS, server, rss: rssPid ? { pid: rssPid } : null });
    if (r.rss?.maxBytes) {
      loadPeak.maxBytes = Math.max(loadPeak.maxBytes, r.rss.maxBytes);
      loadPeak.perRun[label] = r.rss.maxBytes;
    }
    log(`[bench]   ${label} → ${server.name}: ${fmtRun(r)}`);
    return r;
  };
  const settleApp = () => waitForQuiet(app.pid, { timeoutMs: 15_000 });

  const scenarios = [
    { id: 'index', title: 'GET / (index.html)', metric: 'requestsPerSec' },
    { id: 'asset', title: `GET ${setup.asset.path} (Accept-Encoding: gzip)`, metric: 'requestsPerSec' },
    { id: 'health', title: 'GET /api/health', metric: 'requestsPerSec' },
    { id: 'download', title: `GET /api/download/${GUIDE_SLUG} (generated sample PDF, ${setup.pdfBytes} bytes)`, metric: 'requestsPerSec' },
    { id: 'edition', title: `GET /api/download/${EDITION_SLUG} (photo edition, ${setup.edition.bytes} bytes)`, metric: 'bytesPerSec' },
  ];
  await phase('load runs', async () => {
    for (const s of scenarios) {
      log(`[bench] load: ${s.title}`);
      await settleApp();
      const oursRun = await run(`${s.id}`, app.baseUrl, ours[s.id], appServer, app.pid);
      await sleep(1000);
      const refRun = await run(`${s.id} (reference)`, refs[s.id].baseUrl, refs[s.id], refServer(refs[s.id]), null);
      result.runs.push({ id: s.id, title: s.title, metric: s.metric, ours: oursRun, reference: refRun, referenceName: refs[s.id].server });
    }
    for (const kind of ['contact', 'newsletter']) {
      const title = kind === 'contact' ? 'POST /api/contact' : 'POST /api/newsletter/subscribe (a new address each request)';
      log(`[bench] load: ${title}`);
      await settleApp();
      const oursRun = await run(kind, app.baseUrl, ours[kind], appServer, app.pid);
      await settleApp();
      const loop = await runSqliteLoop({ root, runDir, kind, durationS: ctx.durationS, pinning: ctx.pinning, children: ctx.children, nodeBin: ctx.nodeBin });
      log(
        `[bench]   ${kind} reference → sqlite insert loop: ${loop.insertsPerSec.toFixed(0)} inserts/s, p50 ${loop.p50Ms.toFixed(2)} ms, p99 ${loop.p99Ms.toFixed(2)} ms`,
      );
      result.writes[kind] = { title, ours: oursRun, sqliteLoop: loop };
    }
  });
  result.memory.load = loadPeak;

  // --- the same pages and assets on this machine's own Node, when it is not the shipped one --
  if (process.execPath !== ctx.nodeBin) {
    await phase('machine Node', async () => {
      const other = await startApp({
        root,
        runDir: join(runDir, 'machine-node'),
        pinning: ctx.pinning,
        children: ctx.children,
        log,
        name: 'app (machine Node)',
      });
      try {
        await waitForQuiet(other.pid, { timeoutMs: 30_000 });
        const otherServer = { name: `shop on ${process.version}`, pids: [other.pid] };
        result.machineNode = { version: process.version, runs: [] };
        for (const s of scenarios.filter((x) => ['index', 'asset', 'health'].includes(x.id))) {
          await waitForQuiet(other.pid, { timeoutMs: 15_000 });
          const r = await run(`${s.id} (machine Node)`, other.baseUrl, ours[s.id], otherServer, null);
          result.machineNode.runs.push({ id: s.id, title: s.title, ours: r });
        }
      } finally {
        await stopChild(other.child, 15_000);
      }
    });
  }

  await stopChild(nginx.child);
  await stopChild(bare.child);

  // --- uploads: 10 clients × 5 files of 10 MB at once ---------------------------------------
  await phase('upload memory', async () => {
    await settleApp();
    const before = new RssSampler(app.pid).start();
    await sleep(1000);
    const beforeStats = before.stop();
    const sampler = new RssSampler(app.pid).start();
    const uploads = await runLoadJob(ctx, {
      mode: 'uploads',
      baseUrl: app.baseUrl,
      origin,
      clients: result.settings.uploadClients,
      filesPerClient: result.settings.uploadFilesPerClient,
      fileBytes: UPLOAD_FILE_BYTES,
    });
    const during = sampler.stop();
    await settleApp();
    const afterBytes = readTreeRssBytes(app.pid);
    result.uploads = uploads;
    result.memory.upload = {
      beforeBytes: beforeStats.medianBytes,
      peakBytes: during.maxBytes,
      raiseBytes: during.maxBytes - beforeStats.medianBytes,
      afterBytes,
      samples: during.samples,
    };
    log(
      `[bench] uploads: ${uploads.succeeded}/${uploads.attempted} succeeded in ${(uploads.wallMs / 1000).toFixed(1)} s; RSS ${(beforeStats.medianBytes / 1e6).toFixed(1)} → peak ${(during.maxBytes / 1e6).toFixed(1)} MB`,
    );
  });

  return result;
}

// ---------------------------------------------------------------------------------------
// The shop's log after the run: errors, warnings and answers by status
// ---------------------------------------------------------------------------------------

/** Counts the shop's JSON log lines by level, and request lines by route and status. */
export function summariseAppLog(logFile) {
  const summary = { lines: 0, byLevel: {}, requests: {}, notable: [], unparsable: 0 };
  let text;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return summary;
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    summary.lines++;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      summary.unparsable++;
      if (summary.notable.length < 20) summary.notable.push(line.slice(0, 400));
      continue;
    }
    summary.byLevel[entry.level] = (summary.byLevel[entry.level] ?? 0) + 1;
    if (entry.msg === 'request' && entry.method && entry.url) {
      const route = `${entry.method} ${String(entry.url).replace(/\?.*$/, '').replace(/\/objects\/uploads\/[^/]+$/, '/objects/uploads/:id')}`;
      const byStatus = (summary.requests[route] ??= {});
      byStatus[entry.status] = (byStatus[entry.status] ?? 0) + 1;
    }
    if ((entry.level === 'error' || entry.level === 'warn') && summary.notable.length < 20) {
      summary.notable.push(line.slice(0, 400));
    }
  }
  return summary;
}
