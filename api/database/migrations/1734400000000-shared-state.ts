import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * State that several replicas on one PostgreSQL database share (api/common/throttle-stores.ts,
 * api/uploads/upload-reservations.ts, api/session/session.store.ts):
 * - rate_limits: rate-limiter-flexible's RateLimiterPostgres table (its own layout), made
 *   here so no replica races to create it; `key` is text, as keys carry e-mail addresses.
 * - upload_reservations: bytes of uploads being received on some replica, until they
 *   finish or their lease lapses (a killed replica's).
 * - session_tombstones: destroyed session ids, so a request in flight on another replica
 *   cannot save one back.
 * On SQLite (one process) these live in process memory, so nothing is created.
 */
export class SharedState1734400000000 implements MigrationInterface {
  name = 'SharedState1734400000000';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'postgres') return;
    await q.query(`CREATE TABLE "rate_limits" ("key" text PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint)`);
    await q.query(`CREATE INDEX "IDX_rate_limits_expire" ON "rate_limits" ("expire")`);
    await q.query(`
      CREATE TABLE "upload_reservations" (
        "id" varchar(36) PRIMARY KEY,
        "client_key" varchar(64) NOT NULL,
        "bytes" bigint NOT NULL,
        "expires_at" bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_upload_reservations_client" ON "upload_reservations" ("client_key", "expires_at")`);
    await q.query(`CREATE INDEX "IDX_upload_reservations_expires" ON "upload_reservations" ("expires_at")`);
    await q.query(`CREATE TABLE "session_tombstones" ("sid" varchar(128) PRIMARY KEY, "expires_at" bigint NOT NULL)`);
    await q.query(`CREATE INDEX "IDX_session_tombstones_expires" ON "session_tombstones" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'postgres') return;
    await q.query(`DROP TABLE "session_tombstones"`);
    await q.query(`DROP TABLE "upload_reservations"`);
    await q.query(`DROP TABLE "rate_limits"`);
  }
}
