import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminMessageDetail, ENQUIRY_LIMITS, type EnquiryReply, type ReplyResponse } from '@shared/api/enquiries';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from '@shared/enquiry-status';
import { type ReactNode, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { updateMessage, useMessageDetail } from '../api/enquiries';
import type { ContactMessage } from '../api/types';
import { formatBytes, formatDate, formatDateTime } from './format';
import { ReplyComposer } from './ReplyComposer';
import { StatusChip } from './StatusChip';

interface Props {
  message: ContactMessage;
  onChanged: (message: ContactMessage) => void;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" aria-label={title} data-testid={testId} sx={{ mt: 2.25 }}>
      <Typography component="h4" variant="body2" sx={{ fontWeight: 700, mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function errorText(err: unknown): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Please try again.';
}

/**
 * The owner's work on one enquiry (issue 15), under the message: its status, the guides
 * the enquirer's address has bought, private notes, the thread of replies and the reply
 * composer. Loaded per message (GET /api/admin/messages/{id}).
 */
export function MessageWorkflow({ message, onChanged }: Props) {
  const { toast } = useToast();
  const detail = useMessageDetail(message.id);
  const [savingStatus, setSavingStatus] = useState(false);
  const [notes, setNotes] = useState<string | null>(null);
  const [savingNotes, setSavingNotes] = useState(false);
  const data = detail.data;
  const status: EnquiryStatus = data?.message.status ?? message.status ?? 'new';
  const notesValue = notes ?? data?.notes ?? '';
  const notesDirty = data !== undefined && notes !== null && notes !== data.notes;

  const apply = async (next: AdminMessageDetail) => {
    await detail.mutate(next, { revalidate: false });
    onChanged(next.message);
  };

  const changeStatus = async (next: EnquiryStatus) => {
    if (next === status) return;
    setSavingStatus(true);
    try {
      await apply(await updateMessage(message.id, { status: next }));
      toast({ title: 'Status updated', description: `Marked as ${ENQUIRY_STATUS_LABELS[next].toLowerCase()}.` });
    } catch (err) {
      toast({ title: 'Failed to update', description: errorText(err), variant: 'destructive' });
    } finally {
      setSavingStatus(false);
    }
  };

  const saveNotes = async () => {
    setSavingNotes(true);
    try {
      const next = await updateMessage(message.id, { notes: notesValue });
      await apply(next);
      setNotes(null);
      toast({ title: 'Notes saved', description: 'Only you can see them.' });
    } catch (err) {
      toast({ title: 'Notes not saved', description: errorText(err), variant: 'destructive' });
    } finally {
      setSavingNotes(false);
    }
  };

  const onSent = (sent: ReplyResponse) => {
    if (data) void apply({ ...data, message: sent.message, replies: [...data.replies, sent.reply] });
    else onChanged(sent.message);
  };

  return (
    <Box data-testid="message-workflow" sx={{ mt: 2.5, pt: 2.25, borderTop: `1px solid ${brand.line}` }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <TextField
          select
          size="small"
          label="Enquiry status"
          value={status}
          disabled={savingStatus || !data}
          onChange={(e) => void changeStatus(e.target.value as EnquiryStatus)}
          sx={{ flex: { xs: '1 1 160px', sm: '0 0 200px' }, bgcolor: 'background.paper' }}
        >
          {ENQUIRY_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {ENQUIRY_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <StatusChip status={status} />
        {(detail.isLoading || savingStatus) && <CircularProgress size={18} aria-label="Loading" />}
      </Box>

      {detail.error ? (
        <Box role="alert" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="error">
            Could not load the notes and replies.
          </Typography>
          <Button size="small" onClick={() => void detail.mutate()}>
            Try again
          </Button>
        </Box>
      ) : data ? (
        <>
          <Section title="Guides bought with this e-mail" testId="message-purchases">
            {data.purchases.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                None yet.
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {data.purchases.map((p) => (
                  <Box
                    component="li"
                    key={p.slug}
                    title={`${p.orderNumber ?? 'Order'} · ${formatDate(p.paidAt)}`}
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.6,
                      px: 1.1,
                      py: 0.35,
                      borderRadius: 999,
                      bgcolor: brand.ivory,
                      border: `1px solid ${brand.line}`,
                      fontSize: '0.82rem',
                      fontWeight: 600,
                    }}
                  >
                    <MenuBookOutlined sx={{ fontSize: 16, color: brand.green }} aria-hidden />
                    {p.title}
                  </Box>
                ))}
              </Box>
            )}
          </Section>

          <Section title="Private notes">
            <TextField
              multiline
              minRows={2}
              maxRows={10}
              fullWidth
              size="small"
              placeholder="Only you see these notes"
              value={notesValue}
              onChange={(e) => setNotes(e.target.value)}
              slotProps={{ htmlInput: { 'aria-label': 'Private notes', maxLength: ENQUIRY_LIMITS.notesMax } }}
              helperText={`${notesValue.length} / ${ENQUIRY_LIMITS.notesMax}`}
              sx={{ bgcolor: 'background.paper' }}
            />
            <Box sx={{ mt: 0.5, display: 'flex', justifyContent: 'flex-end' }}>
              <Button size="small" variant="outlined" onClick={() => void saveNotes()} disabled={!notesDirty || savingNotes}>
                {savingNotes ? 'Saving...' : 'Save notes'}
              </Button>
            </Box>
          </Section>

          <Section title={`Replies (${data.replies.length})`} testId="message-thread">
            {data.replies.length > 0 && (
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
                {data.replies.map((r) => (
                  <ReplyItem key={r.id} reply={r} />
                ))}
              </Box>
            )}
            <ReplyComposer message={data.message} onSent={onSent} />
          </Section>
        </>
      ) : null}
    </Box>
  );
}

function ReplyItem({ reply }: { reply: EnquiryReply }) {
  return (
    <Box
      component="li"
      data-testid="thread-reply"
      sx={{ p: { xs: 1.25, sm: 1.5 }, borderRadius: 2, bgcolor: brand.ivory, borderLeft: `3px solid ${brand.green}`, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1.5, rowGap: 0.25 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {reply.author}
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' '}
            to {reply.to}
          </Box>
        </Typography>
        <Typography component="time" dateTime={reply.createdAt} variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(reply.createdAt)}
        </Typography>
      </Box>
      <Typography sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.92rem', lineHeight: 1.6 }}>
        {reply.text}
      </Typography>
      {reply.attachments.length > 0 && (
        <Box
          component="ul"
          aria-label="Attached to this reply"
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {reply.attachments.map((f) => (
            <Box component="li" key={f.id} sx={{ minWidth: 0, maxWidth: '100%' }}>
              <Link
                href={f.url}
                underline="hover"
                data-testid="reply-attachment"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  fontSize: '0.85rem',
                  color: 'text.primary',
                  maxWidth: '100%',
                }}
              >
                <FileDownloadOutlined sx={{ fontSize: 16, color: brand.green, flexShrink: 0 }} aria-hidden />
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
                  {f.name}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {formatBytes(f.size)}
                </Box>
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
