import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, type Guide } from '@shared/catalogue';
import type { CombinedRating } from '@shared/reviews';
import { SlugLabel } from '../../../components/guides/GuideCard';
import { RatingStars } from '../../../components/guides/RatingStars';
import { PageSection } from '../../../components/PageSection';
import { illustration, whiteA } from '../../../theme/palette';
import { PriceBox } from './PriceBox';

const CLAIMS = [
  { icon: <MenuBookOutlined fontSize="small" />, text: '40+ pages' },
  { icon: <PictureAsPdfOutlined fontSize="small" />, text: 'Instant PDF download' },
  { icon: <AutorenewRounded fontSize="small" />, text: 'Lifetime updates' },
];

/**
 * Breadcrumb, title, subtitle, rating (the catalogue's, combined with the published reviews
 * once they are loaded), details and claims, with the sticky price box at the right.
 */
export function GuideHero({ guide, rating = null }: { guide: Guide; rating?: CombinedRating | null }) {
  const accent = ACCENTS[guide.slug];
  const weaveMask = `linear-gradient(100deg, transparent 35%, ${illustration.mask} 100%)`;
  return (
    <PageSection
      aria-labelledby="guide-title"
      sx={{
        position: 'relative',
        bgcolor: accent.soft,
        borderBottom: '1px solid',
        borderColor: 'divider',
        overflow: 'hidden',
        '&::before': {
          // A faint woven texture in the accent colour behind the hero.
          content: '""',
          position: 'absolute',
          inset: 0,
          opacity: 0.5,
          backgroundImage: `repeating-linear-gradient(0deg, ${accent.main}33 0 2px, transparent 2px 10px), repeating-linear-gradient(90deg, ${accent.main}33 0 2px, transparent 2px 10px)`,
          maskImage: weaveMask,
          WebkitMaskImage: weaveMask,
          pointerEvents: 'none',
        },
      }}
      containerSx={{ position: 'relative', pt: { xs: 3, md: 4 }, pb: { xs: 6, md: 10 } }}
    >
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 3, md: 5 }, fontSize: '0.9rem' }}>
        <Link component={RouterLink} to="/guides" color="text.secondary">
          Guides
        </Link>
        <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 600 }}>
          {guide.title}
        </Typography>
      </Breadcrumbs>

      <Box
        sx={{
          display: 'grid',
          columnGap: { md: 8 },
          rowGap: { xs: 4, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' },
          gridTemplateAreas: { xs: '"intro" "buy" "about"', md: '"intro buy" "about buy"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'intro', pt: { md: 2 } }}>
          <SlugLabel guide={guide} size="medium" />
          <Typography id="guide-title" variant="h1" sx={{ mt: 2.5, mb: 2, fontSize: { md: '3.3rem' }, textWrap: 'balance' }}>
            {guide.title}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, lineHeight: 1.5, color: 'text.primary', maxWidth: 620 }}
          >
            {guide.subtitle}
          </Typography>
          <RatingStars rating={rating?.value ?? guide.rating} reviewCount={rating?.count ?? guide.reviewCount} sx={{ mt: 2.5 }} />
        </Box>

        <Box sx={{ gridArea: 'buy', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 96 } }}>
          <PriceBox guide={guide} />
        </Box>

        <Box sx={{ gridArea: 'about' }}>
          <Typography sx={{ color: 'text.secondary', maxWidth: 640, fontSize: { md: '1.05rem' } }}>{guide.details}</Typography>
          <Box
            component="ul"
            aria-label="Included with this guide"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 1.5 } }}
          >
            {CLAIMS.map((c) => (
              <Box
                component="li"
                key={c.text}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  px: { xs: 1.25, sm: 1.75 },
                  py: 1,
                  borderRadius: 999,
                  bgcolor: whiteA[75],
                  border: '1px solid',
                  borderColor: 'divider',
                  fontWeight: 600,
                  fontSize: { xs: '0.85rem', sm: '0.92rem' },
                }}
              >
                <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'text.secondary' }}>
                  {c.icon}
                </Box>
                {c.text}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </PageSection>
  );
}
