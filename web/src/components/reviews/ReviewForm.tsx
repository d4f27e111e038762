import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { REVIEW_LIMITS as L } from '@shared/reviews';
import type { OwnReview } from '@shared/api/reviews';

export interface ReviewValues {
  rating: number;
  title?: string;
  text: string;
  displayName?: string;
}

interface Props {
  guideTitle: string;
  /** The buyer's review of this guide, when there is one (the form edits it). */
  existing: OwnReview | null;
  defaultDisplayName: string;
  /** Resolves when saved; rejects with an Error whose message is shown. */
  onSubmit: (values: ReviewValues) => Promise<void>;
  onCancel?: () => void;
}

const STATUS_NOTE: Record<OwnReview['status'], string> = {
  pending: 'Waiting for the shop to publish it.',
  published: 'Published on the guide page.',
  hidden: 'Not shown on the guide page.',
};

/**
 * A rating (1-5) and a short review of one guide, with the server's limits. Used by the
 * account page and by the receipt link's form on the guide page.
 */
export function ReviewForm({ guideTitle, existing, defaultDisplayName, onSubmit, onCancel }: Props) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [displayName, setDisplayName] = useState(existing?.displayName ?? defaultDisplayName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);

  const textError = touched && text.trim().length < L.textMin ? `Please write at least ${L.textMin} characters` : null;
  const ratingError = touched && rating === null ? 'Choose a rating from 1 to 5 stars' : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (rating === null || text.trim().length < L.textMin) return;
    setSaving(true);
    setError(null);
    try {
      await onSubmit({ rating, title: title.trim() || undefined, text: text.trim(), displayName: displayName.trim() || undefined });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Your review could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Review of ${guideTitle}`} sx={{ display: 'grid', gap: 2.25 }}>
      {existing && (
        <Alert severity={existing.status === 'published' ? 'success' : 'info'} sx={{ py: 0.25 }}>
          Your review: {STATUS_NOTE[existing.status]} Changing the wording sends it back for approval.
        </Alert>
      )}
      <Box>
        <Typography id={`${id}-rating`} component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
          Your rating
        </Typography>
        <Rating
          name={`${id}-rating`}
          value={rating}
          onChange={(_, value) => setRating(value)}
          size="large"
          aria-labelledby={`${id}-rating`}
        />
        {ratingError && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
            {ratingError}
          </Typography>
        )}
      </Box>
      <TextField
        label="Title (optional)"
        value={title}
        onChange={(e) => setTitle(e.target.value.replace(/[\r\n]/g, ''))}
        slotProps={{ htmlInput: { maxLength: L.titleMax } }}
        fullWidth
      />
      <TextField
        label="Your review"
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={4}
        required
        error={Boolean(textError)}
        helperText={textError ?? `${text.length} / ${L.textMax} characters`}
        slotProps={{ htmlInput: { maxLength: L.textMax } }}
        fullWidth
      />
      <TextField
        label="Shown as"
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
        helperText="Your first name and initial by default."
        slotProps={{ htmlInput: { maxLength: L.nameMax } }}
        fullWidth
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel && (
          <Button variant="text" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" color="secondary" disabled={saving}>
          {saving ? 'Saving...' : existing ? 'Update review' : 'Submit review'}
        </Button>
      </Box>
    </Box>
  );
}
