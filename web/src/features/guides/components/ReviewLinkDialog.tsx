import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { Guide } from '@shared/catalogue';
import type { ReviewLinkResponse } from '@shared/api/reviews';
import { ApiError } from '../../../lib/api-client';
import { ReviewForm } from '../../../components/reviews/ReviewForm';
import { brand } from '../../../theme/palette';
import { saveReviewByLink, useReviewLink } from '../api/reviews';

type State = { kind: 'loading' } | { kind: 'ready'; link: ReviewLinkResponse } | { kind: 'failed'; message: string } | { kind: 'saved' };

function messageOf(e: unknown): string {
  return e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Something went wrong. Please try again.';
}

/** The receipt's review link (`/guides/{slug}?review=...`): the review form, no login needed. */
export function ReviewLinkDialog({ guide, token, onClose }: { guide: Guide; token: string; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { link, error, loading } = useReviewLink(token);
  const [saved, setSaved] = useState(false);
  const state: State = saved
    ? { kind: 'saved' }
    : loading
      ? { kind: 'loading' }
      : error !== undefined || !link
        ? { kind: 'failed', message: messageOf(error) }
        : link.guideSlug === guide.slug
          ? { kind: 'ready', link }
          : { kind: 'failed', message: 'This review link is for another guide.' };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="review-link-title">
      <DialogTitle id="review-link-title" sx={{ pb: 0.5 }}>
        Review {guide.title}
      </DialogTitle>
      <DialogContent sx={{ pt: '12px !important' }}>
        {state.kind === 'loading' && (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress color="secondary" aria-label="Opening your review" />
          </Box>
        )}
        {state.kind === 'failed' && (
          <Box sx={{ display: 'grid', gap: 2, pb: 1 }}>
            <Alert severity="warning">{state.message}</Alert>
            <Box sx={{ textAlign: 'right' }}>
              <Button onClick={onClose}>Close</Button>
            </Box>
          </Box>
        )}
        {state.kind === 'ready' && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              Thank you for buying this guide. Your review helps other founders decide; the shop checks it before it appears.
            </Typography>
            <ReviewForm
              guideTitle={guide.title}
              existing={state.link.review}
              defaultDisplayName={state.link.defaultDisplayName}
              onCancel={onClose}
              onSubmit={async (values) => {
                try {
                  await saveReviewByLink({ token, ...values });
                } catch (e) {
                  throw new Error(messageOf(e), { cause: e });
                }
                setSaved(true);
              }}
            />
          </>
        )}
        {state.kind === 'saved' && (
          <Box role="status" sx={{ textAlign: 'center', py: 4, display: 'grid', gap: 1.5, justifyItems: 'center' }}>
            <CheckCircleRounded sx={{ fontSize: 48, color: brand.green }} aria-hidden />
            <Typography variant="h5" component="p">
              Thank you for your review!
            </Typography>
            <Typography color="text.secondary">It will appear on this page once the shop has checked it.</Typography>
            <Button variant="contained" color="secondary" onClick={onClose} sx={{ mt: 1 }}>
              Back to the guide
            </Button>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
