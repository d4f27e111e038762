import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Guide } from '@shared/catalogue';
import { formatLongDateOf } from '@shared/plain-format';
import { formatCents } from '@shared/pricing';
import { COVER_HEIGHT, COVER_WIDTH, SlugLabel } from '../../../components/guides/GuideCard';
import type { PurchaseRecord } from '@shared/api/account';
import { brand, tint } from '../../../theme/palette';
import { shadows } from '../../../theme/shadows';

/** 'March 4, 2025' (the stored text itself when it is not a date). */
export function formatPurchaseDate(iso: string): string {
  return formatLongDateOf(iso) ?? iso;
}

interface Props {
  purchase: PurchaseRecord;
  guide: Guide;
  onDownload: () => void;
  /** 'Write a review' / 'Edit your review', when the buyer may review the guide. */
  reviewLabel?: string;
  onReview?: () => void;
}

/** Spec §2 Account: title, blurb, purchase date, purchase e-mail, price, 'Purchased' and Download. */
export function PurchaseCard({ purchase, guide, onDownload, reviewLabel, onReview }: Props) {
  const headingId = `purchase-${purchase.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="purchase-card"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '88px minmax(0, 1fr)' },
        gap: { xs: 2, sm: 2.5 },
        p: { xs: 2, sm: 2.5 },
        alignItems: 'start',
      }}
    >
      <Box
        component="img"
        src={guide.image}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: '2px 4px 4px 2px', boxShadow: shadows.coverThumb }}
      />
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <SlugLabel guide={guide} />
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.25,
              borderRadius: 999,
              bgcolor: tint.success,
              color: brand.greenDark,
              fontSize: '0.78rem',
              fontWeight: 700,
            }}
          >
            <CheckCircleRounded sx={{ fontSize: 15 }} aria-hidden />
            Purchased
          </Box>
        </Box>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3 }}>
          {guide.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {guide.blurb}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 0.5,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'auto minmax(0, 1fr) auto' },
            columnGap: 3,
            rowGap: 0.75,
            fontSize: '0.88rem',
            '& dt': { color: brand.muted, fontSize: '0.75rem', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.08em' },
            '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
          }}
        >
          <div>
            <dt>Purchased on</dt>
            <dd>{formatPurchaseDate(purchase.purchaseDate)}</dd>
          </div>
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, order: { xs: 3, sm: 0 } }}>
            <dt>Purchase e-mail</dt>
            <dd>{purchase.email}</dd>
          </Box>
          <div>
            <dt>Price</dt>
            {/* What was paid: a bundle guide cost $9.99, not its list price. */}
            <dd data-testid="purchase-price">{purchase.priceCents !== undefined ? formatCents(purchase.priceCents) : guide.price}</dd>
          </div>
        </Box>
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
          <Button
            variant="contained"
            color="secondary"
            onClick={onDownload}
            startIcon={<DownloadRounded />}
            aria-label={`Download ${guide.title}`}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Download
          </Button>
          {onReview && (
            <Button
              variant="outlined"
              onClick={onReview}
              startIcon={<RateReviewOutlined />}
              aria-label={`${reviewLabel ?? 'Write a review'}: ${guide.title}`}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {reviewLabel ?? 'Write a review'}
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}
