/** The home page below the hero (HomePage.tsx loads it as its own chunk). */
import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EastRounded from '@mui/icons-material/EastRounded';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { GUIDES, featuredGuides, findGuide } from '@catalogue/catalogue';
import { CtaButtons } from '../../components/CtaButtons';
import { FeatureText, IconBadge } from '../../components/Feature';
import { PageSection } from '../../components/PageSection';
import { SectionHeader } from '../../components/SectionHeader';
import { brand } from '../../theme/theme';
import { GuideCard } from '../../components/guides/GuideCard';

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
    points: ['Sample batches of 10-50 pieces up to mass production', 'Fabric sourcing support', 'OEKO-TEX, GOTS, WRAP and other compliance needs'],
  },
] as const;

const BRAND_LOGOS = [
  { file: 'atelier-lune', name: 'Atelier Lune' },
  { file: 'nordhaven', name: 'Nordhaven' },
  { file: 'sable-and-rye', name: 'Sable & Rye' },
  { file: 'fernwood', name: 'Fernwood' },
] as const;

/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* Start with Education                                                 */
/* ------------------------------------------------------------------ */

function Education() {
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

/* ------------------------------------------------------------------ */
/* Why                                                                  */
/* ------------------------------------------------------------------ */

const WHY_POINTS = [
  {
    icon: VerifiedOutlined,
    title: 'Factory-tested specifications',
    text: 'GSM ranges, constructions and test standards taken from real sampling and bulk production, not textbook theory.',
  },
  {
    icon: AllInclusiveRounded,
    title: 'Lifetime updates',
    text: 'Buy once and every revised edition of your guide is yours at no extra cost.',
  },
  {
    icon: DownloadRounded,
    title: 'Instant PDF download',
    text: 'Your guide is ready the moment payment clears. Read it on any device or print it for the sampling room.',
  },
  {
    icon: MenuBookOutlined,
    title: 'Written for founders',
    text: 'Plain language with the vocabulary mills and factories actually use, so your briefs get quoted, not questioned.',
  },
] as const;

const STATS = [
  { value: '2,400+', label: 'founders learning with Threadwise' },
  { value: '4.9', label: 'average rating from 200+ reviews' },
  { value: '40+', label: 'pages in every guide' },
  { value: String(GUIDES.length), label: 'guides, from fibre basics to synthetics' },
] as const;

function Why() {
  return (
    <PageSection
      aria-labelledby="home-why-title"
      sx={{ py: { xs: 9, md: 13 }, bgcolor: brand.paper, borderBlock: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '0.9fr 1.1fr' }, gap: { xs: 6, md: 10 } }}>
        <SectionHeader
          id="home-why-title"
          overline="Why fabric first"
          title="Why founders learn fabric before anything else"
          intro={
            <>
              Fabric sets a garment&apos;s cost, fit, feel and lifespan. It is also where first collections most
              often go wrong: the jersey that twists, the hoodie that shrinks a size, the quote you could not compare.
            </>
          }
          titleSx={{ mb: 2.5 }}
          introSx={{ mb: 2 }}
        >
          <Typography variant="subtitle1" color="text.secondary">
            Founders who understand fabric brief mills clearly, sample fewer rounds and launch with fewer surprises.
          </Typography>

          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 5,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, 1fr)',
              borderTop: '1px solid',
              borderColor: 'divider',
            }}
          >
            {STATS.map((s, i) => (
              <Box
                key={s.label}
                sx={{
                  py: 3,
                  pr: 2,
                  pl: i % 2 === 1 ? 3 : 0,
                  borderBottom: '1px solid',
                  borderLeft: i % 2 === 1 ? '1px solid' : 'none',
                  borderColor: 'divider',
                  display: 'flex',
                  flexDirection: 'column-reverse',
                }}
              >
                <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: 0.5 }}>
                  {s.label}
                </Box>
                <Box
                  component="dd"
                  sx={(t) => ({
                    m: 0,
                    fontFamily: t.typography.h1.fontFamily,
                    fontWeight: 600,
                    fontSize: { xs: '2.2rem', md: '2.75rem' },
                    lineHeight: 1,
                    letterSpacing: '-0.02em',
                  })}
                >
                  {s.value}
                </Box>
              </Box>
            ))}
          </Box>
        </SectionHeader>

        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, alignContent: 'center' }}>
          {WHY_POINTS.map(({ icon: Icon, title, text }) => (
            <Box
              component="li"
              key={title}
              sx={{
                display: 'flex',
                gap: 2.5,
                p: { xs: 2.5, md: 3 },
                borderRadius: '16px',
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: brand.ivory,
              }}
            >
              <IconBadge size={48} sx={{ flexShrink: 0 }}>
                <Icon aria-hidden="true" />
              </IconBadge>
              <div>
                <FeatureText title={title} text={text} gap={0.5} />
              </div>
            </Box>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------ */
/* Services                                                             */
/* ------------------------------------------------------------------ */

function Services() {
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
              '&:hover': { borderColor: 'rgba(28,25,23,0.25)', boxShadow: '0 18px 40px -28px rgba(28,25,23,0.4)' },
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
              <Typography
                aria-hidden="true"
                sx={(t) => ({ fontFamily: t.typography.h1.fontFamily, fontSize: '1.1rem', color: 'text.secondary' })}
              >
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

/* ------------------------------------------------------------------ */
/* Brand logos                                                          */
/* ------------------------------------------------------------------ */

function Logos() {
  return (
    <PageSection aria-labelledby="home-logos-title" sx={{ pb: { xs: 9, md: 12 } }}>
      <Box sx={{ borderTop: '1px solid', borderColor: 'divider', pt: { xs: 6, md: 8 } }}>
        <Typography
          id="home-logos-title"
          component="h2"
          variant="overline"
          sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', mb: 4 }}
        >
          Trusted by founders at
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            gap: { xs: 3, md: 4 },
            alignItems: 'center',
            justifyItems: 'center',
          }}
        >
          {BRAND_LOGOS.map((logo) => (
            <li key={logo.file}>
              <Box
                component="img"
                src={`/images/brands/${logo.file}.svg`}
                alt={logo.name}
                width={180}
                height={54}
                loading="lazy"
                decoding="async"
                sx={{ display: 'block', width: { xs: 140, md: 180 }, height: 'auto', opacity: 0.85 }}
              />
            </li>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------ */
/* Closing call to action                                               */
/* ------------------------------------------------------------------ */

function ClosingCta() {
  const fabric101 = findGuide('fabric-101');
  return (
    <PageSection aria-labelledby="home-cta-title" sx={{ pb: { xs: 9, md: 12 } }}>
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: '28px',
          bgcolor: brand.green,
          color: brand.paper,
          px: { xs: 3, sm: 6, md: 10 },
          py: { xs: 7, md: 10 },
          textAlign: 'center',
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: 14,
            borderRadius: '20px',
            border: '1.5px dashed rgba(255,253,249,0.3)',
            pointerEvents: 'none',
          },
        }}
      >
        <Typography component="p" variant="overline" sx={{ color: brand.gold, display: 'block', mb: 2 }}>
          Your next collection
        </Typography>
        <Typography id="home-cta-title" variant="h2" sx={{ maxWidth: 720, mx: 'auto', mb: 2.5 }}>
          Build your brand on fabric you understand
        </Typography>
        <Typography
          variant="subtitle1"
          sx={{ maxWidth: 560, mx: 'auto', mb: 4.5, color: 'rgba(255,253,249,0.86)' }}
        >
          Start with Fabric 101{fabric101 ? ` for ${fabric101.price}` : ''}, or tell us about your brand and
          we&apos;ll reply within 24 hours.
        </Typography>
        <CtaButtons sx={{ justifyContent: 'center', position: 'relative' }}>
          <Button
            component={RouterLink}
            to="/guides/fabric-101"
            variant="contained"
            size="large"
            sx={{ bgcolor: brand.paper, color: brand.ink, '&:hover': { bgcolor: brand.ivory } }}
          >
            Get Fabric 101
          </Button>
          <Button
            component={RouterLink}
            to="/contact"
            variant="outlined"
            size="large"
            endIcon={<EastRounded />}
            sx={{
              color: brand.paper,
              borderColor: 'rgba(255,253,249,0.6)',
              '&:hover': { borderColor: brand.paper, bgcolor: 'rgba(255,253,249,0.08)' },
            }}
          >
            Start Your Brand
          </Button>
        </CtaButtons>
      </Box>
    </PageSection>
  );
}


/**
 * Each section is laid out and painted only when it nears the viewport
 * (content-visibility: auto; the browser keeps its last size once shown): the long home
 * page costs the phone far less style and layout work while it starts.
 */
const offscreenSx = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

export function HomeSections() {
  return (
    <>
      {[Education, Why, Services, Logos, ClosingCta].map((Section, i) => (
        <Box key={i} sx={offscreenSx}>
          <Section />
        </Box>
      ))}
    </>
  );
}
