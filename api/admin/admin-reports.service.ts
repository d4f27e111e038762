import { Injectable } from '@nestjs/common';
import { bucketDays, bucketOfDay, bucketPlan, type BucketPlan, foldBuckets } from '../database/date-buckets.js';
import { ReportDaysService } from './report-days.service.js';
import type {
  AdminReports,
  ReportGranularity,
  ReportMetric,
  ReportRange,
  ReportSeries,
  ReportTotal,
} from '../../shared/api/admin-reports.js';
import { REPORT_METRICS } from '../../shared/api/admin-reports.js';
import { GUIDES } from '../../shared/catalogue.js';
import { ENQUIRY_KINDS } from '../../shared/enquiry-format.js';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const total = (s: ReportSeries): ReportTotal => ({ current: sum(s.current), previous: sum(s.previous) });

/**
 * The owner's reports (GET /api/admin/reports): this period against the one before, per
 * day or week. Each module answers its own aggregates (GROUP BY day in the database), kept
 * per finished day by ReportDaysService; this only adds up the grouped rows, a few per day,
 * into buckets, series and totals.
 */
@Injectable()
export class AdminReportsService {
  constructor(private readonly days: ReportDaysService) {}

  async report(range: ReportRange, granularity: ReportGranularity, now = new Date()): Promise<AdminReports> {
    const plan = bucketPlan(range, granularity === 'week' ? 7 : 1, now);
    const { sales, byGuide, refunds, downloads, messages, signups, confirmations } = await this.days.figures(plan, now);
    const series: Record<ReportMetric, ReportSeries> = {
      revenueCents: foldBuckets(plan, byGuide, (r) => r.revenueCents),
      orders: foldBuckets(plan, sales, (r) => r.orders),
      ordersWithUpsells: foldBuckets(plan, sales, (r) => r.withUpsells),
      refunds: foldBuckets(plan, refunds, (r) => r.orders),
      refundedCents: foldBuckets(plan, refunds, (r) => r.amountCents),
      downloads: foldBuckets(plan, downloads, (r) => r.downloads),
      enquiries: foldBuckets(plan, messages, (r) => r.messages),
      signups: foldBuckets(plan, signups, (r) => r.n),
      confirmations: foldBuckets(plan, confirmations, (r) => r.n),
    };
    const current = (r: { day: string }) => bucketOfDay(plan, r.day) >= plan.count;
    return {
      range,
      granularity,
      generatedAt: now.toISOString(),
      current: { from: plan.split, to: bucketDays(plan, 2 * plan.count - 1).to },
      previous: { from: plan.from, to: bucketDays(plan, plan.count - 1).to },
      buckets: this.buckets(plan, plan.count),
      previousBuckets: this.buckets(plan, 0),
      series,
      totals: Object.fromEntries(REPORT_METRICS.map((m) => [m, total(series[m])])) as Record<ReportMetric, ReportTotal>,
      revenueByGuide: GUIDES.map((g) => {
        const rows = byGuide.filter((r) => r.guideSlug === g.slug);
        return {
          slug: g.slug,
          title: g.title,
          revenueCents: sum(rows.filter(current).map((r) => r.revenueCents)),
          units: sum(rows.filter(current).map((r) => r.units)),
          previousRevenueCents: sum(rows.filter((r) => !current(r)).map((r) => r.revenueCents)),
        };
      }),
      enquiriesByKind: ENQUIRY_KINDS.map((kind) => {
        const rows = messages.filter((r) => r.kind === kind);
        const kindSeries = foldBuckets(plan, rows, (r) => r.messages);
        const inPeriod = rows.filter(current);
        return {
          kind,
          series: kindSeries,
          total: total(kindSeries),
          read: sum(inPeriod.filter((r) => r.isRead).map((r) => r.messages)),
          unread: sum(inPeriod.filter((r) => !r.isRead).map((r) => r.messages)),
        };
      }),
    };
  }

  private buckets(plan: BucketPlan, first: number) {
    return Array.from({ length: plan.count }, (_, j) => bucketDays(plan, first + j));
  }
}
