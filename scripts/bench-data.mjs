#!/usr/bin/env node
/**
 * `npm run bench:data`: the back office at scale (issue 14). For each scale (1,000 and
 * 100,000 messages by default; half as many orders, as many subscribers) it
 *   1. seeds a fresh SQLite file through the app's own data layer (its migrations, entities
 *      and repositories: the triggers keep the search index and the counter tables);
 *   2. runs every admin list query through the services themselves and records SQLite's
 *      EXPLAIN QUERY PLAN for each (a full table scan fails the run);
 *   3. starts the shop as shipped (`start:prod` heap cap) and measures p50/p95 of the first
 *      page, a deep page, filtered and search pages of every list, the CSV exports (time
 *      and the server's RSS rise), and the dashboard's time to show its first messages in
 *      Chromium; the server must stay up throughout.
 * It writes bench/data-report.json and bench/data-report.md with the budgets.
 *
 *   npm run bench:data                     both scales (builds first)
 *   npm run bench:data -- --skip-build     use the existing dist/
 *   npm run bench:data -- --quick          fewer requests per query (development)
 *   npm run bench:data -- --scales=1000    other scales (messages), comma-separated
 *   npm run bench:data -- --check          exit 1 when a budget fails
 *   npm run bench:data -- --keep-tmp       keep bench/tmp/data-* (databases, logs)
 */
import 'reflect-metadata';
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Children, freePort, readRssBytes, stopChild } from './bench/backend.mjs';
import { shippedCommand } from './lib/shipped-command.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'bench');
const ADMIN = { email: 'owner@bench.test', password: 'bench-admin-password-42' };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const scalesArg = argv.find((a) => a.startsWith('--scales='));
const opts = {
  skipBuild: flag('--skip-build'),
  quick: flag('--quick'),
  check: flag('--check'),
  keepTmp: flag('--keep-tmp'),
  scales: scalesArg ? scalesArg.slice('--scales='.length).split(',').map(Number) : [1_000, 100_000],
};
if (opts.scales.some((n) => !Number.isInteger(n) || n < 100)) throw new Error('--scales: whole numbers of messages, at least 100');
const REQUESTS = opts.quick ? 30 : 100;
const WARMUP = opts.quick ? 5 : 15;

const log = (msg) => console.log(`[bench:data] ${msg}`);
const children = new Children();
process.on('exit', () => children.killAllNow());
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

const dist = (p) => pathToFileURL(join(ROOT, 'dist', 'api', p)).href;

// ---------------------------------------------------------------------------------------
// Seeding through the data layer
// ---------------------------------------------------------------------------------------

const WORDS = (
  'cotton linen jersey tech pack production brand garment fabric wool silk denim sample factory quote minimum order ' +
  'quantity label trims pattern grading fitting swatch dye knit weave twill poplin organic certified supplier lead time ' +
  'budget collection season launch capsule sustainable recycled yarn count weight finish shrinkage colourway'
).split(' ');
const FIRST = ['Ada', 'Grace', 'Anni', 'Coco', 'Issey', 'Miuccia', 'Rei', 'Vivienne', 'Yohji', 'Stella', 'Phoebe', 'Dries'];
const LAST = [
  'Lovelace',
  'Hopper',
  'Albers',
  'Chanel',
  'Miyake',
  'Prada',
  'Kawakubo',
  'Westwood',
  'Yamamoto',
  'McCartney',
  'Philo',
  'Van Noten',
];
const KINDS = ['contact', 'tech-pack', 'production', 'brand-building'];
const GUIDES = ['fabric-101', 'fabric-201-cotton', 'fabric-202-plant-based', 'fabric-203-animal-based', 'fabric-204-synthetic'];
/** The search target: the same two messages at 1,000 and at 100,000 messages. */
const NEEDLE = 'Atelier Nord';

function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}

function text(rand, length) {
  let out = '';
  while (out.length < length) out += `${WORDS[Math.floor(rand() * WORDS.length)]}${rand() < 0.08 ? '.\n' : ' '}`;
  return out.slice(0, length);
}

const START = Date.UTC(2024, 0, 1);
const SPAN_MS = 2 * 365 * 24 * 3600_000;
/** Row i of n: spread over two years, a little out of id order, some sharing a millisecond. */
const when = (rand, i, n) => new Date(START + Math.floor((i / n) * SPAN_MS) + Math.floor(rand() * 60_000) * (rand() < 0.9 ? 1 : 0));

async function seed(storageDir, scale) {
  const { dataSourceOptions, applyPragmas } = await import(dist('database/data-source.js'));
  const { DataSource } = await import('typeorm');
  const [{ ContactMessage }, { Upload }, { Order }, { OrderItem }, { NewsletterSubscriber }] = await Promise.all([
    import(dist('contact/contact-message.entity.js')),
    import(dist('uploads/upload.entity.js')),
    import(dist('checkout/order.entity.js')),
    import(dist('checkout/order-item.entity.js')),
    import(dist('newsletter/newsletter-subscriber.entity.js')),
  ]);
  mkdirSync(storageDir, { recursive: true });
  const ds = new DataSource({
    ...dataSourceOptions(join(storageDir, 'shop.sqlite')),
    entities: [ContactMessage, Upload, Order, OrderItem, NewsletterSubscriber],
  });
  await ds.initialize();
  await applyPragmas(ds);
  await ds.runMigrations({ transaction: 'each' });
  const rand = rng(scale);
  const batches = async (n, size, make) => {
    for (let i = 0; i < n; i += size) await ds.transaction((m) => make(m, i, Math.min(n, i + size)));
  };
  /** One multi-row INSERT through the entity's metadata; returns the new ids (consecutive: one writer). */
  const insert = async (m, entity, rows) => {
    const table = ds.getMetadata(entity).tableName;
    const [{ max }] = await m.query(`SELECT COALESCE(MAX(rowid), 0) AS max FROM "${table}"`);
    await m.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
    return rows.map((_, k) => max + 1 + k);
  };
  const started = Date.now();

  // Messages: 600-character texts, one in ten with one or two attachments.
  await batches(scale, 500, async (m, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const first = FIRST[i % FIRST.length];
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
      rows.push({
        kind: KINDS[i % 4],
        name: `${first} ${last}`,
        email: `${first}.${last}.${i}@studio${i % 300}.example`.toLowerCase().replace(/ /g, ''),
        company: i % 3 === 0 ? (i % Math.floor(scale / 5) === 0 ? NEEDLE : `Studio ${i % 997}`) : null,
        message: text(rand, 600),
        fields: i % 4 === 0 ? null : { budget: '10k-20k', timeline: 'standard-3-4-weeks' },
        isRead: rand() < 0.8,
        createdAt: when(rand, i, scale),
      });
    }
    const ids = await insert(m, ContactMessage, rows);
    const uploads = [];
    ids.forEach((id, k) => {
      if ((from + k) % 10 !== 0) return;
      for (let a = 0; a < 1 + ((from + k) % 2); a++) {
        const name = `${id}-${a}`;
        uploads.push({
          id: `00000000-0000-4000-8000-${String(id).padStart(10, '0')}${a}${a}`,
          status: 'attached',
          tokenHash: '0'.repeat(64),
          expiresAt: rows[k].createdAt,
          originalName: `tech-pack-${name}.pdf`,
          size: 120_000 + a,
          detectedType: 'application/pdf',
          storageName: `${String(id).padStart(30, '0')}${a}${a}`,
          messageId: id,
          completedAt: rows[k].createdAt,
          createdAt: rows[k].createdAt,
        });
      }
    });
    if (uploads.length) await insert(m, Upload, uploads);
  });
  const messagesMs = Date.now() - started;

  // Orders: mostly paid (numbered in order), some refunded, disputed, failed, pending.
  const orders = Math.floor(scale / 2);
  let seq = 0;
  await batches(orders, 500, async (m, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const r = rand();
      const status = r < 0.85 ? 'paid' : r < 0.9 ? 'refunded' : r < 0.92 ? 'disputed' : r < 0.95 ? 'failed' : 'pending';
      const numbered = status !== 'pending' && status !== 'failed';
      const slugs = [GUIDES[i % 5], ...(i % 3 === 0 ? [GUIDES[(i + 1) % 5]] : []), ...(i % 7 === 0 ? [GUIDES[(i + 2) % 5]] : [])];
      const createdAt = when(rand, i, orders);
      if (numbered) seq++;
      rows.push({
        number: numbered ? `TW-${String(seq).padStart(6, '0')}` : null,
        numberSeq: numbered ? seq : null,
        email: status === 'pending' ? null : `buyer${i}@mail${i % 50}.example`,
        status,
        guideSlug: slugs[0],
        amountCents: (slugs[0] === 'fabric-101' ? 2900 : 1900) + 999 * (slugs.length - 1),
        currency: 'usd',
        provider: 'sandbox',
        paymentIntentId: `pi_sbx_bench${String(i).padStart(12, '0')}`,
        paidAt: numbered ? createdAt : null,
        receiptSentAt: numbered ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
        slugs,
      });
    }
    const ids = await insert(
      m,
      Order,
      rows.map(({ slugs: _s, ...o }) => o),
    );
    const items = rows.flatMap((o, k) =>
      o.slugs.map((guideSlug, j) => ({
        orderId: ids[k],
        guideSlug,
        kind: j === 0 ? 'main' : 'upsell',
        priceCents: j === 0 ? o.amountCents - 999 * (o.slugs.length - 1) : 999,
      })),
    );
    await insert(m, OrderItem, items);
  });

  // Subscribers.
  await batches(scale, 500, async (m, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const r = rand();
      const status = r < 0.7 ? 'confirmed' : r < 0.9 ? 'unsubscribed' : 'pending';
      const at = when(rand, i, scale);
      rows.push({
        email: `reader${i}@list${i % 40}.example`,
        status,
        source: i % 10 < 6 ? 'footer' : i % 10 < 9 ? 'v1' : 'other',
        consentAt: at,
        confirmedAt: status === 'pending' ? null : at,
        unsubscribedAt: status === 'unsubscribed' ? at : null,
        createdAt: at,
      });
    }
    await insert(m, NewsletterSubscriber, rows);
  });
  await ds.query('PRAGMA wal_checkpoint(TRUNCATE)');
  const [{ n: messages }] = await ds.query('SELECT COUNT(*) AS n FROM contact_messages');
  const [{ n: attachments }] = await ds.query('SELECT COUNT(*) AS n FROM uploads');
  const [{ n: orderRows }] = await ds.query('SELECT COUNT(*) AS n FROM orders');
  const [{ n: subscribers }] = await ds.query('SELECT COUNT(*) AS n FROM newsletter_subscribers');
  await ds.destroy();
  const bytes = ['shop.sqlite', 'shop.sqlite-wal'].reduce(
    (sum, f) => sum + (existsSync(join(storageDir, f)) ? readFileSync(join(storageDir, f)).length : 0),
    0,
  );
  return {
    messages,
    attachments,
    orders: orderRows,
    subscribers,
    seedMs: Date.now() - started,
    messagesSeedMs: messagesMs,
    databaseBytes: bytes,
  };
}

// ---------------------------------------------------------------------------------------
// Query plans: the services' own SQL, captured as it runs
// ---------------------------------------------------------------------------------------

/**
 * A plan line that reads a whole table: SCAN without an index. Not: FTS5's own index, a
 * subquery's result, or a counter table (one row per filter key, never per record).
 */
const FULL_SCAN = /^SCAN (?!.*\b(USING (COVERING )?INDEX|VIRTUAL TABLE|CONSTANT ROW)\b)(?!\(subquery|subquery)(?!\w+_counts\b)/;

async function queryPlans(storageDir, env) {
  const { createApp } = await import(dist('app.factory.js'));
  const { loadConfig } = await import(dist('config/config.js'));
  const { ContactService } = await import(dist('contact/contact.service.js'));
  const { OrdersService } = await import(dist('checkout/orders.service.js'));
  const { NewsletterService } = await import(dist('newsletter/newsletter.service.js'));
  const { decodeCursor } = await import(dist('database/keyset.js'));
  const { SqliteQueryRunner } = await import('typeorm/driver/sqlite/SqliteQueryRunner.js');
  const { DataSource } = await import('typeorm');

  const app = await createApp(loadConfig({ ...env, LOG_LEVEL: 'error' }));
  await app.init();
  const ds = app.get(DataSource);
  let captured = null;
  const original = SqliteQueryRunner.prototype.query;
  SqliteQueryRunner.prototype.query = function (sql, params, ...rest) {
    if (captured && /^\s*SELECT/i.test(sql)) captured.push({ sql, params: params ?? [] });
    return original.call(this, sql, params, ...rest);
  };
  const plans = [];
  const record = async (label, run) => {
    captured = [];
    await run();
    const statements = captured;
    captured = null;
    for (const { sql, params } of statements) {
      const rows = await ds.query(`EXPLAIN QUERY PLAN ${sql}`, params);
      const lines = rows.map((r) => r.detail);
      plans.push({ label, sql: sql.replace(/\s+/g, ' ').trim(), plan: lines, fullScan: lines.some((l) => FULL_SCAN.test(l)) });
    }
  };
  try {
    const contact = app.get(ContactService);
    const orders = app.get(OrdersService);
    const news = app.get(NewsletterService);
    const page = { limit: 50 };
    const first = await contact.listMessages({}, page);
    const next = { limit: 50, cursor: decodeCursor(first.nextCursor) };
    const messageFilters = [
      ['messages: newest first', {}],
      ['messages: kind', { kind: 'production' }],
      ['messages: unread', { read: false }],
      ['messages: kind + unread', { kind: 'tech-pack', read: false }],
      ['messages: date range', { from: '2024-06-01', to: '2024-06-30' }],
      ['messages: kind + read + date range', { kind: 'contact', read: true, from: '2024-06-01', to: '2024-12-31' }],
      ['messages: search', { search: NEEDLE }],
      ['messages: search + unread', { search: 'studio12.example', read: false }],
      ['messages: search + kind + date range', { search: NEEDLE, kind: 'contact', from: '2024-01-01', to: '2025-12-31' }],
    ];
    for (const [label, filter] of messageFilters) {
      await record(`${label} (first page)`, () => contact.listMessages(filter, page));
      await record(`${label} (next page)`, () => contact.listMessages(filter, next));
      await record(`${label} (counts)`, () => contact.countMessages(filter));
    }
    const ordersFirst = await orders.listPage({}, page);
    const ordersNext = { limit: 50, cursor: decodeCursor(ordersFirst.nextCursor) };
    const orderFilters = [
      ['orders: default view (no unpaid checkouts)', {}],
      ['orders: status', { status: 'refunded' }],
      ['orders: every status', { status: 'all' }],
      ['orders: guide', { guide: 'fabric-203-animal-based' }],
      ['orders: date range', { from: '2024-03-01', to: '2024-03-31' }],
      ['orders: search order number', { search: 'TW-000123' }],
      ['orders: search e-mail', { search: 'buyer123' }],
      ['orders: search + status + guide', { search: 'buyer12', status: 'paid', guide: 'fabric-101' }],
    ];
    for (const [label, filter] of orderFilters) {
      await record(`${label} (first page)`, () => orders.listPage(filter, page));
      await record(`${label} (next page)`, () => orders.listPage(filter, ordersNext));
      await record(`${label} (count)`, () => orders.count(filter));
    }
    await record('orders: unpaid checkouts to purge', () => orders.findStalePending(new Date(START + SPAN_MS / 2), 200));
    const subsFirst = await news.listPage({}, page);
    const subsNext = { limit: 50, cursor: decodeCursor(subsFirst.nextCursor) };
    const subscriberFilters = [
      ['subscribers: newest first', {}],
      ['subscribers: status', { status: 'confirmed' }],
      ['subscribers: source', { source: 'v1' }],
      ['subscribers: status + source', { status: 'pending', source: 'other' }],
      ['subscribers: search e-mail', { search: 'reader123' }],
      ['subscribers: search + status', { search: 'reader12', status: 'confirmed' }],
    ];
    for (const [label, filter] of subscriberFilters) {
      await record(`${label} (first page)`, () => news.listPage(filter, page));
      await record(`${label} (next page)`, () => news.listPage(filter, subsNext));
      await record(`${label} (count)`, () => news.count(filter));
    }
  } finally {
    SqliteQueryRunner.prototype.query = original;
    await app.close();
  }
  return plans;
}

// ---------------------------------------------------------------------------------------
// The running shop
// ---------------------------------------------------------------------------------------

async function startShop(runDir, env) {
  const logFile = join(runDir, 'app.log');
  const fd = openSync(logFile, 'a');
  const shipped = shippedCommand(ROOT);
  const flags = shipped.nodeFlags;
  const child = children.track(
    spawn(process.execPath, [...flags, join(ROOT, 'dist', 'api', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...shipped.env, ...env },
      stdio: ['ignore', fd, fd],
    }),
    'shop',
  );
  closeSync(fd);
  const exits = [];
  child.on('exit', (code, signal) => exits.push({ code, signal }));
  const base = `http://127.0.0.1:${env.PORT}`;
  const started = Date.now();
  for (;;) {
    if (exits.length) throw new Error(`the shop exited during start-up; see ${logFile}`);
    if (Date.now() - started > 120_000) throw new Error(`the shop did not start; see ${logFile}`);
    try {
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  return { child, base, logFile, flags, exits };
}

async function login(base) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One GET, timed; the body parsed. */
async function timedGet(base, cookie, path) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return { ms, text };
}

/**
 * p50/p95 of `path` on every shop, requests taking turns between them: whatever else the
 * machine does at that moment weighs on every scale alike, so their ratio is fair.
 */
async function latencies(shops, path) {
  const times = shops.map(() => []);
  const last = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    for (let k = 0; k < shops.length; k++) {
      const { ms, text } = await timedGet(shops[k].base, shops[k].cookie, path);
      if (i >= WARMUP) times[k].push(ms);
      last[k] = text;
    }
  }
  return shops.map((_, k) => {
    const sorted = times[k].sort((a, b) => a - b);
    const parsed = JSON.parse(last[k]);
    const key = ['messages', 'orders', 'subscribers'].find((name) => Array.isArray(parsed[name]));
    return {
      path,
      requests: REQUESTS,
      p50Ms: round(pct(sorted, 50)),
      p95Ms: round(pct(sorted, 95)),
      rows: parsed[key].length,
      total: parsed.total,
      totalExact: parsed.totalExact,
      bytes: Buffer.byteLength(last[k]),
    };
  });
}

async function exportCsv(base, cookie, path, pid) {
  const baseline = [];
  for (let i = 0; i < 10; i++) {
    baseline.push(readRssBytes(pid));
    await sleep(50);
  }
  const before = Math.max(...baseline);
  let peak = before;
  const timer = setInterval(() => {
    const rss = readRssBytes(pid);
    if (rss !== null && rss > peak) peak = rss;
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  let lastWasCr = false;
  // Records end with CRLF; a message's own line breaks are bare LF.
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) {
      if (chunk[i] === 10 && lastWasCr) lines++;
      lastWasCr = chunk[i] === 13;
    }
  }
  const ms = performance.now() - t0;
  clearInterval(timer);
  const rss = readRssBytes(pid);
  if (rss !== null && rss > peak) peak = rss;
  return {
    path,
    status: res.status,
    ms: Math.round(ms),
    bytes,
    records: lines,
    rssBeforeBytes: before,
    rssPeakBytes: peak,
    rssRiseBytes: peak - before,
  };
}

/**
 * Time from navigation to the first message row on screen, signed in already. With
 * `screenshots`, the inbox with a message open is also saved at 1280 and 390 px.
 */
async function dashboard(base, cookie, screenshots) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const runs = [];
  try {
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      const t0 = Date.now();
      await page.goto(`${base}/admin`);
      await page.getByTestId('admin-message').first().waitFor({ state: 'visible', timeout: 30_000 });
      const ms = Date.now() - t0;
      const heading = await page.getByRole('heading', { name: /^Contact Messages \(/ }).textContent();
      runs.push({ ms, heading, rows: await page.getByTestId('admin-message').count() });
      await context.close();
    }
    for (const [width, height] of screenshots
      ? [
          [1280, 900],
          [390, 844],
        ]
      : []) {
      const context = await browser.newContext({ viewport: { width, height } });
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      await page.goto(`${base}/admin`);
      const row = page.getByTestId('admin-message').nth(1);
      await row.getByRole('button').click();
      await page.getByTestId('admin-message-detail').waitFor({ state: 'visible' });
      await page.waitForTimeout(1500);
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await page.screenshot({ path: join(OUT_DIR, `data-dashboard-${width}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  return { runs, medianMs: sorted[1], maxMs: sorted[2] };
}

const round = (n) => Math.round(n * 100) / 100;
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

// ---------------------------------------------------------------------------------------
// The run: every scale seeded and planned, all shops up at once, pages timed in turns
// ---------------------------------------------------------------------------------------

async function prepare(scale, tmpRoot) {
  const runDir = join(tmpRoot, `scale-${scale}`);
  const storageDir = join(runDir, 'storage');
  mkdirSync(runDir, { recursive: true });
  log(`${scale}: seeding ${scale} messages, ${scale / 2} orders, ${scale} subscribers...`);
  const seeded = await seed(storageDir, scale);
  log(`${scale}: seeded in ${(seeded.seedMs / 1000).toFixed(1)} s (database ${mb(seeded.databaseBytes)} MB)`);
  const port = await freePort();
  const env = {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STORAGE_DIR: storageDir,
    DATABASE_PATH: '',
    LOG_LEVEL: 'info',
    GENERATE_SAMPLE_GUIDES: 'false',
    PAYMENT_PROVIDER: 'sandbox',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: '',
    SESSION_SECRET: '',
    STRIPE_SECRET_KEY: '',
    TRUST_PROXY: 'false',
  };
  log(`${scale}: query plans...`);
  const plans = await queryPlans(storageDir, env);
  return { scale, runDir, env, seeded, plans };
}

async function measure(prepared) {
  const shops = [];
  for (const p of prepared) {
    const shop = await startShop(p.runDir, p.env);
    shop.cookie = await login(shop.base);
    shop.rssStart = readRssBytes(shop.child.pid);
    log(`${p.scale}: shop up (pid ${shop.child.pid}, ${shop.flags.join(' ')})`);
    shops.push(shop);
  }
  const { encodeCursor } = await import(dist('database/keyset.js'));
  // A cursor half-way through the inbox: a deep page costs what the first does.
  const deep = encodeCursor({
    createdAt: new Date(START + SPAN_MS / 2).toISOString().replace('T', ' ').replace('Z', ''),
    id: Number.MAX_SAFE_INTEGER,
  });
  const paths = [
    ['messages', 'first page', '/api/admin/messages'],
    ['messages', 'deep page (cursor half-way)', `/api/admin/messages?cursor=${deep}`],
    ['messages', 'filtered: kind + unread', '/api/admin/messages?kind=production&status=unread'],
    // Ranges wide enough to fill a page at 1,000 rows too: the same work at both scales.
    ['messages', 'filtered: 3 months', '/api/admin/messages?from=2024-04-01&to=2024-06-30'],
    ['messages', `search: "${NEEDLE}"`, `/api/admin/messages?q=${encodeURIComponent(NEEDLE)}`],
    ['messages', `search + unread: "${NEEDLE}"`, `/api/admin/messages?q=${encodeURIComponent(NEEDLE)}&status=unread`],
    ['messages', '200 per page', '/api/admin/messages?limit=200'],
    ['orders', 'first page', '/api/admin/orders'],
    ['orders', 'filtered: refunded', '/api/admin/orders?status=refunded'],
    ['orders', 'filtered: guide', '/api/admin/orders?guide=fabric-203-animal-based'],
    ['orders', 'filtered: guide + one year', '/api/admin/orders?guide=fabric-203-animal-based&from=2024-01-01&to=2024-12-31'],
    ['orders', 'search: order number', '/api/admin/orders?q=TW-000123'],
    ['orders', 'search: e-mail start', '/api/admin/orders?q=buyer123%40'],
    ['subscribers', 'first page', '/api/admin/subscribers'],
    ['subscribers', 'filtered: confirmed + v1', '/api/admin/subscribers?status=confirmed&source=v1'],
    ['subscribers', 'search: e-mail start', '/api/admin/subscribers?q=reader123%40'],
  ];
  const results = prepared.map((p) => ({
    scale: p.scale,
    seeded: p.seeded,
    plans: p.plans,
    loadavgBefore: os.loadavg(),
    pages: [],
    exports: [],
    dashboard: null,
  }));
  for (const [list, label, path] of paths) {
    const per = await latencies(shops, path);
    per.forEach((r, k) => {
      results[k].pages.push({ list, label, ...r });
      log(
        `${prepared[k].scale}: ${list} ${label}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms (${r.rows} rows of ${r.total}${r.totalExact ? '' : '+'})`,
      );
    });
  }
  for (let k = 0; k < shops.length; k++) {
    const shop = shops[k];
    const pid = shop.child.pid;
    for (const path of ['/api/admin/export/messages.csv', '/api/admin/export/orders.csv', '/api/admin/export/subscribers.csv']) {
      const r = await exportCsv(shop.base, shop.cookie, path, pid);
      results[k].exports.push(r);
      log(
        `${prepared[k].scale}: ${path}: ${r.records - 1} rows, ${mb(r.bytes)} MB in ${r.ms} ms, RSS ${mb(r.rssBeforeBytes)} -> peak ${mb(r.rssPeakBytes)} MB (rise ${mb(r.rssRiseBytes)} MB)`,
      );
    }
    if (existsSync(join(ROOT, 'dist', 'web', 'index.html')) && existsSync(CHROMIUM)) {
      results[k].dashboard = await dashboard(shop.base, shop.cookie, k === shops.length - 1);
      log(
        `${prepared[k].scale}: dashboard shows its first messages after ${results[k].dashboard.medianMs} ms (median of 3; max ${results[k].dashboard.maxMs} ms): ${results[k].dashboard.runs[0].heading}`,
      );
    } else {
      log(`${prepared[k].scale}: dashboard SKIPPED (no dist/web or no Chromium at ${CHROMIUM})`);
    }
  }
  for (let k = 0; k < shops.length; k++) {
    const shop = shops[k];
    const pid = shop.child.pid;
    const restarts = shop.exits.length;
    const oom = /heap out of memory|Allocation failed/i.test(readFileSync(shop.logFile, 'utf8'));
    results[k].server = {
      pid,
      alive: restarts === 0 && readRssBytes(pid) !== null,
      oom,
      restarts,
      rssStartBytes: shop.rssStart,
      rssEndBytes: readRssBytes(pid),
      nodeFlags: shop.flags,
    };
    await stopChild(shop.child, 10_000);
  }
  return results;
}

// ---------------------------------------------------------------------------------------
// Budgets and the report
// ---------------------------------------------------------------------------------------

function budgets(results) {
  const small = results.find((r) => r.scale === Math.min(...opts.scales));
  const large = results.find((r) => r.scale === Math.max(...opts.scales));
  const out = [];
  for (const p of large.pages)
    out.push({ budget: `p95 <= 100 ms at ${large.scale}: ${p.list} ${p.label}`, value: `${p.p95Ms} ms`, pass: p.p95Ms <= 100 });
  if (small !== large) {
    for (const p of large.pages) {
      const base = small.pages.find((q) => q.path === p.path || (q.list === p.list && q.label === p.label));
      // Sub-millisecond differences are timer noise, not cost: 2 ms of slack.
      const ratio = base ? p.p50Ms / base.p50Ms : null;
      out.push({
        budget: `p50 at ${large.scale} <= 2 x at ${small.scale}: ${p.list} ${p.label}`,
        value: ratio === null ? 'n/a' : `${ratio.toFixed(2)} x (${base.p50Ms} -> ${p.p50Ms} ms)`,
        pass: ratio !== null && (ratio <= 2 || p.p50Ms - base.p50Ms <= 2),
      });
    }
  }
  const csv = large.exports.find((e) => e.path.endsWith('messages.csv'));
  out.push({
    budget: `CSV of ${large.seeded.messages} messages: RSS rise <= 30 MB`,
    value: `${mb(csv.rssRiseBytes)} MB (${csv.ms} ms)`,
    pass: csv.status === 200 && csv.rssRiseBytes <= 30 * 1024 * 1024 && csv.records - 1 === large.seeded.messages,
  });
  if (large.dashboard)
    out.push({
      budget: `dashboard shows messages <= 2 s at ${large.scale}`,
      value: `${large.dashboard.maxMs} ms (max of 3)`,
      pass: large.dashboard.maxMs <= 2000,
    });
  else out.push({ budget: `dashboard shows messages <= 2 s at ${large.scale}`, value: 'not measured', pass: false });
  for (const r of results) {
    out.push({
      budget: `server up throughout at ${r.scale} (no restart, no out-of-memory)`,
      value: r.server.alive && !r.server.oom ? 'yes' : 'NO',
      pass: r.server.alive && !r.server.oom && r.server.restarts === 0,
    });
    const scans = r.plans.filter((p) => p.fullScan);
    out.push({
      budget: `no full table scan in any list query at ${r.scale}`,
      value: scans.length ? scans.map((s) => s.label).join('; ') : `${r.plans.length} statements, none`,
      pass: scans.length === 0,
    });
  }
  return out;
}

function markdown(report) {
  const L = [];
  L.push('# Back office at scale (`npm run bench:data`)', '');
  L.push(
    `Run ${report.startedAt} on ${report.machine.cpus} x ${report.machine.cpuModel}, ${report.machine.node} (load average ${report.results[0].loadavgBefore.map((x) => x.toFixed(1)).join(', ')} before the pages, ${report.machine.loadavg.map((x) => x.toFixed(1)).join(', ')} at the end). ` +
      `One shop per scale, as shipped (\`${report.results[0].server.nodeFlags.join(' ')}\`), all up at once; each page is asked of every shop in turn, one request at a time, ${REQUESTS} measured after ${WARMUP} warm-up.`,
    '',
  );
  L.push('## Budgets', '', '| Budget | Measured | |', '|---|---|---|');
  for (const b of report.budgets) L.push(`| ${b.budget} | ${b.value} | ${b.pass ? 'pass' : '**FAIL**'} |`);
  L.push('');
  for (const r of report.results) {
    L.push(`## ${r.scale.toLocaleString('en-US')} messages`, '');
    L.push(
      `Seeded ${r.seeded.messages} messages (${r.seeded.attachments} attachments), ${r.seeded.orders} orders, ${r.seeded.subscribers} subscribers in ${(r.seeded.seedMs / 1000).toFixed(1)} s; database ${mb(r.seeded.databaseBytes)} MB.`,
      '',
    );
    L.push('| List | Page | p50 ms | p95 ms | rows | total | bytes |', '|---|---|---|---|---|---|---|');
    for (const p of r.pages)
      L.push(`| ${p.list} | ${p.label} | ${p.p50Ms} | ${p.p95Ms} | ${p.rows} | ${p.total}${p.totalExact ? '' : '+'} | ${p.bytes} |`);
    L.push('', '| Export | rows | MB | ms | RSS before MB | RSS peak MB | rise MB |', '|---|---|---|---|---|---|---|');
    for (const e of r.exports)
      L.push(
        `| ${e.path} | ${e.records - 1} | ${mb(e.bytes)} | ${e.ms} | ${mb(e.rssBeforeBytes)} | ${mb(e.rssPeakBytes)} | ${mb(e.rssRiseBytes)} |`,
      );
    L.push('');
    if (r.dashboard)
      L.push(
        `Dashboard (Chromium, 1280 px, signed in): first messages on screen after ${r.dashboard.runs.map((x) => `${x.ms} ms`).join(', ')}; heading "${r.dashboard.runs[0].heading}", ${r.dashboard.runs[0].rows} rows rendered.`,
        '',
      );
    if (r === report.results[report.results.length - 1] && r.dashboard)
      L.push('Screenshots of this inbox with a message open: `bench/data-dashboard-1280.png`, `bench/data-dashboard-390.png`.', '');
    L.push(
      `Server: pid ${r.server.pid}, ${r.server.alive ? 'up' : 'DOWN'} at the end, restarts ${r.server.restarts}, RSS ${mb(r.server.rssStartBytes)} MB after login, ${mb(r.server.rssEndBytes)} MB at the end.`,
      '',
    );
  }
  const large = report.results[report.results.length - 1];
  L.push(`## Query plans at ${large.scale.toLocaleString('en-US')} messages`, '');
  L.push(
    'Every statement the services run for a list, a next page (keyset cursor) and a count, with `EXPLAIN QUERY PLAN`. "SCAN … USING INDEX" on a first page is the index walked in ORDER BY order and stopped by LIMIT 51; counts without a date range or search read the counter tables (one row per key).',
    '',
  );
  for (const p of large.plans) {
    L.push(`- **${p.label}**${p.fullScan ? ' (FULL SCAN)' : ''}`, '', '  ```', `  ${p.sql}`, ...p.plan.map((l) => `  -> ${l}`), '  ```');
  }
  return `${L.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------

const startedAt = new Date().toISOString();
if (!opts.skipBuild) {
  log('building (npm run build)...');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
if (!existsSync(join(ROOT, 'dist', 'api', 'main.js'))) throw new Error('dist/api is missing: run npm run build');
const tmpRoot = join(OUT_DIR, 'tmp', `data-${Date.now()}`);
let results;
try {
  const prepared = [];
  for (const scale of [...opts.scales].sort((a, b) => a - b)) prepared.push(await prepare(scale, tmpRoot));
  results = await measure(prepared);
} finally {
  await children.stopAll(5000);
  if (!opts.keepTmp) rmSync(tmpRoot, { recursive: true, force: true });
}
const report = {
  startedAt,
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '?', node: process.version, loadavg: os.loadavg() },
  options: { requests: REQUESTS, warmup: WARMUP, scales: opts.scales },
  results,
  budgets: budgets(results),
};
writeFileSync(join(OUT_DIR, 'data-report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(OUT_DIR, 'data-report.md'), markdown(report));
const failed = report.budgets.filter((b) => !b.pass);
for (const b of report.budgets) log(`${b.pass ? 'pass' : 'FAIL'}  ${b.budget}: ${b.value}`);
log(`wrote bench/data-report.md and bench/data-report.json (${failed.length} budget(s) failed)`);
process.exit(opts.check && failed.length > 0 ? 1 : 0);
