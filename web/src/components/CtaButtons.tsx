import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../theme/palette';
import { sxList } from '../theme/sx';

/** The row of buttons of a hero or a call to action; it wraps on narrow screens. */
export function CtaButtons({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Box sx={[{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }, ...sxList(sx)]}>{children}</Box>;
}

/** The main call to action: a large filled link with an arrow. */
export function PrimaryCta({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" size="large" endIcon={<EastRounded />}>
      {children}
    </Button>
  );
}

/** The second call to action: a large outlined link on paper. */
export function SecondaryCta({ to, startIcon, children }: { to: string; startIcon?: ReactNode; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size="large" startIcon={startIcon} sx={{ bgcolor: brand.paper }}>
      {children}
    </Button>
  );
}
