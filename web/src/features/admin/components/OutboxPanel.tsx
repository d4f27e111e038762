import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { MailKind, OutboxItem, OutboxPage, OutboxRetryResponse, OutboxStatus } from '@shared/api/outbox';
import { apiJson } from '../../../lib/api-client';
import { formatDateTime } from './format';

/**
 * The mail outbox for the owner (GET /api/admin/outbox): e-mails the shop gave up on
 * first, those still waiting for a retry, and the sent ones, newest first with "Load
 * more". A failed e-mail can be queued again once its cause is fixed. Standalone: it
 * fetches its own data, so it can be mounted as a tab or a section of the admin page.
 */

const KIND_LABELS: Record<MailKind, string> = {
  receipt: 'Receipt',
  verification: 'Account verification',
  'password-reset': 'Password reset',
  'account-notice': 'Account notice',
  'newsletter-confirmation': 'Newsletter confirmation',
  'owner-notification': 'New enquiry',
  'download-link': 'Download link',
  refund: 'Refund',
  'enquiry-acknowledgement': 'Enquiry received',
  'enquiry-reply': 'Reply to an enquiry',
  'edition-announcement': 'New edition',
};

const FILTERS: { status: OutboxStatus; label: string }[] = [
  { status: 'failed', label: 'Failed' },
  { status: 'pending', label: 'Waiting' },
  { status: 'sent', label: 'Sent' },
];

const CHIP_COLOR = { failed: 'error', pending: 'warning', sent: 'success' } as const;

function pageKey(status: OutboxStatus) {
  return (index: number, previous: OutboxPage | null): string | null => {
    if (previous && !previous.nextCursor) return null;
    const cursor = previous?.nextCursor ? `&cursor=${encodeURIComponent(previous.nextCursor)}` : '';
    return `/api/admin/outbox?status=${status}${cursor}`;
  };
}

const fetchPage = (url: string) => apiJson<OutboxPage>('GET', url);

/** `refreshRef`: set to a reload of the shown pages, for the dashboard's Refresh button. */
export function OutboxPanel({ refreshRef }: { refreshRef?: RefObject<(() => Promise<unknown>) | null> } = {}) {
  const [status, setStatus] = useState<OutboxStatus>('failed');
  const [retrying, setRetrying] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite(pageKey(status), fetchPage, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
  });
  useEffect(() => {
    if (!refreshRef) return;
    refreshRef.current = () => mutate();
    return () => {
      refreshRef.current = null;
    };
  }, [refreshRef, mutate]);
  const items = data?.flatMap((p) => p.items) ?? [];
  const counts = data?.[0]?.counts;
  const more = Boolean(data && data[data.length - 1]?.nextCursor);

  async function retry(item: OutboxItem) {
    setRetrying(item.id);
    setError(null);
    try {
      await apiJson<OutboxRetryResponse>('POST', `/api/admin/outbox/${item.id}/retry`, {});
      await mutate();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setRetrying(null);
    }
  }

  return (
    <Box component="section" aria-labelledby="outbox-heading">
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography id="outbox-heading" variant="h4" component="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
          E-mail
        </Typography>
        {counts && (
          <Typography variant="body2" color={counts.failed > 0 ? 'error' : 'text.secondary'} sx={{ fontWeight: 600 }}>
            {counts.failed} failed · {counts.pending} waiting
          </Typography>
        )}
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={status}
        onChange={(_e, next: OutboxStatus | null) => next && setStatus(next)}
        aria-label="Which e-mails"
        sx={{ mb: 2 }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f.status} value={f.status}>
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {isLoading ? (
        <Box role="status" sx={{ py: 5, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={28} aria-label="Loading e-mails" />
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {status === 'failed' ? 'No failed e-mails.' : status === 'pending' ? 'Nothing waiting to be sent.' : 'No e-mails sent yet.'}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          {items.map((item) => (
            <Card key={item.id} component="article" data-testid="outbox-item" sx={{ p: 2, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {item.subject}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {KIND_LABELS[item.kind] ?? item.kind} to {item.recipients}
                  </Typography>
                </Box>
                <Chip size="small" color={CHIP_COLOR[item.status]} label={item.status} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Written {formatDateTime(item.createdAt)} · {item.attempts} attempt{item.attempts === 1 ? '' : 's'}
                {item.sentAt && ` · sent ${formatDateTime(item.sentAt)}`}
                {item.nextAttemptAt && ` · next try ${formatDateTime(item.nextAttemptAt)}`}
              </Typography>
              {item.lastError && (
                <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {item.lastError}
                </Typography>
              )}
              {item.status === 'failed' && (
                <Button size="small" variant="outlined" sx={{ mt: 1.5 }} disabled={retrying === item.id} onClick={() => void retry(item)}>
                  {retrying === item.id ? 'Queuing…' : 'Try again'}
                </Button>
              )}
            </Card>
          ))}
          {more && (
            <Button variant="text" disabled={isValidating} onClick={() => void setSize(size + 1)} sx={{ justifySelf: 'center' }}>
              {isValidating ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
