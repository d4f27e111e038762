import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { GUIDES, featuredGuides } from '@shared/catalogue';
import { GuideCard } from '../../../components/guides/GuideCard';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';

/** 'Start with Education': up to 3 featured guide cards and a link to all guides. */
export function Education() {
  const guides = featuredGuides(3);
  return (
    <PageSection aria-labelledby="home-education-title" sx={{ py: { xs: 9, md: 13 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-end' },
          justifyContent: 'space-between',
          gap: 3,
          mb: { xs: 5, md: 7 },
        }}
      >
        <SectionHeader
          id="home-education-title"
          overline="Fabric guides"
          title="Start with Education"
          intro="Every great garment starts with the right fabric. Our PDF guides, 40+ pages each, teach you to choose, specify and cost fabric before you spend a cent on samples."
          sx={{ maxWidth: 640 }}
        />
        <Link
          component={RouterLink}
          to="/guides"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', flexShrink: 0, py: 1 }}
        >
          Browse all {GUIDES.length} guides <EastRounded aria-hidden="true" fontSize="small" />
        </Link>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 3.5 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {guides.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} headingLevel="h3" />
        ))}
      </Box>
    </PageSection>
  );
}
