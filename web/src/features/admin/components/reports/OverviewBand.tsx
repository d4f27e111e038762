import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminReports } from '@shared/api/admin-reports';
import { brand } from '../../../../theme/theme';
import { SparkLine } from './charts/SparkLine';
import { CHART, type Delta, delta, money, moneyShort, number, percent, pointsDelta, rates, share } from './format';
import { RANGE_LABELS, usePeriod } from './period';
import { PeriodPicker } from './PeriodPicker';
import { useReports } from './useReports';

interface Kpi {
  key: string;
  label: string;
  value: string;
  previous: string;
  delta: Delta;
  note?: string;
  spark: (number | null)[];
  sparkFormat: (v: number | null) => string;
}

function kpis(r: AdminReports): Kpi[] {
  const { totals: t, series: s } = r;
  const attach = share(t.ordersWithUpsells.current, t.orders.current);
  const attachBefore = share(t.ordersWithUpsells.previous, t.orders.previous);
  const plain = (v: number | null) => (v === null ? '—' : number(v));
  return [
    {
      key: 'revenue',
      label: 'Revenue',
      value: moneyShort(t.revenueCents.current),
      previous: moneyShort(t.revenueCents.previous),
      delta: delta(t.revenueCents.current, t.revenueCents.previous),
      spark: s.revenueCents.current,
      sparkFormat: (v) => (v === null ? '—' : money(v)),
    },
    {
      key: 'orders',
      label: 'Orders',
      value: number(t.orders.current),
      previous: number(t.orders.previous),
      delta: delta(t.orders.current, t.orders.previous),
      spark: s.orders.current,
      sparkFormat: plain,
    },
    {
      key: 'attach',
      label: 'Bundle attach rate',
      value: percent(attach),
      previous: percent(attachBefore),
      delta: pointsDelta(attach, attachBefore),
      note: `${number(t.ordersWithUpsells.current)} with add-ons`,
      spark: rates(s.ordersWithUpsells.current, s.orders.current),
      sparkFormat: percent,
    },
    {
      key: 'refunds',
      label: 'Refunds',
      value: number(t.refunds.current),
      previous: number(t.refunds.previous),
      delta: delta(t.refunds.current, t.refunds.previous, false),
      note: `${money(t.refundedCents.current)} refunded`,
      spark: s.refunds.current,
      sparkFormat: plain,
    },
    {
      key: 'downloads',
      label: 'Downloads',
      value: number(t.downloads.current),
      previous: number(t.downloads.previous),
      delta: delta(t.downloads.current, t.downloads.previous),
      spark: s.downloads.current,
      sparkFormat: plain,
    },
    {
      key: 'enquiries',
      label: 'Enquiries',
      value: number(t.enquiries.current),
      previous: number(t.enquiries.previous),
      delta: delta(t.enquiries.current, t.enquiries.previous),
      spark: s.enquiries.current,
      sparkFormat: plain,
    },
    {
      key: 'signups',
      label: 'Newsletter',
      value: number(t.signups.current),
      previous: number(t.signups.previous),
      delta: delta(t.signups.current, t.signups.previous),
      note: `${number(t.confirmations.current)} confirmed`,
      spark: s.signups.current,
      sparkFormat: plain,
    },
  ];
}

const TONE = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' } as const;

/** The row of cards: a grid on wide screens, one swipeable row on phones. */
const rowSx = {
  display: 'grid',
  gap: { xs: 1.25, md: 1.5 },
  gridAutoFlow: { xs: 'column', md: 'row' },
  gridAutoColumns: { xs: 'minmax(158px, 44%)', md: 'unset' },
  gridTemplateColumns: { md: 'repeat(auto-fit, minmax(150px, 1fr))' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollSnapType: { xs: 'x mandatory', md: 'none' },
  // Snap to the page's margin, not the screen's edge.
  scrollPaddingInline: { xs: '16px', md: 0 },
  pb: { xs: 0.5, md: 0 },
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
} as const;

function KpiCard({ kpi, rangeLabel }: { kpi: Kpi; rangeLabel: string }) {
  return (
    <Card
      component="article"
      aria-label={kpi.label}
      data-testid={`kpi-${kpi.key}`}
      sx={{ p: { xs: 1.5, md: 1.75 }, pb: 0.5, minWidth: 0, scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column' }}
    >
      <Typography component="h3" sx={{ fontSize: '0.78rem', fontWeight: 700, color: 'text.secondary', letterSpacing: '0.02em' }} noWrap>
        {kpi.label}
      </Typography>
      <Typography
        data-testid="kpi-value"
        sx={{ fontSize: { xs: '1.35rem', md: '1.5rem' }, fontWeight: 750, lineHeight: 1.25, mt: 0.25 }}
        noWrap
      >
        {kpi.value}
      </Typography>
      <Typography variant="body2" sx={{ fontSize: '0.76rem', color: 'text.secondary' }} noWrap>
        <Box component="span" sx={{ color: TONE[kpi.delta.tone], fontWeight: 700 }}>
          {kpi.delta.text}
        </Box>{' '}
        <span title={`The ${rangeLabel} before`}>vs {kpi.previous}</span>
      </Typography>
      <Typography variant="body2" sx={{ fontSize: '0.74rem', color: 'text.secondary', minHeight: '1.1rem' }} noWrap>
        {kpi.note ?? ' '}
      </Typography>
      <Box aria-hidden sx={{ mt: 'auto', mx: -0.5 }}>
        <SparkLine data={kpi.spark} height={38} color={kpi.key === 'refunds' ? CHART.danger : CHART.current} format={kpi.sparkFormat} />
      </Box>
    </Card>
  );
}

/**
 * The overview right under the header of the dashboard: the period's key figures, each
 * against the period before, with its trend. Loaded on its own, so the inbox below never
 * waits for it.
 */
export default function OverviewBand({ onOpenReports, onError }: { onOpenReports: () => void; onError: (e: unknown) => void }) {
  const period = usePeriod();
  const { data, error } = useReports(period, onError);
  const rangeLabel = RANGE_LABELS[period.range];
  return (
    <Box component="section" aria-labelledby="overview-heading" data-testid="overview-band" sx={{ mt: { xs: 2, md: 2.5 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto', md: '1fr auto auto' },
          alignItems: 'center',
          columnGap: 1.25,
          rowGap: 1,
          mb: 1.5,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id="overview-heading" variant="h2" sx={{ fontSize: { xs: '1.15rem', md: '1.25rem' }, fontWeight: 700 }}>
            Overview
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.8rem' }}>
            Last {rangeLabel} against the {rangeLabel} before (UTC days)
          </Typography>
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
          <PeriodPicker />
        </Box>
        <Button
          size="small"
          color="secondary"
          endIcon={<ArrowForwardRounded />}
          onClick={onOpenReports}
          sx={{ fontWeight: 700, gridColumn: { xs: 2, md: 'auto' }, gridRow: { xs: 1, md: 'auto' }, whiteSpace: 'nowrap' }}
        >
          All reports
        </Button>
      </Box>
      {error && !data ? (
        <Typography variant="body2" color="error" sx={{ py: 2 }}>
          The overview could not be loaded. Use Refresh to try again.
        </Typography>
      ) : (
        <Box sx={rowSx} aria-busy={!data}>
          {data
            ? kpis(data).map((k) => <KpiCard key={k.key} kpi={k} rangeLabel={rangeLabel} />)
            : Array.from({ length: 7 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={132} sx={{ bgcolor: brand.sand, scrollSnapAlign: 'start' }} />
              ))}
        </Box>
      )}
    </Box>
  );
}
