import { missingSpans } from './report-days.service.js';

const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'];

describe('missingSpans', () => {
  it('gives the runs of days not kept, each as [from, to)', () => {
    const kept = new Map([['2026-01-03', 1]]);
    expect(missingSpans(days, kept)).toEqual([
      { from: '2026-01-01', to: '2026-01-03' },
      { from: '2026-01-04', to: '2026-01-06' },
    ]);
    expect(missingSpans(days, new Map(days.map((d) => [d, 1])))).toEqual([]);
  });

  it('computes many scattered days as one range', () => {
    const many = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    const kept = new Map(many.filter((_, i) => i % 2 === 1).map((d) => [d, 1]));
    expect(missingSpans(many, kept)).toEqual([{ from: many[0], to: '2026-02-09' }]);
  });
});
