import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import {
  type AdminReports,
  type EnquiryKindReport,
  type GuideRevenue,
  type ReportBucket,
  REPORT_GRANULARITIES,
  REPORT_RANGES,
  type ReportGranularity,
  type ReportMetric,
  type ReportPeriod,
  type ReportRange,
  type ReportSeries,
  type ReportTotal,
} from '../../../shared/api/admin-reports.js';
import { GUIDE_SLUGS, type GuideSlug } from '../../../shared/catalogue.js';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../../shared/enquiry-format.js';

/** '90' → 90; anything else stays as sent and fails (an empty `?range=` too, as everywhere in the API). */
const rangeValue = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value);

/** GET /api/admin/reports?range=30|90|365&granularity=day|week */
export class ReportsQueryDto {
  @ApiPropertyOptional({ enum: REPORT_RANGES, default: 30, description: 'Days in the period (ending today, UTC)' })
  @Transform(rangeValue)
  @IsOptional()
  @IsIn(REPORT_RANGES, { message: `range must be one of: ${REPORT_RANGES.join(', ')}` })
  range?: ReportRange;

  @ApiPropertyOptional({ enum: REPORT_GRANULARITIES, default: 'day', description: 'One value per day or per week' })
  @IsOptional()
  @IsIn(REPORT_GRANULARITIES, { message: `granularity must be one of: ${REPORT_GRANULARITIES.join(', ')}` })
  granularity?: ReportGranularity;
}

// --- OpenAPI shapes of the answer (shared/api/admin-reports.ts) ----------------------------

class ReportPeriodDto implements ReportPeriod {
  @ApiProperty({ format: 'date' })
  from: string;
  @ApiProperty({ format: 'date', description: 'Inclusive' })
  to: string;
}

class ReportBucketDto implements ReportBucket {
  @ApiProperty({ format: 'date' })
  from: string;
  @ApiProperty({ format: 'date', description: 'Inclusive' })
  to: string;
  @ApiProperty()
  days: number;
}

class ReportSeriesDto implements ReportSeries {
  @ApiProperty({ type: [Number] })
  current: number[];
  @ApiProperty({ type: [Number], description: 'The period before, bucket for bucket' })
  previous: number[];
}

class ReportTotalDto implements ReportTotal {
  @ApiProperty()
  current: number;
  @ApiProperty()
  previous: number;
}

class ReportSeriesSetDto implements Record<ReportMetric, ReportSeries> {
  @ApiProperty({ type: () => ReportSeriesDto, description: 'Paid sales net of refunds, in cents, by day of sale' })
  revenueCents: ReportSeriesDto;
  @ApiProperty({ type: () => ReportSeriesDto, description: 'Paid orders that still stand' })
  orders: ReportSeriesDto;
  @ApiProperty({ type: () => ReportSeriesDto, description: 'Of those, orders with at least one add-on' })
  ordersWithUpsells: ReportSeriesDto;
  @ApiProperty({ type: () => ReportSeriesDto, description: 'Orders with a refund, by day of refund' })
  refunds: ReportSeriesDto;
  @ApiProperty({ type: () => ReportSeriesDto, description: 'Refunded guides, in cents' })
  refundedCents: ReportSeriesDto;
  @ApiProperty({ type: () => ReportSeriesDto })
  downloads: ReportSeriesDto;
  @ApiProperty({ type: () => ReportSeriesDto })
  enquiries: ReportSeriesDto;
  @ApiProperty({ type: () => ReportSeriesDto, description: 'New newsletter addresses' })
  signups: ReportSeriesDto;
  @ApiProperty({ type: () => ReportSeriesDto, description: 'Newsletter addresses confirmed' })
  confirmations: ReportSeriesDto;
}

class ReportTotalsDto implements Record<ReportMetric, ReportTotal> {
  @ApiProperty({ type: () => ReportTotalDto })
  revenueCents: ReportTotalDto;
  @ApiProperty({ type: () => ReportTotalDto })
  orders: ReportTotalDto;
  @ApiProperty({ type: () => ReportTotalDto })
  ordersWithUpsells: ReportTotalDto;
  @ApiProperty({ type: () => ReportTotalDto })
  refunds: ReportTotalDto;
  @ApiProperty({ type: () => ReportTotalDto })
  refundedCents: ReportTotalDto;
  @ApiProperty({ type: () => ReportTotalDto })
  downloads: ReportTotalDto;
  @ApiProperty({ type: () => ReportTotalDto })
  enquiries: ReportTotalDto;
  @ApiProperty({ type: () => ReportTotalDto })
  signups: ReportTotalDto;
  @ApiProperty({ type: () => ReportTotalDto })
  confirmations: ReportTotalDto;
}

class GuideRevenueDto implements GuideRevenue {
  @ApiProperty({ enum: GUIDE_SLUGS })
  slug: GuideSlug;
  @ApiProperty()
  title: string;
  @ApiProperty()
  revenueCents: number;
  @ApiProperty({ description: 'Copies sold and not refunded' })
  units: number;
  @ApiProperty()
  previousRevenueCents: number;
}

class EnquiryKindReportDto implements EnquiryKindReport {
  @ApiProperty({ enum: ENQUIRY_KINDS })
  kind: EnquiryKind;
  @ApiProperty({ type: () => ReportSeriesDto })
  series: ReportSeriesDto;
  @ApiProperty({ type: () => ReportTotalDto })
  total: ReportTotalDto;
  @ApiProperty({ description: 'Read this period' })
  read: number;
  @ApiProperty({ description: 'Unread this period' })
  unread: number;
}

export class AdminReportsDto implements AdminReports {
  @ApiProperty({ enum: REPORT_RANGES })
  range: ReportRange;
  @ApiProperty({ enum: REPORT_GRANULARITIES })
  granularity: ReportGranularity;
  @ApiProperty({ format: 'date-time' })
  generatedAt: string;
  @ApiProperty({ type: () => ReportPeriodDto })
  current: ReportPeriodDto;
  @ApiProperty({ type: () => ReportPeriodDto })
  previous: ReportPeriodDto;
  @ApiProperty({ type: () => [ReportBucketDto] })
  buckets: ReportBucketDto[];
  @ApiProperty({ type: () => [ReportBucketDto] })
  previousBuckets: ReportBucketDto[];
  @ApiProperty({ type: () => ReportSeriesSetDto })
  series: ReportSeriesSetDto;
  @ApiProperty({ type: () => ReportTotalsDto })
  totals: ReportTotalsDto;
  @ApiProperty({ type: () => [GuideRevenueDto] })
  revenueByGuide: GuideRevenueDto[];
  @ApiProperty({ type: () => [EnquiryKindReportDto] })
  enquiriesByKind: EnquiryKindReportDto[];
}
