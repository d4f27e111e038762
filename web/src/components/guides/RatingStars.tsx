import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { groupDigits } from '@shared/plain-format';
import { brand, inkA } from '../../theme/palette';
import { sxList } from '../../theme/sx';

const STAR = brand.star;
const STAR_EMPTY = inkA[16];

interface RatingStarsProps {
  rating: number;
  /** When given, '(342 reviews)' follows the value. */
  reviewCount?: number;
  size?: 'small' | 'medium';
  /** Hide the numeric value (stars and reviews only). */
  hideValue?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * One row of five stars filled to the rating (one decimal), then the value ('4.9', no
 * sixth star) and the review count. The stars are one image for assistive technology.
 */
export function RatingStars({ rating, reviewCount, size = 'medium', hideValue = false, sx }: RatingStarsProps) {
  const value = Math.max(0, Math.min(5, rating));
  const iconSize = size === 'small' ? 16 : 20;
  const label = `Rated ${value.toFixed(1)} out of 5`;

  return (
    <Box sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }, ...sxList(sx)]}>
      <Box role="img" aria-label={label} sx={{ position: 'relative', display: 'inline-flex', lineHeight: 0 }}>
        <Box aria-hidden sx={{ display: 'inline-flex', color: STAR_EMPTY }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <StarRounded key={i} sx={{ fontSize: iconSize }} />
          ))}
        </Box>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            width: `${(value / 5) * 100}%`,
            overflow: 'hidden',
            display: 'inline-flex',
            color: STAR,
            whiteSpace: 'nowrap',
          }}
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <StarRounded key={i} sx={{ fontSize: iconSize, flexShrink: 0 }} />
          ))}
        </Box>
      </Box>
      {!hideValue && (
        <Box component="span" sx={{ fontWeight: 700, fontSize: size === 'small' ? '0.85rem' : '0.95rem', color: 'text.primary' }}>
          {value.toFixed(1)}
        </Box>
      )}
      {reviewCount !== undefined && (
        <Box component="span" sx={{ fontSize: size === 'small' ? '0.85rem' : '0.95rem', color: 'text.secondary' }}>
          ({groupDigits(reviewCount)} reviews)
        </Box>
      )}
    </Box>
  );
}
