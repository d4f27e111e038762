import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../theme/palette';
import { sxList } from '../theme/sx';

/** The overline of the marketing pages: green, with a short rule before it. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="p"
      variant="overline"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        mb: 2,
        lineHeight: 1.4,
        color: brand.green,
        '&::before': { content: '""', width: 22, height: '1.5px', bgcolor: 'currentColor' },
      }}
    >
      {children}
    </Typography>
  );
}

export interface SectionHeaderProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id?: string;
  overline: ReactNode;
  title: ReactNode;
  /** The lead paragraph under the heading. */
  intro?: ReactNode;
  /** 'rule': the Eyebrow (home, about, landing); 'plain': an overline in the secondary colour (guides, contact). */
  overlineStyle?: 'rule' | 'plain';
  /** h2 heads a section, h1 a page. */
  level?: 'h1' | 'h2';
  /** The wrapper (width, bottom margin). */
  sx?: SxProps<Theme>;
  overlineSx?: SxProps<Theme>;
  titleSx?: SxProps<Theme>;
  introSx?: SxProps<Theme>;
  /** Shown after the intro, inside the wrapper. */
  children?: ReactNode;
}

/** Overline + heading + optional intro: the head of a page section (or of a page, with level h1). */
export function SectionHeader({
  id,
  overline,
  title,
  intro,
  overlineStyle = 'rule',
  level = 'h2',
  sx,
  overlineSx,
  titleSx,
  introSx,
  children,
}: SectionHeaderProps) {
  return (
    <Box sx={sx}>
      {overlineStyle === 'rule' ? (
        <Eyebrow>{overline}</Eyebrow>
      ) : (
        <Typography variant="overline" component="p" color="secondary" sx={[{ mb: 1.25 }, ...sxList(overlineSx)]}>
          {overline}
        </Typography>
      )}
      <Typography id={id} variant={level} sx={[{ mb: intro ? 2 : 0 }, ...sxList(titleSx)]}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="subtitle1" color="text.secondary" sx={introSx}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
