import type { ReportGranularity, ReportRange } from '@shared/api/admin-reports';
import { REPORT_GRANULARITIES, REPORT_RANGES } from '@shared/api/admin-reports';
import { useSyncExternalStore } from 'react';

/**
 * The period the overview band and the Reports tab show, one choice for both, kept for
 * the browser tab (sessionStorage) so a reload keeps it.
 */
export interface Period {
  range: ReportRange;
  granularity: ReportGranularity;
}

const STORAGE_KEY = 'admin.reports.period';
const DEFAULT: Period = { range: 30, granularity: 'day' };

function load(): Period {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Period> | null;
    if (
      saved &&
      REPORT_RANGES.includes(saved.range as ReportRange) &&
      REPORT_GRANULARITIES.includes(saved.granularity as ReportGranularity)
    ) {
      return { range: saved.range as ReportRange, granularity: saved.granularity as ReportGranularity };
    }
  } catch {
    // Storage blocked or garbage: the default.
  }
  return DEFAULT;
}

let current: Period | null = null;
const listeners = new Set<() => void>();

function snapshot(): Period {
  current ??= load();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new range picks its usual step (a year per week); a step can be chosen after. */
export function setPeriod(next: Partial<Period>): void {
  const range = next.range ?? snapshot().range;
  const granularity = next.granularity ?? (next.range ? (next.range === 365 ? 'week' : 'day') : snapshot().granularity);
  current = { range, granularity };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Kept in memory only.
  }
  for (const l of listeners) l();
}

export function usePeriod(): Period {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT);
}

export const RANGE_LABELS: Record<ReportRange, string> = { 30: '30 days', 90: '90 days', 365: '12 months' };
