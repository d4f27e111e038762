import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { FeatureText, IconBadge } from '../../../components/Feature';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand } from '../../../theme/palette';
import { headerSx } from './layout';

const AUDIENCE = [
  {
    icon: StorefrontOutlined,
    title: 'Brand founders',
    text: 'You are launching or growing a label and need to make confident fabric calls, brief suppliers and protect your margins.',
  },
  {
    icon: DesignServicesOutlined,
    title: 'Product designers',
    text: 'You design the garments and want the technical vocabulary to turn a sketch into a spec a factory can sample from.',
  },
  {
    icon: TimelineOutlined,
    title: 'Textile entrepreneurs',
    text: 'You source, trade or develop materials and want a clear, structured grounding across every fibre family.',
  },
] as const;

/** Who it's for: brand founders, product designers and textile entrepreneurs. */
export function Audience() {
  return (
    <PageSection
      aria-labelledby="about-audience-title"
      sx={{ py: { xs: 9, md: 13 }, bgcolor: brand.paper, borderBlock: '1px solid', borderColor: 'divider' }}
    >
      <SectionHeader
        id="about-audience-title"
        overline="Who it's for"
        title="Built for the people behind the label"
        intro="Whether you are sketching a first capsule or scaling a collection, the guides meet you where you are."
        sx={headerSx}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {AUDIENCE.map(({ icon: Icon, title, text }) => (
          <Card key={title} component="article" sx={{ p: { xs: 3, md: 4 }, bgcolor: brand.ivory }}>
            <IconBadge size={52} sx={{ mb: 3 }}>
              <Icon aria-hidden="true" />
            </IconBadge>
            <FeatureText title={title} text={text} variant="h4" gap={1.5} />
          </Card>
        ))}
      </Box>
    </PageSection>
  );
}
