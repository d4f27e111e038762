import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * report_days: the back office's report figures of each finished UTC day, computed once
 * (api/admin/report-days.service.ts). A day's row is forgotten by the database itself
 * whenever a row that counts on that day is written, whichever code path writes it: the
 * triggers below delete the row of every day a written row counted on before or counts on
 * after. The next report then computes that day again.
 */
interface Source {
  table: string;
  /** Timestamp columns whose day a row counts on. */
  days: string[];
  /** UPDATE OF these columns changes a figure (INSERT and DELETE always do). */
  updateOf: string[];
  /** An item's revenue counts on its order's day of payment. */
  orderDay?: boolean;
}

const SOURCES: readonly Source[] = [
  { table: 'orders', days: ['paidAt'], updateOf: ['status', 'paidAt'] },
  {
    table: 'order_items',
    days: ['revokedAt'],
    updateOf: ['revokedAt', 'revokeReason', 'priceCents', 'guideSlug', 'kind', 'orderId'],
    orderDay: true,
  },
  { table: 'download_log', days: ['at'], updateOf: ['at'] },
  { table: 'contact_messages', days: ['createdAt'], updateOf: ['createdAt', 'kind', 'isRead'] },
  { table: 'newsletter_subscribers', days: ['createdAt', 'confirmedAt'], updateOf: ['createdAt', 'confirmedAt'] },
];

/** The day of a timestamp as the reports cut it (date-buckets.ts dayExpression), as text. */
const sqliteDay = (expr: string) => `substr(${expr}, 1, 10)`;
const postgresDay = (expr: string) => `CAST(CAST(${expr} AS date) AS text)`;

/** The days a row (`NEW` or `OLD`) of `source` counts on, as a list for `IN (...)`. */
function daysOf(source: Source, row: 'NEW' | 'OLD', day: (expr: string) => string): string {
  const days = source.days.map((c) => day(`${row}."${c}"`));
  if (source.orderDay) days.push(`(SELECT ${day('"o"."paidAt"')} FROM "orders" "o" WHERE "o"."id" = ${row}."orderId")`);
  return days.join(', ');
}

const forget = (days: string) => `DELETE FROM "report_days" WHERE "day" IN (${days});`;

function sqliteTriggers(s: Source): string[] {
  const name = (op: string) => `"TRG_report_days_${s.table}_${op}"`;
  return [
    `CREATE TRIGGER ${name('insert')} AFTER INSERT ON "${s.table}" BEGIN ${forget(daysOf(s, 'NEW', sqliteDay))} END`,
    `CREATE TRIGGER ${name('delete')} AFTER DELETE ON "${s.table}" BEGIN ${forget(daysOf(s, 'OLD', sqliteDay))} END`,
    `CREATE TRIGGER ${name('update')} AFTER UPDATE OF ${s.updateOf.map((c) => `"${c}"`).join(', ')} ON "${s.table}" BEGIN ${forget(
      daysOf(s, 'OLD', sqliteDay),
    )} ${forget(daysOf(s, 'NEW', sqliteDay))} END`,
  ];
}

function postgresTriggers(s: Source): string[] {
  const fn = `"report_days_forget_${s.table}"`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP IN ('UPDATE', 'DELETE') THEN ${forget(daysOf(s, 'OLD', postgresDay))} END IF;
       IF TG_OP IN ('UPDATE', 'INSERT') THEN ${forget(daysOf(s, 'NEW', postgresDay))} END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER "TRG_report_days_${s.table}" AFTER INSERT OR DELETE OR UPDATE OF ${s.updateOf
      .map((c) => `"${c}"`)
      .join(', ')} ON "${s.table}" FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
  ];
}

export class ReportDays1734800000000 implements MigrationInterface {
  name = 'ReportDays1734800000000';

  async up(q: QueryRunner): Promise<void> {
    const postgres = q.connection.options.type === 'postgres';
    await q.query(`CREATE TABLE "report_days" ("day" varchar(10) PRIMARY KEY NOT NULL, "data" text NOT NULL)`);
    for (const source of SOURCES) {
      for (const sql of postgres ? postgresTriggers(source) : sqliteTriggers(source)) await q.query(sql);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const postgres = q.connection.options.type === 'postgres';
    for (const s of SOURCES) {
      if (postgres) {
        await q.query(`DROP TRIGGER "TRG_report_days_${s.table}" ON "${s.table}"`);
        await q.query(`DROP FUNCTION "report_days_forget_${s.table}"()`);
      } else {
        for (const op of ['insert', 'delete', 'update']) await q.query(`DROP TRIGGER "TRG_report_days_${s.table}_${op}"`);
      }
    }
    await q.query(`DROP TABLE "report_days"`);
  }
}
