import type { MigrationInterface, QueryRunner } from 'typeorm';

/** users.session_generation: bumped to end every session of an account at once. */
export class SessionGeneration1732900000000 implements MigrationInterface {
  name = 'SessionGeneration1732900000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`ALTER TABLE "users" ADD COLUMN "session_generation" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`ALTER TABLE "users" DROP COLUMN "session_generation"`);
  }
}
