import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PublicRounded from '@mui/icons-material/PublicRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { CtaButtons, PrimaryCta, SecondaryCta } from '../../components/CtaButtons';
import { FeatureText, IconBadge } from '../../components/Feature';
import { PageSection } from '../../components/PageSection';
import { Eyebrow, SectionHeader } from '../../components/SectionHeader';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/theme';

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

/** The wrapper of the section headers on this page. */
const headerSx = { maxWidth: 640, mb: { xs: 5, md: 7 } } as const;

/** Decorative plain weave: warp and weft strips passing over and under each other. */
function WeaveArt() {
  const n = 8;
  const cell = 52;
  const strip = 40;
  const pad = (cell - strip) / 2;
  const size = n * cell;
  const warp = ['#2b2623', '#3a3430'];
  const weft = ['#ead9b4', brand.gold];
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        maxWidth: { xs: 340, md: 440 },
        mx: 'auto',
        filter: 'drop-shadow(0 30px 40px rgba(28,25,23,0.18))',
      }}
    >
      <defs>
        <clipPath id="weave-clip">
          <rect width={size} height={size} rx="28" />
        </clipPath>
        <linearGradient id="weave-warp-shade" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#000" stopOpacity="0.28" />
          <stop offset="0.22" stopColor="#fff" stopOpacity="0.06" />
          <stop offset="0.78" stopColor="#fff" stopOpacity="0.06" />
          <stop offset="1" stopColor="#000" stopOpacity="0.28" />
        </linearGradient>
        <linearGradient id="weave-weft-shade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity="0.16" />
          <stop offset="0.25" stopColor="#fff" stopOpacity="0.1" />
          <stop offset="0.75" stopColor="#fff" stopOpacity="0.1" />
          <stop offset="1" stopColor="#000" stopOpacity="0.16" />
        </linearGradient>
      </defs>
      <g clipPath="url(#weave-clip)">
        <rect width={size} height={size} fill={brand.sand} />
        {/* warp (vertical) underneath everything */}
        {Array.from({ length: n }, (_, i) => (
          <rect key={`warp-${i}`} x={i * cell + pad} y={0} width={strip} height={size} fill={warp[i % 2]} />
        ))}
        {/* weft (horizontal) over the warp, with a soft roll at each crossing */}
        {Array.from({ length: n }, (_, j) =>
          Array.from({ length: n }, (_, i) =>
            (i + j) % 2 === 1 ? (
              <g key={`weft-${i}-${j}`}>
                <rect x={i * cell - 1} y={j * cell + pad} width={cell + 2} height={strip} fill={weft[j % 3 === 0 ? 1 : 0]} />
                <rect x={i * cell - 1} y={j * cell + pad} width={cell + 2} height={strip} fill="url(#weave-weft-shade)" />
              </g>
            ) : null,
          ),
        )}
        {/* warp passing over the weft */}
        {Array.from({ length: n }, (_, j) =>
          Array.from({ length: n }, (_, i) =>
            (i + j) % 2 === 0 ? (
              <g key={`over-${i}-${j}`}>
                <rect x={i * cell + pad} y={j * cell - 1} width={strip} height={cell + 2} fill={warp[i % 2]} />
                <rect x={i * cell + pad} y={j * cell - 1} width={strip} height={cell + 2} fill="url(#weave-warp-shade)" />
              </g>
            ) : null,
          ),
        )}
        <rect
          x="12"
          y="12"
          width={size - 24}
          height={size - 24}
          rx="18"
          fill="none"
          stroke={brand.paper}
          strokeWidth="2"
          strokeDasharray="8 7"
          opacity="0.75"
        />
      </g>
    </Box>
  );
}

export function AboutPage() {
  usePageMeta(
    'About',
    'Threadwise makes textile knowledge accessible to fashion brand founders, product designers and textile entrepreneurs.',
  );

  return (
    <>
      {/* Hero */}
      <PageSection
        aria-labelledby="about-title"
        sx={{ borderBottom: '1px solid', borderColor: 'divider', py: { xs: 7, md: 11 } }}
        containerSx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          gap: { xs: 6, md: 8 },
          alignItems: 'center',
        }}
      >
        <div>
          <Eyebrow>About Threadwise</Eyebrow>
          <Typography id="about-title" variant="h1" sx={{ mb: 3, maxWidth: 640 }}>
            Fabric knowledge for the people building fashion brands
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 560, mb: 4.5 }}>
            We turn what garment technologists, mill agents and factory managers know into clear, practical guides,
            and we stay beside you with hands-on services when your brand is ready to be built and made.
          </Typography>
          <CtaButtons>
            <PrimaryCta to="/guides">Browse Guides</PrimaryCta>
            <SecondaryCta to="/guides/fabric-101">Start with Fabric 101</SecondaryCta>
          </CtaButtons>
        </div>
        <WeaveArt />
      </PageSection>

      {/* Mission */}
      <PageSection
        aria-labelledby="about-mission-title"
        sx={{ py: { xs: 9, md: 13 } }}
        containerSx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, gap: { xs: 3, md: 10 } }}
      >
        <SectionHeader id="about-mission-title" overline="Our mission" title="Make textile knowledge accessible to every founder" />
        <div>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2.5 }}>
            Too many promising labels stall at the same point: a fabric chosen on instinct, a spec sheet nobody
            could read, a production run that did not match the approved sample. The knowledge that prevents those
            mistakes exists, but it usually lives in the heads of people who have spent decades in mills and
            factories.
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
            Our five guides take you from Fabric 101 to the cotton, plant-based, animal-based and synthetic
            families, in plain language and with the vocabulary suppliers actually use. When you need a partner,
            our brand building, tech pack and garment production services pick up where the guides leave off.
          </Typography>
          <Box
            component="blockquote"
            sx={(t) => ({
              m: 0,
              pl: 3,
              borderLeft: `3px solid ${brand.gold}`,
              fontFamily: t.typography.h1.fontFamily,
              fontStyle: 'italic',
              fontSize: { xs: '1.45rem', md: '1.75rem' },
              lineHeight: 1.35,
            })}
          >
            Master textiles, one thread at a time.
          </Box>
        </div>
      </PageSection>

      {/* Audience */}
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

      {/* Trust points */}
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

      {/* Call to action */}
      <PageSection aria-labelledby="about-cta-title" sx={{ pb: { xs: 9, md: 12 } }}>
        <Box
          sx={{
            borderRadius: '28px',
            bgcolor: brand.sand,
            px: { xs: 3, sm: 6, md: 10 },
            py: { xs: 6, md: 9 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            gap: 4,
          }}
        >
          <Box sx={{ maxWidth: 560 }}>
            <Typography id="about-cta-title" variant="h2" sx={{ mb: 1.5 }}>
              Start with the foundation
            </Typography>
            <Typography variant="subtitle1" color="text.secondary">
              Fabric 101 covers fibres, yarns, weaves, knits, GSM and testing: the base every other guide builds on.
            </Typography>
          </Box>
          <CtaButtons sx={{ flexShrink: 0 }}>
            <PrimaryCta to="/guides/fabric-101">Get Fabric 101</PrimaryCta>
            <SecondaryCta to="/guides">All Guides</SecondaryCta>
          </CtaButtons>
        </Box>
      </PageSection>
    </>
  );
}

export { AboutPage as Component };
