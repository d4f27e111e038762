#!/usr/bin/env node
/**
 * `npm run test:replicas` (`.ci/run` runs it after test:docker): the shop as several
 * replicas, the way README "Running several replicas" describes, on this machine.
 *
 *   - a throwaway PostgreSQL (scripts/lib/pg-cluster.mjs) and an S3 API server
 *     (scripts/lib/s3-server.mjs, s3rver), both in temp folders on loopback;
 *   - two shop processes (`node dist/api/main.js`, NODE_ENV=production, the sandbox on
 *     purpose) on their own free ports and their own empty STORAGE_DIR, sharing only
 *     DATABASE_URL, the bucket and SESSION_SECRET;
 *   - Debian's nginx in front (round-robin, a config in the temp folder, `daemon off`, its
 *     pid, logs and temp paths there too), plus a second listener with replica A only, for
 *     the one-replica figures.
 *
 * Then named checks, each printing its figures:
 *   (a) HTTP scenarios through the balancer: register, log in, /api/me, checkout with an
 *       upsell + sandbox payment + complete-purchase, the stamped download, the purchases
 *       list, an enquiry with an attachment, admin login and its lists (orders, messages,
 *       subscribers, outbox), the attachment, logout;
 *   (b) a browser purchase through the balancer (Debian's chromium, the consent box ticked);
 *   (c) a session made on replica A works on B, and a logout on B ends it on A;
 *   (d) a rate limit (newsletter, per client address) and the login throttle of an account
 *       count across both replicas;
 *   (e) an upload to A attaches through B, and the admin downloads it from B and from A;
 *   (f) a refund on A revokes the buyer's downloads on B at once;
 *   (h) a purchase burst through one replica and through two (orders/s, p50/p95);
 *   (g) kill -9 of replica B during a burst of purchases through the balancer; every
 *       acknowledged order (2xx from complete-purchase) is in the database, paid, numbered
 *       once and has exactly one receipt in the mail outbox; B restarts and serves again;
 *   (i) `npm run backup` with DATABASE_URL (pg_dump) and `npm run restore` into a fresh
 *       database: the orders are there.
 * Prints `Replicas: N passed, M failed` last. Logs in test-results/replicas/.
 * Environment: REPLICAS_BURST (purchases in the kill burst, default 200),
 * REPLICAS_THROUGHPUT (purchases per throughput burst, default 100), REPLICAS_CONCURRENCY (10).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pdfFile } from '../test/fixtures/pdf.mjs';
import { freePort } from './lib/free-port.mjs';

const root = new URL('..', import.meta.url).pathname;
const logDir = join(root, 'test-results', 'replicas');
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const t0 = Date.now();
const results = { passed: 0, failed: 0 };
const cleanups = [];
const BURST = Number(process.env.REPLICAS_BURST || 200);
const THROUGHPUT_N = Number(process.env.REPLICAS_THROUGHPUT || 100);
const CONCURRENCY = Number(process.env.REPLICAS_CONCURRENCY || 10);
const NEWSLETTER_LIMIT = 4;

const log = (msg) => console.log(`[replicas] ${msg}`);
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/** One named check: counted and timed. A failed check does not stop the later ones unless `fatal`. */
async function step(name, fn, { fatal = false } = {}) {
  const start = Date.now();
  try {
    const note = await fn();
    results.passed += 1;
    log(`ok   ${name} (${secs(Date.now() - start)})${note ? `: ${note}` : ''}`);
    return true;
  } catch (err) {
    results.failed += 1;
    log(`FAIL ${name} (${secs(Date.now() - start)}): ${err.stack && process.env.REPLICAS_DEBUG ? err.stack : err.message}`);
    if (fatal) throw err;
    return false;
  }
}

async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      log(`cleanup: ${err.message}`);
    }
  }
}

async function finish(code) {
  await cleanup();
  log(`total ${secs(Date.now() - t0)}; logs in ${logDir}`);
  console.log(`\nReplicas: ${results.passed} passed, ${results.failed} failed`);
  process.exit(code);
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    log(`${sig}: stopping`);
    void finish(1);
  });
}

// ---------------------------------------------------------------------------------------
// Tools: nginx, PostgreSQL, the build
// ---------------------------------------------------------------------------------------

/** Debian's nginx binary, or null: looked up each time (the tools step may install it first). */
const nginxBinary = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;

function aptInstall(packages) {
  if (process.getuid?.() !== 0)
    throw new Error(`${packages.join(', ')} missing and this is not root: apt-get install -y ${packages.join(' ')}`);
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

function ensureBuilt() {
  const missing = ['dist/api/main.js', 'dist/web/index.html'].filter((f) => !existsSync(join(root, f)));
  if (missing.length === 0) return 'dist/ present';
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', timeout: 20 * 60_000 });
  writeFileSync(join(logDir, 'build.log'), `${r.stdout}\n${r.stderr}`);
  if (r.status !== 0) throw new Error(`npm run build failed (log: ${join(logDir, 'build.log')})`);
  return `built (${missing.join(', ')} were missing)`;
}

// ---------------------------------------------------------------------------------------
// HTTP: one connection per request (a replica killed mid-run leaves no pooled socket)
// ---------------------------------------------------------------------------------------

function http(method, url, { headers = {}, body, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    let payload;
    const h = { ...headers };
    if (body !== undefined) {
      payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      if (!Buffer.isBuffer(body)) h['Content-Type'] ??= 'application/json';
      h['Content-Length'] = String(payload.length);
    }
    const req = httpRequest(url, { method, headers: h, agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: buf,
          text: () => buf.toString('utf8'),
          json: () => JSON.parse(buf.toString('utf8')),
        });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A browser as far as the shop cares: the shop's Origin (PUBLIC_URL, the balancer) on
 * every request and the session cookie, sent to whichever address `base` names.
 */
class Client {
  constructor(base, origin) {
    this.base = base;
    this.origin = origin;
    this.cookie = undefined;
    this.requests = 0;
  }
  /** The same cookie jar talking to another address (another replica). */
  at(base) {
    const c = new Client(base, this.origin);
    c.cookie = this.cookie;
    return c;
  }
  async request(method, path, body, headers = {}) {
    this.requests += 1;
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const res = await http(method, url, {
      headers: { Origin: this.origin, ...(this.cookie ? { Cookie: this.cookie } : {}), ...headers },
      body,
    });
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      if (c.startsWith('shop.sid=')) this.cookie = c.split(';')[0];
    }
    return res;
  }
  async expect(status, method, path, body, headers) {
    const res = await this.request(method, path, body, headers);
    const ok = Array.isArray(status) ? status.includes(res.status) : res.status === status;
    assert(ok, `${method} ${path} on ${this.base}: ${res.status} (wanted ${status}) ${res.text().slice(0, 300)}`);
    return res;
  }
}

const SANDBOX_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const GUIDES = ['fabric-101', 'fabric-201-cotton', 'fabric-202-plant-based', 'fabric-203-animal-based', 'fabric-204-synthetic'];

/** A sandbox purchase as the checkout page makes it; returns the order and what identifies it. */
async function purchase(client, { guideSlug = 'fabric-101', upsellSlugs = [], email = uniqueEmail('buyer') } = {}) {
  const intent = (await client.expect(200, 'POST', '/api/create-payment-intent', { guideSlug, upsellSlugs })).json();
  const paymentIntentId = intent.clientSecret.slice(0, intent.clientSecret.indexOf('_secret_'));
  const { termsVersion } = (await client.expect(200, 'GET', '/api/legal/checkout-terms')).json();
  await client.expect(200, 'POST', '/api/checkout/consent', { guideSlug, termsVersion });
  await client.expect(200, 'POST', '/api/sandbox/confirm', { clientSecret: intent.clientSecret, email, card: SANDBOX_CARD });
  const done = (await client.expect(200, 'POST', '/api/complete-purchase', { paymentIntentId, email, guideSlug, upsellSlugs })).json();
  assert(done.order?.number, `complete-purchase gave no order: ${JSON.stringify(done).slice(0, 300)}`);
  return { order: done.order, paymentIntentId, email, guideSlug, upsellSlugs };
}

function uniqueEmail(tag) {
  return `${tag}-${randomUUID().slice(0, 12)}@example.com`;
}

/** The path (and query) of an address the shop handed out, to send it to a chosen replica. */
const pathOf = (url) => {
  const u = new URL(url, 'http://x');
  return `${u.pathname}${u.search}`;
};

/** Slot, PUT of the bytes, enquiry naming it; each to the client's address of choice. */
async function enquiryWithUpload({ slotVia, putVia, contactVia, file, marker }) {
  const slot = (await slotVia.expect(200, 'POST', '/api/objects/upload', {})).json();
  const put = (
    await putVia.expect(200, 'PUT', pathOf(slot.uploadURL), file, {
      'Content-Type': 'application/pdf',
      'X-File-Name': encodeURIComponent(`brief ${marker}.pdf`),
    })
  ).json();
  const msg = (
    await contactVia.expect(201, 'POST', '/api/contact', {
      kind: 'contact',
      name: 'Replica Tester',
      email: uniqueEmail('enquirer'),
      message: `Please quote 200 tees. Marker ${marker}.`,
      attachments: [slot.uploadURL.split('?')[0]],
    })
  ).json();
  return { uploadId: put.id, messageId: msg.id };
}

async function adminLogin(client, admin) {
  await client.expect(200, 'POST', '/api/admin/login', admin);
  return client;
}

async function findMessage(admin, marker) {
  const page = (await admin.expect(200, 'GET', `/api/admin/messages?q=${encodeURIComponent(marker)}`)).json();
  const msg = page.messages.find((m) => m.message.includes(marker));
  assert(msg, `message ${marker} is not in the admin inbox (${page.messages.length} found)`);
  return msg;
}

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

// ---------------------------------------------------------------------------------------
// Processes: the shop replicas and nginx
// ---------------------------------------------------------------------------------------

class Replica {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.base = `http://127.0.0.1:${port}`;
    this.proc = null;
    this.starts = 0;
  }

  async start(timeoutMs = 240_000) {
    this.starts += 1;
    const out = openSync(join(logDir, `replica-${this.name}.log`), 'a');
    this.proc = spawn(process.execPath, [join(root, 'dist', 'api', 'main.js')], {
      cwd: root,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    const proc = this.proc;
    this.exited = new Promise((r) => proc.once('exit', (code, signal) => r({ code, signal })));
    const start = Date.now();
    for (;;) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(`replica ${this.name} exited (${proc.exitCode ?? proc.signalCode}) while starting:\n${this.tail()}`);
      }
      try {
        const res = await http('GET', `${this.base}/api/health/ready`, { timeoutMs: 2000 });
        if (res.status === 200) return Date.now() - start;
      } catch {
        /* not listening yet */
      }
      if (Date.now() - start > timeoutMs) throw new Error(`replica ${this.name} not ready after ${secs(timeoutMs)}:\n${this.tail()}`);
      await sleep(250);
    }
  }

  tail(n = 25) {
    const file = join(logDir, `replica-${this.name}.log`);
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-n).join('\n') : '';
  }

  alive() {
    return this.proc && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  async kill9() {
    if (!this.alive()) return;
    this.proc.kill('SIGKILL');
    await this.exited;
  }

  async stop() {
    if (!this.alive()) return;
    this.proc.kill('SIGTERM');
    const t = setTimeout(() => this.proc.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(t);
  }
}

/** nginx: round-robin over both replicas on `lbPort`, replica A alone on `soloPort`. */
async function startNginx(dir, { lbPort, soloPort, replicas }) {
  mkdirSync(dir, { recursive: true });
  // As root the workers run as nobody: they must reach the temp paths.
  if (process.getuid?.() === 0) for (const d of [dirname(dir), dir]) chmodSync(d, 0o755);
  const upstream = (name, list) =>
    `  upstream ${name} {\n${list.map((r) => `    server 127.0.0.1:${r.port} max_fails=1 fail_timeout=10s;`).join('\n')}\n  }`;
  const server = (port, up) => `  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${up};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A replica that refuses the connection or times out: the next one gets the request.
      # A POST already sent to a replica that dies is answered 502 (not sent twice).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }`;
  const conf = `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  log_format replicas '$msec|$upstream_addr|$status|$request_method|$uri|$upstream_response_time';
  access_log ${join(dir, 'access.log')} replicas;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  client_max_body_size 20m;
  proxy_request_buffering off;
${upstream('shop', replicas)}
${upstream('solo', replicas.slice(0, 1))}
${server(lbPort, 'shop')}
${server(soloPort, 'solo')}
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed');
  const test = spawnSync(bin, ['-t', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
  const out = openSync(join(logDir, 'nginx.out'), 'a');
  const proc = spawn(bin, ['-c', file, '-p', dir], { stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = new Promise((r) => proc.once('exit', r));
  cleanups.push(async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000)]);
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    }
    for (const f of ['access.log', 'error.log']) {
      if (existsSync(join(dir, f))) writeFileSync(join(logDir, `nginx-${f}`), readFileSync(join(dir, f)));
    }
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await http('GET', `http://127.0.0.1:${lbPort}/api/health`, { timeoutMs: 2000 });
      return { proc, conf: file, accessLog: join(dir, 'access.log') };
    } catch {
      if (proc.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not answer: ${readFileSync(join(logDir, 'nginx.out'), 'utf8')}`);
      await sleep(200);
    }
  }
}

/**
 * What nginx's access log says since byte `from`: requests per replica (by name; "B>A"
 * when nginx passed a request on from B to A) and per status.
 */
function accessStats(accessLog, from, names) {
  const text = existsSync(accessLog) ? readFileSync(accessLog).subarray(from).toString('utf8') : '';
  const upstreams = {};
  const statuses = {};
  for (const line of text.split('\n').filter(Boolean)) {
    const [, addr, status] = line.split('|');
    const who = addr
      .split(/,\s*/)
      .map((a) => names[a] ?? a)
      .join('>');
    upstreams[who] = (upstreams[who] ?? 0) + 1;
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { upstreams, statuses };
}

const logSize = (file) => (existsSync(file) ? readFileSync(file).length : 0);

// ---------------------------------------------------------------------------------------
// Bursts of purchases
// ---------------------------------------------------------------------------------------

/**
 * `total` sandbox purchases, `concurrency` at a time, against `base`. complete-purchase is
 * asked again (up to 3 times) when the answer is a 502 or no answer, as a buyer reloading
 * the thank-you page would: fulfilment is idempotent. Returns the acknowledged purchases
 * and what went wrong with the others.
 */
async function burst(base, origin, { total, concurrency, onAck, tag = 'burst', names = {} }) {
  const acked = [];
  const failures = {};
  const latencies = [];
  /** Purchases that were not acknowledged, each with its requests (status, replica). */
  const traces = [];
  let next = 0;
  const fail = (key) => (failures[key] = (failures[key] ?? 0) + 1);
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const client = new Client(base, origin);
      const guideSlug = GUIDES[n % GUIDES.length];
      const upsellSlugs = n % 2 ? [GUIDES[(n + 1) % GUIDES.length]] : [];
      const email = `${tag}-${n}-${randomUUID().slice(0, 8)}@example.com`;
      const trace = [];
      const call = async (label, method, path, body) => {
        try {
          const res = await client.request(method, path, body);
          const via = String(res.headers['x-upstream'] ?? '-')
            .split(/,\s*/)
            .map((a) => names[a] ?? a)
            .join('>');
          trace.push(`${label} ${res.status} ${via}`);
          return res;
        } catch (err) {
          trace.push(`${label} ${err.code ?? err.message}`);
          throw err;
        }
      };
      const start = Date.now();
      try {
        const intent = await call('intent', 'POST', '/api/create-payment-intent', { guideSlug, upsellSlugs });
        if (intent.status !== 200) throw new Error(`intent ${intent.status}`);
        const { clientSecret } = intent.json();
        const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
        const terms = await call('terms', 'GET', '/api/legal/checkout-terms');
        if (terms.status !== 200) throw new Error(`terms ${terms.status}`);
        const consent = await call('consent', 'POST', '/api/checkout/consent', { guideSlug, termsVersion: terms.json().termsVersion });
        if (consent.status !== 200) throw new Error(`consent ${consent.status}`);
        const confirm = await call('confirm', 'POST', '/api/sandbox/confirm', { clientSecret, email, card: SANDBOX_CARD });
        if (confirm.status !== 200) throw new Error(`confirm ${confirm.status}`);
        let done;
        for (let attempt = 1; ; attempt++) {
          try {
            done = await call('complete', 'POST', '/api/complete-purchase', { paymentIntentId, email, guideSlug, upsellSlugs });
            if (done.status !== 502 || attempt === 3) break;
          } catch (err) {
            if (attempt === 3) throw err;
          }
          fail('complete-purchase asked again');
          await sleep(100);
        }
        if (done.status !== 200) throw new Error(`complete ${done.status}`);
        const number = done.json().order?.number;
        // 200 without the order: the shop does not count this session as the buyer's.
        if (!number) throw new Error('complete 200 without the order');
        const ack = { paymentIntentId, email, guideSlug, upsellSlugs, number, at: Date.now() };
        acked.push(ack);
        latencies.push(Date.now() - start);
        onAck?.(ack, acked.length);
      } catch (err) {
        fail(err.code ? `network ${err.code}` : err.message.replace(/ on http.*/, ''));
        traces.push({ n, email, error: err.message, trace });
      }
    }
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = Date.now() - start;
  latencies.sort((a, b) => a - b);
  if (traces.length > 0) writeFileSync(join(logDir, `burst-${tag}-not-acknowledged.json`), JSON.stringify(traces, null, 2));
  return {
    acked,
    failures,
    ms,
    latencies,
    perSecond: acked.length / (ms / 1000),
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
  };
}

/**
 * s3rver (scripts/lib/s3-server.mjs) in a child process of its own, so that the load this
 * script generates and the object store do not share one event loop.
 */
async function startS3Child(dir) {
  if (!existsSync(join(root, 'scripts', 'lib', 's3-server.mjs'))) throw new Error('scripts/lib/s3-server.mjs is missing');
  mkdirSync(dir, { recursive: true });
  const script = `
    const { startS3rver } = await import(${JSON.stringify(join(root, 'scripts', 'lib', 's3-server.mjs'))});
    const s = await startS3rver({ dir: ${JSON.stringify(dir)} });
    process.stdout.write(JSON.stringify({ endpoint: s.endpoint, bucket: s.bucket, env: s.env }) + '\\n');
    process.on('SIGTERM', async () => { await s.stop(); process.exit(0); });`;
  const err = openSync(join(logDir, 's3rver.log'), 'a');
  const proc = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', err] });
  closeSync(err);
  const exited = new Promise((r) => proc.once('exit', r));
  const info = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (c) => {
      out += c;
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
    });
    proc.once('exit', (code) =>
      reject(new Error(`s3rver exited ${code}: ${readFileSync(join(logDir, 's3rver.log'), 'utf8').slice(-500)}`)),
    );
    setTimeout(() => reject(new Error('s3rver did not start in 30 s')), 30_000);
  });
  return {
    ...info,
    stop: async () => {
      if (proc.exitCode !== null) return;
      proc.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    },
  };
}

// ---------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'threadwise-replicas-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));

  await step(
    'tools',
    () => {
      const notes = [];
      if (!nginxBinary()) {
        aptInstall(['nginx-light']);
        notes.push('nginx-light installed');
      }
      notes.push(
        `nginx ${spawnSync(nginxBinary() ?? 'nginx', ['-v'], { encoding: 'utf8' })
          .stderr.trim()
          .replace(/^nginx version: /, '')}`,
      );
      notes.push(ensureBuilt());
      return notes.join('; ');
    },
    { fatal: true },
  );

  // PostgreSQL and the S3 server, through the helpers the other test scripts use.
  let pg;
  let s3;
  await step(
    'PostgreSQL (throwaway cluster)',
    async () => {
      const { startPgCluster } = await import('./lib/pg-cluster.mjs');
      pg = await startPgCluster();
      cleanups.push(() => pg.stop());
      return `${pg.url.replace(/:[^:@/]*@/, ':***@')}`;
    },
    { fatal: true },
  );
  // Without the S3 server the replicas keep files on their own disks: the checks that need
  // shared files then fail and say so, the others still run.
  await step('S3 server (s3rver)', async () => {
    s3 = await startS3Child(join(work, 's3'));
    cleanups.push(() => s3.stop());
    return `${s3.endpoint}, bucket ${s3.bucket} (own process)`;
  });

  const [portA, portB, lbPort, soloPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const lb = `http://127.0.0.1:${lbPort}`;
  const solo = `http://127.0.0.1:${soloPort}`;
  const admin = { email: 'owner@threadwise.test', password: randomBytes(12).toString('base64url') };
  const sharedEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? '/root',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: lb,
    TRUST_PROXY: 'loopback',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    PAYMENT_PROVIDER: 'sandbox',
    DATABASE_URL: pg.url,
    ...(s3 ? { ...s3.env, STORAGE_BACKEND: 's3' } : {}),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_UPLOAD: '100000',
    RATE_LIMIT_CONTACT: '100000',
    RATE_LIMIT_PAYMENT_INTENT: '100000',
    RATE_LIMIT_NEWSLETTER: String(NEWSLETTER_LIMIT),
  };
  const replicas = ['A', 'B'].map((name, i) => {
    const storageDir = join(work, `storage-${name}`);
    mkdirSync(storageDir, { recursive: true });
    return new Replica(name, [portA, portB][i], { ...sharedEnv, STORAGE_DIR: storageDir });
  });
  const [A, B] = replicas;
  const names = Object.fromEntries(replicas.map((r) => [`127.0.0.1:${r.port}`, r.name]));
  cleanups.push(() => Promise.all(replicas.map((r) => r.stop())));

  // One after the other: A runs the migrations, B finds them done.
  const pgQuery = async (sql, params) => {
    const { default: pgLib } = await import('pg');
    const client = new pgLib.Client({ connectionString: pg.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  /** A replica that ignored DATABASE_URL would have made its own SQLite file. */
  const started = async (r) => {
    const ms = await r.start();
    const sqlite = join(r.env.STORAGE_DIR, 'shop.sqlite');
    assert(!existsSync(sqlite), `replica ${r.name} made ${sqlite}: it runs on SQLite, not on DATABASE_URL`);
    return `ready on :${r.port} after ${secs(ms)}, no SQLite file`;
  };
  // Both at once on an empty database: the migrations run once, under their lock.
  await step(
    'replicas A and B start together (migrations once)',
    async () => {
      const notes = await Promise.all([started(A), started(B)]);
      const [{ n }] = await pgQuery('SELECT COUNT(*)::int AS n FROM migrations');
      const [{ d }] = await pgQuery('SELECT COUNT(*)::int - COUNT(DISTINCT name)::int AS d FROM migrations');
      assert(d === 0, `${d} migrations recorded twice`);
      return `A ${notes[0]}; B ${notes[1]}; ${n} migrations recorded once each`;
    },
    { fatal: true },
  );
  let nginx;
  await step(
    'nginx in front (round-robin)',
    async () => {
      nginx = await startNginx(join(work, 'nginx'), { lbPort, soloPort, replicas });
      return `${lb} -> :${A.port}, :${B.port}; ${solo} -> :${A.port} only; ${nginxBinary()}`;
    },
    { fatal: true },
  );

  const pdf = pdfFile(`Brief ${process.pid}`);

  // (a) ------------------------------------------------------------------------------
  await step('(a) HTTP scenarios through the balancer', async () => {
    const from = logSize(nginx.accessLog);
    const scenarios = [];
    const buyer = new Client(lb, lb);
    const username = `replica_${randomUUID().slice(0, 8)}`;
    const email = uniqueEmail('account');
    const password = randomBytes(9).toString('base64url');
    await buyer.expect(201, 'POST', '/api/register', { username, email, password });
    await buyer.expect(200, 'POST', '/api/logout', {});
    await buyer.expect(200, 'POST', '/api/login', { username, password });
    const me = (await buyer.expect(200, 'GET', '/api/me')).json();
    assert(me.user.username === username, `/api/me: ${JSON.stringify(me)}`);
    scenarios.push('register/logout/login/me');

    const bought = await purchase(buyer, { guideSlug: 'fabric-101', upsellSlugs: ['fabric-201-cotton'], email });
    assert(bought.order.items.length === 2, `items: ${JSON.stringify(bought.order.items)}`);
    scenarios.push(`purchase ${bought.order.number}`);
    for (const slug of ['fabric-101', 'fabric-201-cotton']) {
      const dl = await buyer.expect(200, 'GET', `/api/download/${slug}`);
      assert(
        dl.headers['content-type'] === 'application/pdf' && dl.body.subarray(0, 4).toString('latin1') === '%PDF',
        `${slug}: not a PDF`,
      );
    }
    const ranged = await buyer.expect(206, 'GET', '/api/download/fabric-101', undefined, { Range: 'bytes=0-99' });
    assert(ranged.body.length === 100, `Range gave ${ranged.body.length} bytes`);
    scenarios.push('2 downloads + Range');
    const purchases = (await buyer.expect(200, 'GET', '/api/account/purchases')).json();
    const owned = purchases.purchases.map((p) => p.guideSlug).sort();
    assert(owned.join() === 'fabric-101,fabric-201-cotton', `account purchases: ${JSON.stringify(purchases).slice(0, 300)}`);
    scenarios.push('account purchases');

    const marker = `lb-${randomUUID().slice(0, 8)}`;
    const visitor = new Client(lb, lb);
    await enquiryWithUpload({ slotVia: visitor, putVia: visitor, contactVia: visitor, file: pdf, marker });
    scenarios.push('enquiry with attachment');

    const owner = await adminLogin(new Client(lb, lb), admin);
    const orders = (await owner.expect(200, 'GET', `/api/admin/orders?q=${encodeURIComponent(email)}`)).json();
    assert(
      orders.orders.some((o) => o.number === bought.order.number && o.status === 'paid'),
      `order not listed: ${JSON.stringify(orders).slice(0, 200)}`,
    );
    const msg = await findMessage(owner, marker);
    const file = await owner.expect(200, 'GET', msg.attachmentFiles[0].url);
    assert(file.body.equals(pdf), 'the attachment is not the uploaded file');
    await owner.expect(200, 'GET', '/api/admin/subscribers');
    await owner.expect(200, 'GET', '/api/admin/outbox?status=pending');
    await new Client(lb, lb).expect(401, 'GET', '/api/admin/orders');
    scenarios.push('admin login, orders, messages + attachment, subscribers, outbox; 401 without login');
    await buyer.expect(200, 'POST', '/api/logout', {});
    await buyer.expect(401, 'GET', '/api/me');
    scenarios.push('logout');
    const counts = accessStats(nginx.accessLog, from, names).upstreams;
    const requests = buyer.requests + visitor.requests + owner.requests + 1;
    return `${scenarios.length} scenarios, ${requests} requests (${scenarios.join('; ')}); served by ${JSON.stringify(counts)}`;
  });

  // (b) ------------------------------------------------------------------------------
  await step('(b) browser purchase through the balancer (chromium)', async () => {
    const { ensureChromium } = await import('./ensure-chromium.mjs');
    const executablePath = ensureChromium();
    const { chromium } = await import('@playwright/test');
    const from = logSize(nginx.accessLog);
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    let page;
    try {
      const context = await browser.newContext({ baseURL: lb, viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      await page.goto('/guides/fabric-101/checkout');
      // Hydrated (as test/browser/helpers.ts waitForApp).
      await page.waitForFunction(() => {
        const doc = globalThis.document;
        return !doc.querySelector('meta[name="app-modules"]') || doc.documentElement.dataset.hydrated === 'true';
      });
      await page
        .getByRole('region', { name: 'Bundle & save' })
        .getByRole('checkbox', { name: /Fabric 202 Plant-Based/ })
        .check();
      const email = uniqueEmail('browser');
      await page.getByRole('textbox', { name: /Email address/ }).fill(email);
      await page.getByLabel('Card number').waitFor({ state: 'visible', timeout: 20_000 });
      await page.getByLabel('Card number').fill(SANDBOX_CARD.number);
      await page.getByLabel('Expiration date').fill(SANDBOX_CARD.expiry);
      await page.getByLabel('Security code').fill(SANDBOX_CARD.cvc);
      await page.getByRole('checkbox', { name: /^I agree to the Terms and Conditions and the Refund Policy/ }).check();
      await page.getByRole('button', { name: /^Complete Purchase - / }).click();
      await page.waitForURL(/\/thank-you\?/, { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ state: 'visible', timeout: 30_000 });
      const buttons = await page.getByRole('button', { name: /^Download / }).count();
      assert(buttons === 2, `${buttons} download buttons (wanted 2)`);
      const pdfRes = await context.request.get('/api/download/fabric-202-plant-based');
      assert(pdfRes.status() === 200, `download: ${pdfRes.status()}`);
      assert((await pdfRes.body()).subarray(0, 4).toString('latin1') === '%PDF', 'download is not a PDF');
      const [order] = await pgQuery('SELECT number, status FROM orders WHERE email = $1', [email]);
      assert(order?.status === 'paid', `order of ${email}: ${JSON.stringify(order)}`);
      return `order ${order.number} paid, 2 download buttons, the upsell PDF downloads; requests served by ${JSON.stringify(accessStats(nginx.accessLog, from, names).upstreams)}`;
    } catch (err) {
      const shot = join(logDir, 'browser-purchase-failure.png');
      if (
        await page?.screenshot({ path: shot, fullPage: true }).then(
          () => true,
          () => false,
        )
      )
        err.message += ` (screenshot: ${shot})`;
      throw err;
    } finally {
      await browser.close();
    }
  });

  // (c) ------------------------------------------------------------------------------
  await step('(c) a session made on A works on B; logout on B ends it on A', async () => {
    const onA = new Client(A.base, lb);
    const username = `session_${randomUUID().slice(0, 8)}`;
    const password = randomBytes(9).toString('base64url');
    await onA.expect(201, 'POST', '/api/register', { username, email: uniqueEmail('session'), password });
    await onA.expect(200, 'POST', '/api/logout', {});
    await onA.expect(200, 'POST', '/api/login', { username, password });
    const onB = onA.at(B.base);
    const me = (await onB.expect(200, 'GET', '/api/me')).json();
    assert(me.user.username === username, `B sees ${JSON.stringify(me)}`);
    // A purchase paid in this session on B downloads on A (the session's paid orders).
    const bought = await purchase(onB, { guideSlug: 'fabric-203-animal-based' });
    await onB.at(A.base).expect(200, 'GET', '/api/download/fabric-203-animal-based');
    const cookie = onB.cookie;
    await onB.expect(200, 'POST', '/api/logout', {});
    const replay = new Client(A.base, lb);
    replay.cookie = cookie;
    await replay.expect(401, 'GET', '/api/me');
    return `logged in on :${A.port}, /api/me on :${B.port} = ${username}; order ${bought.order.number} paid on B downloads on A; after logout on B the old cookie gets 401 on A`;
  });

  // (d) ------------------------------------------------------------------------------
  await step('(d) a rate limit and a login throttle count across both replicas', async () => {
    const statuses = [];
    for (let i = 0; i < NEWSLETTER_LIMIT + 2; i++) {
      const target = i % 2 ? B : A;
      const res = await new Client(target.base, lb).request('POST', '/api/newsletter/subscribe', {
        email: uniqueEmail(`limit${i}`),
        source: 'footer',
      });
      statuses.push(`${target.name}:${res.status}`);
    }
    const ok = statuses.slice(0, NEWSLETTER_LIMIT).every((s) => /:2\d\d$/.test(s));
    const refused = statuses.slice(NEWSLETTER_LIMIT).every((s) => s.endsWith(':429'));
    assert(ok && refused, `RATE_LIMIT_NEWSLETTER=${NEWSLETTER_LIMIT}, alternating A/B: ${statuses.join(' ')}`);

    const onA = new Client(A.base, lb);
    const username = `throttle_${randomUUID().slice(0, 8)}`;
    const password = randomBytes(9).toString('base64url');
    await onA.expect(201, 'POST', '/api/register', { username, email: uniqueEmail('throttle'), password });
    const logins = [];
    for (let i = 0; i < 5; i++) {
      const target = i % 2 ? B : A;
      const res = await new Client(target.base, lb).request('POST', '/api/login', { username, password: 'wrong-password' });
      logins.push(`${target.name}:${res.status}`);
    }
    const right = await new Client(B.base, lb).request('POST', '/api/login', { username, password });
    logins.push(`B(right password):${right.status}`);
    assert(right.status === 429, `5 failed logins alternating A/B, then the right one on B: ${logins.join(' ')}`);
    return `newsletter ${statuses.join(' ')}; account login ${logins.join(' ')}`;
  });

  // (e) ------------------------------------------------------------------------------
  await step('(e) an upload to A attaches through B and downloads from B and A', async () => {
    const visitor = new Client(A.base, lb);
    const marker = `ab-${randomUUID().slice(0, 8)}`;
    const file = pdfFile(`Brief ${marker}`);
    const { uploadId } = await enquiryWithUpload({ slotVia: visitor, putVia: visitor, contactVia: visitor.at(B.base), file, marker });
    const ownerB = await adminLogin(new Client(B.base, lb), admin);
    const msg = await findMessage(ownerB, marker);
    const fromB = await ownerB.expect(200, 'GET', msg.attachmentFiles[0].url);
    assert(fromB.body.equals(file), 'B serves other bytes than were uploaded to A');
    const fromA = await ownerB.at(A.base).expect(200, 'GET', msg.attachmentFiles[0].url);
    assert(fromA.body.equals(file), 'A serves other bytes than were uploaded');
    return `upload ${uploadId} (${file.length} bytes) PUT to :${A.port}, enquiry ${msg.id} posted to :${B.port}, the same bytes from B and A`;
  });

  // (f) ------------------------------------------------------------------------------
  await step('(f) a refund on A revokes downloads on B at once', async () => {
    const buyer = new Client(B.base, lb);
    const bought = await purchase(buyer, { guideSlug: 'fabric-204-synthetic', upsellSlugs: ['fabric-101'] });
    // Downloads on B first, so that anything B caches about this entitlement is warm.
    for (let i = 0; i < 2; i++) await buyer.expect(200, 'GET', '/api/download/fabric-204-synthetic');
    const ownerA = await adminLogin(new Client(A.base, lb), admin);
    const [row] = (await ownerA.expect(200, 'GET', `/api/admin/orders?q=${encodeURIComponent(bought.email)}`)).json().orders;
    assert(row?.number === bought.order.number, `order not found by e-mail: ${JSON.stringify(row)}`);
    const refund = await ownerA.expect(201, 'POST', `/api/admin/orders/${row.id}/refunds`, { itemIds: 'all', reason: 'Replica test' });
    const after = await buyer.request('GET', '/api/download/fabric-204-synthetic');
    const upsell = await buyer.request('GET', '/api/download/fabric-101');
    assert(
      after.status === 403 && upsell.status === 403,
      `after the refund on A, B answers ${after.status} and ${upsell.status} (wanted 403)`,
    );
    return `order ${bought.order.number}: 200 x2 on B, refund on A (${refund.status}), then 403 on B for both guides at the next request`;
  });

  // (h) ------------------------------------------------------------------------------
  await step('(h) purchase throughput: one replica vs two', async () => {
    await burst(lb, lb, { tag: 'warm', total: 20, concurrency: CONCURRENCY, names }); // warm-up of both
    // Alternating halves (one, two, one, two), so that load from elsewhere on the machine
    // weighs on both sides alike.
    const half = Math.ceil(THROUGHPUT_N / 2);
    const rounds = { one: [], two: [] };
    for (let round = 1; round <= 2; round++) {
      rounds.one.push(await burst(solo, lb, { tag: `one${round}`, total: half, concurrency: CONCURRENCY, names }));
      rounds.two.push(await burst(lb, lb, { tag: `two${round}`, total: half, concurrency: CONCURRENCY, names }));
    }
    const combine = (runs) => {
      const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const acked = runs.reduce((n, r) => n + r.acked.length, 0);
      const ms = runs.reduce((n, r) => n + r.ms, 0);
      const failures = runs.map((r) => r.failures);
      return { acked, ms, perSecond: acked / (ms / 1000), p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), failures };
    };
    const one = combine(rounds.one);
    const two = combine(rounds.two);
    const fmt = (r) => `${r.acked}/${2 * half} in ${secs(r.ms)} = ${r.perSecond.toFixed(1)} orders/s, p50 ${r.p50} ms, p95 ${r.p95} ms`;
    assert(one.acked === 2 * half && two.acked === 2 * half, `failures: ${JSON.stringify({ one: one.failures, two: two.failures })}`);
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    return (
      `one replica ${fmt(one)}; two replicas ${fmt(two)}; ratio ${(two.perSecond / one.perSecond).toFixed(2)}x ` +
      `(concurrency ${CONCURRENCY}, 5 requests per purchase, ${cpus().length} cores shared with PostgreSQL, s3rver, nginx ` +
      `and this script; load average ${load})`
    );
  });

  // (g) ------------------------------------------------------------------------------
  await step(`(g) kill -9 of replica B during a burst of ${BURST} purchases`, async () => {
    const from = logSize(nginx.accessLog);
    const killAt = Math.floor(BURST / 3);
    let killedAt = null;
    let killing = null;
    const run = await burst(lb, lb, {
      tag: 'kill',
      names,
      total: BURST,
      concurrency: CONCURRENCY,
      onAck: (_ack, n) => {
        if (n === killAt && !killing) {
          killing = B.kill9().then(() => (killedAt = Date.now()));
        }
      },
    });
    await killing;
    assert(killedAt, 'replica B was never killed (too few purchases acknowledged)');
    const afterKill = run.acked.filter((a) => a.at > killedAt).length;
    const { upstreams: served, statuses } = accessStats(nginx.accessLog, from, names);

    const ids = run.acked.map((a) => a.paymentIntentId);
    const rows = await pgQuery('SELECT id, number, status, email, "paymentIntentId" FROM orders WHERE "paymentIntentId" = ANY($1)', [ids]);
    const byIntent = new Map(rows.map((r) => [r.paymentIntentId, r]));
    const missing = run.acked.filter((a) => !byIntent.has(a.paymentIntentId));
    const notPaid = rows.filter((r) => r.status !== 'paid' || !r.number);
    const wrongNumber = run.acked.filter((a) => byIntent.get(a.paymentIntentId)?.number !== a.number);
    const dupNumbers = await pgQuery(
      'SELECT number, COUNT(*)::int AS n FROM orders WHERE number IS NOT NULL GROUP BY number HAVING COUNT(*) > 1',
    );
    const receipts = await pgQuery(
      'SELECT "dedupeKey", COUNT(*)::int AS n FROM mail_outbox WHERE "dedupeKey" = ANY($1) GROUP BY "dedupeKey"',
      [rows.map((r) => `receipt:${r.id}`)],
    );
    const receiptCount = new Map(receipts.map((r) => [r.dedupeKey, r.n]));
    const receiptWrong = rows.filter((r) => receiptCount.get(`receipt:${r.id}`) !== 1);
    const items = await pgQuery('SELECT "orderId", COUNT(*)::int AS n FROM order_items WHERE "orderId" = ANY($1) GROUP BY "orderId"', [
      rows.map((r) => r.id),
    ]);
    const itemCount = new Map(items.map((r) => [r.orderId, r.n]));
    const itemsWrong = run.acked.filter((a) => itemCount.get(byIntent.get(a.paymentIntentId)?.id) !== 1 + a.upsellSlugs.length);
    // Paid, but the answer was lost with B (e.g. complete-purchase cut off after the session
    // moved to a new id): such orders must still have exactly one receipt, which carries the
    // buyer's signed download links.
    const unacked = await pgQuery(
      `SELECT o.id, (SELECT COUNT(*)::int FROM mail_outbox m WHERE m."dedupeKey" = 'receipt:' || o.id) AS receipts
         FROM orders o WHERE o.status = 'paid' AND o.email LIKE 'kill-%' AND NOT (o."paymentIntentId" = ANY($1))`,
      [ids],
    );
    const paidNotAcked = unacked.length;
    const unackedReceiptWrong = unacked.filter((r) => r.receipts !== 1).length;
    const restartMs = await B.start();
    const afterRestart = await new Client(B.base, lb).expect(200, 'GET', '/api/health/ready');

    const summary =
      `${run.acked.length}/${BURST} acknowledged (${afterKill} after the kill), ${rows.length} present, ` +
      `${rows.length - notPaid.length} paid, receipts exactly once: ${rows.length - receiptWrong.length}, ` +
      `duplicate order numbers: ${dupNumbers.length}; not acknowledged: ${JSON.stringify(run.failures)}; ` +
      `paid but not acknowledged (answer lost with B): ${paidNotAcked}, each with one receipt: ${paidNotAcked - unackedReceiptWrong}; nginx answers ${JSON.stringify(statuses)}, ` +
      `upstreams ${JSON.stringify(served)}; ${secs(run.ms)}, ${run.perSecond.toFixed(1)} orders/s; B restarted, ready in ${secs(restartMs)} (${afterRestart.status})`;
    assert(
      missing.length === 0,
      `${missing.length} acknowledged orders missing: ${missing
        .slice(0, 3)
        .map((m) => m.paymentIntentId)
        .join(', ')}. ${summary}`,
    );
    assert(notPaid.length === 0, `${notPaid.length} acknowledged orders not paid/numbered. ${summary}`);
    assert(wrongNumber.length === 0, `${wrongNumber.length} orders with another number than acknowledged. ${summary}`);
    assert(dupNumbers.length === 0, `duplicate order numbers ${JSON.stringify(dupNumbers.slice(0, 3))}. ${summary}`);
    assert(receiptWrong.length === 0, `${receiptWrong.length} orders without exactly one receipt. ${summary}`);
    assert(unackedReceiptWrong === 0, `${unackedReceiptWrong} paid, unacknowledged orders without exactly one receipt. ${summary}`);
    assert(itemsWrong.length === 0, `${itemsWrong.length} orders with the wrong line items. ${summary}`);
    assert(afterKill > 0, `no purchase was acknowledged after the kill. ${summary}`);
    return summary;
  });

  // (i) ------------------------------------------------------------------------------
  await step('(i) npm run backup (pg_dump) and npm run restore into a fresh database', async () => {
    const storage = join(work, 'backup-storage');
    mkdirSync(storage, { recursive: true });
    const env = { ...sharedEnv, STORAGE_DIR: storage, PORT: String(await freePort()) };
    const b = spawnSync('npm', ['run', 'backup'], { cwd: root, env, encoding: 'utf8', timeout: 180_000 });
    writeFileSync(join(logDir, 'backup.log'), `${b.stdout}\n${b.stderr}`);
    assert(b.status === 0, `npm run backup exited ${b.status}: ${(b.stderr || b.stdout).slice(-800)}`);
    const archive = b.stdout.trim().split('\n').pop();
    assert(/shop-\d{8}-\d{6}\.tar\.gz$/.test(archive), `no archive path in: ${b.stdout.slice(-400)}`);
    const [{ n: ordersBefore }] = await pgQuery("SELECT COUNT(*)::int AS n FROM orders WHERE status IN ('paid', 'refunded')");
    const restoredUrl = await pg.createDatabase('restored');
    // Into a new database and, with s3, a new prefix of the bucket (an empty "bucket").
    const r = spawnSync('npm', ['run', 'restore', '--', archive], {
      cwd: root,
      env: { ...env, DATABASE_URL: restoredUrl, ...(s3 ? { S3_PREFIX: 'restored/' } : {}) },
      encoding: 'utf8',
      timeout: 180_000,
    });
    writeFileSync(join(logDir, 'restore.log'), `${r.stdout}\n${r.stderr}`);
    assert(r.status === 0, `npm run restore exited ${r.status}: ${(r.stderr || r.stdout).slice(-800)}`);
    const { default: pgLib } = await import('pg');
    const client = new pgLib.Client({ connectionString: restoredUrl });
    await client.connect();
    let restored;
    let migrations;
    try {
      restored = (await client.query("SELECT COUNT(*)::int AS n FROM orders WHERE status IN ('paid', 'refunded')")).rows[0].n;
      migrations = (await client.query('SELECT COUNT(*)::int AS n FROM migrations')).rows[0].n;
    } finally {
      await client.end();
    }
    // Orders paid after the backup (none: the shop is idle now) would make `restored` smaller.
    assert(restored === ordersBefore, `${restored} orders in the restored database, ${ordersBefore} in the live one`);
    const dumpLine = b.stdout.split('\n').find((l) => l.includes('pg_dump')) ?? '';
    let objects = '';
    if (s3) {
      const copied = Number(/objects: \d+ listed in objects\.json, (\d+) copied/.exec(b.stdout)?.[1]);
      const putBack = Number(/objects: (\d+) put back/.exec(r.stdout)?.[1]);
      assert(copied > 0 && putBack === copied, `objects copied ${copied}, put back under restored/ ${putBack}`);
      objects = `; ${copied} objects copied, ${putBack} put back under S3_PREFIX=restored/`;
    }
    return `${archive.split('/').pop()}: ${dumpLine.trim()}; restored into "restored": ${restored} orders, ${migrations} migrations recorded${objects}`;
  });
}

main().then(
  () => finish(results.failed > 0 ? 1 : 0),
  (err) => {
    log(`stopped: ${err.message}`);
    return finish(1);
  },
);
