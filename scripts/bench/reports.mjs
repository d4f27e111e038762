#!/usr/bin/env node
/**
 * The dashboard's reports at the data-scale issue's size (100,000 messages, 50,000 orders,
 * 100,000 subscribers, plus 100,000 downloads), dated over the last two years so that every
 * period and the one before it are full:
 *   1. seeds a fresh SQLite file through the app's own data layer (migrations, entities);
 *   2. records SQLite's EXPLAIN QUERY PLAN of every report query (a full scan fails the run);
 *   3. starts the shop as shipped (`start:prod` heap cap) three times, and each time takes
 *      GET /api/admin/reports for every period: the first request after the start (cold)
 *      and the median / worst of 10 more (warm).
 * Writes bench/reports-report.json and bench/reports-report.md.
 *
 *   node scripts/bench/reports.mjs                 (builds first)
 *   node scripts/bench/reports.mjs --skip-build    use the existing dist/
 *   node scripts/bench/reports.mjs --orders=5000   another scale (messages, subscribers and downloads: twice that)
 *   node scripts/bench/reports.mjs --keep-tmp      keep bench/tmp/reports (database, logs)
 */
import 'reflect-metadata';
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { shippedCommand } from '../lib/shipped-command.mjs';
import { Children, freePort, stopChild } from './backend.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = join(ROOT, 'bench');
const TMP = join(OUT_DIR, 'tmp', 'reports');
const ADMIN = { email: 'owner@bench.test', password: 'bench-admin-password-42' };
const argv = process.argv.slice(2);
const ordersArg = argv.find((a) => a.startsWith('--orders='));
const ORDERS = ordersArg ? Number(ordersArg.slice('--orders='.length)) : 50_000;
const ROWS = 2 * ORDERS;
const RUNS = 3;
const WARM = 10;
const PERIODS = ['30&granularity=day', '90&granularity=day', '90&granularity=week', '365&granularity=day', '365&granularity=week'];
/** The data-scale budget for a list page (issue 14), the yardstick here too. */
const BUDGET_MS = 100;

const log = (msg) => console.log(`[bench:reports] ${msg}`);
const children = new Children();
process.on('exit', () => children.killAllNow());
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
const dist = (p) => pathToFileURL(join(ROOT, 'dist', 'api', p)).href;

function rng(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
}
const WORDS = 'cotton linen jersey tech pack production brand garment fabric wool silk denim sample factory quote'.split(' ');
const text = (rand, n) => {
  let out = '';
  while (out.length < n) out += `${WORDS[Math.floor(rand() * WORDS.length)]} `;
  return out.slice(0, n);
};
const KINDS = ['contact', 'tech-pack', 'production', 'brand-building'];
const GUIDES = ['fabric-101', 'fabric-201-cotton', 'fabric-202-plant-based', 'fabric-203-animal-based', 'fabric-204-synthetic'];
const NOW = Date.now();
const SPAN = 730 * 86_400_000;
/** Row i of n: spread over the last two years, more of them lately (a growing shop). */
const when = (rand, i, n) => new Date(NOW - SPAN * (1 - Math.sqrt((i + rand()) / n)));

async function seed(storageDir) {
  const { dataSourceOptions, applyPragmas } = await import(dist('database/data-source.js'));
  const { DataSource } = await import('typeorm');
  const [{ ContactMessage }, { Order }, { OrderItem }, { NewsletterSubscriber }, { DownloadLog }] = await Promise.all([
    import(dist('contact/contact-message.entity.js')),
    import(dist('checkout/order.entity.js')),
    import(dist('checkout/order-item.entity.js')),
    import(dist('newsletter/newsletter-subscriber.entity.js')),
    import(dist('downloads/download-log.entity.js')),
  ]);
  mkdirSync(storageDir, { recursive: true });
  const ds = new DataSource({
    ...dataSourceOptions(join(storageDir, 'shop.sqlite')),
    entities: [ContactMessage, Order, OrderItem, NewsletterSubscriber, DownloadLog],
  });
  await ds.initialize();
  await applyPragmas(ds);
  await ds.runMigrations({ transaction: 'each' });
  const rand = rng(42);
  const batches = async (n, make) => {
    for (let i = 0; i < n; i += 500) await ds.transaction((m) => make(m, i, Math.min(n, i + 500)));
  };
  const insert = async (m, entity, rows) => {
    const table = ds.getMetadata(entity).tableName;
    const [{ max }] = await m.query(`SELECT COALESCE(MAX(rowid), 0) AS max FROM "${table}"`);
    await m.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
    return rows.map((_, k) => max + 1 + k);
  };
  const started = Date.now();

  await batches(ROWS, async (m, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      rows.push({
        kind: KINDS[i % 4],
        name: `Sender ${i}`,
        email: `sender${i}@studio${i % 300}.example`,
        company: i % 3 === 0 ? `Studio ${i % 997}` : null,
        message: text(rand, 600),
        fields: null,
        isRead: rand() < 0.8,
        createdAt: when(rand, i, ROWS),
      });
    }
    await insert(m, ContactMessage, rows);
  });

  let seq = 0;
  await batches(ORDERS, async (m, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const r = rand();
      const status = r < 0.85 ? 'paid' : r < 0.9 ? 'refunded' : r < 0.92 ? 'disputed' : r < 0.95 ? 'failed' : 'pending';
      const numbered = status !== 'pending' && status !== 'failed';
      const slugs = [GUIDES[i % 5], ...(i % 3 === 0 ? [GUIDES[(i + 1) % 5]] : []), ...(i % 7 === 0 ? [GUIDES[(i + 2) % 5]] : [])];
      const createdAt = when(rand, i, ORDERS);
      if (numbered) seq++;
      // Refunds a few days after the sale (never in the future); some paid bundles lose an add-on.
      const revokedAt = new Date(Math.min(NOW, createdAt.getTime() + Math.floor(rand() * 10) * 86_400_000));
      const partial = status === 'paid' && slugs.length > 1 && rand() < 0.05;
      rows.push({
        order: {
          number: numbered ? `TW-${String(seq).padStart(6, '0')}` : null,
          numberSeq: numbered ? seq : null,
          email: status === 'pending' ? null : `buyer${i}@mail${i % 50}.example`,
          status,
          guideSlug: slugs[0],
          amountCents: (slugs[0] === 'fabric-101' ? 2900 : 1900) + 999 * (slugs.length - 1),
          currency: 'usd',
          provider: 'sandbox',
          paymentIntentId: `pi_sbx_reports${String(i).padStart(12, '0')}`,
          paidAt: numbered ? createdAt : null,
          receiptSentAt: numbered ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        },
        slugs,
        revoke: (j) =>
          status === 'refunded' || (partial && j === slugs.length - 1)
            ? { revokedAt, revokeReason: 'refund' }
            : status === 'disputed'
              ? { revokedAt, revokeReason: 'dispute' }
              : { revokedAt: null, revokeReason: null },
      });
    }
    const ids = await insert(
      m,
      Order,
      rows.map((r) => r.order),
    );
    const items = rows.flatMap((o, k) =>
      o.slugs.map((guideSlug, j) => ({
        orderId: ids[k],
        guideSlug,
        kind: j === 0 ? 'main' : 'upsell',
        priceCents: j === 0 ? o.order.amountCents - 999 * (o.slugs.length - 1) : 999,
        // Without a code an item is paid its price (the reports count paidCents).
        paidCents: j === 0 ? o.order.amountCents - 999 * (o.slugs.length - 1) : 999,
        ...o.revoke(j),
      })),
    );
    await insert(m, OrderItem, items);
  });

  await batches(ROWS, async (m, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const r = rand();
      const status = r < 0.7 ? 'confirmed' : r < 0.9 ? 'unsubscribed' : 'pending';
      const at = when(rand, i, ROWS);
      const confirmedAt = new Date(Math.min(NOW, at.getTime() + Math.floor(rand() * 2 * 86_400_000)));
      rows.push({
        email: `reader${i}@list${i % 40}.example`,
        status,
        source: i % 10 < 6 ? 'footer' : i % 10 < 9 ? 'v1' : 'other',
        consentAt: at,
        confirmedAt: status === 'pending' ? null : confirmedAt,
        unsubscribedAt: status === 'unsubscribed' ? confirmedAt : null,
        createdAt: at,
      });
    }
    await insert(m, NewsletterSubscriber, rows);
  });

  await batches(ROWS, async (m, from, to) => {
    const rows = [];
    for (let i = from; i < to; i++) {
      const orderId = 1 + Math.floor(rand() * ORDERS);
      rows.push({
        orderItemId: orderId,
        orderId,
        guideSlug: GUIDES[orderId % 5],
        userId: null,
        email: `buyer${orderId}@mail.example`,
        via: 'link',
        ip: '203.0.113.9',
        userAgent: 'bench',
        bytes: 2_000_000,
        at: when(rand, i, ROWS),
      });
    }
    await insert(m, DownloadLog, rows);
  });
  await ds.query('PRAGMA wal_checkpoint(TRUNCATE)');
  const count = async (table) => Number((await ds.query(`SELECT COUNT(*) AS n FROM "${table}"`))[0].n);
  const seeded = {
    messages: await count('contact_messages'),
    orders: await count('orders'),
    orderItems: await count('order_items'),
    subscribers: await count('newsletter_subscribers'),
    downloads: await count('download_log'),
    seedMs: Date.now() - started,
  };
  await ds.destroy();
  return seeded;
}

/** A plan line that reads a whole table: SCAN without an index (as in scripts/bench-data.mjs). */
const FULL_SCAN = /^SCAN (?!.*\b(USING (COVERING )?INDEX|VIRTUAL TABLE|CONSTANT ROW)\b)(?!\(subquery|subquery)(?!\w+_counts\b)/;

async function queryPlans(env) {
  const { createApp } = await import(dist('app.factory.js'));
  const { loadConfig } = await import(dist('config/config.js'));
  const { AdminReportsService } = await import(dist('admin/admin-reports.service.js'));
  const { SqliteQueryRunner } = await import('typeorm/driver/sqlite/SqliteQueryRunner.js');
  const { DataSource } = await import('typeorm');
  const app = await createApp(loadConfig({ ...env, LOG_LEVEL: 'error' }));
  await app.init();
  const ds = app.get(DataSource);
  const captured = [];
  const original = SqliteQueryRunner.prototype.query;
  SqliteQueryRunner.prototype.query = function (sql, params, ...rest) {
    if (/^\s*SELECT/i.test(sql)) captured.push({ sql, params: params ?? [] });
    return original.call(this, sql, params, ...rest);
  };
  // The first report after the data was loaded computes and keeps every finished day (once);
  // the next ones read the kept days and compute today. Both sets of queries are planned.
  let firstMs;
  try {
    const started = performance.now();
    await app.get(AdminReportsService).report(365, 'week');
    firstMs = round(performance.now() - started);
    await app.get(AdminReportsService).report(365, 'week');
  } finally {
    SqliteQueryRunner.prototype.query = original;
  }
  const plans = [];
  for (const { sql, params } of captured) {
    const lines = (await ds.query(`EXPLAIN QUERY PLAN ${sql}`, params)).map((r) => r.detail);
    plans.push({ sql: sql.replace(/\s+/g, ' ').trim(), plan: lines, fullScan: lines.some((l) => FULL_SCAN.test(l)) });
  }
  await app.close();
  return { plans, firstMs };
}

async function startShop(env, logFile) {
  const fd = openSync(logFile, 'a');
  const child = children.track(
    spawn(process.execPath, [...shippedCommand(ROOT).nodeFlags, join(ROOT, 'dist', 'api', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...shippedCommand(ROOT).env, ...env },
      stdio: ['ignore', fd, fd],
    }),
    'shop',
  );
  closeSync(fd);
  const base = `http://127.0.0.1:${env.PORT}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited during start-up; see ${logFile}`);
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
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  return { child, base, cookie: res.headers.get('set-cookie').split(';')[0] };
}

async function timed(shop, path) {
  const t0 = performance.now();
  const res = await fetch(`${shop.base}${path}`, { headers: { cookie: shop.cookie } });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, bytes: body.length, body };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

async function main() {
  if (!argv.includes('--skip-build')) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  rmSync(TMP, { recursive: true, force: true });
  const storageDir = join(TMP, 'storage');
  log(`seeding ${ROWS} messages, ${ORDERS} orders, ${ROWS} subscribers, ${ROWS} downloads...`);
  const seeded = await seed(storageDir);
  log(`seeded in ${(seeded.seedMs / 1000).toFixed(1)} s: ${JSON.stringify(seeded)}`);
  const port = await freePort();
  const env = {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STORAGE_DIR: storageDir,
    DATABASE_PATH: '',
    LOG_LEVEL: 'warn',
    GENERATE_SAMPLE_GUIDES: 'false',
    PAYMENT_PROVIDER: 'sandbox',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: '',
    SESSION_SECRET: 'bench-reports-session-secret-of-32-chars!',
    STRIPE_SECRET_KEY: '',
    TRUST_PROXY: 'false',
  };
  log('query plans...');
  const { plans, firstMs } = await queryPlans(env);
  log(`first report after loading (every finished day computed and kept): ${firstMs} ms`);
  for (const p of plans) log(`${p.fullScan ? 'FULL SCAN ' : ''}${p.plan.join(' | ')}`);

  const results = Object.fromEntries(PERIODS.map((p) => [p, { cold: [], warm: [], bytes: 0 }]));
  let totals = null;
  for (let run = 1; run <= RUNS; run++) {
    const shop = await startShop(env, join(TMP, 'app.log'));
    for (const period of PERIODS) {
      const path = `/api/admin/reports?range=${period}`;
      const first = await timed(shop, path);
      const warm = [];
      for (let i = 0; i < WARM; i++) warm.push((await timed(shop, path)).ms);
      results[period].cold.push(round(first.ms));
      results[period].warm.push({ median: round(median(warm)), max: round(Math.max(...warm)) });
      results[period].bytes = first.bytes;
      if (period === '365&granularity=week') totals = JSON.parse(first.body).totals;
    }
    await stopChild(shop.child);
    log(`run ${run}: ${PERIODS.map((p) => `${p} cold ${results[p].cold.at(-1)} ms, warm ${results[p].warm.at(-1).median} ms`).join('; ')}`);
  }

  const rows = PERIODS.map((p) => {
    const r = results[p];
    const warmMax = Math.max(...r.warm.map((w) => w.max));
    return { period: p.replace('&granularity=', ' days, per '), cold: r.cold, warmMedian: r.warm.map((w) => w.median), warmMax, bytes: r.bytes };
  });
  const report = {
    when: new Date().toISOString(),
    host: { node: process.version, cpus: (await import('node:os')).cpus().length },
    seeded,
    plans,
    firstReportMs: firstMs,
    rows,
    totals365: totals,
  };
  writeFileSync(join(OUT_DIR, 'reports-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    '# Dashboard reports at scale',
    '',
    `${report.when}, Node ${process.version}, ${report.host.cpus} CPUs (shared). \`node scripts/bench/reports.mjs\`.`,
    '',
    `Data: ${seeded.messages} messages, ${seeded.orders} orders (${seeded.orderItems} items), ${seeded.subscribers} subscribers, ${seeded.downloads} downloads, over the last two years.`,
    'Each run starts the shop as shipped (`start:prod`, 144 MB heap); "cold" is the first request for that period after the start,',
    `"warm" the median of ${WARM} more. Budget: the admin list page budget of issue 14, ${BUDGET_MS} ms.`,
    '',
    `Finished days are computed once and kept (report_days; a write to a row of a kept day forgets that day). The very first`,
    `report after the data was loaded computes all 730 days of 365 days per week: ${firstMs} ms, in-process, once (not in the table).`,
    '',
    '| GET /api/admin/reports | cold, 3 runs (ms) | warm median, 3 runs (ms) | warm worst (ms) | answer (bytes) |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.period} | ${r.cold.join(' / ')} | ${r.warmMedian.join(' / ')} | ${r.warmMax} | ${r.bytes} |`),
    '',
    '## Query plans (EXPLAIN QUERY PLAN, 365 days per week: the first report, then the next)',
    '',
    ...plans.flatMap((p) => ['```sql', p.sql, '```', ...p.plan.map((l) => `- ${l}`), '']),
  ].join('\n');
  writeFileSync(join(OUT_DIR, 'reports-report.md'), `${md}\n`);
  console.log(md);
  if (!argv.includes('--keep-tmp')) rmSync(TMP, { recursive: true, force: true });
  if (plans.some((p) => p.fullScan)) {
    log('a report query scans a whole table');
    process.exitCode = 1;
  }
}

try {
  await main();
} finally {
  await children.stopAll();
}
