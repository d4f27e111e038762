/**
 * Backup and restore round trip (`npm run backup`, `npm run restore`): the built server
 * takes writes (enquiries with attachments, sign-ups, sandbox purchases) while
 * scripts/backup.mjs runs; the archive is restored into a fresh storage folder and a
 * server started on it has every order, message, sign-up and file acknowledged before the
 * backup started, passes integrity_check, and serves a restored paid order's guide both
 * to the browser session that paid and through the signed link of its receipt e-mail.
 *
 * Needs the built API (`npm run build:api`; npm test builds first).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { STDOUT_FLUSH_MS } from '../../api/common/logger.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import {
  type Acks,
  assertBuilt,
  type ChildShop,
  http,
  jsonLines,
  newAcks,
  newStats,
  runWriteLoad,
  startChildShop,
  stopGracefully,
} from '../helpers/child-server.js';
import { eventually, outboxFiles, parseMail, pdfFile } from '../helpers/enquiries.js';
import { freePort } from '../helpers/server.js';
import { describeSqlite } from './sqlite-only.js';

const GUIDES = ['fabric-101', 'fabric-201-cotton', 'fabric-202-plant-based', 'fabric-203-animal-based', 'fabric-204-synthetic'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs scripts/<name> with the shop's environment variables for `storageDir` and `port`. */
function runScript(
  name: string,
  args: string[],
  storageDir: string,
  port: number,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts', name), ...args], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        STORAGE_DIR: storageDir,
        DATABASE_PATH: join(storageDir, 'shop.sqlite'),
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// The SQLite backup (VACUUM INTO + files): with PostgreSQL (npm run test:pg) backups are pg_dump's.
describeSqlite('backup under write load, restore into a fresh storage folder', () => {
  let dirA: string;
  let dirB: string;
  let portA: number;
  let portB: number;
  let shopA: ChildShop | undefined;
  let shopB: ChildShop | undefined;
  let archive: string;
  let backupStartedAt = 0;
  let backupEndedAt = 0;
  const acks: Acks = newAcks();
  const stats = newStats();
  /** Acknowledged before the backup started: these must all be in it. */
  const before = (): Acks => ({
    messages: acks.messages.filter((m) => m.at < backupStartedAt),
    subscribers: acks.subscribers.filter((s) => s.at < backupStartedAt),
    orders: acks.orders.filter((o) => o.at < backupStartedAt),
  });

  beforeAll(async () => {
    assertBuilt();
    dirA = mkdtempSync(join(tmpdir(), 'shop-backup-a-'));
    dirB = mkdtempSync(join(tmpdir(), 'shop-backup-b-'));
    portA = await freePort();
    portB = await freePort();
    mkdirSync(join(dirA, 'guides'), { recursive: true });
    for (const slug of GUIDES) writeFileSync(join(dirA, 'guides', `${slug}.pdf`), pdfFile(`Guide ${slug}`));
  });

  afterAll(async () => {
    for (const shop of [shopA, shopB]) {
      if (shop && shop.proc.exitCode === null && shop.proc.signalCode === null) {
        shop.proc.kill('SIGKILL');
        await shop.exited;
      }
    }
    for (const dir of [dirA, dirB]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('npm run backup writes one archive while the shop takes writes, without disturbing them', async () => {
    shopA = await startChildShop({ storageDir: dirA, port: portA });
    let stop = false;
    const load = runWriteLoad({
      baseURL: shopA.baseURL,
      tag: 'b',
      acks,
      stats,
      shouldStop: () => stop,
      pdf: pdfFile('Backup brief'),
      workers: 6,
    });
    try {
      // Some of every kind of write first (at most 20 s), then the backup, load still on.
      const deadline = Date.now() + 20_000;
      while (Math.min(acks.orders.length, acks.messages.length, acks.subscribers.length) < 2 && Date.now() < deadline) await sleep(100);
      backupStartedAt = Date.now();
      const backup = await runScript('backup.mjs', [], dirA, portA);
      backupEndedAt = Date.now();
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      archive = backup.stdout.trim().split('\n').pop()!;
      expect(archive).toMatch(new RegExp(`^${dirA}/backups/shop-\\d{8}-\\d{6}\\.tar\\.gz$`));
      expect(backup.stdout).toMatch(/integrity_check ok/);

      // While a shop answers on the configured port, restore refuses to touch anything.
      const refused = await runScript('restore.mjs', [archive], dirB, portA);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/A shop answers on http:\/\/127\.0\.0\.1:\d+\/api\/health: stop it first/);
      expect(readdirSync(dirB)).toEqual([]);
      await sleep(300);
    } finally {
      stop = true;
      await load;
    }
    expect(await stopGracefully(shopA)).toBe(0);
    const b = before();
    process.stdout.write(
      `[backup-restore] acknowledged before the backup: ${b.messages.length} enquiries, ${b.subscribers.length} sign-ups, ${b.orders.length} purchases ` +
        `(in all: ${acks.messages.length}, ${acks.subscribers.length}, ${acks.orders.length}); backup took ${backupEndedAt - backupStartedAt} ms\n`,
    );
    // The shop really was taking writes while the backup ran.
    const during = [...acks.messages, ...acks.subscribers, ...acks.orders].filter((w) => w.at >= backupStartedAt && w.at <= backupEndedAt);
    expect(during.length).toBeGreaterThan(0);
    expect(b.orders.length).toBeGreaterThan(0);
    expect(b.messages.length).toBeGreaterThan(0);
    expect(b.subscribers.length).toBeGreaterThan(0);
    // The backup did not make a single write fail.
    expect(Object.fromEntries(stats.unexpected)).toEqual({});
    expect(stats.networkErrors).toBe(0);
  }, 120_000);

  it('the archive holds the database, the uploads, the guides and the session secret; no derived files', () => {
    const members = execFileSync('tar', ['-tzf', archive]).toString().trim().split('\n').sort();
    expect(members).toEqual(expect.arrayContaining(['.session-secret', 'guides/', 'manifest.json', 'shop.sqlite', 'uploads/']));
    expect(members.filter((m) => m.startsWith('guides/') && m !== 'guides/')).toHaveLength(GUIDES.length);
    expect(members.filter((m) => /^(previews|stamped|outbox|backups)\//.test(m))).toEqual([]);
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', archive, 'manifest.json']).toString());
    expect(manifest).toMatchObject({
      format: 'threadwise-backup/1',
      database: { integrity: 'ok' },
      guides: GUIDES.length,
      sessionSecret: true,
    });
    expect(members.filter((m) => m.startsWith('uploads/') && m !== 'uploads/')).toHaveLength(manifest.uploads);
  });

  it('npm run restore moves the current storage aside and unpacks the backup', async () => {
    // Something already there: it must be moved aside, not lost.
    writeFileSync(join(dirB, 'shop.sqlite'), 'an older database');
    writeFileSync(join(dirB, 'shop.sqlite-wal'), 'its stale WAL');
    mkdirSync(join(dirB, 'uploads'));
    writeFileSync(join(dirB, 'uploads', 'old-file'), 'x');
    const res = await runScript('restore.mjs', [archive], dirB, portB);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/integrity_check ok/);
    const aside = readdirSync(join(dirB, 'backups')).filter((d) => d.startsWith('pre-restore-'));
    expect(aside).toHaveLength(1);
    const asideDir = join(dirB, 'backups', aside[0]);
    expect(readFileSync(join(asideDir, 'shop.sqlite'), 'utf8')).toBe('an older database');
    expect(existsSync(join(asideDir, 'uploads', 'old-file'))).toBe(true);
    expect(existsSync(join(dirB, 'shop.sqlite-wal'))).toBe(false);
    expect(existsSync(join(dirB, 'uploads', 'old-file'))).toBe(false);
    expect(readFileSync(join(dirB, '.session-secret'), 'utf8')).toBe(readFileSync(join(dirA, '.session-secret'), 'utf8'));
  });

  describe('the restored shop', () => {
    let ds: DataSource;
    beforeAll(async () => {
      shopB = await startChildShop({ storageDir: dirB, port: portB });
      ds = new DataSource({ type: 'sqlite', database: join(dirB, 'shop.sqlite') });
      await ds.initialize();
    });
    afterAll(async () => {
      await ds?.destroy();
      if (shopB) expect(await stopGracefully(shopB)).toBe(0);
    });

    it('answers /api/health and passes integrity_check', async () => {
      const res = await http('GET', `${shopB!.baseURL}/api/health`);
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', journalMode: 'wal' });
      const rows: { integrity_check: string }[] = await ds.query('PRAGMA integrity_check');
      expect(rows.map((r) => r.integrity_check)).toEqual(['ok']);
    });

    it('has every order, message, sign-up and file acknowledged before the backup', async () => {
      const b = before();
      const paid = new Set(
        ((await ds.query("SELECT paymentIntentId FROM orders WHERE status = 'paid'")) as { paymentIntentId: string }[]).map(
          (r) => r.paymentIntentId,
        ),
      );
      expect(b.orders.filter((o) => !paid.has(o.paymentIntentId)).map((o) => o.paymentIntentId)).toEqual([]);
      const subscribers = new Set(
        ((await ds.query('SELECT email FROM newsletter_subscribers')) as { email: string }[]).map((r) => r.email),
      );
      expect(b.subscribers.filter((s) => !subscribers.has(s.email)).map((s) => s.email)).toEqual([]);
      for (const m of b.messages) {
        const [row] = await ds.query('SELECT id FROM contact_messages WHERE message LIKE ?', [`%Marker ${m.marker}.%`]);
        expect(row?.id).toBe(m.id);
        const [upload] = await ds.query('SELECT status, messageId, storageName FROM uploads WHERE id = ?', [m.uploadId]);
        expect(upload).toMatchObject({ status: 'attached', messageId: m.id });
        expect(
          readFileSync(join(dirB, 'uploads', upload.storageName))
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
      // Every restored upload row has its file, and nothing else is in uploads/.
      const rows: { storageName: string }[] = await ds.query('SELECT storageName FROM uploads WHERE storageName IS NOT NULL');
      const files = readdirSync(join(dirB, 'uploads')).filter((f) => !f.startsWith('.'));
      expect(files.sort()).toEqual(rows.map((r) => r.storageName).sort());
    });

    it('serves a restored paid order to the browser session that paid for it', async () => {
      const order = before().orders[0];
      const res = await order.browser.at(shopB!.baseURL).get(`/api/download/${order.guideSlug}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('serves a restored paid order through the signed link of its receipt (same secret, restored)', async () => {
      const order = before().orders[before().orders.length - 1];
      const receipt = outboxFiles(dirA)
        .map((f) => parseMail(readFileSync(join(dirA, 'outbox', f), 'utf8')))
        .find((m) => m.headers.to?.includes(order.email));
      expect(receipt).toBeDefined();
      const link = new RegExp(`/api/download/${order.guideSlug}\\?order=\\d+&exp=\\d+&sig=[A-Za-z0-9_-]{43}`).exec(receipt!.text)?.[0];
      expect(link).toBeDefined();
      const res = await http('GET', `${shopB!.baseURL}${link}`);
      expect(res.status).toBe(200);
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
      // The request log names the link with its signature redacted (stdout is buffered for
      // up to STDOUT_FLUSH_MS).
      const logged = await eventually(() => {
        const lines = jsonLines(shopB!.lines).filter(
          (l) => l.msg === 'request' && String(l.url).startsWith(`/api/download/${order.guideSlug}?`),
        );
        return lines.length > 0 && lines;
      }, 10 * STDOUT_FLUSH_MS);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.every((l) => /sig=\[redacted\]/.test(String(l.url)))).toBe(true);
    });
  });
});
