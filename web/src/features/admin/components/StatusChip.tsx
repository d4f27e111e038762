import Box from '@mui/material/Box';
import { admin, type StatusTone } from '../../../theme/palette';

const { good, info, bad, waiting, failed, ended, quoted, other } = admin.status;

const TONES: Record<string, StatusTone> = {
  // Orders
  paid: good,
  refunded: info,
  'partly refunded': info,
  disputed: bad,
  pending: waiting,
  failed,
  // Subscribers
  confirmed: good,
  unsubscribed: ended,
  // Enquiries
  new: waiting,
  replied: info,
  quoted,
  won: good,
  lost: bad,
  closed: ended,
  // Discount codes
  active: good,
  paused: waiting,
};

/** A small status pill: 'paid', 'refunded', 'confirmed', ... */
export function StatusChip({ status }: { status: string }) {
  const tone = TONES[status] ?? other;
  return (
    <Box
      component="span"
      data-testid="status-chip"
      data-status={status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.6,
        px: 1,
        py: 0.15,
        borderRadius: 999,
        bgcolor: tone.bg,
        color: tone.fg,
        fontSize: '0.78rem',
        fontWeight: 700,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        textTransform: 'capitalize',
        '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor' },
      }}
    >
      {status || 'unknown'}
    </Box>
  );
}
