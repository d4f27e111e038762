import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACCENTS, type Guide } from '@shared/catalogue';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { AccentDot } from '../components/AccentDot';
import { headerSx } from '../detail';

/** 'What You'll Learn': the guide's learning points, two columns from md up. */
export function LearnSection({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <PageSection aria-labelledby="learn-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionHeader
        id="learn-heading"
        overline="The essentials"
        title="What You'll Learn"
        intro={`The practical knowledge inside ${guide.title}, written for founders rather than textile engineers.`}
        overlineStyle="plain"
        sx={headerSx}
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 2.5 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {guide.learningPoints.map((point) => (
          <Box
            component="li"
            key={point}
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              p: { xs: 2.5, md: 3 },
              bgcolor: 'background.paper',
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 3,
            }}
          >
            <AccentDot accent={accent}>
              <CheckRounded sx={{ fontSize: 17 }} />
            </AccentDot>
            <Typography sx={{ pt: 0.125 }}>{point}</Typography>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
