import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import PublishRounded from '@mui/icons-material/PublishRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { findGuide, GUIDES } from '@shared/catalogue';
import type { ReviewStatus } from '@shared/reviews';
import type { AdminReview, AdminReviewsPage } from '@shared/api/reviews';
import { RatingStars } from '../../../components/guides/RatingStars';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, apiJson } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { tint } from '../../../theme/palette';
import { formatDateTime } from './format';
import { FilterBar, SelectFilter } from './ListControls';
import { ListState } from './ListState';
import { LoadMore } from './LoadMore';
import { type PanelRefreshRef, usePanelRefresh } from './usePanelRefresh';
import { mailtoHref } from '@shared/mailto';

const STATUS_OPTIONS: ReadonlyArray<{ value: ReviewStatus | ''; label: string }> = [
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'published', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
  { value: '', label: 'Every review' },
];
const GUIDE_OPTIONS = [{ value: '', label: 'Every guide' }, ...GUIDES.map((g) => ({ value: g.slug as string, label: g.title }))];
const STATUS_CHIP: Record<ReviewStatus, { label: string; bg: string }> = {
  pending: { label: 'Waiting', bg: tint.warning },
  published: { label: 'Published', bg: tint.success },
  hidden: { label: 'Hidden', bg: brand.sand },
};

function query(status: string, guide: string): string {
  const p = new URLSearchParams();
  if (status) p.set('status', status);
  if (guide) p.set('guide', guide);
  return p.toString();
}

/** Review moderation: every review a page at a time (newest first), filtered; publish or hide each. */
export function ReviewsPanel({ onSessionLost, refreshRef }: { onSessionLost: () => void; refreshRef?: PanelRefreshRef }) {
  const { toast } = useToast();
  const [status, setStatus] = useState<ReviewStatus | ''>('pending');
  const [guide, setGuide] = useState('');
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const filter = query(status, guide);
  const { data, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<AdminReviewsPage>(
    (index: number, previous: AdminReviewsPage | null) => {
      if (index === 0) return `/api/admin/reviews${filter ? `?${filter}` : ''}`;
      if (!previous?.nextCursor) return null;
      return `/api/admin/reviews?${filter ? `${filter}&` : ''}cursor=${encodeURIComponent(previous.nextCursor)}`;
    },
    (url: string) => apiJson<AdminReviewsPage>('GET', url),
    {
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      onError: (e: unknown) => {
        toast({ title: 'Failed to load reviews', description: 'Could not fetch reviews.', variant: 'destructive' });
        if (e instanceof ApiError && (e.status === 401 || e.status === 403)) onSessionLost();
      },
    },
  );
  const reload = useCallback(async () => {
    await setSize(1);
    await mutate();
  }, [setSize, mutate]);
  usePanelRefresh(refreshRef, reload);
  const reviews = (data ?? []).flatMap((p) => p.reviews);
  const hasMore = Boolean(data?.at(-1)?.nextCursor);

  const moderate = async (review: AdminReview, action: 'publish' | 'hide') => {
    setBusy((b) => new Set(b).add(review.id));
    try {
      const { review: updated } = await apiJson<{ review: AdminReview }>('POST', `/api/admin/reviews/${review.id}/${action}`, {});
      await mutate((pages) => pages?.map((p) => ({ ...p, reviews: p.reviews.map((r) => (r.id === updated.id ? updated : r)) })), {
        revalidate: false,
      });
      toast({
        title: action === 'publish' ? 'Review published' : 'Review hidden',
        description: `${updated.displayName} on ${findGuide(updated.guideSlug)?.title ?? updated.guideSlug}`,
      });
    } catch (e) {
      toast({
        title: 'Not saved',
        description: e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Please try again.',
        variant: 'destructive',
      });
      if (e instanceof ApiError && (e.status === 401 || e.status === 403)) onSessionLost();
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(review.id);
        return next;
      });
    }
  };

  return (
    <Box>
      <FilterBar label="Filter reviews">
        <SelectFilter label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <SelectFilter label="Guide" value={guide} options={GUIDE_OPTIONS} onChange={setGuide} />
      </FilterBar>
      {reviews.length === 0 ? (
        <ListState
          loading={isLoading}
          loadingText="Loading reviews..."
          emptyText={status === 'pending' ? 'No reviews are waiting for approval.' : 'No reviews match.'}
          emptyIcon={<RateReviewOutlined />}
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {reviews.map((r) => {
            const chip = STATUS_CHIP[r.status];
            return (
              <Card component="li" key={r.id} data-testid="admin-review" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25 }}>
                  <RatingStars rating={r.rating} size="small" hideValue />
                  <Chip size="small" label={chip.label} sx={{ bgcolor: chip.bg, fontWeight: 700 }} />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {findGuide(r.guideSlug)?.title ?? r.guideSlug}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                    {formatDateTime(r.updatedAt)}
                  </Typography>
                </Box>
                {r.title && <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{r.title}</Typography>}
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {r.text}
                </Typography>
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, pt: 1, borderTop: `1px solid ${brand.line}` }}
                >
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    <strong>{r.displayName}</strong> ·{' '}
                    <Link href={mailtoHref(r.email)} color="secondary">
                      {r.email}
                    </Link>
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
                    {r.status !== 'published' && (
                      <Button
                        size="small"
                        variant="contained"
                        color="secondary"
                        startIcon={<PublishRounded />}
                        disabled={busy.has(r.id)}
                        onClick={() => void moderate(r, 'publish')}
                      >
                        Publish
                      </Button>
                    )}
                    {r.status !== 'hidden' && (
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<VisibilityOffOutlined />}
                        disabled={busy.has(r.id)}
                        onClick={() => void moderate(r, 'hide')}
                      >
                        Hide
                      </Button>
                    )}
                  </Box>
                </Box>
              </Card>
            );
          })}
        </Box>
      )}
      {reviews.length > 0 && (
        <LoadMore
          hasMore={hasMore}
          loading={isValidating && size > (data?.length ?? 0)}
          onLoadMore={() => void setSize(size + 1)}
          noun="reviews"
          shown={reviews.length}
        />
      )}
    </Box>
  );
}
