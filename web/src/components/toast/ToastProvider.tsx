import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ToastApi, ToastContext, type ToastInput } from './toast-context';
import { brand, inkA } from '../../theme/palette';

/** Spec §9: one toast at a time, 5000 ms, swipe right past 50 px dismisses, F8 focuses the region. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

interface ActiveToast extends Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
  placement?: 'top';
}

const slideIn = keyframes`from { transform: translateX(calc(100% + 24px)); opacity: 0 } to { transform: none; opacity: 1 }`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [dragX, setDragX] = useState(0);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLOListElement>(null);
  const dragStart = useRef<number | null>(null);

  const dismiss = useCallback(() => {
    setCurrent(null);
    setDragX(0);
  }, []);

  const toast = useCallback((input: ToastInput) => {
    // At most one toast: a new one replaces whatever is shown.
    setDragX(0);
    setPaused(false);
    setCurrent({
      id: nextId.current++,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DURATION_MS,
      placement: input.placement,
    });
  }, []);

  useEffect(() => {
    if (!current || paused) return;
    const timer = window.setTimeout(dismiss, current.duration);
    return () => window.clearTimeout(timer);
  }, [current, paused, dismiss]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        regionRef.current?.focus();
      } else if (e.key === 'Escape' && current && regionRef.current?.contains(document.activeElement)) {
        dismiss();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, dismiss]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    dragStart.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
    setPaused(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (dragStart.current === null) return;
    setDragX(Math.max(0, e.clientX - dragStart.current));
  };
  const onPointerEnd = (e: PointerEvent<HTMLLIElement>) => {
    if (dragStart.current === null) return;
    const dx = e.clientX - dragStart.current;
    dragStart.current = null;
    setPaused(false);
    if (dx > SWIPE_THRESHOLD_PX) dismiss();
    else setDragX(0);
  };

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const destructive = current?.variant === 'destructive';

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The region is the landmark (F8 focuses it); the list inside holds the toast. */}
      <Box
        ref={regionRef}
        tabIndex={-1}
        role="region"
        aria-label="Notifications (F8)"
        sx={{
          position: 'fixed',
          zIndex: (t) => t.zIndex.snackbar,
          top: { xs: 12, sm: current?.placement === 'top' ? 88 : 'auto' },
          bottom: { xs: 'auto', sm: current?.placement === 'top' ? 'auto' : 20 },
          right: { xs: 12, sm: 20 },
          left: { xs: 12, sm: 'auto' },
          width: { sm: 400 },
          outline: 'none',
          pointerEvents: current ? 'auto' : 'none',
        }}
      >
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {current && (
            <Box
              component="li"
              key={current.id}
              role={destructive ? 'alert' : 'status'}
              aria-live={destructive ? 'assertive' : 'polite'}
              aria-atomic="true"
              data-testid="toast"
              data-variant={current.variant}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              onMouseEnter={() => setPaused(true)}
              onMouseLeave={() => dragStart.current === null && setPaused(false)}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.5,
                p: 2,
                pr: 1,
                borderRadius: 3,
                border: '1px solid',
                borderColor: destructive ? brand.danger : brand.line,
                bgcolor: destructive ? brand.danger : brand.white,
                color: destructive ? brand.white : brand.ink,
                boxShadow: `0 12px 32px ${inkA[18]}`,
                touchAction: 'pan-y',
                userSelect: 'none',
                cursor: 'grab',
                transform: `translateX(${dragX}px)`,
                opacity: dragX > 0 ? Math.max(0.35, 1 - dragX / 250) : 1,
                transition: dragStart.current === null ? 'transform 150ms ease, opacity 150ms ease' : 'none',
                animation: `${slideIn} 200ms ease-out`,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, fontSize: '0.95rem' }}>{current.title}</Typography>
                {current.description && (
                  <Typography sx={{ fontSize: '0.875rem', opacity: 0.92, mt: 0.25 }}>{current.description}</Typography>
                )}
              </Box>
              <IconButton size="small" aria-label="Close notification" onClick={dismiss} sx={{ color: 'inherit', opacity: 0.8, mt: -0.5 }}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          )}
        </Box>
      </Box>
    </ToastContext.Provider>
  );
}
