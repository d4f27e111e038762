import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand, inkA, paperA } from '../../../theme/palette';
import { gutter, headerSx, sectionY } from './layout';

const BEFORE_AFTER = [
  {
    before: 'Choosing fabric by touch at a swatch table',
    after: 'Choosing fibre, construction and weight for each design',
  },
  {
    before: '"A soft, mid-weight cotton" on your brief',
    after: '"100% combed cotton single jersey, 180 GSM, compacted" on your spec',
  },
  {
    before: 'Discovering shrinkage after the bulk order lands',
    after: 'Shrinkage and pilling limits set and tested before bulk',
  },
  {
    before: 'Accepting the first quote you receive',
    after: 'Comparing quotes line by line and negotiating minimums',
  },
] as const;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 } as const;

/** Two panels side by side: guessing fabric (dashed, muted) and spec-ready decisions (ink). */
export function BeforeAfter() {
  return (
    <PageSection aria-labelledby="v1-compare-title" sx={{ ...sectionY, bgcolor: brand.sand }} containerSx={gutter}>
      <SectionHeader id="v1-compare-title" overline="Before and after" title="From guessing fabric to spec-ready decisions" sx={headerSx} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box
          sx={{
            p: { xs: 3, sm: 4 },
            borderRadius: '20px',
            border: `1.5px dashed ${inkA[25]}`,
            bgcolor: paperA[45],
          }}
        >
          <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
            Before
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Guessing fabric
          </Typography>
          <Box component="ul" sx={listSx}>
            {BEFORE_AFTER.map((row) => (
              <Box component="li" key={row.before} sx={{ display: 'flex', gap: 1.5, color: brand.inkSoft }}>
                <CloseRounded aria-hidden="true" sx={{ color: brand.danger, fontSize: 20, mt: '2px' }} />
                {row.before}
              </Box>
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            p: { xs: 3, sm: 4 },
            borderRadius: '20px',
            bgcolor: brand.ink,
            color: brand.paper,
            boxShadow: `0 30px 60px -35px ${inkA[60]}`,
          }}
        >
          <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
            After
          </Typography>
          <Typography sx={{ mb: 3, color: brand.gold }}>Spec-ready decisions</Typography>
          <Box component="ul" sx={listSx}>
            {BEFORE_AFTER.map((row) => (
              <Box component="li" key={row.after} sx={{ display: 'flex', gap: 1.5 }}>
                <CheckRounded aria-hidden="true" sx={{ color: brand.gold, fontSize: 20, mt: '2px' }} />
                {row.after}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </PageSection>
  );
}
