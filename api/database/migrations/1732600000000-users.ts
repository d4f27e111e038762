import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts and their e-mail verification links (DESIGN §2, §3 Accounts). */
export class Users1732600000000 implements MigrationInterface {
  name = 'Users1732600000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`
      CREATE TABLE "users" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "username" varchar(50) NOT NULL COLLATE NOCASE,
        "email" varchar(254) NOT NULL CHECK ("email" = lower(trim("email"))),
        "passwordHash" varchar(255) NOT NULL,
        "role" varchar(10) NOT NULL DEFAULT ('buyer') CHECK ("role" IN ('buyer', 'admin')),
        "emailVerifiedAt" datetime,
        "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    // The column's NOCASE collation makes the unique index case-insensitive.
    await q.query(`CREATE UNIQUE INDEX "IDX_users_username" ON "users" ("username")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_users_email" ON "users" ("email")`);

    await q.query(`
      CREATE TABLE "email_verifications" (
        "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "userId" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "email" varchar(254) NOT NULL,
        "tokenHash" varchar(64) NOT NULL,
        "expiresAt" datetime NOT NULL,
        "usedAt" datetime,
        "createdAt" datetime NOT NULL DEFAULT (datetime('now'))
      )`);
    await q.query(`CREATE UNIQUE INDEX "IDX_email_verifications_token" ON "email_verifications" ("tokenHash")`);
    await q.query(`CREATE INDEX "IDX_email_verifications_user" ON "email_verifications" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`DROP TABLE "email_verifications"`);
    await q.query(`DROP TABLE "users"`);
  }
}
