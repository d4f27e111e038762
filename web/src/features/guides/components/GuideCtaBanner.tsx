import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Guide } from '@shared/catalogue';
import { PageSection } from '../../../components/PageSection';
import { sxList } from '../../../theme/sx';
import { GuideCover } from '../../../components/guides/GuideCard';

interface GuideCtaBannerProps {
  /** The guide whose cover leans at the right (from md up). */
  guide: Pick<Guide, 'image' | 'title'>;
  /** Id of the banner's heading. */
  'aria-labelledby': string;
  /** The panel's colours, background and column gap. */
  sx: SxProps<Theme>;
  /** The cover's width and shadow. */
  coverSx: SxProps<Theme>;
  /** The copy and the buttons. */
  children: ReactNode;
}

/** A closing call to action: a rounded coloured panel with the copy on the left and a tilted guide cover. */
export function GuideCtaBanner({ guide, 'aria-labelledby': labelledBy, sx, coverSx, children }: GuideCtaBannerProps) {
  return (
    <PageSection aria-labelledby={labelledBy} sx={{ py: { xs: 8, md: 12 } }}>
      <Box
        sx={[
          {
            position: 'relative',
            overflow: 'hidden',
            borderRadius: { xs: 5, md: 6 },
            px: { xs: 3, sm: 6, md: 8 },
            py: { xs: 6, md: 8 },
            display: 'grid',
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
          },
          ...sxList(sx),
        ]}
      >
        {children}
        <GuideCover
          guide={guide}
          decorative
          loading="lazy"
          sx={[
            {
              display: { xs: 'none', md: 'block' },
              height: 'auto',
              transform: 'rotate(4deg)',
              borderRadius: '3px 6px 6px 3px',
            },
            ...sxList(coverSx),
          ]}
        />
      </Box>
    </PageSection>
  );
}
