import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Guide } from '@shared/catalogue';
import { formatPrice } from '@shared/pricing';
import { srOnly, sxList } from '../../theme/sx';

const SIZES = {
  sm: { sale: '1.2rem', list: '0.9rem', gap: 0.75 },
  md: { sale: '1.6rem', list: '1rem', gap: 1 },
  lg: { sale: '3rem', list: '1.35rem', gap: 1.5 },
} as const;

interface GuidePriceProps {
  guide: Pick<Guide, 'saleCents' | 'listCents'>;
  size?: keyof typeof SIZES;
  sx?: SxProps<Theme>;
}

/** Sale price ('$29') followed by the list price crossed out ('$49'). */
export function GuidePrice({ guide, size = 'md', sx }: GuidePriceProps) {
  const s = SIZES[size];
  const onSale = guide.listCents > guide.saleCents;
  return (
    <Box sx={[{ display: 'inline-flex', alignItems: 'baseline', gap: s.gap, lineHeight: 1, whiteSpace: 'nowrap' }, ...sxList(sx)]}>
      {onSale && (
        <Box component="span" sx={srOnly}>
          Sale price
        </Box>
      )}
      <Box
        component="span"
        sx={{ typography: 'display', fontWeight: 600, fontSize: s.sale, letterSpacing: '-0.01em', color: 'text.primary' }}
      >
        {formatPrice(guide.saleCents)}
      </Box>
      {onSale && (
        <>
          <Box component="span" sx={srOnly}>
            , regular price
          </Box>
          <Box component="s" sx={{ fontSize: s.list, color: 'text.secondary', fontWeight: 500, textDecorationThickness: '1.5px' }}>
            {formatPrice(guide.listCents)}
          </Box>
        </>
      )}
    </Box>
  );
}
