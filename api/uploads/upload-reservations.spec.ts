import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { pgDataSource, preparePgSchema } from '../../test/helpers/pg-data-source.js';
import { pgBinDir, startThrowawayPg, type ThrowawayPg } from '../../test/helpers/pg-throwaway.js';
import { RESERVATION_LEASE_MS, UploadReservations } from './upload-reservations.js';

(pgBinDir() ? describe : describe.skip)('Upload budget across replicas (PostgreSQL)', () => {
  let pg: ThrowawayPg;
  let a: DataSource;
  let b: DataSource;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    pg = await startThrowawayPg();
    const url = await pg.createDatabase('uploads');
    a = await pgDataSource(url);
    await preparePgSchema(a);
    b = await pgDataSource(url);
  }, 60_000);
  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
    await pg?.stop();
  });
  beforeEach(async () => {
    await a.query('DELETE FROM "upload_reservations"');
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
});
