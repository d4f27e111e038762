import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Typography from '@mui/material/Typography';
import { CtaButtons, PrimaryCta, SecondaryCta } from '../../../components/CtaButtons';
import { FactValue, HeroFact, HeroFacts, RatingFact } from '../../../components/HeroFacts';
import { PageSection } from '../../../components/PageSection';
import { Eyebrow } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';
import { SwatchFan } from './SwatchFan';

/** The home hero: the promise, Start Your Brand and Download Fabric Guides, proof points and the swatch book. */
export function HomeHero() {
  return (
    <PageSection
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderBottom: '1px solid',
        borderColor: 'divider',
        backgroundImage: `radial-gradient(ellipse 60% 70% at 85% 40%, ${brand.sand} 0%, transparent 70%)`,
      }}
      containerSx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.05fr 0.95fr' },
        alignItems: 'center',
        gap: { xs: 5, md: 6 },
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 11 },
      }}
    >
      <div>
        <Eyebrow>Fabric guides · Brand services</Eyebrow>
        <Typography id="home-hero-title" variant="h1" sx={{ fontSize: 'clamp(2.6rem, 6vw, 4.4rem)', maxWidth: 620 }}>
          Your complete fashion brand partner
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 3, maxWidth: 540, fontSize: { xs: '1.05rem', md: '1.15rem' } }}>
          Learn fabric the way mills and factories talk about it, then let us build your brand identity, write your tech packs and match you
          with the right manufacturer.
        </Typography>
        <CtaButtons sx={{ mt: 4.5 }}>
          <PrimaryCta to="/contact">Start Your Brand</PrimaryCta>
          <SecondaryCta to="/guides" startIcon={<DownloadRounded />}>
            Download Fabric Guides
          </SecondaryCta>
        </CtaButtons>
        <HeroFacts>
          <RatingFact value="4.9" label="rating" />
          <HeroFact>
            <FactValue>2,400+</FactValue> founders
          </HeroFact>
          <HeroFact>
            <DownloadRounded aria-hidden="true" sx={{ fontSize: 18 }} />
            Instant PDF download
          </HeroFact>
        </HeroFacts>
      </div>

      <SwatchFan />
    </PageSection>
  );
}
