import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { Guide } from '@shared/catalogue';
import { brand, inkA } from '../../../theme/palette';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../detail';

/** A horizontal swipe longer than this (px) turns the page. */
const SWIPE_PX = 50;

interface PreviewLightboxProps {
  guide: Guide;
  /** The pages it can show, in order. */
  pages: readonly number[];
  /** The page shown, or null when closed. */
  page: number | null;
  onPage: (page: number) => void;
  onClose: () => void;
}

const navSx = {
  bgcolor: brand.paper,
  color: brand.ink,
  boxShadow: `0 4px 14px ${inkA[28]}`,
  '&:hover': { bgcolor: brand.white },
  '&.Mui-disabled': { bgcolor: inkA[16], color: inkA[40] },
} as const;

/** Zoomed in, the page is drawn this many times the width of the box, at most at its image's own 1200 px. */
const ZOOM = 2;
const PREVIEW_ZOOM_MAX = 1200;

/**
 * A preview page at readable size: arrow keys or a swipe turn the page, Escape or the close
 * button closes (focus returns to the page that opened it: MUI's modal does that). The zoom
 * button (or a double click) shows the page at twice the size (at most its image's own) in a
 * box that scrolls, for a phone's small print; a swipe then scrolls instead of turning the page.
 */
export default function PreviewLightbox({ guide, pages, page, onPage, onClose }: PreviewLightboxProps) {
  const touchX = useRef<number | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const close = () => {
    setZoomed(false);
    onClose();
  };
  const index = page === null ? -1 : pages.indexOf(page);
  const prev = index > 0 ? pages[index - 1] : null;
  const next = index >= 0 && index < pages.length - 1 ? pages[index + 1] : null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' && prev !== null) onPage(prev);
    else if (e.key === 'ArrowRight' && next !== null) onPage(next);
    else return;
    e.preventDefault();
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    if (zoomed) return;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    if (end - start > SWIPE_PX && prev !== null) onPage(prev);
    if (start - end > SWIPE_PX && next !== null) onPage(next);
  };

  const base = page === null ? '' : `/previews/${guide.number}-page-${page}`;
  return (
    <Dialog
      open={page !== null}
      onClose={close}
      onKeyDown={onKeyDown}
      aria-labelledby="preview-lightbox-title"
      maxWidth={false}
      slotProps={{
        paper: {
          // '&&' outranks the dialog's own paper margin and height; a phone gets the whole screen.
          sx: {
            '&&': {
              m: { xs: 0, sm: 3 },
              p: { xs: 1.5, sm: 2 },
              bgcolor: brand.ivory,
              width: { xs: '100%', sm: 'min(100% - 48px, 860px)' },
              maxWidth: { xs: '100%', sm: 'calc(100% - 48px)' },
              maxHeight: { xs: '100%', sm: 'calc(100% - 48px)' },
              height: { xs: '100%', sm: 'auto' },
              borderRadius: { xs: 0, sm: '16px' },
            },
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="preview-lightbox-title" component="h2" sx={{ fontWeight: 700, fontSize: '1rem', flex: 1, minWidth: 0 }}>
          {guide.title}: page {page} of {pages.length}
        </Typography>
        <IconButton aria-label={zoomed ? 'Zoom out' : 'Zoom in'} aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
          {zoomed ? <ZoomOutRounded /> : <ZoomInRounded />}
        </IconButton>
        <IconButton aria-label="Close preview" onClick={close}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{ position: 'relative', minHeight: 0, flex: zoomed ? { xs: 1, sm: 'none' } : 'none' }}
      >
        <Box
          data-testid="lightbox-viewport"
          onDoubleClick={() => setZoomed((z) => !z)}
          sx={{
            touchAction: zoomed ? 'pan-x pan-y pinch-zoom' : 'pan-y pinch-zoom',
            overflow: zoomed ? 'auto' : 'visible',
            height: zoomed ? { xs: '100%', sm: 'calc(100dvh - 140px)' } : 'auto',
            cursor: zoomed ? 'zoom-out' : 'zoom-in',
            borderRadius: '4px',
          }}
        >
          {page !== null && (
            <picture>
              <source type="image/webp" srcSet={`${base}-1200.webp`} />
              <Box
                component="img"
                src={`${base}@2x.png`}
                alt={`${guide.title} preview page ${page}`}
                width={PREVIEW_WIDTH * 2}
                height={PREVIEW_HEIGHT * 2}
                data-testid="lightbox-image"
                sx={{
                  display: 'block',
                  width: zoomed ? `max(100%, min(${ZOOM * 100}%, ${PREVIEW_ZOOM_MAX}px))` : '100%',
                  maxWidth: 'none',
                  height: 'auto',
                  maxHeight: zoomed ? 'none' : { sm: 'calc(100dvh - 140px)' },
                  objectFit: 'contain',
                  bgcolor: brand.white,
                  borderRadius: '4px',
                }}
              />
            </picture>
          )}
        </Box>
        <IconButton
          aria-label="Previous page"
          disabled={prev === null}
          onClick={() => prev !== null && onPage(prev)}
          sx={{ ...navSx, position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
        >
          <ChevronLeftRounded />
        </IconButton>
        <IconButton
          aria-label="Next page"
          disabled={next === null}
          onClick={() => next !== null && onPage(next)}
          sx={{ ...navSx, position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
        >
          <ChevronRightRounded />
        </IconButton>
      </Box>
    </Dialog>
  );
}
