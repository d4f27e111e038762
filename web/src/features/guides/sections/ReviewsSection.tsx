import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Guide } from '@shared/catalogue';
import { formatLongDateOf } from '@shared/plain-format';
import { combinedRating, ratingStatement } from '@shared/reviews';
import type { PublicReview } from '@shared/api/reviews';
import { RatingStars } from '../../../components/guides/RatingStars';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';
import type { GuideReviews } from '../api/reviews';
import { headerSx } from '../detail';

function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Card component="article" data-testid="guide-review" sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 1.25, alignContent: 'start' }}>
      <RatingStars rating={review.rating} size="small" hideValue />
      {review.title && (
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {review.title}
        </Typography>
      )}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: 'text.primary' }}>
        {review.text}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.5, fontSize: '0.85rem' }}>
        <Box component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {review.displayName}
        </Box>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.4, color: brand.green, fontWeight: 600 }}>
          <VerifiedRounded sx={{ fontSize: 16 }} aria-hidden />
          Verified buyer
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          · {formatLongDateOf(review.publishedAt) ?? ''}
        </Box>
      </Box>
    </Card>
  );
}

/**
 * Reviews from verified buyers on the guide page: the combined rating with a plain account
 * of where it comes from, then the published reviews, newest first, a page at a time.
 * Loaded after hydration; the pre-rendered page shows the heading and a loading line.
 */
export function ReviewsSection({ guide, reviews }: { guide: Guide; reviews: GuideReviews }) {
  const rating = reviews.stats ? combinedRating(guide, reviews.stats) : null;
  return (
    <PageSection id="reviews" aria-labelledby="reviews-heading" sx={{ py: { xs: 8, md: 11 }, scrollMarginTop: 80 }}>
      <SectionHeader
        id="reviews-heading"
        overline="Reviews"
        title="What buyers say"
        intro="Only people who bought this guide can review it, from their account or the link in their receipt e-mail. The shop checks each review before it appears."
        overlineStyle="plain"
        sx={headerSx}
      />
      {rating ? (
        <Box
          data-testid="rating-summary"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1.5, md: 3 }, mb: { xs: 3.5, md: 5 } }}
        >
          <Typography sx={{ typography: 'display', fontSize: { xs: '2.6rem', md: '3.2rem' }, lineHeight: 1 }}>
            {rating.value.toFixed(1)}
          </Typography>
          <Box sx={{ minWidth: 0, flex: '1 1 280px', maxWidth: 640 }}>
            <RatingStars rating={rating.value} hideValue />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {ratingStatement(rating)}
            </Typography>
          </Box>
        </Box>
      ) : reviews.error ? (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Reviews could not be loaded just now. Please try again later.
        </Typography>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 4, color: 'text.secondary' }}>
          <CircularProgress size={18} color="secondary" aria-hidden />
          <Typography variant="body2">Loading reviews from verified buyers...</Typography>
        </Box>
      )}

      {reviews.reviews.length > 0 ? (
        <Box
          sx={{ display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {reviews.reviews.map((r) => (
            <ReviewCard key={r.id} review={r} />
          ))}
        </Box>
      ) : (
        rating && (
          <Typography color="text.secondary">
            Bought this guide?{' '}
            <Link component={RouterLink} to="/account">
              Review it from your account
            </Link>
            .
          </Typography>
        )
      )}
      {reviews.hasMore && (
        <Box sx={{ mt: 3.5, textAlign: 'center' }}>
          <Button variant="outlined" onClick={reviews.loadMore} disabled={reviews.loadingMore}>
            {reviews.loadingMore ? 'Loading...' : 'Show more reviews'}
          </Button>
        </Box>
      )}
    </PageSection>
  );
}
