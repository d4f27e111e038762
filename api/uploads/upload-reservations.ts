import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { UploadBudget } from '../config/config.js';
import { lockAcrossProcesses } from '../database/process-lock.js';
import type { Usage } from './upload-ledger.js';

/** A reservation lapses this long after its last heartbeat (a killed replica's go with it). */
export const RESERVATION_LEASE_MS = 5 * 60 * 1000;
const HEARTBEAT_MS = 60 * 1000;

export type Reservation = { id: string; bytes: number; release(): Promise<void> } | { over: 'client' | 'total' };

/**
 * The upload budget across replicas (PostgreSQL): before its first byte is written, an
 * upload reserves the bytes it may still receive (its Content-Length, else the 10 MB
 * cap) in upload_reservations, checked against the finished files plus every live
 * reservation, under one advisory lock so two replicas cannot both take the last room.
 * While it streams, a heartbeat keeps the reservation alive; at the end it is released,
 * after the file's row has committed (so a check in between counts the bytes twice, never
 * not at all). A replica that dies leaves reservations that lapse after the lease.
 * Per process the UploadLedger still counts byte by byte; this adds what the other
 * replicas are receiving.
 */
export class UploadReservations {
  constructor(
    private readonly ds: DataSource,
    private readonly budget: Pick<UploadBudget, 'perClientBytes' | 'totalBytes'>,
    /** Bytes of finished, unattached uploads (the client's, everyone's). */
    private readonly finished: (client: string) => Promise<Usage>,
  ) {}

  /** Bytes held now: finished files and live reservations, of `client` and of everyone. */
  async used(client: string, now = Date.now(), manager: EntityManager = this.ds.manager): Promise<Usage> {
    const [inDatabase, rows] = await Promise.all([
      this.finished(client),
      manager.query(
        `SELECT COALESCE(SUM("bytes") FILTER (WHERE "client_key" = $1), 0) AS "client", COALESCE(SUM("bytes"), 0) AS "total"
         FROM "upload_reservations" WHERE "expires_at" > $2`,
        [client, now],
      ) as Promise<{ client: string; total: string }[]>,
    ]);
    return { client: inDatabase.client + Number(rows[0].client), total: inDatabase.total + Number(rows[0].total) };
  }

  /** Reserves `bytes` for `client` if they fit in both budgets; else names the budget they would pass. */
  async reserve(client: string, bytes: number, now = Date.now()): Promise<Reservation> {
    const id = randomUUID();
    const over = await this.ds.transaction(async (m) => {
      await lockAcrossProcesses(m, 'uploads:budget');
      const used = await this.used(client, now, m);
      if (used.client + bytes > this.budget.perClientBytes) return 'client' as const;
      if (used.total + bytes > this.budget.totalBytes) return 'total' as const;
      await m.query('DELETE FROM "upload_reservations" WHERE "expires_at" < $1', [now - RESERVATION_LEASE_MS]);
      await m.query('INSERT INTO "upload_reservations" ("id", "client_key", "bytes", "expires_at") VALUES ($1, $2, $3, $4)', [
        id,
        client,
        bytes,
        now + RESERVATION_LEASE_MS,
      ]);
      return null;
    });
    if (over) return { over };
    const heartbeat = setInterval(() => {
      this.ds
        .query('UPDATE "upload_reservations" SET "expires_at" = $1 WHERE "id" = $2', [Date.now() + RESERVATION_LEASE_MS, id])
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return {
      id,
      bytes,
      release: async () => {
        clearInterval(heartbeat);
        await this.ds.query('DELETE FROM "upload_reservations" WHERE "id" = $1', [id]);
      },
    };
  }
}
