import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { pdfFile } from '../../test/helpers/enquiries.js';
import { pgDataSource, preparePgSchema } from '../../test/helpers/pg-data-source.js';
import { pgBinDir, startThrowawayPg, type ThrowawayPg } from '../../test/helpers/pg-throwaway.js';
import { loadConfig } from '../config/config.js';
import { LocalDiskStore } from '../storage/local-disk-store.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { RESERVATION_LEASE_MS, UploadReservations } from './upload-reservations.js';
import { Upload } from './upload.entity.js';
import { UploadsService } from './uploads.service.js';

const KB = 1024;
const MB = 1024 * KB;

(pgBinDir() ? describe : describe.skip)('Upload budget across replicas (PostgreSQL)', () => {
  let pg: ThrowawayPg;
  let a: DataSource;
  let b: DataSource;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    pg = await startThrowawayPg();
    const url = await pg.createDatabase('uploads');
    a = await pgDataSource(url, [Upload, ContactMessage]);
    await preparePgSchema(a);
    b = await pgDataSource(url, [Upload, ContactMessage]);
  }, 60_000);
  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
    await pg?.stop();
  });
  beforeEach(async () => {
    await a.query('DELETE FROM "upload_reservations"');
    await a.query('DELETE FROM "uploads"');
  });

  describe('UploadReservations', () => {
    const budget = { perClientBytes: 100, totalBytes: 150 };
    const finished = { client: 0, total: 0 };
    const on = (ds: DataSource) => new UploadReservations(ds, budget, async () => finished);

    it('counts what the other replica is receiving: room is taken once, whichever replica asks', async () => {
      const ra = await on(a).reserve('ip-1', 60);
      expect(ra).toMatchObject({ bytes: 60 });
      expect(await on(b).reserve('ip-1', 50)).toEqual({ over: 'client' });
      const other = await on(b).reserve('ip-2', 80);
      expect(other).toMatchObject({ bytes: 80 });
      expect(await on(a).reserve('ip-3', 20)).toEqual({ over: 'total' });
      expect(await on(b).used('ip-1')).toEqual({ client: 60, total: 140 });
      if ('release' in ra) await ra.release();
      expect(await on(b).reserve('ip-1', 50)).toMatchObject({ bytes: 50 });
      if ('release' in other) await other.release();
    });

    it('adds the finished files of the database', async () => {
      const withFiles = new UploadReservations(a, budget, async (c) => ({ client: c === 'ip-1' ? 90 : 0, total: 90 }));
      expect(await withFiles.reserve('ip-1', 20)).toEqual({ over: 'client' });
      expect(await withFiles.reserve('ip-2', 20)).toMatchObject({ bytes: 20 });
    });

    it('ignores a dead replica’s reservations once their lease lapses', async () => {
      const long = Date.now() - RESERVATION_LEASE_MS - 1000;
      const stale = await on(a).reserve('ip-1', 100, long);
      expect(stale).toMatchObject({ bytes: 100 });
      // No heartbeat moved it (the replica is gone): a live check finds the room free.
      expect(await on(b).reserve('ip-1', 100)).toMatchObject({ bytes: 100 });
    });

    it('never lets parallel reservations on both replicas pass the budget together', async () => {
      const tries = Array.from({ length: 20 }, (_, i) => on(i % 2 ? a : b).reserve(`ip-${i % 3}`, 10));
      const results = await Promise.all(tries);
      const granted = results.filter((r) => 'bytes' in r).length;
      expect(granted).toBe(15);
      expect((await on(a).used('none')).total).toBe(150);
    });
  });

  describe('UploadsService on two replicas', () => {
    let dir: string;
    let svcA: UploadsService;
    let svcB: UploadsService;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'uploads-pg-'));
      const config = loadConfig({
        STORAGE_DIR: dir,
        UPLOAD_QUOTA_PER_IP_MB: '1',
        UPLOAD_QUOTA_TOTAL_MB: '2',
        UPLOAD_MIN_FREE_DISK_MB: '1',
      });
      // One storage folder for both, as one bucket would be.
      const files = new LocalDiskStore(dir);
      svcA = new UploadsService(a.getRepository(Upload), config, files);
      svcB = new UploadsService(b.getRepository(Upload), config, files);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const slot = async (svc: UploadsService, client: string) => {
      const { id, uploadURL } = await svc.createSlot(client);
      return { id, token: new URL(uploadURL, 'http://x').searchParams.get('token')! };
    };
    const put = (svc: UploadsService, s: { id: string; token: string }, body: Readable, length: number) =>
      svc.receive(s.id, { token: s.token, contentType: 'application/pdf', contentLength: String(length), fileName: 'f.pdf', body });

    it('refuses on B an upload that fits alone but not beside the one A is receiving', async () => {
      const big = Buffer.concat([pdfFile(), Buffer.alloc(700 * KB)]);
      // One fits in the client's 1 MB, two do not.
      expect(big.length).toBeLessThan(MB);
      expect(2 * big.length).toBeGreaterThan(MB);
      const onA = await slot(svcA, '198.51.100.7');
      const onB = await slot(svcB, '198.51.100.7');
      // A's upload has started (its first chunk is in) and is still streaming.
      let finish!: () => void;
      const slow = new Readable({ read() {} });
      slow.push(big.subarray(0, 64 * KB));
      const gate = new Promise<void>((r) => (finish = r));
      void gate.then(() => {
        slow.push(big.subarray(64 * KB));
        slow.push(null);
      });
      const first = put(svcA, onA, slow, big.length);
      await new Promise((r) => setTimeout(r, 300));
      await expect(put(svcB, onB, Readable.from([big]), big.length)).rejects.toMatchObject({ code: 'upload_quota_exceeded' });
      finish();
      await expect(first).resolves.toMatchObject({ size: big.length });
      expect(await a.query('SELECT count(*)::int AS n FROM "upload_reservations"')).toEqual([{ n: 0 }]);
      // A's finished file now holds the room, from the database; B still refuses a second one.
      await expect(put(svcB, await slot(svcB, '198.51.100.7'), Readable.from([big]), big.length)).rejects.toMatchObject({
        code: 'upload_quota_exceeded',
      });
    });
  });
});
