import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ENQUIRY_LIMITS, type ReplyResponse } from '@shared/api/enquiries';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { sendReply } from '../api/enquiries';
import type { ContactMessage } from '../api/types';
import { formatBytes } from './format';

/** What the server takes (spec §9 upload types); the server sniffs the bytes anyway. */
const ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,image/jpeg,image/png';
const EXTENSIONS = /\.(pdf|docx?|jpe?g|png)$/i;

interface Props {
  message: ContactMessage;
  onSent: (sent: ReplyResponse) => void;
}

/** The first problem with the files, or null: shown as soon as they are attached. */
function fileProblemOf(files: readonly File[]): string | null {
  if (files.length > ENQUIRY_LIMITS.replyFilesMax) return `Attach at most ${ENQUIRY_LIMITS.replyFilesMax} files.`;
  const big = files.find((f) => f.size > ENQUIRY_LIMITS.replyFileBytes);
  if (big) return `${big.name} is larger than 10 MB.`;
  const odd = files.find((f) => !EXTENSIONS.test(f.name));
  if (odd) return `${odd.name}: only PDF, DOC, DOCX, JPG and PNG files can be attached.`;
  return null;
}

/** The problem with the text, or null: shown once Send was pressed (or the text is too long). */
function textProblemOf(text: string): string | null {
  if (text.trim() === '') return 'Write the reply first.';
  if (text.length > ENQUIRY_LIMITS.replyMax) return `The reply must be at most ${ENQUIRY_LIMITS.replyMax} characters.`;
  return null;
}

/**
 * The owner's answer to an enquiry (issue 15): plain text and up to five files, sent from
 * the shop to the enquirer, whose own answer comes back to the owner's inbox. Recorded in
 * the thread above it.
 */
export function ReplyComposer({ message, onSent }: Props) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  // The server checks the same and more (the files' bytes).
  const fileProblem = fileProblemOf(files);
  const textProblem = textProblemOf(text);
  const tooLong = text.length > ENQUIRY_LIMITS.replyMax;
  const problem = textProblem ?? fileProblem;
  const shown = fileProblem ?? (tried || tooLong ? textProblem : null);

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    // Copied now: the FileList is live, and clearing the input below empties it before a
    // deferred state update would read it (a file attached after one was removed was lost).
    const added = Array.from(list);
    setFiles((current) => [...current, ...added]);
    if (picker.current) picker.current.value = '';
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || sending) return;
    setSending(true);
    try {
      const sent = await sendReply(message.id, text, files);
      setText('');
      setFiles([]);
      setTried(false);
      onSent(sent);
      toast({ title: 'Reply sent', description: `E-mailed to ${message.email}.` });
    } catch (err) {
      const detail = err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Please try again.';
      toast({ title: 'Reply not sent', description: detail, variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Reply"
      data-testid="reply-composer"
      sx={{ mt: 1.5, p: { xs: 1.5, sm: 2 }, borderRadius: 2, border: `1px solid ${brand.line}`, bgcolor: brand.white }}
    >
      <TextField
        id={fieldId}
        label={`Reply to ${message.name}`}
        multiline
        minRows={4}
        maxRows={16}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={Boolean(textProblem) && (tried || tooLong)}
        slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.replyMax + 1 } }}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              Plain text. Sent to {message.email}; their answer comes to your inbox.
            </Box>
            <Box component="span" data-testid="reply-length" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {text.length}/{ENQUIRY_LIMITS.replyMax}
            </Box>
          </Box>
        }
      />
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label="Files to attach"
          sx={{ listStyle: 'none', m: 0, mt: 1.25, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {files.map((file, i) => (
            <Box
              component="li"
              key={`${file.name}-${i}`}
              data-testid="reply-file"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                maxWidth: '100%',
                pl: 1.25,
                pr: 0.25,
                py: 0.25,
                borderRadius: 2,
                border: `1px solid ${brand.line}`,
                bgcolor: brand.ivory,
                fontSize: '0.85rem',
              }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
                {file.name}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {formatBytes(file.size)}
              </Box>
              <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => setFiles((fs) => fs.filter((_, j) => j !== i))}>
                <CloseRounded fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {shown && (
        <Typography role="alert" variant="body2" sx={{ mt: 1, color: 'error.main' }}>
          {shown}
        </Typography>
      )}
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button
          size="small"
          startIcon={<AttachFileRounded />}
          onClick={() => picker.current?.click()}
          disabled={sending || files.length >= ENQUIRY_LIMITS.replyFilesMax}
          sx={{ color: 'secondary.main' }}
        >
          Attach files
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="reply-file-input"
          onChange={(e) => addFiles(e.target.files)}
        />
        <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 160px' }}>
          PDF, DOC, DOCX, JPG, PNG · up to {ENQUIRY_LIMITS.replyFilesMax} files, 10 MB each
        </Typography>
        <Button type="submit" variant="contained" color="secondary" size="small" endIcon={<SendRounded />} disabled={sending}>
          {sending ? 'Sending...' : 'Send reply'}
        </Button>
      </Box>
    </Box>
  );
}
