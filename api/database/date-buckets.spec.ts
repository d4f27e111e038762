import { bucketDays, bucketOfDay, bucketPlan, dayExpression } from './date-buckets.js';
import { reportDay } from './migrations/1733800000000-report-indexes.js';

describe('date buckets', () => {
  const now = new Date('2026-03-10T15:00:00Z');

  it('cuts 30 days per day: today is the last bucket, the previous period the 30 days before', () => {
    const plan = bucketPlan(30, 1, now);
    expect(plan).toMatchObject({ from: '2026-01-10', split: '2026-02-09', to: '2026-03-11', count: 30, shift: 0 });
    expect(bucketOfDay(plan, '2026-03-10')).toBe(59);
    expect(bucketOfDay(plan, '2026-02-09')).toBe(30);
    expect(bucketOfDay(plan, '2026-02-08')).toBe(29);
    expect(bucketOfDay(plan, '2026-01-10')).toBe(0);
    expect(bucketOfDay(plan, '2026-01-09')).toBe(-1);
    expect(bucketOfDay(plan, '2026-03-11')).toBe(-1);
  });

  it('cuts weeks from the end of each period; the oldest week of each holds the days left over', () => {
    const plan = bucketPlan(30, 7, now);
    expect(plan).toMatchObject({ count: 5, shift: 5 });
    expect(bucketDays(plan, 9)).toEqual({ from: '2026-03-04', to: '2026-03-10', days: 7 });
    expect(bucketDays(plan, 5)).toEqual({ from: '2026-02-09', to: '2026-02-10', days: 2 });
    expect(bucketDays(plan, 4)).toEqual({ from: '2026-02-02', to: '2026-02-08', days: 7 });
    expect(bucketDays(plan, 0)).toEqual({ from: '2026-01-10', to: '2026-01-11', days: 2 });
    expect(bucketOfDay(plan, '2026-03-04')).toBe(9);
    expect(bucketOfDay(plan, '2026-03-03')).toBe(8);
    expect(bucketOfDay(plan, '2026-02-10')).toBe(5);
    expect(bucketOfDay(plan, '2026-02-08')).toBe(4);
    expect(bucketOfDay(plan, '2026-01-11')).toBe(0);
    const year = bucketPlan(365, 7, now);
    expect(year.count).toBe(53);
    expect(bucketDays(year, 53).days).toBe(1);
  });

  it('writes the day expression the report indexes are built on', () => {
    expect(dayExpression('sqlite', '"paidAt"')).toBe(reportDay('paidAt'));
    expect(dayExpression('postgres', '"paidAt"')).toBe('CAST("paidAt" AS date)');
  });
});
