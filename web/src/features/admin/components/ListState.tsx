import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../../theme/theme';

interface Props {
  loading: boolean;
  loadingText: string;
  emptyText: string;
  emptyIcon?: ReactNode;
}

/** The loading or empty state of an admin list. */
export function ListState({ loading, loadingText, emptyText, emptyIcon }: Props) {
  if (loading) {
    return (
      <Box role="status" sx={{ py: 7, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
        <CircularProgress color="secondary" size={28} aria-hidden />
        <Typography color="text.secondary">{loadingText}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ py: 7, px: 2, textAlign: 'center', border: `1px dashed ${brand.line}`, borderRadius: 4, bgcolor: brand.paper }}>
      {emptyIcon && (
        <Box aria-hidden sx={{ color: brand.line, mb: 1, display: 'flex', justifyContent: 'center', '& svg': { fontSize: 40 } }}>
          {emptyIcon}
        </Box>
      )}
      <Typography color="text.secondary">{emptyText}</Typography>
    </Box>
  );
}
