import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EastRounded from '@mui/icons-material/EastRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import WestRounded from '@mui/icons-material/WestRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  ACCENTS,
  DEFAULT_MASTER_POINTS,
  findGuide,
  relatedGuides,
  type Accent,
  type Guide,
} from '@catalogue/catalogue';
import { formatPrice } from '@catalogue/pricing';
import { FeatureText } from '../../components/Feature';
import { PageSection } from '../../components/PageSection';
import { SectionHeader } from '../../components/SectionHeader';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/theme';
import { GuideCover, SlugLabel, guideLabel } from '../../components/guides/GuideCard';
import { GuideCtaBanner } from './components/GuideCtaBanner';
import { GuidePrice } from '../../components/guides/GuidePrice';
import { RatingStars } from '../../components/guides/RatingStars';

/** Preview pages are rendered 600 px wide (1200 px for @2x); the guides are A4 (600 x 849). */
const PREVIEW_WIDTH = 600;
const PREVIEW_HEIGHT = 849;
const PREVIEW_PAGES = [1, 2, 3, 4] as const;
const PAGE_PLACEHOLDER = '/images/page-placeholder.svg';

const checkoutPath = (g: Guide) => `/guides/${g.slug}/checkout`;

/* ------------------------------------------------------------------------------------ */

/** The wrapper of the section headers on this page. */
const headerSx = { maxWidth: 680, mb: { xs: 4, md: 6 } } as const;

/** A round badge in the accent colour; readable on every accent (contrastText is AA). */
function AccentDot({ accent, children, size = 28 }: { accent: Accent; children: ReactNode; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: accent.main,
        color: accent.contrastText,
        border: '1px solid rgba(28,25,23,0.12)',
      }}
    >
      {children}
    </Box>
  );
}

/* ------------------------------------------------------------------------------------ */

const CLAIMS = [
  { icon: <MenuBookOutlined fontSize="small" />, text: '40+ pages' },
  { icon: <PictureAsPdfOutlined fontSize="small" />, text: 'Instant PDF download' },
  { icon: <AutorenewRounded fontSize="small" />, text: 'Lifetime updates' },
];

function PriceBox({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <Card
      component="section"
      aria-label={`Buy ${guide.title}`}
      sx={{ overflow: 'hidden', boxShadow: '0 30px 60px -40px rgba(28,25,23,0.45)' }}
    >
      <Box
        sx={{
          bgcolor: accent.main,
          display: 'flex',
          justifyContent: 'center',
          py: { xs: 4, md: 5 },
          px: 3,
          backgroundImage:
            'radial-gradient(ellipse at 50% 110%, rgba(28,25,23,0.28), transparent 62%), linear-gradient(180deg, rgba(255,255,255,0.18), transparent)',
        }}
      >
        <GuideCover
          guide={guide}
          fetchPriority="high"
          sx={{
            display: 'block',
            width: { xs: 190, sm: 220 },
            height: 'auto',
            borderRadius: '3px 6px 6px 3px',
            boxShadow:
              '0 1px 1px rgba(28,25,23,0.15), 0 14px 24px -10px rgba(28,25,23,0.5), 0 36px 60px -30px rgba(28,25,23,0.55)',
          }}
        />
      </Box>
      <Box sx={{ p: { xs: 3, sm: 3.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <GuidePrice guide={guide} size="lg" />
          <Box
            component="p"
            sx={{
              m: 0,
              mb: 0.75,
              px: 1.25,
              py: 0.5,
              borderRadius: 999,
              bgcolor: '#E4F1E9',
              color: brand.greenDark,
              fontWeight: 700,
              fontSize: '0.88rem',
              whiteSpace: 'nowrap',
            }}
          >
            Save {formatPrice(guide.listCents - guide.saleCents)} Today!
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          One-time payment. The full {guide.pages}-page PDF is yours to keep.
        </Typography>
        <Button
          component={RouterLink}
          to={checkoutPath(guide)}
          variant="contained"
          color="primary"
          size="large"
          fullWidth
          endIcon={<EastRounded />}
          sx={{ mt: 3 }}
        >
          Download Now
        </Button>
        <Box
          sx={{
            mt: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.75,
            color: 'text.secondary',
            fontSize: '0.82rem',
          }}
        >
          <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
          Secure card payment · Instant PDF download
        </Box>
      </Box>
    </Card>
  );
}

function Hero({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <PageSection
      aria-labelledby="guide-title"
      sx={{
        position: 'relative',
        bgcolor: accent.soft,
        borderBottom: '1px solid',
        borderColor: 'divider',
        overflow: 'hidden',
        '&::before': {
          // A faint woven texture in the accent colour behind the hero.
          content: '""',
          position: 'absolute',
          inset: 0,
          opacity: 0.5,
          backgroundImage: `repeating-linear-gradient(0deg, ${accent.main}33 0 2px, transparent 2px 10px), repeating-linear-gradient(90deg, ${accent.main}33 0 2px, transparent 2px 10px)`,
          maskImage: 'linear-gradient(100deg, transparent 35%, #000 100%)',
          WebkitMaskImage: 'linear-gradient(100deg, transparent 35%, #000 100%)',
          pointerEvents: 'none',
        },
      }}
      containerSx={{ position: 'relative', pt: { xs: 3, md: 4 }, pb: { xs: 6, md: 10 } }}
    >
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 3, md: 5 }, fontSize: '0.9rem' }}>
        <Link component={RouterLink} to="/guides" color="text.secondary">
          Guides
        </Link>
        <Typography component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 600 }}>
          {guide.title}
        </Typography>
      </Breadcrumbs>

      <Box
        sx={{
          display: 'grid',
          columnGap: { md: 8 },
          rowGap: { xs: 4, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 400px' },
          gridTemplateAreas: { xs: '"intro" "buy" "about"', md: '"intro buy" "about buy"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'intro', pt: { md: 2 } }}>
          <SlugLabel guide={guide} size="medium" />
          <Typography id="guide-title" variant="h1" sx={{ mt: 2.5, mb: 2, fontSize: { md: '3.3rem' }, textWrap: 'balance' }}>
            {guide.title}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, lineHeight: 1.5, color: 'text.primary', maxWidth: 620 }}
          >
            {guide.subtitle}
          </Typography>
          <RatingStars rating={guide.rating} reviewCount={guide.reviewCount} sx={{ mt: 2.5 }} />
        </Box>

        <Box sx={{ gridArea: 'buy', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 96 } }}>
          <PriceBox guide={guide} />
        </Box>

        <Box sx={{ gridArea: 'about' }}>
          <Typography sx={{ color: 'text.secondary', maxWidth: 640, fontSize: { md: '1.05rem' } }}>{guide.details}</Typography>
          <Box
            component="ul"
            aria-label="Included with this guide"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 1.5 } }}
          >
            {CLAIMS.map((c) => (
              <Box
                component="li"
                key={c.text}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  px: { xs: 1.25, sm: 1.75 },
                  py: 1,
                  borderRadius: 999,
                  bgcolor: 'rgba(255,255,255,0.75)',
                  border: '1px solid',
                  borderColor: 'divider',
                  fontWeight: 600,
                  fontSize: { xs: '0.85rem', sm: '0.92rem' },
                }}
              >
                <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'text.secondary' }}>
                  {c.icon}
                </Box>
                {c.text}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------------------------ */

function LearnSection({ guide }: { guide: Guide }) {
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

function InsideSection({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <PageSection
      aria-labelledby="inside-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', borderTop: '1px solid', borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '4fr 7fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <SectionHeader
            id="inside-heading"
            overline="Table of contents"
            title="What's Inside"
            intro={`${guide.chapters.length} chapters across ${guide.pages} pages, from first principles to sourcing and costing.`}
            overlineStyle="plain"
            sx={headerSx}
          />
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, borderTop: '1px solid', borderColor: 'divider' }}>
          {guide.chapters.map((ch) => (
            <Box
              component="li"
              key={ch.number}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '56px 1fr', sm: '72px 1fr' },
                alignItems: 'baseline',
                gap: 2,
                py: { xs: 2.25, md: 2.75 },
                borderBottom: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box
                component="span"
                sx={(t) => ({
                  fontFamily: t.typography.h1.fontFamily,
                  fontWeight: 600,
                  fontSize: { xs: '1.5rem', md: '1.85rem' },
                  lineHeight: 1,
                  color: 'text.primary',
                  position: 'relative',
                  '&::after': {
                    content: '""',
                    display: 'block',
                    width: 22,
                    height: 4,
                    mt: 1,
                    borderRadius: 2,
                    bgcolor: accent.main,
                    border: '1px solid rgba(28,25,23,0.1)',
                  },
                })}
              >
                <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Chapter{' '}
                </Box>
                {String(ch.number).padStart(2, '0')}
              </Box>
              <Typography component="span" sx={{ fontSize: { xs: '1.02rem', md: '1.12rem' }, fontWeight: 600 }}>
                {ch.title}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------------------------ */

/** The WebP widths the server renders (api/guides/previews.service.ts WEBP_WIDTHS). */
const PREVIEW_WEBP_WIDTHS = [300, 600, 1200];
const PREVIEW_SIZES = '(min-width: 1200px) 264px, (min-width: 900px) 22vw, 44vw';

function PreviewImage({ guide, page, blurred = false }: { guide: Guide; page: number; blurred?: boolean }) {
  const [failed, setFailed] = useState(false);
  const base = `/previews/${guide.number}-page-${page}`;
  const img = (
    <Box
      component="img"
      src={failed ? PAGE_PLACEHOLDER : `${base}.png`}
      srcSet={failed ? undefined : `${base}.png ${PREVIEW_WIDTH}w, ${base}@2x.png ${PREVIEW_WIDTH * 2}w`}
      sizes={PREVIEW_SIZES}
      alt={`${guide.title} preview page ${page}`}
      width={PREVIEW_WIDTH}
      height={PREVIEW_HEIGHT}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${PREVIEW_WIDTH} / ${PREVIEW_HEIGHT}`,
        objectFit: 'cover',
        objectPosition: 'top',
        bgcolor: '#fff',
        ...(blurred && { filter: 'blur(3px)', transform: 'scale(1.04)' }),
      }}
    />
  );
  if (failed) return img;
  // WebP in three widths for every browser that takes it; the PNGs are the fallback.
  return (
    <picture>
      <source type="image/webp" srcSet={PREVIEW_WEBP_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ')} sizes={PREVIEW_SIZES} />
      {img}
    </picture>
  );
}

const paperFrameSx = {
  position: 'relative',
  bgcolor: '#fff',
  borderRadius: '4px',
  overflow: 'hidden',
  outline: '1px solid rgba(28,25,23,0.08)',
  boxShadow:
    '0 1px 2px rgba(28,25,23,0.08), 0 12px 28px -12px rgba(28,25,23,0.28), 4px 4px 0 -1px #fbf8f2, 4px 4px 0 0 rgba(28,25,23,0.08)',
} as const;

function PreviewSection({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <PageSection aria-labelledby="preview-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <SectionHeader
        id="preview-heading"
        overline="Look inside"
        title="Preview the First 4 Pages"
        intro="See the layout, the depth and the tone before you buy. The full guide continues for another 36+ pages."
        overlineStyle="plain"
        sx={headerSx}
      />
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2.5, sm: 3, md: 4 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {PREVIEW_PAGES.map((page) => {
          const last = page === PREVIEW_PAGES.length;
          return (
            <Box component="li" key={page}>
              <Box component="figure" sx={{ m: 0 }}>
                <Box sx={paperFrameSx}>
                  <PreviewImage guide={guide} page={page} blurred={last} />
                  {last && (
                    <Box
                      component={RouterLink}
                      to={checkoutPath(guide)}
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        justifyContent: 'center',
                        gap: 1,
                        px: 2,
                        textAlign: 'center',
                        textDecoration: 'none',
                        color: '#fff',
                        background: 'linear-gradient(180deg, rgba(28,25,23,0.18) 0%, rgba(28,25,23,0.72) 45%, rgba(28,25,23,0.86) 100%)',
                        transition: 'background-color 200ms ease',
                        '&:hover .unlock-cta, &:focus-visible .unlock-cta': { textDecoration: 'underline' },
                        '&:focus-visible': { outlineOffset: -4 },
                      }}
                    >
                      <AccentDot accent={accent} size={48}>
                        <LockOutlined />
                      </AccentDot>
                      <Box
                        component="span"
                        sx={(t) => ({
                          mt: 1,
                          fontFamily: t.typography.h1.fontFamily,
                          fontWeight: 600,
                          fontSize: { xs: '1.2rem', sm: '1.5rem' },
                          lineHeight: 1.15,
                        })}
                      >
                        36+ More Pages
                      </Box>
                      <Box
                        component="span"
                        className="unlock-cta"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, fontSize: { xs: '0.85rem', sm: '0.95rem' } }}
                      >
                        Unlock full guide
                        <EastRounded sx={{ fontSize: 18 }} aria-hidden />
                      </Box>
                    </Box>
                  )}
                </Box>
                <Typography
                  component="figcaption"
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 1.5, textAlign: 'center', fontWeight: 500 }}
                >
                  Page {page}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------------------------ */

function MasterSection({ guide }: { guide: Guide }) {
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
              sx={(t) => ({
                fontFamily: t.typography.h1.fontFamily,
                fontSize: { xs: '2rem', md: '2.5rem' },
                fontWeight: 500,
                lineHeight: 1,
                color: 'text.primary',
                mb: { xs: 1.5, md: 2.5 },
              })}
            >
              {String(i + 1).padStart(2, '0')}
            </Typography>
            <Box sx={{ width: 32, height: 4, borderRadius: 2, bgcolor: accent.main, border: '1px solid rgba(28,25,23,0.1)', mb: 2 }} />
            <FeatureText title={p.title} text={p.description} gap={1} />
          </Card>
        ))}
      </Box>
    </PageSection>
  );
}

function FinalCta({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <GuideCtaBanner
      guide={guide}
      aria-labelledby="cta-heading"
      sx={{
        bgcolor: brand.ink,
        color: '#fff',
        gap: { xs: 4, md: 8 },
        backgroundImage: `radial-gradient(circle at 85% 50%, ${accent.main}40, transparent 45%), repeating-linear-gradient(45deg, rgba(255,255,255,0.03) 0 2px, transparent 2px 12px)`,
      }}
      coverSx={{ width: 210, boxShadow: '0 30px 60px -20px rgba(0,0,0,0.7)' }}
    >
      <Box sx={{ maxWidth: 600 }}>
        <Typography variant="overline" component="p" sx={{ color: brand.gold, mb: 1.5 }}>
          {guideLabel(guide)} · {guide.pages} pages
        </Typography>
        <Typography id="cta-heading" variant="h2" sx={{ color: '#fff', mb: 2 }}>
          Make your next fabric decision with confidence
        </Typography>
        <Typography variant="subtitle1" sx={{ color: 'rgba(255,255,255,0.78)', mb: 4 }}>
          Get {guide.title} today for {guide.price} instead of {formatPrice(guide.listCents)}, download the PDF
          straight after checkout and keep every future update.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={checkoutPath(guide)}
            variant="contained"
            size="large"
            endIcon={<EastRounded />}
            sx={{ bgcolor: '#fff', color: brand.ink, '&:hover': { bgcolor: brand.sand } }}
          >
            Get the guide for {guide.price}
          </Button>
          <Button
            component={RouterLink}
            to="/guides"
            variant="outlined"
            size="large"
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.45)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.06)' } }}
          >
            Browse all guides
          </Button>
        </Box>
      </Box>
    </GuideCtaBanner>
  );
}

function RelatedCard({ guide }: { guide: Guide }) {
  const accent = ACCENTS[guide.slug];
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        transition: 'box-shadow 200ms ease, transform 200ms ease',
        '&:hover': { transform: 'translateY(-3px)', boxShadow: '0 18px 40px -24px rgba(28,25,23,0.35)' },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/guides/${guide.slug}`}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          // The card clips overflow, so draw the focus ring inside it.
          '&:focus-visible': { outlineOffset: '-3px', borderRadius: '16px' },
        }}
      >
        <Box sx={{ bgcolor: accent.soft, display: 'flex', justifyContent: 'center', py: { xs: 2.5, md: 3 }, borderBottom: '1px solid', borderColor: 'divider' }}>
          <GuideCover
            guide={guide}
            decorative
            loading="lazy"
            sx={{
              display: 'block',
              width: { xs: 96, md: 120 },
              height: 'auto',
              borderRadius: '2px 4px 4px 2px',
              boxShadow: '0 10px 20px -10px rgba(28,25,23,0.5)',
            }}
          />
        </Box>
        <Box sx={{ p: { xs: 2, md: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
          <SlugLabel guide={guide} />
          <Typography component="h3" sx={(t) => ({ fontFamily: t.typography.h1.fontFamily, fontWeight: 600, fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.25, textWrap: 'balance' })}>
            {guide.title}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <GuidePrice guide={guide} size="sm" />
            <RatingStars rating={guide.rating} size="small" hideValue sx={{ display: { xs: 'none', md: 'inline-flex' } }} />
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

function RelatedSection({ guide }: { guide: Guide }) {
  const related = relatedGuides(guide.slug);
  return (
    <PageSection aria-labelledby="related-heading" sx={{ pb: { xs: 8, md: 12 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: { xs: 4, md: 5 } }}>
        <SectionHeader overlineStyle="plain" id="related-heading" overline="Keep learning" title="Related Guides" />
        <Link component={RouterLink} to="/guides" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.primary' }}>
          All guides <EastRounded sx={{ fontSize: 18 }} aria-hidden />
        </Link>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {related.map((g) => (
          <Box component="li" key={g.slug}>
            <RelatedCard guide={g} />
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}

/* ------------------------------------------------------------------------------------ */

function GuideNotFound() {
  return (
    <PageSection aria-labelledby="not-found-heading" sx={{ py: { xs: 10, md: 16 } }} maxWidth="sm" containerSx={{ textAlign: 'center' }}>
      <Box
        component="img"
        src={PAGE_PLACEHOLDER}
        alt=""
        width={PREVIEW_WIDTH}
        height={PREVIEW_HEIGHT}
        sx={{
          display: 'block',
          mx: 'auto',
          mb: 5,
          width: 120,
          height: 'auto',
          transform: 'rotate(-4deg)',
          borderRadius: '4px',
          boxShadow: '0 20px 40px -20px rgba(28,25,23,0.4)',
        }}
      />
      <Typography id="not-found-heading" variant="h1" sx={{ mb: 2 }}>
        Guide not found
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
        We couldn't find a guide at this address. It may have been mistyped, or the link may be out of date.
        All five of our fabric guides are on the guides page.
      </Typography>
      <Button component={RouterLink} to="/guides" variant="contained" size="large" startIcon={<WestRounded />}>
        Back to Guides
      </Button>
    </PageSection>
  );
}

function GuideDetail({ guide }: { guide: Guide }) {
  return (
    <>
      <Hero guide={guide} />
      {guide.learningPoints.length > 0 && <LearnSection guide={guide} />}
      {guide.chapters.length > 0 && <InsideSection guide={guide} />}
      <PreviewSection guide={guide} />
      <MasterSection guide={guide} />
      <FinalCta guide={guide} />
      <RelatedSection guide={guide} />
    </>
  );
}

export function GuideDetailPage() {
  const { slug = '' } = useParams();
  const guide = findGuide(slug);
  usePageMeta(
    guide ? guide.title : 'Guide not found',
    guide ? guide.blurb : 'We could not find that guide. Browse all five Threadwise fabric guides for fashion brand founders.',
  );
  if (!guide) return <GuideNotFound />;
  // Keyed by slug so preview fallbacks reset when moving between guides.
  return <GuideDetail key={guide.slug} guide={guide} />;
}

export { GuideDetailPage as Component };
