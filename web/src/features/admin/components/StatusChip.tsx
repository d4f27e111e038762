import Box from '@mui/material/Box';

interface Tone {
  bg: string;
  fg: string;
}

const TONES: Record<string, Tone> = {
  // Orders
  paid: { bg: '#e2f1e9', fg: '#17573f' },
  refunded: { bg: '#e7edf4', fg: '#2c4d6e' },
  disputed: { bg: '#fde7e4', fg: '#a0231a' },
  pending: { bg: '#fcf1d3', fg: '#7a5200' },
  failed: { bg: '#efebe7', fg: '#6b3b2a' },
  // Subscribers
  confirmed: { bg: '#e2f1e9', fg: '#17573f' },
  unsubscribed: { bg: '#efebe7', fg: '#57534e' },
  // Enquiries
  new: { bg: '#fcf1d3', fg: '#7a5200' },
  replied: { bg: '#e7edf4', fg: '#2c4d6e' },
  quoted: { bg: '#efe7f4', fg: '#5b2c6e' },
  won: { bg: '#e2f1e9', fg: '#17573f' },
  lost: { bg: '#fde7e4', fg: '#a0231a' },
  closed: { bg: '#efebe7', fg: '#57534e' },
  // Discount codes
  active: { bg: '#e2f1e9', fg: '#17573f' },
  paused: { bg: '#fcf1d3', fg: '#7a5200' },
};

const OTHER: Tone = { bg: '#efebe7', fg: '#44403c' };

/** A small status pill: 'paid', 'refunded', 'confirmed', ... */
export function StatusChip({ status }: { status: string }) {
  const tone = TONES[status] ?? OTHER;
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
