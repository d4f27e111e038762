import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Guide } from '@shared/catalogue';
import type { OwnReview } from '@shared/api/reviews';
import { ApiError } from '../../../lib/api-client';
import { ReviewForm } from '../../../components/reviews/ReviewForm';
import { saveReview } from '../api/account';

interface Props {
  guide: Guide;
  existing: OwnReview | null;
  defaultDisplayName: string;
  onClose: () => void;
  onSaved: (review: OwnReview) => void;
}

/** Write or edit the buyer's review of one guide they own (POST the first time, PUT after). */
export function AccountReviewDialog({ guide, existing, defaultDisplayName, onClose, onSaved }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="account-review-title">
      <DialogTitle id="account-review-title" sx={{ pb: 0.5 }}>
        {existing ? 'Edit your review' : 'Review'} of {guide.title}
      </DialogTitle>
      <DialogContent sx={{ pt: '12px !important' }}>
        <ReviewForm
          guideTitle={guide.title}
          existing={existing}
          defaultDisplayName={defaultDisplayName}
          onCancel={onClose}
          onSubmit={async (values) => {
            try {
              const { review } = await saveReview(existing ? 'PUT' : 'POST', { guideSlug: guide.slug, ...values });
              onSaved(review);
            } catch (e) {
              throw new Error(
                e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Your review could not be saved. Please try again.',
                { cause: e },
              );
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
