import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../../theme/palette';
import { sxList } from '../../theme/sx';

interface LogoMarkProps {
  size?: number;
  /** Colour of the rounded square behind the needle. */
  background?: string;
}

/** The Threadwise mark: a needle with a golden thread, on an ink tile (also the favicon). */
export function LogoMark({ size = 30, background = brand.ink }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect width="32" height="32" rx="8" fill={background} />
      <path
        d="M21.7 8.3c4.6 1.3 5 6.3.6 8.2-3.7 1.6-10.3 1.3-10.4 5.4 0 3.1 4.3 3.6 7.2 2.2"
        fill="none"
        stroke={brand.gold}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M7.6 26.4 23.6 5.6" stroke={brand.paper} strokeWidth="2.4" strokeLinecap="round" />
      <ellipse cx="21.9" cy="7.8" rx="1.5" ry="0.45" transform="rotate(-52.4 21.9 7.8)" fill={background} />
    </svg>
  );
}

interface LogoProps {
  /** 'dark' = ink text for light backgrounds, 'light' = ivory text for dark backgrounds. */
  tone?: 'dark' | 'light';
  onClick?: () => void;
  sx?: SxProps<Theme>;
}

/** Wordmark 'Threadwise' with the mark, linking home. */
export function Logo({ tone = 'dark', onClick, sx }: LogoProps) {
  return (
    <Link
      component={RouterLink}
      to="/"
      onClick={onClick}
      underline="none"
      aria-label="Threadwise home"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1.1,
          color: tone === 'dark' ? 'text.primary' : brand.paper,
          borderRadius: '6px',
          flexShrink: 0,
        },
        ...sxList(sx),
      ]}
    >
      <LogoMark background={tone === 'dark' ? brand.ink : brand.inkRaised} />
      <Box component="span" sx={{ typography: 'display', fontWeight: 600, fontSize: '1.4rem', letterSpacing: '-0.02em', lineHeight: 1 }}>
        Threadwise
      </Box>
    </Link>
  );
}
