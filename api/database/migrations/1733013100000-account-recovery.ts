import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts own an e-mail only once it is verified: the e-mail is unique among verified
 * accounts only, so an unverified registration cannot keep the address's owner out.
 * Password reset links (one row per link, only the token's hash stored).
 */
export class AccountRecovery1733013100000 implements MigrationInterface {
  name = 'AccountRecovery1733013100000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP INDEX "IDX_users_email"`);
    await q.query(`CREATE INDEX "IDX_users_email" ON "users" ("email")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_users_email_verified" ON "users" ("email") WHERE "emailVerifiedAt" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "password_resets" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "userId" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "tokenHash" varchar(64) NOT NULL,
        "expiresAt" datetime NOT NULL,
        "usedAt" datetime,
        "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_password_resets_token" ON "password_resets" ("tokenHash")`);
    await q.query(`CREATE INDEX "IDX_password_resets_user" ON "password_resets" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP TABLE "password_resets"`);
    await q.query(`DROP INDEX "IDX_users_email_verified"`);
    await q.query(`DROP INDEX "IDX_users_email"`);
    await q.query(`CREATE UNIQUE INDEX "IDX_users_email" ON "users" ("email")`);
  }
}
