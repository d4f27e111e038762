import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import SouthRounded from '@mui/icons-material/SouthRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { findGuide, type Guide } from '@shared/catalogue';
import { CtaButtons, SecondaryCta } from '../../../components/CtaButtons';
import { COVER_HEIGHT, COVER_WIDTH, GuideCover } from '../../../components/guides/GuideCard';
import { FactValue, HeroFact, HeroFacts, RatingFact } from '../../../components/HeroFacts';
import { PageSection } from '../../../components/PageSection';
import { Eyebrow } from '../../../components/SectionHeader';
import { brand, inkA } from '../../../theme/palette';
import { GUIDES_SECTION_ID, gutter } from './layout';

/** Where each of the three fanned covers sits in the hero's art box. */
const PLACEMENTS = [
  { left: '4%', top: '14%', rotate: -8 },
  { left: '40%', top: '10%', rotate: 7 },
  { left: '21%', top: '0%', rotate: -1 },
] as const;

const COVER_SLUGS = ['fabric-203-animal-based', 'fabric-201-cotton', 'fabric-101'] as const;

/** The landing hero: the promise, 'Explore Our Guides' (scrolls to the guides), proof points and three covers. */
export function LandingHero({ onExplore }: { onExplore: (e: MouseEvent<HTMLAnchorElement>) => void }) {
  const covers = COVER_SLUGS.map((s) => findGuide(s)).filter((g): g is Guide => Boolean(g));
  return (
    <PageSection
      aria-labelledby="v1-title"
      sx={{
        borderBottom: '1px solid',
        borderColor: 'divider',
        overflow: 'hidden',
        backgroundImage: `radial-gradient(ellipse 55% 75% at 88% 50%, ${brand.sand} 0%, transparent 70%)`,
      }}
      containerSx={{
        ...gutter,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: '1.1fr 0.9fr' },
        alignItems: 'center',
        gap: { xs: 6, lg: 4 },
        pt: { xs: 6, md: 10 },
        pb: { xs: 7, md: 11 },
      }}
    >
      <div>
        <Eyebrow>Fabric guides for fashion founders</Eyebrow>
        <Typography id="v1-title" variant="h1" sx={{ maxWidth: 600, textWrap: 'balance' }}>
          Master textiles, one thread at a time.
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 3, maxWidth: 540 }}>
          Five downloadable PDF guides, 40+ pages each, that take you from fibre basics to cotton, plant-based, animal-based and synthetic
          fabrics, so every fabric decision is one you can defend.
        </Typography>
        <CtaButtons sx={{ mt: 4.5 }}>
          <Button
            component="a"
            href={`#${GUIDES_SECTION_ID}`}
            onClick={onExplore}
            variant="contained"
            size="large"
            endIcon={<SouthRounded />}
          >
            Explore Our Guides
          </Button>
          <SecondaryCta to="/guides/fabric-101">Start with Fabric 101</SecondaryCta>
        </CtaButtons>
        <HeroFacts>
          <RatingFact value="4.9" label="from 200+ reviews" />
          <HeroFact inline={false}>
            <FactValue>2,400+</FactValue> founders
          </HeroFact>
          <HeroFact>
            <AllInclusiveRounded aria-hidden="true" sx={{ fontSize: 18 }} />
            Lifetime updates
          </HeroFact>
        </HeroFacts>
      </div>

      <Box
        aria-hidden="true"
        sx={{
          position: 'relative',
          height: { xs: 300, sm: 360, lg: 420 },
          maxWidth: 460,
          width: '100%',
          mx: 'auto',
        }}
      >
        {covers.map((g, i) => {
          const placement = PLACEMENTS[i];
          return (
            <GuideCover
              key={g.slug}
              guide={g}
              decorative
              sx={{
                position: 'absolute',
                left: placement.left,
                top: placement.top,
                width: { xs: '52%', lg: '56%' },
                height: 'auto',
                aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`,
                transform: `rotate(${placement.rotate}deg)`,
                borderRadius: '3px 8px 8px 3px',
                boxShadow: `0 2px 2px ${inkA[10]}, 0 18px 30px -12px ${inkA[45]}, 0 40px 60px -30px ${inkA[35]}`,
              }}
            />
          );
        })}
      </Box>
    </PageSection>
  );
}
