import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { EDITION_NOTE_MAX, type EditionResult, type GuideLibraryItem } from '@shared/api/guide-library';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { uploadEdition } from '../api/guide-library';
import { fileSize } from './guide-format';

interface Props {
  guide: GuideLibraryItem;
  maxBytes: number;
  fullScreen: boolean;
  onClose: () => void;
  onUploaded: (result: EditionResult) => void;
  onSessionLost: () => void;
}

/** What the browser can tell before sending anything (the server checks the bytes). */
function fileProblem(file: File, maxBytes: number): string | null {
  if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') return 'Please choose the guide as a .pdf file.';
  if (file.size > maxBytes) return `The PDF is larger than ${fileSize(maxBytes)}, the most the shop takes.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/**
 * Upload a new edition of one guide: the PDF, a short 'what changed' note, and whether
 * past buyers get an e-mail. Shows the upload's progress, then the server's verdict.
 */
export function EditionDialog({ guide, maxBytes, fullScreen, onClose, onUploaded, onSessionLost }: Props) {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  // Unticked: buyers are e-mailed only when the owner ticks the box (issue 15).
  const [notify, setNotify] = useState(false);
  const [noteTouched, setNoteTouched] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;
  const nextEdition = (guide.current?.edition ?? 0) + 1;
  const noteMissing = note.trim() === '';
  const problem = file ? fileProblem(file, maxBytes) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setNoteTouched(true);
    if (!file) return setError('Please choose the PDF of the new edition.');
    if (problem || noteMissing) return;
    setError(null);
    setProgress(0);
    try {
      const result = await uploadEdition(guide.slug, { file, note: note.trim(), notify }, setProgress);
      onUploaded(result);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403) && err.code !== 'cross_origin') onSessionLost();
      setError(err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err));
      setProgress(null);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${ids}-title`}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={`${ids}-title`} sx={{ pb: 0.5 }}>
        New edition of {guide.title}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          Edition {nextEdition} replaces the PDF buyers download. Every download is stamped with the buyer&apos;s e-mail and order, and the
          preview pages are rendered again from the new file.
        </Typography>

        <Box
          sx={{
            border: `1.5px dashed ${file && !problem ? brand.green : brand.dropzone}`,
            borderRadius: 2,
            bgcolor: 'background.default',
            p: 2,
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1.5,
          }}
        >
          <Button component="label" variant="outlined" startIcon={<UploadFileRounded />} disabled={busy}>
            {file ? 'Choose another PDF' : 'Choose PDF'}
            <input
              hidden
              type="file"
              accept="application/pdf,.pdf"
              data-testid="edition-file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
                e.target.value = '';
              }}
            />
          </Button>
          <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
            {file ? (
              <>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {fileSize(file.size)}
                </Typography>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                A PDF of at most {fileSize(maxBytes)}.
              </Typography>
            )}
          </Box>
        </Box>
        {problem && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {problem}
          </Typography>
        )}

        <TextField
          label="What changed"
          required
          multiline
          minRows={3}
          fullWidth
          value={note}
          disabled={busy}
          onChange={(e) => setNote(e.target.value.slice(0, EDITION_NOTE_MAX))}
          onBlur={() => setNoteTouched(true)}
          error={noteTouched && noteMissing}
          helperText={
            noteTouched && noteMissing
              ? 'Please say what changed in this edition.'
              : `Shown in the library${notify ? ' and in the e-mail to buyers' : ''}. ${note.length}/${EDITION_NOTE_MAX}`
          }
          sx={{ mt: 2.5 }}
        />

        <FormControlLabel
          sx={{ mt: 1.5, alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={notify}
              disabled={busy || guide.buyers === 0}
              onChange={(e) => setNotify(e.target.checked)}
              sx={{ mt: -0.75 }}
            />
          }
          label={
            <Box>
              <Typography>
                {guide.buyers === 0
                  ? 'E-mail past buyers (nobody has bought this guide yet)'
                  : `E-mail the ${guide.buyers} past buyer${guide.buyers === 1 ? '' : 's'} about this edition`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                One e-mail each, with their own download link. They are sent in the background.
              </Typography>
            </Box>
          }
        />

        {busy && (
          <Box sx={{ mt: 2 }} role="status">
            <LinearProgress
              variant={progress < 1 ? 'determinate' : 'indeterminate'}
              value={Math.round(progress * 100)}
              aria-label="Upload progress"
              color="secondary"
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Checking the PDF and rendering the previews…'}
            </Typography>
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy || Boolean(problem)}>
          {busy ? 'Uploading…' : `Publish edition ${nextEdition}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
