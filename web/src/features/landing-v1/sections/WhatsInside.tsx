import CheckRounded from '@mui/icons-material/CheckRounded';
import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { findGuide, type Guide } from '@shared/catalogue';
import { SlugLabel } from '../../../components/guides/GuideCard';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';
import { gutter, headerSx, sectionY } from './layout';

const INSIDE = [
  '40+ pages in a print-friendly PDF',
  '8 chapters, from fundamentals to sourcing and costing',
  'Learning points and four outcomes you will master',
  'A free preview of the first 4 pages before you buy',
  'Factory-tested specifications',
  'Lifetime updates and instant download',
] as const;

/** Fabric 101's table of contents, as a sample of what a guide holds. */
function ChapterList({ guide }: { guide: Guide }) {
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, alignSelf: 'start', bgcolor: brand.paper }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography component="h3" variant="h4">
          Inside {guide.title}
        </Typography>
        <SlugLabel guide={guide} />
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {guide.chapters.map((c) => (
          <Box
            component="li"
            key={c.number}
            sx={{
              display: 'flex',
              gap: 2,
              py: 1.5,
              borderBottom: '1px dashed',
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 'none' },
            }}
          >
            <Box component="span" sx={{ typography: 'display', fontWeight: 600, color: 'text.secondary', minWidth: 28 }}>
              {String(c.number).padStart(2, '0')}
            </Box>
            <span>{c.title}</span>
          </Box>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={`/guides/${guide.slug}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mt: 3, color: 'text.primary' }}
      >
        Preview the first 4 pages <EastRounded aria-hidden="true" fontSize="small" />
      </Link>
    </Card>
  );
}

/** What every guide includes, beside Fabric 101's chapters. */
export function WhatsInside() {
  const fabric101 = findGuide('fabric-101');
  return (
    <PageSection
      aria-labelledby="v1-inside-title"
      sx={sectionY}
      containerSx={{ ...gutter, display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: { xs: 5, lg: 8 } }}
    >
      <div>
        <SectionHeader
          id="v1-inside-title"
          overline="What's inside"
          title="What's inside every guide"
          intro="Each guide is a complete, structured course you can read in an evening and keep open on the sampling table for years."
          sx={headerSx}
        />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
          {INSIDE.map((item) => (
            <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: brand.green,
                  color: brand.white,
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  mt: '1px',
                }}
              >
                <CheckRounded aria-hidden="true" sx={{ fontSize: 16 }} />
              </Box>
              <Typography>{item}</Typography>
            </Box>
          ))}
        </Box>
      </div>

      {fabric101 && <ChapterList guide={fabric101} />}
    </PageSection>
  );
}
