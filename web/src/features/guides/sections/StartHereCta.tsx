import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, type Guide } from '@shared/catalogue';
import { inkA } from '../../../theme/palette';
import { GuideCtaBanner } from '../components/GuideCtaBanner';

/** The listing's call to action to the first guide, on its accent colour. */
export function StartHereCta({ starter }: { starter: Guide }) {
  return (
    <GuideCtaBanner
      guide={starter}
      aria-labelledby="start-heading"
      sx={{ bgcolor: ACCENTS[starter.slug].main, color: ACCENTS[starter.slug].contrastText, gap: { xs: 4, md: 6 } }}
      coverSx={{ width: 220, boxShadow: `0 30px 60px -25px ${inkA[60]}` }}
    >
      <Box sx={{ maxWidth: 620, position: 'relative' }}>
        <Typography variant="overline" component="p" sx={{ mb: 1.5, opacity: 0.85 }}>
          New to fabric? Start here
        </Typography>
        <Typography id="start-heading" variant="h2" sx={{ mb: 2 }}>
          Begin with {starter.title}
        </Typography>
        <Typography variant="subtitle1" sx={{ mb: 4, opacity: 0.9 }}>
          {starter.subtitle} Fibres, yarns, weaves, knits, GSM and lab testing, in {starter.pages} pages.
        </Typography>
        <Button
          component={RouterLink}
          to={`/guides/${starter.slug}`}
          variant="contained"
          color="primary"
          size="large"
          endIcon={<EastRounded />}
        >
          Start with {starter.title}
        </Button>
      </Box>
    </GuideCtaBanner>
  );
}
