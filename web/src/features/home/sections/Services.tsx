import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import EastRounded from '@mui/icons-material/EastRounded';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand, inkA } from '../../../theme/palette';

const SERVICES = [
  {
    title: 'Brand Building',
    to: '/contact/brand-building',
    icon: PaletteOutlined,
    text: 'Brand identity design: a logo, palette and type system with the guidelines that keep every touchpoint consistent.',
    points: ['Logo design and brand guidelines', 'Colour palette and typography system', 'Packaging, social media and website design'],
  },
  {
    title: 'Techpack Generation',
    to: '/contact/tech-pack',
    icon: DesignServicesOutlined,
    text: 'Garment technical specifications a factory can sample from, so your first proto looks like your sketch.',
    points: ['Construction detail drawings', 'Measurement charts and size grading', 'Material specifications'],
  },
  {
    title: 'Garment Production',
    to: '/contact/production',
    icon: FactoryOutlined,
    text: 'Matching with manufacturers that fit your category, quantity, quality level and budget per piece.',
    points: [
      'Sample batches of 10-50 pieces up to mass production',
      'Fabric sourcing support',
      'OEKO-TEX, GOTS, WRAP and other compliance needs',
    ],
  },
] as const;

/** The three service cards, each with Get Started, and the 24-hour reply promise. */
export function Services() {
  return (
    <PageSection aria-labelledby="home-services-title" sx={{ py: { xs: 9, md: 13 } }}>
      <SectionHeader
        id="home-services-title"
        overline="Services"
        title="Need more than a guide? We'll build it with you."
        intro="From a first logo to a first production run: tell us where you are and we'll take it from there."
        sx={{ maxWidth: 680, mb: { xs: 5, md: 7 } }}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {SERVICES.map(({ title, to, icon: Icon, text, points }, i) => (
          <Card
            key={title}
            component="article"
            sx={{
              p: { xs: 3, md: 3.5 },
              display: 'flex',
              flexDirection: 'column',
              transition: 'border-color 200ms ease, box-shadow 200ms ease',
              '&:hover': { borderColor: inkA[25], boxShadow: `0 18px 40px -28px ${inkA[40]}` },
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 4 }}>
              <Box
                sx={{
                  width: 52,
                  height: 52,
                  borderRadius: '14px',
                  bgcolor: brand.ink,
                  color: brand.gold,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Icon aria-hidden="true" />
              </Box>
              <Typography aria-hidden="true" sx={{ typography: 'display', fontSize: '1.1rem', color: 'text.secondary' }}>
                0{i + 1}
              </Typography>
            </Box>
            <Typography component="h3" variant="h4" sx={{ mb: 1.5 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              {text}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 3.5, display: 'grid', gap: 1 }}>
              {points.map((p) => (
                <Box
                  component="li"
                  key={p}
                  sx={{
                    display: 'flex',
                    gap: 1.25,
                    fontSize: '0.9rem',
                    '&::before': {
                      content: '""',
                      mt: '0.55em',
                      width: 6,
                      height: 6,
                      borderRadius: '50%',
                      border: `1.5px solid ${brand.green}`,
                      flexShrink: 0,
                    },
                  }}
                >
                  {p}
                </Box>
              ))}
            </Box>
            <Button
              component={RouterLink}
              to={to}
              variant="outlined"
              endIcon={<EastRounded />}
              aria-label={`Get Started with ${title}`}
              sx={{ mt: 'auto', alignSelf: 'flex-start' }}
            >
              Get Started
            </Button>
          </Card>
        ))}
      </Box>
      <Box
        sx={{
          mt: 4,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 1.5,
          p: 2.5,
          borderRadius: '14px',
          bgcolor: brand.sand,
          color: brand.inkSoft,
        }}
      >
        <ScheduleRounded aria-hidden="true" sx={{ color: brand.green }} />
        <Typography variant="body2" sx={{ color: 'inherit' }}>
          <Box component="strong" sx={{ color: 'text.primary' }}>
            A reply within 24 hours.
          </Box>{' '}
          Every enquiry gets manufacturer recommendations and quotes, or a detailed proposal and timeline.
        </Typography>
      </Box>
    </PageSection>
  );
}
