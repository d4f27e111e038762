import EastRounded from '@mui/icons-material/EastRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCENTS, type Guide } from '@shared/catalogue';
import { PageSection } from '../../../components/PageSection';
import { SectionHeader } from '../../../components/SectionHeader';
import { brand, inkA } from '../../../theme/palette';
import { AccentDot } from '../components/AccentDot';
import { PAGE_PLACEHOLDER, PREVIEW_HEIGHT, PREVIEW_PAGES, PREVIEW_WIDTH, checkoutPath, headerSx } from '../detail';

/** Loaded on the first click: the modal is not part of the page's first download. */
const PreviewLightbox = lazy(() => import('../components/PreviewLightbox'));

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
        bgcolor: brand.white,
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

/** A printed page on a second sheet. */
const paperFrameSx = {
  position: 'relative',
  bgcolor: brand.white,
  borderRadius: '4px',
  overflow: 'hidden',
  outline: `1px solid ${inkA[8]}`,
  boxShadow: `0 1px 2px ${inkA[8]}, 0 12px 28px -12px ${inkA[28]}, 4px 4px 0 -1px ${brand.pageEdge}, 4px 4px 0 0 ${inkA[8]}`,
} as const;

/** The overlay of the last (blurred) page: '36+ More Pages', a link to checkout. */
function UnlockOverlay({ guide }: { guide: Guide }) {
  return (
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
        color: brand.white,
        background: `linear-gradient(180deg, ${inkA[18]} 0%, ${inkA[72]} 45%, ${inkA[86]} 100%)`,
        transition: 'background-color 200ms ease',
        '&:hover .unlock-cta, &:focus-visible .unlock-cta': { textDecoration: 'underline' },
        '&:focus-visible': { outlineOffset: -4 },
      }}
    >
      <AccentDot accent={ACCENTS[guide.slug]} size={48}>
        <LockOutlined />
      </AccentDot>
      <Box
        component="span"
        sx={{ mt: 1, typography: 'display', fontWeight: 600, fontSize: { xs: '1.2rem', sm: '1.5rem' }, lineHeight: 1.15 }}
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
  );
}

/** 'Preview the First 4 Pages': the page images, the last one blurred behind the unlock overlay. */
export function PreviewSection({ guide }: { guide: Guide }) {
  const [open, setOpen] = useState<number | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const readable = PREVIEW_PAGES.slice(0, -1);
  const show = (page: number) => {
    setEverOpened(true);
    setOpen(page);
  };
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
                {last ? (
                  <Box sx={paperFrameSx}>
                    <PreviewImage guide={guide} page={page} blurred />
                    <UnlockOverlay guide={guide} />
                  </Box>
                ) : (
                  <Box
                    component="button"
                    type="button"
                    onClick={() => show(page)}
                    aria-label={`Open page ${page} at full size`}
                    aria-haspopup="dialog"
                    sx={{ ...paperFrameSx, display: 'block', width: '100%', p: 0, border: 0, cursor: 'zoom-in', font: 'inherit' }}
                  >
                    <PreviewImage guide={guide} page={page} />
                  </Box>
                )}
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
      {everOpened && (
        <Suspense fallback={null}>
          <PreviewLightbox guide={guide} pages={readable} page={open} onPage={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </PageSection>
  );
}
