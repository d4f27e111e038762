import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { ACCENTS, findGuide, type GuideSlug } from '@catalogue/catalogue';
import { CtaButtons, PrimaryCta, SecondaryCta } from '../../components/CtaButtons';
import { FactValue, HeroFact, HeroFacts, RatingFact } from '../../components/HeroFacts';
import { PageSection } from '../../components/PageSection';
import { Eyebrow } from '../../components/SectionHeader';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/theme';

const HomeSections = lazy(async () => ({ default: (await import('./HomeSections')).HomeSections }));

/** Spec §2 Home: the scrolling topic strip. */
const TOPICS = ['fit & drape', 'GSM & hand-feel', 'durability', 'shrinkage', 'pilling', 'weaves', 'knits', 'finishing', 'costing'];

export function HomePage() {
  usePageMeta(
    'Your complete fashion brand partner',
    'Fabric guides, brand building, tech packs and garment production for fashion brand founders. Master textiles, one thread at a time.',
  );

  return (
    <>
      <Hero />
      <TopicStrip />
      {/* Below the fold: its own chunk. A pre-rendered page shows it at once and hydrates it
          when the chunk arrives; the placeholder keeps the footer down meanwhile. */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}

/* ------------------------------------------------------------------ */
/* Hero                                                                 */
/* ------------------------------------------------------------------ */

function Hero() {
  return (
    <PageSection
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderBottom: '1px solid',
        borderColor: 'divider',
        backgroundImage: `radial-gradient(ellipse 60% 70% at 85% 40%, ${brand.sand} 0%, transparent 70%)`,
      }}
      containerSx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.05fr 0.95fr' },
        alignItems: 'center',
        gap: { xs: 5, md: 6 },
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 11 },
      }}
    >
      <div>
        <Eyebrow>Fabric guides · Brand services</Eyebrow>
        <Typography id="home-hero-title" variant="h1" sx={{ fontSize: 'clamp(2.6rem, 6vw, 4.4rem)', maxWidth: 620 }}>
          Your complete fashion brand partner
        </Typography>
        <Typography
          variant="subtitle1"
          color="text.secondary"
          sx={{ mt: 3, maxWidth: 540, fontSize: { xs: '1.05rem', md: '1.15rem' } }}
        >
          Learn fabric the way mills and factories talk about it, then let us build your brand identity, write
          your tech packs and match you with the right manufacturer.
        </Typography>
        <CtaButtons sx={{ mt: 4.5 }}>
          <PrimaryCta to="/contact">Start Your Brand</PrimaryCta>
          <SecondaryCta to="/guides" startIcon={<DownloadRounded />}>
            Download Fabric Guides
          </SecondaryCta>
        </CtaButtons>
        <HeroFacts>
          <RatingFact value="4.9" label="rating" />
          <HeroFact>
            <FactValue>2,400+</FactValue> founders
          </HeroFact>
          <HeroFact>
            <DownloadRounded aria-hidden="true" sx={{ fontSize: 18 }} />
            Instant PDF download
          </HeroFact>
        </HeroFacts>
      </div>

      <SwatchFan />
    </PageSection>
  );
}

/** A zig-zag (pinked) right edge, like a swatch cut with pinking shears. */
function swatchPath(w: number, h: number, r = 12, tooth = 9, step = 12): string {
  let d = `M${r},0 H${w - tooth}`;
  for (let y = 0; y < h; y += step) d += ` L${w},${y + step / 2} L${w - tooth},${y + step}`;
  d += ` H${r} Q0,${h} 0,${h - r} V${r} Q0,0 ${r},0 Z`;
  return d;
}

const SWATCH_W = 330;
const SWATCH_H = 168;
const SWATCH_D = swatchPath(SWATCH_W, SWATCH_H);
const FAN: { slug: GuideSlug; angle: number; pattern: string }[] = [
  { slug: 'fabric-204-synthetic', angle: 62, pattern: 'rib' },
  { slug: 'fabric-203-animal-based', angle: 46, pattern: 'herringbone' },
  { slug: 'fabric-202-plant-based', angle: 30, pattern: 'plain' },
  { slug: 'fabric-201-cotton', angle: 14, pattern: 'jersey' },
  { slug: 'fabric-101', angle: -2, pattern: 'twill' },
];

/** Decorative hero art: the five guides as a fanned swatch book, with a spec hang tag. */
function SwatchFan() {
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 540, mx: 'auto' }}>
      <Box
        component="svg"
        viewBox="0 0 540 500"
        width={540}
        height={500}
        aria-hidden="true"
        focusable="false"
        sx={{ display: 'block', width: '100%', height: 'auto', overflow: 'visible' }}
      >
        <defs>
          <pattern id="sw-twill" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(-40)">
            <rect width="9" height="3.2" fill="rgba(28,25,23,0.11)" />
          </pattern>
          <pattern id="sw-jersey" width="12" height="10" patternUnits="userSpaceOnUse">
            <path d="M0 1 L6 8 L12 1" fill="none" stroke="rgba(58,46,30,0.22)" strokeWidth="1.6" />
          </pattern>
          <pattern id="sw-plain" width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="4" height="4" fill="rgba(255,255,255,0.13)" />
            <rect x="4" y="4" width="4" height="4" fill="rgba(255,255,255,0.13)" />
          </pattern>
          <pattern id="sw-herringbone" width="16" height="12" patternUnits="userSpaceOnUse">
            <path d="M0 12 L8 0 M8 0 L16 12" fill="none" stroke="rgba(59,20,34,0.16)" strokeWidth="3" />
          </pattern>
          <pattern id="sw-rib" width="7" height="10" patternUnits="userSpaceOnUse">
            <rect width="3" height="10" fill="rgba(0,0,0,0.14)" />
          </pattern>
          <filter id="sw-shadow" x="-20%" y="-20%" width="140%" height="150%">
            <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor="#1c1917" floodOpacity="0.16" />
          </filter>
        </defs>

        {/* measuring tape */}
        <g transform="translate(24 430) rotate(-6)">
          <rect width="500" height="34" rx="4" fill={brand.gold} />
          {Array.from({ length: 50 }, (_, i) => (
            <rect key={i} x={8 + i * 10} y="0" width="1.4" height={i % 5 === 0 ? 14 : 8} fill="rgba(28,25,23,0.55)" />
          ))}
          {Array.from({ length: 10 }, (_, i) => (
            <text key={i} x={8 + i * 50 + 3} y="27" fontSize="9" fontWeight="700" fill="rgba(28,25,23,0.7)" fontFamily="Inter Variable, sans-serif">
              {i * 5}
            </text>
          ))}
        </g>

        {/* swatch book */}
        <g transform="translate(120 78)">
          {FAN.map(({ slug, angle, pattern }) => {
            const accent = ACCENTS[slug];
            const number = findGuide(slug)?.number ?? '';
            return (
              <g key={slug} transform={`rotate(${angle}) translate(-26 -26)`} filter="url(#sw-shadow)">
                <path d={SWATCH_D} fill={accent.main} stroke="rgba(28,25,23,0.14)" />
                <path d={SWATCH_D} fill={`url(#sw-${pattern})`} />
                <circle cx="26" cy="26" r="11" fill={brand.ivory} stroke="rgba(28,25,23,0.18)" />
                <text
                  x={SWATCH_W - 34}
                  y={SWATCH_H - 20}
                  textAnchor="end"
                  fontSize="13"
                  fontWeight="800"
                  letterSpacing="2.4"
                  fill={accent.contrastText}
                  fontFamily="Inter Variable, sans-serif"
                >
                  FABRIC {number}
                </text>
              </g>
            );
          })}
          {/* binder ring */}
          <circle r="15" fill="none" stroke="#8a8178" strokeWidth="6" />
          <circle r="15" fill="none" stroke="#d6cfc4" strokeWidth="2" />
        </g>

        {/* hang tag */}
        <g transform="translate(318 262) rotate(7)" filter="url(#sw-shadow)">
          <path d="M18 0 H170 a10 10 0 0 1 10 10 V132 a10 10 0 0 1 -10 10 H18 L0 120 V22 Z" fill={brand.paper} stroke="rgba(28,25,23,0.18)" />
          <circle cx="22" cy="71" r="5.5" fill={brand.ivory} stroke="rgba(28,25,23,0.3)" />
          <path d="M22 71 c-16 -4 -26 -20 -17 -33 c7 -10 21 -7 22 4 c1 9 -6 16 -14 18" fill="none" stroke={brand.inkSoft} strokeWidth="1.4" strokeLinecap="round" />
          <text x="42" y="30" fontSize="9.5" fontWeight="800" letterSpacing="2" fill={brand.green} fontFamily="Inter Variable, sans-serif">
            SPEC SHEET
          </text>
          <text x="42" y="56" fontSize="17" fontWeight="600" fill={brand.ink} fontFamily="Fraunces Variable, Georgia, serif">
            Single jersey
          </text>
          <text x="42" y="80" fontSize="11" fill={brand.muted} fontFamily="Inter Variable, sans-serif">
            100% combed cotton
          </text>
          <text x="42" y="98" fontSize="11" fill={brand.muted} fontFamily="Inter Variable, sans-serif">
            180 GSM · compacted
          </text>
          <text x="42" y="116" fontSize="11" fill={brand.muted} fontFamily="Inter Variable, sans-serif">
            Shrinkage ≤ 5% · ISO 6330
          </text>
        </g>
      </Box>
    </Box>
  );
}

/* ------------------------------------------------------------------ */
/* Topic strip                                                          */
/* ------------------------------------------------------------------ */

const marquee = keyframes`from { transform: translateX(0) } to { transform: translateX(-50%) }`;

function TopicList({ duplicate = false }: { duplicate?: boolean }) {
  return (
    <Box
      component="ul"
      aria-hidden={duplicate ? true : undefined}
      aria-label={duplicate ? undefined : 'Topics our guides cover'}
      className={duplicate ? 'topic-duplicate' : undefined}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexShrink: 0, alignItems: 'center' }}
    >
      {TOPICS.map((topic) => (
        <Box
          component="li"
          key={topic}
          sx={(t) => ({
            display: 'inline-flex',
            alignItems: 'center',
            whiteSpace: 'nowrap',
            fontFamily: t.typography.h1.fontFamily,
            fontStyle: 'italic',
            fontSize: { xs: '1.2rem', md: '1.45rem' },
            px: { xs: 2.25, md: 3 },
            '&::after': {
              content: '"✳" / ""',
              fontStyle: 'normal',
              fontSize: '0.9rem',
              color: brand.gold,
              ml: { xs: 4.5, md: 6 },
            },
          })}
        >
          {topic}
        </Box>
      ))}
    </Box>
  );
}

function TopicStrip() {
  return (
    <Box
      component="section"
      aria-label="Topics"
      sx={{
        bgcolor: brand.ink,
        color: brand.paper,
        py: { xs: 2.25, md: 2.75 },
        overflow: 'hidden',
        '&:hover .topic-track': { animationPlayState: 'paused' },
      }}
    >
      <Box
        className="topic-track"
        sx={{
          display: 'flex',
          width: 'max-content',
          animation: `${marquee} 42s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': {
            animation: 'none',
            width: '100%',
            justifyContent: 'center',
            '& ul': { flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 },
            '& .topic-duplicate': { display: 'none' },
          },
        }}
      >
        <TopicList />
        <TopicList duplicate />
      </Box>
    </Box>
  );
}


export { HomePage as Component };
