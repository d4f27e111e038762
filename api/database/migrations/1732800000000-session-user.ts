import type { MigrationInterface, QueryRunner } from 'typeorm';

/** sessions.user_id: a user's sessions end with one indexed DELETE. */
export class SessionUser1732800000000 implements MigrationInterface {
  name = 'SessionUser1732800000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`ALTER TABLE "sessions" ADD COLUMN "user_id" integer`);
    await q.query(`CREATE INDEX "IDX_sessions_user_id" ON "sessions" ("user_id")`);
    await q.query(
      `UPDATE "sessions" SET "user_id" = json_extract("data", '$.passport.user') WHERE json_type("data", '$.passport.user') = 'integer'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP INDEX "IDX_sessions_user_id"`);
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "user_id"`);
  }
}
