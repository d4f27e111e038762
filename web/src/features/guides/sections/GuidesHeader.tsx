import Box from '@mui/material/Box';
import { ACCENTS, GUIDES } from '@shared/catalogue';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { inkA } from '../../../theme/palette';
import { overlineSx } from './listing';

/** 'Our Guides' (the page's h1), its intro, and a row of the five accent colours. */
export function GuidesHeader() {
  return (
    <PageSection component="header" sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 5, md: 7 } }}>
      <SectionHeader
        level="h1"
        overline="The Threadwise library"
        title="Our Guides"
        intro="Five downloadable PDF guides that take you from fibre to finished garment. Start with the foundations, then go deep on cotton, plant-based, animal-based or synthetic fabrics."
        overlineStyle="plain"
        sx={{ maxWidth: 760 }}
        overlineSx={overlineSx}
        titleSx={{ mb: 2.5 }}
        introSx={{ fontSize: { xs: '1.05rem', md: '1.2rem' } }}
      />
      <Box aria-hidden sx={{ mt: 4, display: 'flex', gap: 1 }}>
        {GUIDES.map((g) => (
          <Box
            key={g.slug}
            sx={{ width: 36, height: 8, borderRadius: 999, bgcolor: ACCENTS[g.slug].main, border: `1px solid ${inkA[12]}` }}
          />
        ))}
      </Box>
    </PageSection>
  );
}
