import type { ReportBucket, ReportGranularity } from '@shared/api/admin-reports';
import { brand } from '../../../../theme/theme';
import { KIND_STYLES } from '../format';

/** Chart colours: the shop's own tokens (this period in green, the one before in a muted ink). */
export const CHART = {
  current: brand.green,
  previous: brand.placeholder,
  accent: brand.gold,
  danger: brand.danger,
  ink: brand.inkSoft,
  kinds: KIND_STYLES,
} as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');

export const money = (cents: number) => usd.format(cents / 100);
/** Whole dollars for big figures; cents only under $1,000. */
export const moneyShort = (cents: number) => (Math.abs(cents) >= 100_000 ? usdWhole.format(cents / 100) : usd.format(cents / 100));
export const moneyAxis = (cents: number) => usdCompact.format(cents / 100);
export const number = (n: number) => count.format(n);
export const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(share >= 0.1 || share === 0 ? 0 : 1)}%`);

/** Share of orders with an add-on, per bucket; null where there were no orders. */
export function rates(withUpsells: readonly number[], orders: readonly number[]): (number | null)[] {
  return orders.map((n, i) => (n > 0 ? (withUpsells[i] ?? 0) / n : null));
}

export const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** 'Mar 4' (UTC: the report's days are UTC days). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The label of a bucket: its day, or its first and last day. */
export function bucketLabel(b: ReportBucket, granularity: ReportGranularity): string {
  return granularity === 'day' || b.from === b.to ? shortDay(b.from) : `${shortDay(b.from)} – ${shortDay(b.to)}`;
}

export interface Delta {
  text: string;
  /** good / bad / neutral, from whether a rise is good for this figure. */
  tone: 'good' | 'bad' | 'neutral';
}

/** The change against the previous period, as the owner reads it. */
export function delta(current: number, previous: number, riseIsGood = true): Delta {
  if (previous === 0) return current === 0 ? { text: 'no change', tone: 'neutral' } : { text: 'new', tone: riseIsGood ? 'good' : 'bad' };
  const change = (current - previous) / previous;
  if (Math.abs(change) < 0.005) return { text: '0%', tone: 'neutral' };
  const text = `${change > 0 ? '+' : '−'}${Math.abs(change * 100).toFixed(Math.abs(change) < 0.1 ? 1 : 0)}%`;
  return { text, tone: change > 0 === riseIsGood ? 'good' : 'bad' };
}

/** The change of a share, in percentage points. */
export function pointsDelta(current: number | null, previous: number | null): Delta {
  if (current === null || previous === null) return { text: current === null ? '—' : 'new', tone: 'neutral' };
  const pts = (current - previous) * 100;
  if (Math.abs(pts) < 0.05) return { text: '0 pts', tone: 'neutral' };
  return { text: `${pts > 0 ? '+' : '−'}${Math.abs(pts).toFixed(1)} pts`, tone: pts > 0 ? 'good' : 'bad' };
}
