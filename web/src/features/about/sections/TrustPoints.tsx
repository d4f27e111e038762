import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PublicRounded from '@mui/icons-material/PublicRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FeatureText } from '../../../components/Feature';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';
import { headerSx } from './layout';

const TRUST_POINTS = [
  {
    icon: VerifiedOutlined,
    title: 'Factory-tested specifications',
    text: 'Constructions, weights and test standards that hold up on a production floor.',
  },
  {
    icon: AllInclusiveRounded,
    title: 'Lifetime updates',
    text: 'Every revised edition of a guide you own, at no extra cost.',
  },
  {
    icon: DownloadRounded,
    title: 'Instant PDF download',
    text: 'Start reading the moment your payment clears, on any device.',
  },
  {
    icon: GroupsOutlined,
    title: '2,400+ founders',
    text: 'A growing community of brand builders learning with Threadwise.',
  },
  {
    icon: StarRounded,
    title: 'Rated 4.9',
    text: 'An average rating of 4.9 from 200+ reviews.',
  },
  {
    icon: ScheduleRounded,
    title: 'A reply within 24 hours',
    text: 'Service enquiries get recommendations and quotes, or a detailed proposal and timeline.',
  },
] as const;

/** What you can count on: six claims in a ruled grid, and the offices. */
export function TrustPoints() {
  return (
    <PageSection aria-labelledby="about-trust-title" sx={{ py: { xs: 9, md: 13 } }}>
      <SectionHeader id="about-trust-title" overline="Why trust us" title="What you can count on" sx={headerSx} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          borderTop: '1px solid',
          borderLeft: { xs: 'none', sm: `1px solid ${brand.line}` },
          borderColor: 'divider',
        }}
      >
        {TRUST_POINTS.map(({ icon: Icon, title, text }) => (
          <Box
            component="li"
            key={title}
            sx={{
              px: { xs: 0, sm: 3, md: 4 },
              py: { xs: 3, md: 4 },
              borderBottom: '1px solid',
              borderRight: { xs: 'none', sm: `1px solid ${brand.line}` },
              borderColor: 'divider',
            }}
          >
            <Icon aria-hidden="true" sx={{ color: brand.green, mb: 2 }} />
            <FeatureText title={title} text={text} gap={0.75} />
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 4, display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.secondary' }}>
        <PublicRounded aria-hidden="true" fontSize="small" />
        <Typography variant="body2">Offices in the United States, the United Kingdom and Saudi Arabia.</Typography>
      </Box>
    </PageSection>
  );
}
