import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GUIDES } from '@shared/catalogue';
import { GuideCard } from '../../../components/guides/GuideCard';
import { PageSection } from '../../../components/PageSection';
import { accentA, brand, whiteA } from '../../../theme/palette';

const INCLUDED = ['40+ pages', '8 chapters', 'Instant PDF download', 'Lifetime updates', 'Factory-tested specifications'];

/** Fills the sixth cell of the 3-column grid: what every guide includes. */
function IncludedTile() {
  return (
    <Box
      sx={{
        height: '100%',
        borderRadius: 4,
        p: { xs: 3, sm: 4 },
        bgcolor: brand.ink,
        color: brand.white,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        position: 'relative',
        overflow: 'hidden',
        backgroundImage: `repeating-linear-gradient(45deg, ${whiteA[3.5]} 0 2px, transparent 2px 12px), repeating-linear-gradient(-45deg, ${whiteA[3.5]} 0 2px, transparent 2px 12px)`,
      }}
    >
      <Typography variant="overline" sx={{ color: brand.gold }}>
        In every guide
      </Typography>
      <Typography component="h2" variant="h4" sx={{ color: brand.white }}>
        Everything you need to brief a mill with confidence
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {INCLUDED.map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', alignItems: 'center', gap: 1.25, fontWeight: 500 }}>
            <Box
              aria-hidden
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: accentA.gold16,
                color: brand.gold,
                flexShrink: 0,
              }}
            >
              <CheckRounded sx={{ fontSize: 16 }} />
            </Box>
            {item}
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 'auto', color: whiteA[72] }}>
        Trusted by 2,400+ founders.
      </Typography>
    </Box>
  );
}

/** The five guide cards (their titles are h2s here) and the 'In every guide' tile. */
export function GuidesGrid() {
  return (
    <PageSection aria-label="All guides" sx={{ pb: { xs: 8, md: 12 } }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {GUIDES.map((guide) => (
          <Box component="li" key={guide.slug}>
            <GuideCard guide={guide} headingLevel="h2" />
          </Box>
        ))}
        <Box component="li">
          <IncludedTile />
        </Box>
      </Box>
    </PageSection>
  );
}
