/**
 * STORAGE_BACKEND=s3 against a throwaway s3rver, whatever TEST_STORAGE says: hashed assets
 * of an older build stay servable during a rolling deploy, readiness asks the bucket, an
 * upload lands in the bucket and is served from it, and `npm run backup` / `npm run
 * restore` carry the bucket's objects (manifest and copies) into another bucket.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startS3rver, type S3rverHandle } from '../../scripts/lib/s3-server.mjs';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { storedNames } from '../helpers/files.js';
import { onPostgres } from '../helpers/pg.js';
import { pngFile } from '../helpers/sample-files.js';

/** A one-page build whose page loads one hashed script. */
function fakeBuild(root: string, name: string, script: string): string {
  const web = join(root, name, 'web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/${script}"></script></head></html>`,
  );
  writeFileSync(join(web, 'assets', script), `console.log(${JSON.stringify(name)});\n`);
  return web;
}

function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts', script), ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('files in S3-compatible storage', () => {
  let s3: S3rverHandle;
  let builds: string;

  beforeAll(async () => {
    s3 = await startS3rver();
    builds = mkdtempSync(join(tmpdir(), 'builds-'));
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(builds, { recursive: true, force: true });
  });

  describe('a rolling deploy', () => {
    let oldReplica: TestApp | undefined;
    let newReplica: TestApp | undefined;
    afterAll(async () => {
      await oldReplica?.close();
      await newReplica?.close();
    });

    it("serves the old build's hashed assets from a replica of the new build", async () => {
      const oldWeb = fakeBuild(builds, 'a', 'app-AAAAAAAA.js');
      const newWeb = fakeBuild(builds, 'b', 'app-BBBBBBBB.js');
      oldReplica = await startTestApp({ ...s3.env, WEB_DIST_DIR: oldWeb });
      newReplica = await startTestApp({ ...s3.env, WEB_DIST_DIR: newWeb });
      expect(await storedNames(newReplica.files, 'assets/')).toEqual(['app-AAAAAAAA.js', 'app-BBBBBBBB.js']);

      // The page the old replica rendered asks the new one for its script.
      const page = await request(oldReplica.app.getHttpServer()).get('/').expect(200);
      expect(page.text).toContain('/assets/app-AAAAAAAA.js');
      const res = await request(newReplica.app.getHttpServer()).get('/assets/app-AAAAAAAA.js').expect(200);
      expect(res.text).toBe(readFileSync(join(oldWeb, 'assets', 'app-AAAAAAAA.js'), 'utf8'));
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Revalidation works as for any file.
      await request(newReplica.app.getHttpServer()).get('/assets/app-AAAAAAAA.js').set('If-None-Match', res.headers.etag).expect(304);
      // Its own assets still come from memory; unknown names are still the 404 page.
      await request(newReplica.app.getHttpServer()).get('/assets/app-BBBBBBBB.js').expect(200);
      await request(newReplica.app.getHttpServer()).get('/assets/app-CCCCCCCC.js').expect(404);
      await request(newReplica.app.getHttpServer()).get('/assets/..%2F..%2Fuploads%2Fx').expect(404);
    });
  });

  describe('one replica', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ ...s3.env, S3_PREFIX: 'shop-one/', RATE_LIMIT_UPLOAD: '1000' });
    });
    afterAll(async () => t?.close());

    it('is ready while the bucket answers', async () => {
      const res = await request(t.app.getHttpServer()).get('/api/health/ready').expect(200);
      expect(res.body.checks.storage).toEqual({ ok: true });
    });

    it('streams an upload into the bucket, nothing onto the local disk', async () => {
      const slot = await request(t.app.getHttpServer()).post('/api/objects/upload').expect(200);
      const bytes = pngFile();
      await request(t.app.getHttpServer()).put(slot.body.uploadURL).set('Content-Type', 'image/png').send(bytes).expect(200);
      const names = await storedNames(t.files, 'uploads/');
      expect(names).toHaveLength(1);
      expect((await t.files.read(`uploads/${names[0]}`)).equals(bytes)).toBe(true);
      expect(t.files.localPath(`uploads/${names[0]}`)).toBeNull();
    });

    it('refuses an upload past 10 MB while it streams, leaving no object', async () => {
      const slot = await request(t.app.getHttpServer()).post('/api/objects/upload').expect(200);
      const before = await storedNames(t.files, 'uploads/');
      const big = Buffer.concat([pngFile(), Buffer.alloc(10 * 1024 * 1024)]);
      const res = await request(t.app.getHttpServer()).put(slot.body.uploadURL).set('Content-Type', 'image/png').send(big);
      expect(res.status).toBe(413);
      expect(await storedNames(t.files, 'uploads/')).toEqual(before);
    });
  });

  // The SQLite backup with the bucket's objects; with PostgreSQL (pg_dump plus the same objects)
  // it is check (i) of `npm run test:replicas`.
  (onPostgres ? it.skip : it)('backs up the objects with a manifest and restores them into another bucket', async () => {
    const storageA = mkdtempSync(join(tmpdir(), 'shop-s3-a-'));
    const storageB = mkdtempSync(join(tmpdir(), 'shop-s3-b-'));
    const target = await startS3rver({ bucket: 'restored' });
    let shop: TestApp | undefined;
    try {
      shop = await startTestApp({ ...s3.env, S3_PREFIX: 'backup-me/', STORAGE_DIR: storageA });
      await shop.files.put('guides/fabric-101.pdf', '%PDF-1.7 the guide');
      await shop.files.put('guides/editions/fabric-101/1-abc.pdf', '%PDF-1.7 edition one');
      await shop.files.put('stamped/1/fabric-101-abcdefabcdef.pdf', '%PDF-1.7 a stamped copy');
      await shop.close();
      shop = undefined;
      const envA = { ...s3.env, S3_PREFIX: 'backup-me/', STORAGE_DIR: storageA, DATABASE_PATH: join(storageA, 'shop.sqlite') };
      const made = await runScript('backup.mjs', [], envA);
      expect(made.code).toBe(0);
      const archive = made.out.trim().split('\n').pop()!;
      // Listed: the two guides, the stamped copy and the build's assets; copied: the two guides.
      expect(made.out).toMatch(/objects: \d+ listed in objects\.json, 2 copied \(38 bytes\)/);

      const envB = { ...target.env, STORAGE_DIR: storageB, DATABASE_PATH: join(storageB, 'shop.sqlite'), PORT: '1' };
      const restored = await runScript('restore.mjs', [archive, '--force'], envB);
      expect(restored.out).toContain('objects: 2 put back');
      expect(restored.code).toBe(0);
      shop = await startTestApp({ ...target.env, STORAGE_DIR: storageB });
      expect((await shop.files.read('guides/fabric-101.pdf')).toString()).toBe('%PDF-1.7 the guide');
      expect((await shop.files.read('guides/editions/fabric-101/1-abc.pdf')).toString()).toBe('%PDF-1.7 edition one');
      // The stamped copy is a cache: listed in the manifest, not carried over.
      expect(await storedNames(shop.files, 'stamped/')).toEqual([]);
    } finally {
      await shop?.close();
      await target.stop();
      rmSync(storageA, { recursive: true, force: true });
      rmSync(storageB, { recursive: true, force: true });
    }
  });
});
