import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';

/** Our mission: two paragraphs and the tagline as a quote. */
export function Mission() {
  return (
    <PageSection
      aria-labelledby="about-mission-title"
      sx={{ py: { xs: 9, md: 13 } }}
      containerSx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, gap: { xs: 3, md: 10 } }}
    >
      <SectionHeader id="about-mission-title" overline="Our mission" title="Make textile knowledge accessible to every founder" />
      <div>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2.5 }}>
          Too many promising labels stall at the same point: a fabric chosen on instinct, a spec sheet nobody could read, a production run
          that did not match the approved sample. The knowledge that prevents those mistakes exists, but it usually lives in the heads of
          people who have spent decades in mills and factories.
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
          Our five guides take you from Fabric 101 to the cotton, plant-based, animal-based and synthetic families, in plain language and
          with the vocabulary suppliers actually use. When you need a partner, our brand building, tech pack and garment production services
          pick up where the guides leave off.
        </Typography>
        <Box
          component="blockquote"
          sx={{
            m: 0,
            pl: 3,
            borderLeft: `3px solid ${brand.gold}`,
            typography: 'display',
            fontStyle: 'italic',
            fontSize: { xs: '1.45rem', md: '1.75rem' },
            lineHeight: 1.35,
          }}
        >
          Master textiles, one thread at a time.
        </Box>
      </div>
    </PageSection>
  );
}
