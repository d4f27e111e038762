import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { GuideRevenueRow, RefundDayRow, SalesDayRow } from '../checkout/order-reports.service.js';
import { OrderReportsService } from '../checkout/order-reports.service.js';
import type { MessageDayRow } from '../contact/message-reports.service.js';
import { MessageReportsService } from '../contact/message-reports.service.js';
import type { DayRange } from '../database/date-buckets.js';
import type { DownloadDayRow } from '../downloads/download-reports.service.js';
import { DownloadReportsService } from '../downloads/download-reports.service.js';
import type { SubscriberDayRow } from '../newsletter/subscriber-reports.service.js';
import { SubscriberReportsService } from '../newsletter/subscriber-reports.service.js';
import { ReportDay } from './report-day.entity.js';

/** Every aggregate row of a range of days, as the owning modules answer them (one row per day and split). */
export interface DayFigures {
  sales: SalesDayRow[];
  byGuide: GuideRevenueRow[];
  refunds: RefundDayRow[];
  downloads: DownloadDayRow[];
  messages: MessageDayRow[];
  signups: SubscriberDayRow[];
  confirmations: SubscriberDayRow[];
}

const KINDS = ['sales', 'byGuide', 'refunds', 'downloads', 'messages', 'signups', 'confirmations'] as const;

/**
 * A kept day is recomputed after this long even if nothing forgot it: the bound on a figure
 * gone stale by a write that landed between a day's aggregates and its row being kept.
 */
export const REPORT_DAY_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** More separate runs of forgotten days than this are computed as one range. */
const MAX_RUNS = 8;
/** Rows per INSERT when keeping days. */
const KEEP_CHUNK = 200;

interface Kept {
  computedAt: number;
  figures: DayFigures;
}

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextDay = (day: string) => dayText(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let d = range.from; d < range.to; d = nextDay(d)) days.push(d);
  return days;
}

const empty = (): DayFigures => ({ sales: [], byGuide: [], refunds: [], downloads: [], messages: [], signups: [], confirmations: [] });

function merge(parts: readonly DayFigures[]): DayFigures {
  const all = empty();
  for (const part of parts) for (const kind of KINDS) (all[kind] as unknown[]).push(...part[kind]);
  return all;
}

/**
 * The report figures of a range of days. A finished UTC day cannot gain rows (every
 * timestamp the reports count by is written as "now"), so its figures are computed once and
 * kept in report_days; a write that changes a finished day (a refund of an old order, an
 * old message read, a pending sign-up purged) deletes that day's row through the
 * database's own triggers, and the next report computes the day again. Today is always
 * computed live. So a 365-day report reads 730 small rows instead of aggregating a year of
 * orders, downloads, messages and sign-ups.
 */
@Injectable()
export class ReportDaysService {
  constructor(
    @InjectRepository(ReportDay) private readonly days: Repository<ReportDay>,
    private readonly orders: OrderReportsService,
    private readonly messages: MessageReportsService,
    private readonly subscribers: SubscriberReportsService,
    private readonly downloadLog: DownloadReportsService,
  ) {}

  async figures(range: DayRange, now = new Date()): Promise<DayFigures> {
    const today = dayText(now.getTime());
    const closedTo = range.to < today ? range.to : today;
    const parts: DayFigures[] = [];
    if (range.from < closedTo) parts.push(await this.finishedDays({ from: range.from, to: closedTo }, now.getTime()));
    const liveFrom = range.from > closedTo ? range.from : closedTo;
    if (liveFrom < range.to) parts.push(await this.compute({ from: liveFrom, to: range.to }));
    return merge(parts);
  }

  /** The aggregates of the owning modules, read from the database. */
  async compute(range: DayRange): Promise<DayFigures> {
    const [sales, byGuide, refunds, downloads, messages, signups, confirmations] = await Promise.all([
      this.orders.sales(range),
      this.orders.revenueByGuide(range),
      this.orders.refunds(range),
      this.downloadLog.downloads(range),
      this.messages.messagesByKind(range),
      this.subscribers.signups(range),
      this.subscribers.confirmations(range),
    ]);
    return { sales, byGuide: byGuide.filter((r) => r.units > 0), refunds, downloads, messages, signups, confirmations };
  }

  private async finishedDays(range: DayRange, now: number): Promise<DayFigures> {
    const rows = await this.days
      .createQueryBuilder('r')
      .where('r.day >= :from AND r.day < :to', { from: range.from, to: range.to })
      .getMany();
    const kept = new Map<string, DayFigures>();
    for (const row of rows) {
      const parsed = parseKept(row.data);
      if (parsed && now - parsed.computedAt < REPORT_DAY_MAX_AGE_MS) kept.set(row.day, parsed.figures);
    }
    const spans = missingSpans(daysOf(range), kept);
    const computed: DayFigures[] = [];
    for (const span of spans) {
      const figures = await this.compute(span);
      computed.push(figures);
      await this.keep(span, figures, now);
      for (const day of daysOf(span)) kept.delete(day);
    }
    return merge([...kept.values(), ...computed]);
  }

  /** One row per day of `range`, days without any figure included (so they are not computed again). */
  private async keep(range: DayRange, figures: DayFigures, now: number): Promise<void> {
    const byDay = new Map<string, DayFigures>(daysOf(range).map((d) => [d, empty()]));
    for (const kind of KINDS) {
      for (const row of figures[kind]) (byDay.get(row.day)?.[kind] as { day: string }[] | undefined)?.push(row);
    }
    const values = [...byDay].map(([day, f]) => ({ day, data: JSON.stringify({ computedAt: now, figures: f } satisfies Kept) }));
    for (let i = 0; i < values.length; i += KEEP_CHUNK) {
      await this.days
        .createQueryBuilder()
        .insert()
        .into(ReportDay)
        .values(values.slice(i, i + KEEP_CHUNK))
        .orUpdate(['data'], ['day'])
        .execute();
    }
  }
}

function parseKept(data: string): Kept | null {
  try {
    const parsed = JSON.parse(data) as Partial<Kept>;
    if (typeof parsed.computedAt !== 'number' || !parsed.figures) return null;
    return KINDS.every((k) => Array.isArray(parsed.figures![k])) ? (parsed as Kept) : null;
  } catch {
    return null;
  }
}

/** The runs of consecutive days not kept; one range from the first to the last when there are many. */
export function missingSpans(days: readonly string[], kept: ReadonlyMap<string, unknown>): DayRange[] {
  const runs: DayRange[] = [];
  for (const day of days) {
    if (kept.has(day)) continue;
    const last = runs.at(-1);
    if (last && last.to === day) last.to = nextDay(day);
    else runs.push({ from: day, to: nextDay(day) });
  }
  return runs.length > MAX_RUNS ? [{ from: runs[0].from, to: runs.at(-1)!.to }] : runs;
}
