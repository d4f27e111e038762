import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, type Guide } from '@shared/catalogue';
import { formatPrice } from '@shared/pricing';
import { guideLabel } from '../../../components/guides/GuideCard';
import { accentA, brand, whiteA } from '../../../theme/palette';
import { GuideCtaBanner } from '../components/GuideCtaBanner';
import { checkoutPath } from '../detail';

/** The closing call to action on ink: the price against the list price, checkout and all guides. */
export function GuideFinalCta({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <GuideCtaBanner
      guide={guide}
      aria-labelledby="cta-heading"
      sx={{
        bgcolor: brand.ink,
        color: brand.white,
        gap: { xs: 4, md: 8 },
        backgroundImage: `radial-gradient(circle at 85% 50%, ${accent.main}40, transparent 45%), repeating-linear-gradient(45deg, ${whiteA[3]} 0 2px, transparent 2px 12px)`,
      }}
      coverSx={{ width: 210, boxShadow: `0 30px 60px -20px ${accentA.black70}` }}
    >
      <Box sx={{ maxWidth: 600 }}>
        <Typography variant="overline" component="p" sx={{ color: brand.gold, mb: 1.5 }}>
          {guideLabel(guide)} · {guide.pages} pages
        </Typography>
        <Typography id="cta-heading" variant="h2" sx={{ color: brand.white, mb: 2 }}>
          Make your next fabric decision with confidence
        </Typography>
        <Typography variant="subtitle1" sx={{ color: whiteA[78], mb: 4 }}>
          Get {guide.title} today for {guide.price} instead of {formatPrice(guide.listCents)}, download the PDF straight after checkout and
          keep every future update.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={checkoutPath(guide)}
            variant="contained"
            size="large"
            endIcon={<EastRounded />}
            sx={{ bgcolor: brand.white, color: brand.ink, '&:hover': { bgcolor: brand.sand } }}
          >
            Get the guide for {guide.price}
          </Button>
          <Button
            component={RouterLink}
            to="/guides"
            variant="outlined"
            size="large"
            sx={{ color: brand.white, borderColor: whiteA[45], '&:hover': { borderColor: brand.white, bgcolor: whiteA[6] } }}
          >
            Browse all guides
          </Button>
        </Box>
      </Box>
    </GuideCtaBanner>
  );
}
