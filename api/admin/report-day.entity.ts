import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The report figures of one finished UTC day (ReportDaysService), as JSON. Triggers on the
 * tables the figures come from delete a day's row when one of its rows changes
 * (migration 1734800000000-report-days).
 */
@Entity('report_days')
export class ReportDay {
  /** 'YYYY-MM-DD' (UTC). */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'text' })
  data!: string;
}
