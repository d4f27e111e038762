import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Accent } from '@shared/catalogue';
import { inkA } from '../../../theme/palette';

/** A round badge in the accent colour; readable on every accent (contrastText is AA). */
export function AccentDot({ accent, children, size = 28 }: { accent: Accent; children: ReactNode; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: accent.main,
        color: accent.contrastText,
        border: `1px solid ${inkA[12]}`,
      }}
    >
      {children}
    </Box>
  );
}
