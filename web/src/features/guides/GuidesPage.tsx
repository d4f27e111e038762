import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EastRounded from '@mui/icons-material/EastRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, findGuide, GUIDES } from '@catalogue/catalogue';
import { FeatureText } from '../../components/Feature';
import { PageSection } from '../../components/PageSection';
import { SectionHeader } from '../../components/SectionHeader';
import { brand } from '../../theme/theme';
import { usePageMeta } from '../../lib/usePageMeta';
import { GuideCard } from '../../components/guides/GuideCard';
import { GuideCtaBanner } from './components/GuideCtaBanner';

const DESCRIPTION =
  'Five downloadable PDF fabric guides for fashion brand founders: Fabric 101, Cotton 201, Plant-Based 202, Animal-Based 203 and Synthetic 204. 40+ pages each, instant PDF download, lifetime updates.';

interface Reason {
  icon: ReactNode;
  title: string;
  text: string;
}

const REASONS: Reason[] = [
  {
    icon: <MenuBookOutlined />,
    title: 'Written for founders',
    text: 'Plain-language explanations of the decisions you actually make: which fabric, which weight, which test, at what cost.',
  },
  {
    icon: <FactCheckOutlined />,
    title: 'Factory-tested specifications',
    text: 'Spec ranges, test standards and costing methods taken from real sampling rounds, ready to paste into a tech pack.',
  },
  {
    icon: <PictureAsPdfOutlined />,
    title: 'Instant PDF download',
    text: 'Every guide is a 40+ page PDF you can download straight after checkout and read on any device, or print for the mill.',
  },
  {
    icon: <AutorenewRounded />,
    title: 'Lifetime updates',
    text: 'When standards, certifications or sourcing advice change, your guide is updated and you can download the new edition.',
  },
];

/** The overlines of this page sit a little further from their headings. */
const overlineSx = { mb: 1.5 } as const;

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
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        position: 'relative',
        overflow: 'hidden',
        backgroundImage:
          'repeating-linear-gradient(45deg, rgba(255,255,255,0.035) 0 2px, transparent 2px 12px), repeating-linear-gradient(-45deg, rgba(255,255,255,0.035) 0 2px, transparent 2px 12px)',
      }}
    >
      <Typography variant="overline" sx={{ color: brand.gold }}>
        In every guide
      </Typography>
      <Typography component="h2" variant="h4" sx={{ color: '#fff' }}>
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
                bgcolor: 'rgba(242, 193, 78, 0.16)',
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
      <Typography variant="body2" sx={{ mt: 'auto', color: 'rgba(255,255,255,0.72)' }}>
        Trusted by 2,400+ founders.
      </Typography>
    </Box>
  );
}

export function GuidesPage() {
  usePageMeta('Our Guides', DESCRIPTION);
  const starter = findGuide('fabric-101');

  return (
    <>
      {/* Header */}
      <PageSection component="header" sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 5, md: 7 } }}>
        <SectionHeader
          level="h1"
          overline="The Threadwise library"
          title="Our Guides"
          intro="Five downloadable PDF guides that take you from fibre to finished garment. Start with the foundations, then go deep on cotton, plant-based, animal-based or synthetic fabrics."
          overlineStyle="plain"
          sx={{ maxWidth: 760 }}
          overlineSx={overlineSx}
          titleSx={{ mb: 2.5 }}
          introSx={{ fontSize: { xs: '1.05rem', md: '1.2rem' } }}
        />
        <Box aria-hidden sx={{ mt: 4, display: 'flex', gap: 1 }}>
          {GUIDES.map((g) => (
            <Box
              key={g.slug}
              sx={{ width: 36, height: 8, borderRadius: 999, bgcolor: ACCENTS[g.slug].main, border: '1px solid rgba(28,25,23,0.12)' }}
            />
          ))}
        </Box>
      </PageSection>

      {/* Grid */}
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

      {/* Why Our Guides Work */}
      <PageSection
        aria-labelledby="why-heading"
        sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', borderTop: '1px solid', borderBottom: '1px solid', borderColor: 'divider' }}
      >
        <SectionHeader
          id="why-heading"
          overline="Why founders choose them"
          title="Why Our Guides Work"
          intro="Fabric decisions set your cost, your quality and your returns rate. Our guides turn textile knowledge into specifications you can hand to a supplier."
          overlineStyle="plain"
          sx={{ maxWidth: 680, mb: { xs: 5, md: 7 } }}
          overlineSx={overlineSx}
        />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {REASONS.map((r, i) => (
            <Box key={r.title} sx={{ borderTop: '2px solid', borderColor: 'text.primary', pt: 3 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: ACCENTS[GUIDES[i % GUIDES.length].slug].soft,
                    color: 'text.primary',
                  }}
                >
                  {r.icon}
                </Box>
                <Typography
                  aria-hidden
                  sx={(t) => ({ fontFamily: t.typography.h1.fontFamily, fontSize: '1.1rem', color: 'text.secondary' })}
                >
                  0{i + 1}
                </Typography>
              </Box>
              <FeatureText title={r.title} text={r.text} gap={1} />
            </Box>
          ))}
        </Box>
      </PageSection>

      {/* Call to action */}
      {starter && (
        <GuideCtaBanner
          guide={starter}
          aria-labelledby="start-heading"
          sx={{ bgcolor: ACCENTS[starter.slug].main, color: ACCENTS[starter.slug].contrastText, gap: { xs: 4, md: 6 } }}
          coverSx={{ width: 220, boxShadow: '0 30px 60px -25px rgba(28,25,23,0.6)' }}
        >
          <Box sx={{ maxWidth: 620, position: 'relative' }}>
            <Typography variant="overline" component="p" sx={{ mb: 1.5, opacity: 0.85 }}>
              New to fabric? Start here
            </Typography>
            <Typography id="start-heading" variant="h2" sx={{ mb: 2 }}>
              Begin with {starter.title}
            </Typography>
            <Typography variant="subtitle1" sx={{ mb: 4, opacity: 0.9 }}>
              {starter.subtitle} Fibres, yarns, weaves, knits, GSM and lab testing, in {starter.pages} pages.
            </Typography>
            <Button
              component={RouterLink}
              to={`/guides/${starter.slug}`}
              variant="contained"
              color="primary"
              size="large"
              endIcon={<EastRounded />}
            >
              Start with {starter.title}
            </Button>
          </Box>
        </GuideCtaBanner>
      )}
    </>
  );
}

export { GuidesPage as Component };
