import Typography from '@mui/material/Typography';
import { CtaButtons, PrimaryCta, SecondaryCta } from '../../../components/CtaButtons';
import { PageSection } from '../../../components/PageSection';
import { Eyebrow } from '../../../components/SectionHeader';
import { WeaveArt } from './WeaveArt';

/** The about hero: who Threadwise is for, two calls to action and the weave drawing. */
export function AboutHero() {
  return (
    <PageSection
      aria-labelledby="about-title"
      sx={{ borderBottom: '1px solid', borderColor: 'divider', py: { xs: 7, md: 11 } }}
      containerSx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
        gap: { xs: 6, md: 8 },
        alignItems: 'center',
      }}
    >
      <div>
        <Eyebrow>About Threadwise</Eyebrow>
        <Typography id="about-title" variant="h1" sx={{ mb: 3, maxWidth: 640 }}>
          Fabric knowledge for the people building fashion brands
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 560, mb: 4.5 }}>
          We turn what garment technologists, mill agents and factory managers know into clear, practical guides, and we stay beside you
          with hands-on services when your brand is ready to be built and made.
        </Typography>
        <CtaButtons>
          <PrimaryCta to="/guides">Browse Guides</PrimaryCta>
          <SecondaryCta to="/guides/fabric-101">Start with Fabric 101</SecondaryCta>
        </CtaButtons>
      </div>
      <WeaveArt />
    </PageSection>
  );
}
