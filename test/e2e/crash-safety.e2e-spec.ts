/**
 * Crash safety (DESIGN §5 Reliability): the built server, on its own storage folder and a
 * loopback port, takes concurrent writes (enquiries with an uploaded attachment,
 * newsletter sign-ups, full sandbox purchases) and is killed with SIGKILL at a random
 * moment, CRASH_CYCLES times (8 in `npm test`; `CRASH_CYCLES=50 npm run test:crash` for
 * the long run). Then:
 *   - every write acknowledged with a 2xx is there: messages by the unique marker in
 *     their text (with their attachment), subscribers by e-mail, orders paid by payment
 *     intent id;
 *   - `PRAGMA integrity_check` is ok;
 *   - every upload row's file exists and every file in storage/uploads has its row. Partial
 *     files of killed uploads (`.part-<hex>`) are deleted at start-up; a stored file whose
 *     row never committed is moved to uploads/.orphaned/ (api/uploads/uploads.service.ts).
 * The last start also checks the graceful stop: an upload still being sent when SIGTERM
 * arrives completes with 200, new connections are refused, the process exits 0 and the
 * database is closed (no -wal left); and the log lines (one JSON line per request with
 * reqId, method, url, status, ms; secrets redacted; the request id on other lines the
 * request caused).
 *
 * Needs the built API (`npm run build:api`; npm test builds first).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  assertBuilt,
  type Acks,
  Browser,
  http,
  jsonLines,
  killHard,
  newAcks,
  newStats,
  runWriteLoad,
  startChildShop,
  waitForExit,
} from '../helpers/child-server.js';
import { pdfFile } from '../helpers/enquiries.js';
import { freePort } from '../helpers/server.js';
import { describeSqlite } from './sqlite-only.js';

const CYCLES = Math.max(1, Number(process.env.CRASH_CYCLES ?? 8));
/** Start-up on a busy 2-core CI box takes 2-4 s; the load and the kill take under 1 s. */
const CYCLE_LIMIT_MS = 20_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The SQLite file's crash safety (WAL, synchronous=FULL): PostgreSQL (npm run test:pg) has its own.
describeSqlite(`crash safety: kill -9 under write load (${CYCLES} cycles)`, () => {
  let storageDir: string;
  let port: number;
  const acks: Acks = newAcks();
  const stats = newStats();
  const logLines: string[] = [];
  const cycleMs: number[] = [];

  beforeAll(async () => {
    assertBuilt();
    storageDir = mkdtempSync(join(tmpdir(), 'shop-crash-'));
    port = await freePort();
  });

  afterAll(() => {
    if (!storageDir) return;
    // CRASH_KEEP_STORAGE=1 keeps the folder (database, uploads, outbox) for inspection.
    if (process.env.CRASH_KEEP_STORAGE === '1') process.stderr.write(`[crash-safety] storage kept: ${storageDir}\n`);
    else rmSync(storageDir, { recursive: true, force: true });
  });

  it(
    'keeps running: start, random writes for 100-600 ms, SIGKILL, restart',
    async () => {
      const pdf = pdfFile('Crash test brief');
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        const t0 = Date.now();
        const shop = await startChildShop({ storageDir, port, timeoutMs: CYCLE_LIMIT_MS });
        let stop = false;
        const load = runWriteLoad({
          baseURL: shop.baseURL,
          tag: `c${cycle}`,
          acks,
          stats,
          shouldStop: () => stop,
          pdf,
        });
        await sleep(100 + Math.random() * 500);
        shop.proc.kill('SIGKILL');
        await killHard(shop);
        stop = true;
        await load;
        logLines.push(...shop.lines);
        cycleMs.push(Date.now() - t0);
        expect(Date.now() - t0).toBeLessThan(CYCLE_LIMIT_MS);
      }
      const total = acks.messages.length + acks.subscribers.length + acks.orders.length;
      const swept = (re: RegExp) => jsonLines(logLines).reduce((n, l) => n + Number(re.exec(String(l.msg ?? ''))?.[1] ?? 0), 0);
      const partials = swept(/^Removed (\d+) partial upload file/);
      const orphans = swept(/^Moved (\d+) upload file/);
      const avg = Math.round(cycleMs.reduce((a, b) => a + b, 0) / cycleMs.length);
      process.stdout.write(
        `[crash-safety] ${CYCLES} cycles (avg ${avg} ms, max ${Math.max(...cycleMs)} ms): acknowledged ${acks.messages.length} enquiries, ` +
          `${acks.subscribers.length} sign-ups, ${acks.orders.length} purchases; ${stats.networkErrors} writes cut by the kill; ` +
          `start-up removed ${partials} partial upload(s), moved ${orphans} row-less file(s) aside\n`,
      );
      // The load must really have written something, or the test proves nothing.
      expect(total).toBeGreaterThan(0);
      // No answer other than 2xx: a crash must not leave the shop refusing or failing writes.
      expect(Object.fromEntries(stats.unexpected)).toEqual({});
    },
    CYCLES * CYCLE_LIMIT_MS + 30_000,
  );

  it('cleans crash leftovers at start-up: partial files deleted, row-less files moved aside', async () => {
    // What a kill leaves at worst, planted for sure (the random kills may or may not have).
    const uploads = join(storageDir, 'uploads');
    const part = join(uploads, `.part-${randomBytes(16).toString('hex')}`);
    const orphan = randomBytes(16).toString('hex');
    writeFileSync(part, '%PDF-1.4 cut off');
    writeFileSync(join(uploads, orphan), pdfFile('No row'));
    const shop = await startChildShop({ storageDir, port, timeoutMs: CYCLE_LIMIT_MS });
    await killHard(shop);
    logLines.push(...shop.lines);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(join(uploads, orphan))).toBe(false);
    expect(existsSync(join(uploads, '.orphaned', orphan))).toBe(true);
  });

  it('stops gracefully on SIGTERM: the in-flight upload completes, exit 0, database closed', async () => {
    const shop = await startChildShop({ storageDir, port, timeoutMs: CYCLE_LIMIT_MS });
    const b = new Browser(shop.baseURL);
    const slot = (await b.post('/api/objects/upload')).json() as { uploadURL: string };
    const body = Buffer.concat([pdfFile('Slow upload'), Buffer.alloc(512 * 1024, '%')]);
    const chunks = 8;
    const size = Math.ceil(body.length / chunks);
    let signalled!: () => void;
    const afterSignal = new Promise<void>((r) => (signalled = r));
    const upload = http('PUT', `${shop.baseURL}${slot.uploadURL}`, {
      headers: {
        Origin: shop.baseURL,
        'Content-Type': 'application/pdf',
        'Content-Length': String(body.length),
        'X-File-Name': 'slow.pdf',
      },
      timeoutMs: 15_000,
      send: (req) => {
        void (async () => {
          req.write(body.subarray(0, size));
          await afterSignal;
          for (let i = 1; i < chunks; i++) {
            await sleep(150);
            req.write(body.subarray(i * size, (i + 1) * size));
          }
          req.end();
        })();
      },
    });
    await sleep(300);
    shop.proc.kill('SIGTERM');
    await sleep(200);
    signalled();
    // The listening socket is closed at once: new connections are refused.
    await expect(http('GET', `${shop.baseURL}/api/health`, { timeoutMs: 2000 })).rejects.toThrow();
    const res = await upload;
    expect(res.status).toBe(200);
    const uploaded = res.json() as { id: string; size: number };
    expect(uploaded.size).toBe(body.length);
    expect(await waitForExit(shop)).toBe(0);
    logLines.push(...shop.lines);
    const shutdown = jsonLines(shop.lines)
      .filter((l) => l.context === 'Shutdown')
      .map((l) => l.msg);
    expect(shutdown).toEqual(['Shutdown started: finishing in-flight requests', 'HTTP server closed', 'Database closed, exiting']);
    // SQLite removes the -wal file when its last connection closes cleanly.
    const wal = join(storageDir, 'shop.sqlite-wal');
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  });

  describe('after the last restart', () => {
    let ds: DataSource;
    beforeAll(async () => {
      ds = new DataSource({ type: 'sqlite', database: join(storageDir, 'shop.sqlite') });
      await ds.initialize();
    });
    afterAll(async () => ds?.destroy());

    it('PRAGMA integrity_check is ok', async () => {
      const rows: { integrity_check: string }[] = await ds.query('PRAGMA integrity_check');
      expect(rows.map((r) => r.integrity_check)).toEqual(['ok']);
      const [fk] = await ds.query('PRAGMA foreign_key_check');
      expect(fk).toBeUndefined();
    });

    it('has every acknowledged enquiry with its attachment', async () => {
      const missing: string[] = [];
      for (const m of acks.messages) {
        const rows: { id: number }[] = await ds.query('SELECT id FROM contact_messages WHERE message LIKE ?', [`%Marker ${m.marker}.%`]);
        const upload: { messageId: number; status: string }[] = await ds.query('SELECT messageId, status FROM uploads WHERE id = ?', [
          m.uploadId,
        ]);
        if (rows.length !== 1 || rows[0].id !== m.id || upload[0]?.status !== 'attached' || upload[0]?.messageId !== m.id)
          missing.push(m.marker);
      }
      expect(missing).toEqual([]);
    });

    it('has every acknowledged newsletter sign-up', async () => {
      const rows: { email: string }[] = await ds.query('SELECT email FROM newsletter_subscribers');
      const known = new Set(rows.map((r) => r.email));
      expect(acks.subscribers.filter((s) => !known.has(s.email)).map((s) => s.email)).toEqual([]);
    });

    it('has every acknowledged purchase as a paid order', async () => {
      const rows: { paymentIntentId: string; status: string; email: string; guideSlug: string }[] = await ds.query(
        "SELECT paymentIntentId, status, email, guideSlug FROM orders WHERE status = 'paid'",
      );
      const paid = new Map(rows.map((r) => [r.paymentIntentId, r]));
      const missing = acks.orders.filter((o) => {
        const row = paid.get(o.paymentIntentId);
        return !row || row.email !== o.email || row.guideSlug !== o.guideSlug;
      });
      expect(missing.map((o) => o.paymentIntentId)).toEqual([]);
    });

    it('has a file for every upload row and a row for every file in storage/uploads', async () => {
      const rows: { id: string; storageName: string }[] = await ds.query(
        'SELECT id, storageName FROM uploads WHERE storageName IS NOT NULL',
      );
      const dir = join(storageDir, 'uploads');
      const files = readdirSync(dir, { withFileTypes: true });
      // Start-up removed every partial file of an upload cut off by a kill.
      expect(files.filter((f) => f.name.startsWith('.part-')).map((f) => f.name)).toEqual([]);
      const stored = new Set(files.filter((f) => f.isFile() && !f.name.startsWith('.')).map((f) => f.name));
      expect(rows.filter((r) => !stored.has(r.storageName)).map((r) => r.id)).toEqual([]);
      const named = new Set(rows.map((r) => r.storageName));
      expect([...stored].filter((f) => !named.has(f))).toEqual([]);
      expect(rows.length).toBeGreaterThanOrEqual(acks.messages.length + 1);
    });
  });

  describe('logs', () => {
    it('one JSON line per request with reqId, method, url, status and ms; no secret in a URL', () => {
      const lines = jsonLines(logLines);
      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests.length).toBeGreaterThan(10);
      for (const r of requests) {
        expect(r).toEqual(
          expect.objectContaining({
            reqId: expect.stringMatching(/^[A-Za-z0-9._-]{1,64}$/),
            method: expect.any(String),
            url: expect.any(String),
            status: expect.any(Number),
            ms: expect.any(Number),
          }),
        );
      }
      // Upload addresses carry a token: logged redacted, never in clear anywhere.
      expect(requests.some((r) => /^\/objects\/uploads\/[0-9a-f-]+\?token=\[redacted\]$/.test(String(r.url)))).toBe(true);
      expect(logLines.filter((l) => /[?&](token|sig|payment_intent_client_secret)=(?!\[redacted\])/.test(l))).toEqual([]);
    });

    it('lines written while serving a request carry its reqId', () => {
      const lines = jsonLines(logLines);
      const requestIds = new Set(lines.filter((l) => l.msg === 'request').map((l) => l.reqId));
      // The outbox mailer logs one line per e-mail (owner notification, receipt, confirmation).
      const mailLines = lines.filter((l) => l.context === 'Mail');
      expect(mailLines.length).toBeGreaterThan(0);
      expect(mailLines.filter((l) => typeof l.reqId !== 'string')).toEqual([]);
      expect(mailLines.some((l) => requestIds.has(l.reqId))).toBe(true);
    });
  });
});
