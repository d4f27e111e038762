import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CtaButtons, PrimaryCta, SecondaryCta } from '../../../components/CtaButtons';
import { PageSection } from '../../../components/PageSection';
import { brand } from '../../../theme/palette';

/** The closing call to action: start with Fabric 101, or see all guides. */
export function AboutCta() {
  return (
    <PageSection aria-labelledby="about-cta-title" sx={{ pb: { xs: 9, md: 12 } }}>
      <Box
        sx={{
          borderRadius: '28px',
          bgcolor: brand.sand,
          px: { xs: 3, sm: 6, md: 10 },
          py: { xs: 6, md: 9 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
          gap: 4,
        }}
      >
        <Box sx={{ maxWidth: 560 }}>
          <Typography id="about-cta-title" variant="h2" sx={{ mb: 1.5 }}>
            Start with the foundation
          </Typography>
          <Typography variant="subtitle1" color="text.secondary">
            Fabric 101 covers fibres, yarns, weaves, knits, GSM and testing: the base every other guide builds on.
          </Typography>
        </Box>
        <CtaButtons sx={{ flexShrink: 0 }}>
          <PrimaryCta to="/guides/fabric-101">Get Fabric 101</PrimaryCta>
          <SecondaryCta to="/guides">All Guides</SecondaryCta>
        </CtaButtons>
      </Box>
    </PageSection>
  );
}
