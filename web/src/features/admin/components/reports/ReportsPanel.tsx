import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminReports, ReportSeries } from '@shared/api/admin-reports';
import { ENQUIRY_KINDS } from '@shared/enquiry-format';
import type { ReactNode } from 'react';
import { brand } from '../../../../theme/theme';
import { ChartCard, type TableData } from './ChartCard';
import { CartesianChart } from './charts/CartesianChart';
import type { ValueAxis } from './charts/geometry';
import { bucketLabel, CHART, type Delta, delta, money, moneyAxis, number, percent, pointsDelta, rates, share } from './format';
import { RANGE_LABELS, usePeriod } from './period';
import { PeriodPicker } from './PeriodPicker';
import { useReports } from './useReports';

/** A chart with its legend. */
const HEIGHT = 250;
/** The drawing under the legend. */
const PLOT = 222;
const TONE = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' } as const;

function Summary({ value, change, previous }: { value: string; change: Delta; previous: string }) {
  return (
    <>
      <Box component="span" sx={{ fontWeight: 750, color: 'text.primary', fontSize: '1.05rem', mr: 0.75 }}>
        {value}
      </Box>
      <Box component="span" sx={{ color: TONE[change.tone], fontWeight: 700 }}>
        {change.text}
      </Box>{' '}
      vs {previous}
    </>
  );
}

/** Bucket, figures of this period, then the matching bucket of the period before and its figures. */
function seriesTable(
  r: AdminReports,
  columns: {
    label: string;
    series: { current: readonly (number | null)[]; previous: readonly (number | null)[] };
    format: (v: number) => string;
  }[],
): TableData {
  const step = r.granularity === 'day' ? 'Day' : 'Week';
  const show = (v: number | null | undefined, f: (v: number) => string) => (v === null || v === undefined ? '—' : f(v));
  return {
    columns: [step, ...columns.map((c) => c.label), `Previous ${step.toLowerCase()}`, ...columns.map((c) => `${c.label} (before)`)],
    rows: r.buckets
      .map((b, i) => [
        bucketLabel(b, r.granularity),
        ...columns.map((c) => show(c.series.current[i], c.format)),
        bucketLabel(r.previousBuckets[i], r.granularity),
        ...columns.map((c) => show(c.series.previous[i], c.format)),
      ])
      .reverse(),
  };
}

function TrendChart({
  r,
  series,
  format,
  axisFormat = 'count',
  color = CHART.current,
  area = true,
  label,
}: {
  r: AdminReports;
  series: { current: (number | null)[]; previous: (number | null)[] };
  format: (v: number | null) => string;
  axisFormat?: 'money' | 'count' | 'share';
  color?: string;
  area?: boolean;
  label: string;
}) {
  const axis = axisFormat === 'money' ? MONEY : axisFormat === 'share' ? SHARE : COUNT;
  // A share has gaps (no orders that day): marks keep lone points visible.
  const share = axisFormat === 'share';
  return (
    <CartesianChart
      kind="line"
      height={PLOT}
      categories={r.buckets.map((b) => bucketLabel(b, r.granularity))}
      value={axis.scale}
      valueWidth={axis.width}
      series={[
        { id: 'current', label, data: series.current, color, area, marks: share, connectNulls: share, format },
        { id: 'previous', label: 'Period before', data: series.previous, color: CHART.previous, dashed: true, connectNulls: share, format },
      ]}
    />
  );
}

const counted = (v: number | null) => (v === null ? '—' : number(v));

/** Value axes from 0: whole counts, whole dollars, shares; an empty chart still gets a sensible one. Widths leave room for the labels. */
const COUNT = { scale: { minStep: 1, emptyMax: 1, format: (v: number) => number(v) } satisfies ValueAxis, width: 44 };
const MONEY = { scale: { minStep: 100, emptyMax: 100, format: moneyAxis } satisfies ValueAxis, width: 52 };
const SHARE = { scale: { min: 0, max: 1, format: (v: number) => percent(v) } satisfies ValueAxis, width: 48 };

const cents = (v: number | null) => (v === null ? '—' : money(v));

function Charts({ r }: { r: AdminReports }) {
  const { totals: t, series: s } = r;
  const labels = r.buckets.map((b) => bucketLabel(b, r.granularity));
  const attach = {
    current: rates(s.ordersWithUpsells.current, s.orders.current),
    previous: rates(s.ordersWithUpsells.previous, s.orders.previous),
  };
  const attachNow = share(t.ordersWithUpsells.current, t.orders.current);
  const attachBefore = share(t.ordersWithUpsells.previous, t.orders.previous);
  const guides = [...r.revenueByGuide].sort((a, b) => b.revenueCents - a.revenueCents);
  const kinds = ENQUIRY_KINDS.map((k) => r.enquiriesByKind.find((e) => e.kind === k)!).filter(Boolean);
  const kindTable: TableData = {
    columns: ['Kind', 'This period', 'Period before', 'Read', 'Unread'],
    rows: kinds.map((k) => [
      CHART.kinds[k.kind].label,
      number(k.total.current),
      number(k.total.previous),
      number(k.read),
      number(k.unread),
    ]),
  };
  const kindSeries: Record<string, ReportSeries> = Object.fromEntries(kinds.map((k) => [CHART.kinds[k.kind].label, k.series]));

  const cards: ReactNode[] = [
    <ChartCard
      key="revenue"
      id="revenue"
      wide
      title="Revenue"
      description={`Revenue per ${r.granularity} over the last ${RANGE_LABELS[r.range]}, with the period before as a dashed line`}
      summary={
        <Summary
          value={money(t.revenueCents.current)}
          change={delta(t.revenueCents.current, t.revenueCents.previous)}
          previous={money(t.revenueCents.previous)}
        />
      }
      table={seriesTable(r, [{ label: 'Revenue', series: s.revenueCents, format: money }])}
    >
      <TrendChart r={r} series={s.revenueCents} format={cents} axisFormat="money" label="Revenue" />
    </ChartCard>,
    <ChartCard
      key="orders"
      id="orders"
      title="Orders"
      description={`Paid orders per ${r.granularity}, with the period before`}
      summary={
        <Summary
          value={number(t.orders.current)}
          change={delta(t.orders.current, t.orders.previous)}
          previous={number(t.orders.previous)}
        />
      }
      table={seriesTable(r, [
        { label: 'Orders', series: s.orders, format: number },
        { label: 'With add-ons', series: s.ordersWithUpsells, format: number },
      ])}
    >
      <TrendChart r={r} series={s.orders} format={counted} label="Orders" />
    </ChartCard>,
    <ChartCard
      key="attach"
      id="attach-rate"
      title="Bundle attach rate"
      description={`Share of paid orders with at least one add-on guide, per ${r.granularity}, with the period before`}
      summary={<Summary value={percent(attachNow)} change={pointsDelta(attachNow, attachBefore)} previous={percent(attachBefore)} />}
      table={seriesTable(r, [{ label: 'Attach rate', series: attach, format: (v) => percent(v) }])}
    >
      <TrendChart r={r} series={attach} format={percent} axisFormat="share" color={brand.greenDark} area={false} label="Attach rate" />
    </ChartCard>,
    <ChartCard
      key="guides"
      id="revenue-by-guide"
      title="Revenue by guide"
      description="Revenue per guide this period and the period before, as bars"
      summary={`${number(guides.reduce((n, g) => n + g.units, 0))} copies sold`}
      table={{
        columns: ['Guide', 'Revenue', 'Copies', 'Period before'],
        rows: guides.map((g) => [g.title, money(g.revenueCents), number(g.units), money(g.previousRevenueCents)]),
      }}
    >
      <CartesianChart
        kind="bar"
        horizontal
        height={PLOT}
        categories={guides.map((g) => g.title)}
        categoryWidth={150}
        value={MONEY.scale}
        series={[
          { id: 'current', label: 'This period', data: guides.map((g) => g.revenueCents), color: CHART.current, format: cents },
          { id: 'previous', label: 'Period before', data: guides.map((g) => g.previousRevenueCents), color: brand.sand, format: cents },
        ]}
      />
    </ChartCard>,
    <ChartCard
      key="refunds"
      id="refunds"
      title="Refunds"
      description={`Refunded orders per ${r.granularity}, by the day of the refund`}
      summary={
        <Summary
          value={`${number(t.refunds.current)} · ${money(t.refundedCents.current)}`}
          change={delta(t.refundedCents.current, t.refundedCents.previous, false)}
          previous={money(t.refundedCents.previous)}
        />
      }
      table={seriesTable(r, [
        { label: 'Refunds', series: s.refunds, format: number },
        { label: 'Amount', series: s.refundedCents, format: money },
      ])}
    >
      <CartesianChart
        kind="bar"
        height={PLOT}
        categories={labels}
        value={MONEY.scale}
        valueWidth={MONEY.width}
        series={[
          { id: 'current', label: 'Refunded', data: s.refundedCents.current, color: CHART.danger, format: cents },
          { id: 'previous', label: 'Period before', data: s.refundedCents.previous, color: brand.sand, format: cents },
        ]}
      />
    </ChartCard>,
    <ChartCard
      key="downloads"
      id="downloads"
      title="Downloads"
      description={`Guide downloads per ${r.granularity}, with the period before`}
      summary={
        <Summary
          value={number(t.downloads.current)}
          change={delta(t.downloads.current, t.downloads.previous)}
          previous={number(t.downloads.previous)}
        />
      }
      table={seriesTable(r, [{ label: 'Downloads', series: s.downloads, format: number }])}
    >
      <CartesianChart
        kind="bar"
        height={PLOT}
        categories={labels}
        value={COUNT.scale}
        valueWidth={COUNT.width}
        series={[
          { id: 'current', label: 'Downloads', data: s.downloads.current, color: brand.greenDark, format: counted },
          { id: 'previous', label: 'Period before', data: s.downloads.previous, color: brand.sand, format: counted },
        ]}
      />
    </ChartCard>,
    <ChartCard
      key="enquiries"
      id="enquiries"
      title="Enquiries by kind"
      description={`Enquiries per ${r.granularity}, stacked by kind`}
      summary={
        <Summary
          value={number(t.enquiries.current)}
          change={delta(t.enquiries.current, t.enquiries.previous)}
          previous={number(t.enquiries.previous)}
        />
      }
      table={seriesTable(
        r,
        Object.entries(kindSeries).map(([label, series]) => ({ label, series, format: number })),
      )}
    >
      <CartesianChart
        kind="bar"
        height={PLOT}
        categories={labels}
        value={COUNT.scale}
        valueWidth={COUNT.width}
        series={kinds.map((k) => ({
          id: k.kind,
          label: CHART.kinds[k.kind].label,
          data: k.series.current,
          stack: 'kinds',
          color: CHART.kinds[k.kind].colour,
          format: counted,
        }))}
      />
    </ChartCard>,
    <ChartCard
      key="enquiry-state"
      id="enquiry-state"
      title="Enquiries: read and unread"
      description="Enquiries of this period per kind, split into read and unread"
      summary={`${number(kinds.reduce((n, k) => n + k.unread, 0))} still unread`}
      table={kindTable}
    >
      <CartesianChart
        kind="bar"
        horizontal
        height={PLOT}
        categories={kinds.map((k) => CHART.kinds[k.kind].label)}
        categoryWidth={104}
        value={COUNT.scale}
        series={[
          { id: 'read', label: 'Read', data: kinds.map((k) => k.read), stack: 'state', color: CHART.current, format: counted },
          { id: 'unread', label: 'Unread', data: kinds.map((k) => k.unread), stack: 'state', color: CHART.accent, format: counted },
        ]}
      />
    </ChartCard>,
    <ChartCard
      key="newsletter"
      id="newsletter"
      title="Newsletter"
      description={`Newsletter sign-ups and confirmations per ${r.granularity}`}
      summary={
        <Summary
          value={`${number(t.signups.current)} sign-ups · ${number(t.confirmations.current)} confirmed`}
          change={delta(t.signups.current, t.signups.previous)}
          previous={number(t.signups.previous)}
        />
      }
      table={seriesTable(r, [
        { label: 'Sign-ups', series: s.signups, format: number },
        { label: 'Confirmed', series: s.confirmations, format: number },
      ])}
    >
      <CartesianChart
        kind="line"
        height={PLOT}
        categories={labels}
        value={COUNT.scale}
        valueWidth={COUNT.width}
        series={[
          { id: 'signups', label: 'Sign-ups', data: s.signups.current, color: CHART.current, area: true, format: counted },
          { id: 'confirmations', label: 'Confirmed', data: s.confirmations.current, color: CHART.accent, format: counted },
          { id: 'previous', label: 'Sign-ups before', data: s.signups.previous, color: CHART.previous, dashed: true, format: counted },
        ]}
      />
    </ChartCard>,
  ];
  return <>{cards}</>;
}

/** The Reports tab: every chart of the period, each with a table view. */
export default function ReportsPanel({ onError }: { onError: (e: unknown) => void }) {
  const period = usePeriod();
  const { data, error, isValidating } = useReports(period, onError);
  return (
    <Box component="section" aria-labelledby="reports-heading" data-testid="reports-panel">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, mb: 2 }}>
        <Box sx={{ mr: 'auto' }}>
          <Typography id="reports-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
            Reports
          </Typography>
          {data && (
            <Typography variant="body2" color="text.secondary">
              {data.current.from} to {data.current.to} against {data.previous.from} to {data.previous.to} (UTC). Revenue is net of refunds,
              by day of sale.
            </Typography>
          )}
        </Box>
        <PeriodPicker withGranularity />
      </Box>
      <LinearProgress color="secondary" sx={{ mb: 1.5, height: 2, visibility: isValidating ? 'visible' : 'hidden' }} aria-hidden />
      {error && !data ? (
        <Alert severity="error">The reports could not be loaded. Use Refresh to try again.</Alert>
      ) : (
        <Box
          sx={{ display: 'grid', gap: { xs: 1.5, md: 2 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {data ? (
            <Charts r={data} />
          ) : (
            Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rounded" height={HEIGHT + 70} sx={{ bgcolor: brand.sand }} />)
          )}
        </Box>
      )}
    </Box>
  );
}
