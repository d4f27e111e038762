import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent records (api/legal): an order keeps the Terms and Refund policy versions the
 * buyer agreed to at checkout and when; a newsletter subscriber keeps the version of the
 * consent sentence shown at sign-up (the time is its existing consentAt).
 */
export class LegalConsent1733900000000 implements MigrationInterface {
  name = 'LegalConsent1733900000000';

  async up(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`ALTER TABLE "orders" ADD COLUMN "termsVersion" varchar(120)`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "consentAt" datetime`);
    await q.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN "consentVersion" varchar(16)`);
  }

  async down(q: QueryRunner): Promise<void> {
    // PostgreSQL gets the whole schema from PgBaseline1734300000000.
    if (q.connection.options.type === 'postgres') return;
    await q.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "consentVersion"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "consentAt"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "termsVersion"`);
  }
}
