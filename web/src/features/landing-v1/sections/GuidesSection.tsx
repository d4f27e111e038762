import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { GUIDES, type Guide } from '@shared/catalogue';
import { GuideCard } from '../../../components/guides/GuideCard';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand, paperA } from '../../../theme/palette';
import { GUIDES_SECTION_ID, gutter, headerSx, sectionY } from './layout';

/** Spec §2: different labels on mobile and desktop; only one is displayed at a time. */
function GuideActions({ guide }: { guide: Guide }) {
  const href = `/guides/${guide.slug}`;
  return (
    <>
      <Button
        component={RouterLink}
        to={href}
        variant="contained"
        size="small"
        aria-label={`Get Guide: ${guide.title}`}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        data-testid="v1-guide-cta-mobile"
      >
        Get Guide
      </Button>
      <Button
        component={RouterLink}
        to={href}
        variant="contained"
        endIcon={<EastRounded />}
        aria-label={`View Guide — ${guide.price}: ${guide.title}`}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        data-testid="v1-guide-cta-desktop"
      >
        View Guide — {guide.price}
      </Button>
    </>
  );
}

/** The sixth tile of the grid: where to start. */
function StartHereTile() {
  return (
    <Card
      component="aside"
      aria-label="Not sure where to start?"
      sx={{
        p: { xs: 3, sm: 4 },
        bgcolor: brand.ink,
        color: brand.paper,
        borderColor: brand.ink,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 3,
      }}
    >
      <div>
        <Typography component="p" variant="overline" sx={{ color: brand.gold, display: 'block', mb: 1.5 }}>
          Not sure where to start?
        </Typography>
        <Typography component="p" sx={{ typography: 'display', fontSize: '1.6rem', lineHeight: 1.25, mb: 2 }}>
          Fabric 101 is the foundation every other guide builds on.
        </Typography>
        <Typography variant="body2" sx={{ color: paperA[80] }}>
          Fibres, yarns, weaves, knits, GSM and testing, in plain language. Preview the first 4 pages for free.
        </Typography>
      </div>
      <Button
        component={RouterLink}
        to="/guides/fabric-101"
        variant="contained"
        endIcon={<EastRounded />}
        sx={{ alignSelf: 'flex-start', bgcolor: brand.gold, color: brand.ink, '&:hover': { bgcolor: brand.goldLight } }}
      >
        Preview Fabric 101
      </Button>
    </Card>
  );
}

/** The five guide cards and a pointer to Fabric 101: the target of 'Explore Our Guides'. */
export function GuidesSection() {
  return (
    <PageSection
      id={GUIDES_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="v1-guides-title"
      sx={{ ...sectionY, outline: 'none', scrollMarginTop: { xs: 72, md: 0 } }}
      containerSx={gutter}
    >
      <SectionHeader
        id="v1-guides-title"
        overline="The collection"
        title="Five guides, one fabric vocabulary"
        intro="Start with the foundation, then go deep on the fibre families your collection is built from."
        sx={headerSx}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {GUIDES.map((g) => (
          <GuideCard key={g.slug} guide={g} variant="compact" actions={<GuideActions guide={g} />} />
        ))}
        <StartHereTile />
      </Box>
    </PageSection>
  );
}
