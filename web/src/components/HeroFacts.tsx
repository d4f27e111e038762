import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { brand } from '../theme/palette';

/** The row of proof points under a hero's buttons (rating, founders, a product claim). */
export function HeroFacts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 4.5,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 1,
        color: 'text.secondary',
        fontSize: '0.9rem',
      }}
    >
      {children}
    </Box>
  );
}

/** One proof point; `inline` lines up an icon with the text. */
export function HeroFact({ children, inline = true }: { children: ReactNode; inline?: boolean }) {
  return (
    <Box component="li" sx={inline ? { display: 'inline-flex', alignItems: 'center', gap: 0.75 } : undefined}>
      {children}
    </Box>
  );
}

/** The figure of a proof point, in the text colour. */
export function FactValue({ children }: { children: ReactNode }) {
  return (
    <Box component="strong" sx={{ color: 'text.primary' }}>
      {children}
    </Box>
  );
}

/** A star, the rating and what it is ('rating', 'from 200+ reviews'). */
export function RatingFact({ value, label }: { value: string; label: string }) {
  return (
    <HeroFact>
      <StarRounded aria-hidden="true" sx={{ fontSize: 18, color: brand.starDeep }} />
      <span>
        <FactValue>{value}</FactValue>
        {` ${label}`}
      </span>
    </HeroFact>
  );
}
