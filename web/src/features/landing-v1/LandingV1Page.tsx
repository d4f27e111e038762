import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EastRounded from '@mui/icons-material/EastRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SouthRounded from '@mui/icons-material/SouthRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, GUIDES, findGuide, type Guide } from '@catalogue/catalogue';
import { COPYRIGHT, TAGLINE } from '../../components/layout/Footer';
import { Logo } from '../../components/layout/SideMenu';
import { CtaButtons, SecondaryCta } from '../../components/CtaButtons';
import { FeatureText } from '../../components/Feature';
import { FactValue, HeroFact, HeroFacts, RatingFact } from '../../components/HeroFacts';
import { NewsletterForm } from '../../components/newsletter/NewsletterForm';
import { PageSection } from '../../components/PageSection';
import { Eyebrow, SectionHeader } from '../../components/SectionHeader';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/theme';
import { COVER_HEIGHT, COVER_WIDTH, GuideCover, SlugLabel } from '../guides/components/GuideCard';
import { GuidePrice } from '../guides/components/GuidePrice';
import { TopicTags } from '../guides/components/TopicTags';

const GUIDES_SECTION_ID = 'guides';

const WHY_INVEST = [
  {
    icon: ReplayRounded,
    title: 'Fewer sampling rounds',
    text: 'Brief mills with fibre, construction, GSM and finish, and get samples closer to what you meant the first time.',
  },
  {
    icon: TrendingUpRounded,
    title: 'Healthier margins',
    text: 'Know what drives price per metre, cuttable width and minimums, and negotiate from knowledge instead of hope.',
  },
  {
    icon: CheckRounded,
    title: 'Fewer returns',
    text: 'Set shrinkage, pilling and colourfastness limits before bulk, not after the first customer complaint.',
  },
  {
    icon: HandshakeOutlined,
    title: 'Confident supplier calls',
    text: 'Speak the language of mills and garment technologists from your very first meeting.',
  },
] as const;

const INSIDE = [
  '40+ pages in a print-friendly PDF',
  '8 chapters, from fundamentals to sourcing and costing',
  'Learning points and four outcomes you will master',
  'A free preview of the first 4 pages before you buy',
  'Factory-tested specifications',
  'Lifetime updates and instant download',
] as const;

const BEFORE_AFTER = [
  {
    before: 'Choosing fabric by touch at a swatch table',
    after: 'Choosing fibre, construction and weight for each design',
  },
  {
    before: '"A soft, mid-weight cotton" on your brief',
    after: '"100% combed cotton single jersey, 180 GSM, compacted" on your spec',
  },
  {
    before: 'Discovering shrinkage after the bulk order lands',
    after: 'Shrinkage and pilling limits set and tested before bulk',
  },
  {
    before: 'Accepting the first quote you receive',
    after: 'Comparing quotes line by line and negotiating minimums',
  },
] as const;

const TESTIMONIALS = [
  {
    quote: 'I finally understood why my jersey tees kept twisting after a wash. I rewrote my fabric spec the same week.',
    name: 'Amara',
    brand: 'Womenswear label',
    city: 'London',
  },
  {
    quote: 'Cotton 201 paid for itself in one supplier call. I asked for combed, compact yarn by name and the quotes finally made sense.',
    name: 'Daniel',
    brand: 'Streetwear brand',
    city: 'Los Angeles',
  },
  {
    quote: "The plant-based guide gave me the words to question a 'sustainable' viscose claim before it went on our hang tags.",
    name: 'Noura',
    brand: 'Modest-wear label',
    city: 'Riyadh',
  },
  {
    quote: 'I used to choose wool by feel alone. Now I send mills micron counts and test standards, and get what I asked for.',
    name: 'Hannah',
    brand: 'Knitwear studio',
    city: 'Edinburgh',
  },
  {
    quote: 'The synthetic guide explained recycled polyester claims and pilling tests better than our own supplier could.',
    name: 'Marco',
    brand: 'Activewear start-up',
    city: 'Miami',
  },
] as const;

/* ------------------------------------------------------------------ */

/** The wrapper of the section headers on this page. */
const headerSx = { maxWidth: 660, mb: { xs: 5, md: 6 } } as const;

const sectionY = { py: { xs: 8, md: 12 } } as const;

/** Wider side gutters next to the fixed side menu. */
const gutter = { px: { xs: 2, sm: 3, md: 5 } } as const;

/* ------------------------------------------------------------------ */

export function LandingV1Page() {
  usePageMeta(
    'Fabric guides for fashion founders',
    'Five downloadable PDF fabric guides, 40+ pages each, for fashion brand founders. Master textiles, one thread at a time.',
  );

  const scrollToGuides = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(GUIDES_SECTION_ID);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <Hero onExplore={scrollToGuides} />
      <GuidesSection />
      <WhyInvest />
      <WhatsInside />
      <BeforeAfter />
      <Testimonials />
      <LandingFooter />
    </>
  );
}

/* ------------------------------------------------------------------ */
/* Hero                                                                 */
/* ------------------------------------------------------------------ */

function Hero({ onExplore }: { onExplore: (e: MouseEvent<HTMLAnchorElement>) => void }) {
  const covers = ['fabric-203-animal-based', 'fabric-201-cotton', 'fabric-101'].map((s) => findGuide(s)).filter(
    (g): g is Guide => Boolean(g),
  );
  return (
    <PageSection
      aria-labelledby="v1-title"
      sx={{
        borderBottom: '1px solid',
        borderColor: 'divider',
        overflow: 'hidden',
        backgroundImage: `radial-gradient(ellipse 55% 75% at 88% 50%, ${brand.sand} 0%, transparent 70%)`,
      }}
      containerSx={{
        ...gutter,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: '1.1fr 0.9fr' },
        alignItems: 'center',
        gap: { xs: 6, lg: 4 },
        pt: { xs: 6, md: 10 },
        pb: { xs: 7, md: 11 },
      }}
    >
      <div>
        <Eyebrow>Fabric guides for fashion founders</Eyebrow>
        <Typography id="v1-title" variant="h1" sx={{ maxWidth: 600, textWrap: 'balance' }}>
          Master textiles, one thread at a time.
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 3, maxWidth: 540 }}>
          Five downloadable PDF guides, 40+ pages each, that take you from fibre basics to cotton, plant-based,
          animal-based and synthetic fabrics, so every fabric decision is one you can defend.
        </Typography>
        <CtaButtons sx={{ mt: 4.5 }}>
          <Button
            component="a"
            href={`#${GUIDES_SECTION_ID}`}
            onClick={onExplore}
            variant="contained"
            size="large"
            endIcon={<SouthRounded />}
          >
            Explore Our Guides
          </Button>
          <SecondaryCta to="/guides/fabric-101">Start with Fabric 101</SecondaryCta>
        </CtaButtons>
        <HeroFacts>
          <RatingFact value="4.9" label="from 200+ reviews" />
          <HeroFact inline={false}>
            <FactValue>2,400+</FactValue> founders
          </HeroFact>
          <HeroFact>
            <AllInclusiveRounded aria-hidden="true" sx={{ fontSize: 18 }} />
            Lifetime updates
          </HeroFact>
        </HeroFacts>
      </div>

      <Box
        aria-hidden="true"
        sx={{
          position: 'relative',
          height: { xs: 300, sm: 360, lg: 420 },
          maxWidth: 460,
          width: '100%',
          mx: 'auto',
        }}
      >
        {covers.map((g, i) => {
          const placement = [
            { left: '4%', top: '14%', rotate: -8 },
            { left: '40%', top: '10%', rotate: 7 },
            { left: '21%', top: '0%', rotate: -1 },
          ][i];
          return (
            <GuideCover
              key={g.slug}
              guide={g}
              decorative
              sx={{
                position: 'absolute',
                left: placement.left,
                top: placement.top,
                width: { xs: '52%', lg: '56%' },
                height: 'auto',
                aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`,
                transform: `rotate(${placement.rotate}deg)`,
                borderRadius: '3px 8px 8px 3px',
                boxShadow:
                  '0 2px 2px rgba(28,25,23,0.10), 0 18px 30px -12px rgba(28,25,23,0.45), 0 40px 60px -30px rgba(28,25,23,0.35)',
              }}
            />
          );
        })}
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------ */
/* Guides                                                               */
/* ------------------------------------------------------------------ */

function LandingGuideCard({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  const href = `/guides/${guide.slug}`;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'center',
          pt: 3.5,
          pb: 3,
          bgcolor: accent.soft,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <GuideCover
          guide={guide}
          loading="lazy"
          sx={{
            display: 'block',
            width: 'auto',
            height: { xs: 190, md: 210 },
            aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`,
            borderRadius: '3px 6px 6px 3px',
            boxShadow: '0 10px 18px -8px rgba(28,25,23,0.45), 0 24px 40px -20px rgba(28,25,23,0.35)',
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2.5, sm: 3 }, flexGrow: 1 }}>
        <SlugLabel guide={guide} />
        <Typography component="h3" variant="h4" sx={{ fontSize: '1.35rem' }}>
          {guide.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {guide.blurb}
        </Typography>
        <TopicTags topics={guide.topics} />
        <Box
          sx={{
            mt: 1,
            pt: 2,
            borderTop: '1px solid',
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <GuidePrice guide={guide} size="sm" />
          {/* Spec §2: different labels on mobile and desktop; only one is displayed at a time. */}
          <Button
            component={RouterLink}
            to={href}
            variant="contained"
            size="small"
            aria-label={`Get Guide: ${guide.title}`}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            data-testid="v1-guide-cta-mobile"
          >
            Get Guide
          </Button>
          <Button
            component={RouterLink}
            to={href}
            variant="contained"
            endIcon={<EastRounded />}
            aria-label={`View Guide — ${guide.price}: ${guide.title}`}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            data-testid="v1-guide-cta-desktop"
          >
            View Guide — {guide.price}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

function GuidesSection() {
  return (
    <PageSection
      id={GUIDES_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="v1-guides-title"
      sx={{ ...sectionY, outline: 'none', scrollMarginTop: { xs: 72, md: 0 } }}
      containerSx={gutter}
    >
      <SectionHeader
        id="v1-guides-title"
        overline="The collection"
        title="Five guides, one fabric vocabulary"
        intro="Start with the foundation, then go deep on the fibre families your collection is built from."
        sx={headerSx}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {GUIDES.map((g) => (
          <LandingGuideCard key={g.slug} guide={g} />
        ))}
        <Card
          component="aside"
          aria-label="Not sure where to start?"
          sx={{
            p: { xs: 3, sm: 4 },
            bgcolor: brand.ink,
            color: brand.paper,
            borderColor: brand.ink,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <div>
            <Typography component="p" variant="overline" sx={{ color: brand.gold, display: 'block', mb: 1.5 }}>
              Not sure where to start?
            </Typography>
            <Typography
              component="p"
              sx={(t) => ({ fontFamily: t.typography.h1.fontFamily, fontSize: '1.6rem', lineHeight: 1.25, mb: 2 })}
            >
              Fabric 101 is the foundation every other guide builds on.
            </Typography>
            <Typography variant="body2" sx={{ color: 'rgba(255,253,249,0.8)' }}>
              Fibres, yarns, weaves, knits, GSM and testing, in plain language. Preview the first 4 pages for free.
            </Typography>
          </div>
          <Button
            component={RouterLink}
            to="/guides/fabric-101"
            variant="contained"
            endIcon={<EastRounded />}
            sx={{ alignSelf: 'flex-start', bgcolor: brand.gold, color: brand.ink, '&:hover': { bgcolor: '#f5cf6e' } }}
          >
            Preview Fabric 101
          </Button>
        </Card>
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------ */
/* Why invest                                                           */
/* ------------------------------------------------------------------ */

function WhyInvest() {
  return (
    <PageSection
      aria-labelledby="v1-why-title"
      sx={{ ...sectionY, bgcolor: brand.paper, borderBlock: '1px solid', borderColor: 'divider' }}
      containerSx={gutter}
    >
      <SectionHeader
        id="v1-why-title"
        overline="Why invest"
        title="Why invest in fabric knowledge?"
        intro="Fabric is usually the largest single cost in a garment, and the first thing a customer touches. Getting it right compounds across every collection."
        sx={headerSx}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {WHY_INVEST.map(({ icon: Icon, title, text }, i) => (
          <Box key={title} sx={{ pt: 3, borderTop: `2px solid ${i === 0 ? brand.ink : brand.line}` }}>
            <Icon aria-hidden="true" sx={{ color: brand.green, mb: 2 }} />
            <FeatureText title={title} text={text} gap={1} />
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------ */
/* What's inside                                                        */
/* ------------------------------------------------------------------ */

function WhatsInside() {
  const fabric101 = findGuide('fabric-101');
  return (
    <PageSection
      aria-labelledby="v1-inside-title"
      sx={sectionY}
      containerSx={{ ...gutter, display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: { xs: 5, lg: 8 } }}
    >
      <div>
        <SectionHeader
          id="v1-inside-title"
          overline="What's inside"
          title="What's inside every guide"
          intro="Each guide is a complete, structured course you can read in an evening and keep open on the sampling table for years."
          sx={headerSx}
        />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}>
          {INSIDE.map((item) => (
            <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: brand.green,
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  mt: '1px',
                }}
              >
                <CheckRounded aria-hidden="true" sx={{ fontSize: 16 }} />
              </Box>
              <Typography>{item}</Typography>
            </Box>
          ))}
        </Box>
      </div>

      {fabric101 && (
        <Card sx={{ p: { xs: 3, sm: 4 }, alignSelf: 'start', bgcolor: brand.paper }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
            <Typography component="h3" variant="h4">
              Inside {fabric101.title}
            </Typography>
            <SlugLabel guide={fabric101} />
          </Box>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {fabric101.chapters.map((c) => (
              <Box
                component="li"
                key={c.number}
                sx={{
                  display: 'flex',
                  gap: 2,
                  py: 1.5,
                  borderBottom: '1px dashed',
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 'none' },
                }}
              >
                <Box
                  component="span"
                  sx={(t) => ({
                    fontFamily: t.typography.h1.fontFamily,
                    fontWeight: 600,
                    color: 'text.secondary',
                    minWidth: 28,
                  })}
                >
                  {String(c.number).padStart(2, '0')}
                </Box>
                <span>{c.title}</span>
              </Box>
            ))}
          </Box>
          <Link
            component={RouterLink}
            to={`/guides/${fabric101.slug}`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mt: 3, color: 'text.primary' }}
          >
            Preview the first 4 pages <EastRounded aria-hidden="true" fontSize="small" />
          </Link>
        </Card>
      )}
    </PageSection>
  );
}

/* ------------------------------------------------------------------ */
/* Before / after                                                       */
/* ------------------------------------------------------------------ */

function BeforeAfter() {
  return (
    <PageSection
      aria-labelledby="v1-compare-title"
      sx={{ ...sectionY, bgcolor: brand.sand }}
      containerSx={gutter}
    >
      <SectionHeader
        id="v1-compare-title"
        overline="Before and after"
        title="From guessing fabric to spec-ready decisions"
        sx={headerSx}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box
          sx={{
            p: { xs: 3, sm: 4 },
            borderRadius: '20px',
            border: '1.5px dashed rgba(28,25,23,0.25)',
            bgcolor: 'rgba(255,253,249,0.45)',
          }}
        >
          <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
            Before
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Guessing fabric
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {BEFORE_AFTER.map((row) => (
              <Box component="li" key={row.before} sx={{ display: 'flex', gap: 1.5, color: brand.inkSoft }}>
                <CloseRounded aria-hidden="true" sx={{ color: brand.danger, fontSize: 20, mt: '2px' }} />
                {row.before}
              </Box>
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            p: { xs: 3, sm: 4 },
            borderRadius: '20px',
            bgcolor: brand.ink,
            color: brand.paper,
            boxShadow: '0 30px 60px -35px rgba(28,25,23,0.6)',
          }}
        >
          <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
            After
          </Typography>
          <Typography sx={{ mb: 3, color: brand.gold }}>Spec-ready decisions</Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {BEFORE_AFTER.map((row) => (
              <Box component="li" key={row.after} sx={{ display: 'flex', gap: 1.5 }}>
                <CheckRounded aria-hidden="true" sx={{ color: brand.gold, fontSize: 20, mt: '2px' }} />
                {row.after}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------ */
/* Testimonials                                                         */
/* ------------------------------------------------------------------ */

function Testimonials() {
  return (
    <Box component="section" aria-labelledby="v1-community-title" sx={{ ...sectionY, overflow: 'hidden' }}>
      <Container sx={gutter}>
        <SectionHeader
          id="v1-community-title"
          overline="Community"
          title="From the Threadwise community"
          intro="2,400+ founders have learned with our guides. Here are a few of them."
          sx={headerSx}
        />
      </Container>
      <Container sx={gutter}>
        <Box
          component="ul"
          tabIndex={0}
          aria-label="Founder testimonials"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 2,
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: '82%', sm: '46%', lg: 'calc((100% - 72px) / 3.3)' },
            gap: 3,
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'thin',
            borderRadius: '10px',
            '&:focus-visible': { outline: `3px solid ${brand.gold}`, outlineOffset: 4 },
          }}
        >
          {TESTIMONIALS.map((t) => (
            <Box
              component="li"
              key={t.name}
              sx={{
                scrollSnapAlign: 'start',
                display: 'flex',
                flexDirection: 'column',
                p: { xs: 3, sm: 3.5 },
                borderRadius: '18px',
                border: '1px solid',
                borderColor: 'divider',
                bgcolor: brand.paper,
              }}
            >
              <FormatQuoteRounded aria-hidden="true" sx={{ color: brand.gold, fontSize: 36, mb: 1, ml: -0.5 }} />
              <Box
                component="blockquote"
                sx={(th) => ({
                  m: 0,
                  mb: 3,
                  flexGrow: 1,
                  fontFamily: th.typography.h1.fontFamily,
                  fontSize: '1.15rem',
                  lineHeight: 1.5,
                })}
              >
                {t.quote}
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    bgcolor: brand.sand,
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {t.name[0]}
                </Box>
                <div>
                  <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.3 }}>{t.name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.4 }}>
                    {t.brand}, {t.city}
                  </Typography>
                </div>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

/* ------------------------------------------------------------------ */
/* Footer                                                               */
/* ------------------------------------------------------------------ */

const FOOTER_LINKS = [
  { label: 'All Guides', to: '/guides' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
] as const;

function LandingFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: brand.paper, borderTop: '1px solid', borderColor: 'divider' }}>
      <Container sx={{ ...gutter, pt: { xs: 7, md: 9 }, pb: 4 }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 5, md: 8 },
            alignItems: 'start',
          }}
        >
          <div>
            <Logo />
            <Typography
              sx={(t) => ({ mt: 2.5, fontFamily: t.typography.h1.fontFamily, fontSize: '1.45rem', lineHeight: 1.3, maxWidth: 360 })}
            >
              {TAGLINE}
            </Typography>
            <Box component="nav" aria-label="Footer" sx={{ mt: 3 }}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
                {FOOTER_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link component={RouterLink} to={l.to} sx={{ color: 'text.primary' }}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          </div>
          <div>
            <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
              Fabric insights, in your inbox
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              Be the first to hear about new guide editions, sourcing tips and exclusive content.
            </Typography>
            <NewsletterForm tone="light" />
          </div>
        </Box>
        <Box
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: '1px solid',
            borderColor: 'divider',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            justifyContent: 'space-between',
            gap: 1,
            color: 'text.secondary',
            fontSize: '0.85rem',
          }}
        >
          <span>{COPYRIGHT}</span>
          <span>Offices in the United States, United Kingdom and Saudi Arabia</span>
        </Box>
      </Container>
    </Box>
  );
}

export { LandingV1Page as Component };
