import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { findGuide } from '@shared/catalogue';
import { CtaButtons } from '../../../components/CtaButtons';
import { PageSection } from '../../../components/PageSection';
import { brand, paperA } from '../../../theme/palette';

/** The closing call to action on green: Get Fabric 101 or Start Your Brand. */
export function ClosingCta() {
  const fabric101 = findGuide('fabric-101');
  return (
    <PageSection aria-labelledby="home-cta-title" sx={{ pb: { xs: 9, md: 12 } }}>
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: '28px',
          bgcolor: brand.green,
          color: brand.paper,
          px: { xs: 3, sm: 6, md: 10 },
          py: { xs: 7, md: 10 },
          textAlign: 'center',
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: 14,
            borderRadius: '20px',
            border: `1.5px dashed ${paperA[30]}`,
            pointerEvents: 'none',
          },
        }}
      >
        <Typography component="p" variant="overline" sx={{ color: brand.gold, display: 'block', mb: 2 }}>
          Your next collection
        </Typography>
        <Typography id="home-cta-title" variant="h2" sx={{ maxWidth: 720, mx: 'auto', mb: 2.5 }}>
          Build your brand on fabric you understand
        </Typography>
        <Typography variant="subtitle1" sx={{ maxWidth: 560, mx: 'auto', mb: 4.5, color: paperA[86] }}>
          Start with Fabric 101{fabric101 ? ` for ${fabric101.price}` : ''}, or tell us about your brand and we&apos;ll reply within 24
          hours.
        </Typography>
        <CtaButtons sx={{ justifyContent: 'center', position: 'relative' }}>
          <Button
            component={RouterLink}
            to="/guides/fabric-101"
            variant="contained"
            size="large"
            sx={{ bgcolor: brand.paper, color: brand.ink, '&:hover': { bgcolor: brand.ivory } }}
          >
            Get Fabric 101
          </Button>
          <Button
            component={RouterLink}
            to="/contact"
            variant="outlined"
            size="large"
            endIcon={<EastRounded />}
            sx={{
              color: brand.paper,
              borderColor: paperA[60],
              '&:hover': { borderColor: brand.paper, bgcolor: paperA[8] },
            }}
          >
            Start Your Brand
          </Button>
        </CtaButtons>
      </Box>
    </PageSection>
  );
}
