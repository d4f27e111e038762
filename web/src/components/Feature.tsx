import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../theme/palette';
import { sxList } from '../theme/sx';

interface FeatureTextProps {
  title: ReactNode;
  text: ReactNode;
  /** Size of the (h3) title. */
  variant?: 'h6' | 'h4';
  /** Space under the title (theme spacing). */
  gap: number;
}

/** The title (an h3) and the muted text of one item of an icon + text feature list. */
export function FeatureText({ title, text, variant = 'h6', gap }: FeatureTextProps) {
  return (
    <>
      <Typography component="h3" variant={variant} sx={{ mb: gap }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </>
  );
}

/** A feature icon in a round paper badge with a hairline border. */
export function IconBadge({ size, children, sx }: { size: number; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          width: size,
          height: size,
          borderRadius: '50%',
          bgcolor: brand.paper,
          border: '1px solid',
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
          color: brand.green,
        },
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
