import DownloadForOfflineOutlined from '@mui/icons-material/DownloadForOfflineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { findGuide } from '@shared/catalogue';
import type { OrderDownloadsResponse } from '@shared/api/downloads';
import { apiJson } from '../../../lib/api-client';
import { brand } from '../../../theme/theme';
import { formatDateTime } from './format';

const VIA = { session: 'Paying browser', account: 'Logged-in account', link: 'E-mailed link' } as const;

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

function DownloadsList({ orderId }: { orderId: number }) {
  const { data, size, setSize, isLoading, isValidating, error } = useSWRInfinite<OrderDownloadsResponse>(
    (index: number, previous: OrderDownloadsResponse | null) => {
      if (index === 0) return `/api/admin/orders/${orderId}/downloads`;
      return previous?.nextCursor ? `/api/admin/orders/${orderId}/downloads?cursor=${encodeURIComponent(previous.nextCursor)}` : null;
    },
    (url: string) => apiJson<OrderDownloadsResponse>('GET', url),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const downloads = (data ?? []).flatMap((p) => p.downloads);
  if (isLoading)
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={24} color="secondary" aria-label="Loading downloads" />
      </Box>
    );
  if (error) return <Typography color="text.secondary">The downloads could not be loaded.</Typography>;
  if (downloads.length === 0) return <Typography color="text.secondary">Nobody has downloaded this order yet.</Typography>;
  const more = Boolean(data?.at(-1)?.nextCursor);
  return (
    <>
      <Box component="ol" data-testid="order-downloads" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {downloads.map((d) => (
          <Box component="li" key={d.id} sx={{ py: 1.25, borderTop: `1px solid ${brand.line}`, '&:first-of-type': { borderTop: 0 } }}>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                columnGap: 2,
                fontWeight: 600,
                fontSize: '0.92rem',
              }}
            >
              <span>{findGuide(d.guideSlug)?.title ?? d.guideSlug}</span>
              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatDateTime(d.at)}
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {VIA[d.via]} · {d.ip ?? 'address unknown'} · {kb(d.bytes)}
            </Typography>
            {d.userAgent && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {d.userAgent}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {more && (
        <Button size="small" onClick={() => void setSize(size + 1)} disabled={isValidating} sx={{ mt: 1 }}>
          {isValidating ? 'Loading...' : 'Show older downloads'}
        </Button>
      )}
    </>
  );
}

/** An order's download history (time, guide, how, address, size), opened from its row. */
export function OrderDownloads({ orderId, label }: { orderId: number; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="text"
        color="secondary"
        startIcon={<DownloadForOfflineOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`Downloads of order ${label}`}
      >
        Downloads
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby={`order-downloads-${orderId}`}>
          <DialogTitle id={`order-downloads-${orderId}`}>Downloads of order {label}</DialogTitle>
          <DialogContent>
            <DownloadsList orderId={orderId} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
