import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ACCENTS, DEFAULT_MASTER_POINTS, type Guide } from '@shared/catalogue';
import { FeatureText } from '../../../components/Feature';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { inkA } from '../../../theme/palette';
import { headerSx } from '../detail';

/** 'What You'll Master': the guide's master points (or the four defaults), as numbered cards. */
export function MasterSection({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  const points = guide.masterPoints.length > 0 ? guide.masterPoints : DEFAULT_MASTER_POINTS;
  return (
    <PageSection
      aria-labelledby="master-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: accent.soft, borderTop: '1px solid', borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <SectionHeader
        id="master-heading"
        overline="The outcome"
        title="What You'll Master"
        intro="The skills you will take into your next supplier meeting, sampling round and costing sheet."
        overlineStyle="plain"
        sx={headerSx}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {points.map((p, i) => (
          <Card key={p.title} sx={{ p: { xs: 2.5, md: 3.5 }, height: '100%' }}>
            <Typography
              aria-hidden
              sx={{
                typography: 'display',
                fontSize: { xs: '2rem', md: '2.5rem' },
                fontWeight: 500,
                lineHeight: 1,
                color: 'text.primary',
                mb: { xs: 1.5, md: 2.5 },
              }}
            >
              {String(i + 1).padStart(2, '0')}
            </Typography>
            <Box sx={{ width: 32, height: 4, borderRadius: 2, bgcolor: accent.main, border: `1px solid ${inkA[10]}`, mb: 2 }} />
            <FeatureText title={p.title} text={p.description} gap={1} />
          </Card>
        ))}
      </Box>
    </PageSection>
  );
}
