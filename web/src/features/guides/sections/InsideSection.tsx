import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACCENTS, type Guide } from '@shared/catalogue';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { inkA } from '../../../theme/palette';
import { srOnly } from '../../../theme/sx';
import { headerSx } from '../detail';

/** 'What's Inside': the table of contents, numbered chapters beside a sticky header. */
export function InsideSection({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <PageSection
      aria-labelledby="inside-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', borderTop: '1px solid', borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '4fr 7fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <SectionHeader
            id="inside-heading"
            overline="Table of contents"
            title="What's Inside"
            intro={`${guide.chapters.length} chapters across ${guide.pages} pages, from first principles to sourcing and costing.`}
            overlineStyle="plain"
            sx={headerSx}
          />
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, borderTop: '1px solid', borderColor: 'divider' }}>
          {guide.chapters.map((ch) => (
            <Box
              component="li"
              key={ch.number}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '56px 1fr', sm: '72px 1fr' },
                alignItems: 'baseline',
                gap: 2,
                py: { xs: 2.25, md: 2.75 },
                borderBottom: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box
                component="span"
                sx={{
                  typography: 'display',
                  fontWeight: 600,
                  fontSize: { xs: '1.5rem', md: '1.85rem' },
                  lineHeight: 1,
                  color: 'text.primary',
                  position: 'relative',
                  '&::after': {
                    content: '""',
                    display: 'block',
                    width: 22,
                    height: 4,
                    mt: 1,
                    borderRadius: 2,
                    bgcolor: accent.main,
                    border: `1px solid ${inkA[10]}`,
                  },
                }}
              >
                <Box component="span" sx={srOnly}>
                  Chapter{' '}
                </Box>
                {String(ch.number).padStart(2, '0')}
              </Box>
              <Typography component="span" sx={{ fontSize: { xs: '1.02rem', md: '1.12rem' }, fontWeight: 600 }}>
                {ch.title}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}
