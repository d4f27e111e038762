import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Accent, Guide } from '@shared/catalogue';
import { formatCents, type PriceBreakdown, UPSELL_CENTS } from '@shared/pricing';
import { GuideCover, SlugLabel } from '../../../components/guides/GuideCard';
import { brand } from '../../../theme/palette';
import { shadows } from '../../../theme/shadows';

interface RowProps {
  label: string;
  value: string;
  strong?: boolean;
  tone?: 'save' | 'muted';
  divided?: boolean;
  testId?: string;
}

/** One term and value pair of a description list. */
function Row({ label, value, strong, tone, divided, testId }: RowProps) {
  return (
    <Box
      data-testid={testId}
      sx={{
        ...(divided ? { borderTop: '1px solid', borderColor: 'divider', mt: 0.75, pt: 1.5 } : {}),
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        fontSize: strong ? '1.05rem' : '0.95rem',
        fontWeight: strong ? 800 : 500,
        color: tone === 'save' ? brand.greenDark : tone === 'muted' ? 'text.secondary' : 'text.primary',
      }}
    >
      <Box component="dt" sx={{ m: 0 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

interface OrderSummaryProps {
  guide: Guide;
  accent: Accent;
}

/** The main guide: cover, label, title, list price, sale price and the savings (list minus sale). */
export function OrderSummary({ guide, accent }: OrderSummaryProps) {
  const savings = guide.listCents - guide.saleCents;
  return (
    <Card component="section" aria-labelledby="order-summary-heading" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2.5, sm: 3 }, pt: { xs: 2.5, sm: 3 }, pb: 1 }}>
        <Typography id="order-summary-heading" variant="h5" component="h2">
          Order summary
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'flex-start', px: { xs: 2.5, sm: 3 }, py: 2 }}>
        <Box
          sx={{
            flexShrink: 0,
            p: { xs: 1.25, sm: 1.75 },
            borderRadius: 3,
            bgcolor: accent.soft,
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <GuideCover
            guide={guide}
            sx={{
              display: 'block',
              width: { xs: 72, sm: 96 },
              height: 'auto',
              borderRadius: '2px 4px 4px 2px',
              boxShadow: shadows.coverThumb,
            }}
          />
        </Box>
        <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <SlugLabel guide={guide} />
          <Typography component="h3" variant="h4" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
            {guide.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {guide.pages}-page PDF guide · Instant download · Lifetime updates
          </Typography>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, px: { xs: 2.5, sm: 3 }, py: 2, display: 'grid', gap: 1, borderTop: '1px solid', borderColor: 'divider' }}
      >
        <Row label="List price" value={formatCents(guide.listCents)} tone="muted" />
        <Row label="Sale price" value={formatCents(guide.saleCents)} />
        <Row label="You save" value={formatCents(savings)} tone="save" />
      </Box>
    </Card>
  );
}

interface OrderTotalsProps {
  guide: Guide;
  upsells: Guide[];
  price: PriceBreakdown;
  /** A discount code applied (DiscountCodeField): a line of its own, in the total and the savings. */
  discount?: { code: string; cents: number };
}

/** The lines of the order, the total and 'Total savings', both with two decimals. */
export function OrderTotals({ guide, upsells, price, discount }: OrderTotalsProps) {
  const off = discount && discount.cents > 0 ? discount.cents : 0;
  return (
    <Box component="dl" aria-label="Order total" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Row label={guide.title} value={formatCents(guide.saleCents)} tone="muted" />
      {upsells.map((g) => (
        <Row key={g.slug} label={`+ ${g.title}`} value={formatCents(UPSELL_CENTS)} tone="muted" />
      ))}
      {off > 0 && <Row label={`Discount (${discount!.code})`} value={`-${formatCents(off)}`} tone="save" testId="order-discount" />}
      <Row label="Total" value={formatCents(price.totalCents - off)} strong divided testId="order-total" />
      <Row label="Total savings" value={formatCents(price.totalSavingsCents + off)} tone="save" testId="total-savings" />
    </Box>
  );
}
