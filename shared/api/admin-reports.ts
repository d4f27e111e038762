/**
 * The back office's reports (GET /api/admin/reports?range=30&granularity=day): the figures
 * of one period next to the period before it, per day or per week. Pure types and the few
 * constants both sides need; the API's OpenAPI classes implement these.
 */
import type { EnquiryKind } from '../enquiry-format.js';
import type { GuideSlug } from '../guide.types.js';

export const REPORT_RANGES = [30, 90, 365] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const REPORT_GRANULARITIES = ['day', 'week'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/**
 * The figures with a value per bucket. Money in cents. Revenue and orders count paid
 * orders by the day they were paid, net of what was refunded since (a fully refunded or
 * disputed order is not counted); refunds count by the day of the refund.
 */
export const REPORT_METRICS = [
  'revenueCents',
  'orders',
  'ordersWithUpsells',
  'refunds',
  'refundedCents',
  'downloads',
  'enquiries',
  'signups',
  'confirmations',
] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

/** Inclusive UTC days, 'YYYY-MM-DD'. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** One bucket: its first and last UTC day (inclusive) and how many days it holds. */
export interface ReportBucket {
  from: string;
  to: string;
  days: number;
}

/** A figure per bucket, this period and the one before (same bucket count, aligned). */
export interface ReportSeries {
  current: number[];
  previous: number[];
}

export interface ReportTotal {
  current: number;
  previous: number;
}

export interface GuideRevenue {
  slug: GuideSlug;
  title: string;
  revenueCents: number;
  /** Copies sold and not refunded (main guide or add-on). */
  units: number;
  previousRevenueCents: number;
}

export interface EnquiryKindReport {
  kind: EnquiryKind;
  series: ReportSeries;
  total: ReportTotal;
  /** This period's messages of this kind, by whether the owner has read them. */
  read: number;
  unread: number;
}

export interface AdminReports {
  range: ReportRange;
  granularity: ReportGranularity;
  generatedAt: string;
  current: ReportPeriod;
  previous: ReportPeriod;
  /** The current period's buckets, oldest first (with weeks, the oldest may be shorter). */
  buckets: ReportBucket[];
  previousBuckets: ReportBucket[];
  series: Record<ReportMetric, ReportSeries>;
  totals: Record<ReportMetric, ReportTotal>;
  revenueByGuide: GuideRevenue[];
  enquiriesByKind: EnquiryKindReport[];
}
