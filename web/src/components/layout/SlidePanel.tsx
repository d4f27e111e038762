import Box from '@mui/material/Box';
import { type ReactNode, useEffect, useRef } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { inkA } from '../../theme/palette';

interface SlidePanelProps {
  id: string;
  open: boolean;
  /** Called on Escape and on a click outside the panel. */
  onClose: () => void;
  side: 'left' | 'right';
  /** Height of the bar above the panel (the toggle stays visible and usable). */
  top: number;
  width: string;
  background: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A disclosure panel for the mobile menus: it slides in under the top bar, closes on
 * Escape or a click on the scrim, and locks page scroll while open. Lighter than a
 * modal Drawer, so the initial bundle stays small. Hidden (and unfocusable) when closed.
 * While open, Tab cycles through the panel and its toggle (the button whose
 * aria-controls names the panel); focus moves into the panel and, on closing, back to the toggle.
 * Until the app has hydrated, the panel is a native popover that the toggle opens
 * (MenuToggleButton): the menu works at first paint, and without JavaScript.
 */
export function SlidePanel({ id, open, onClose, side, top, width, background, children }: SlidePanelProps) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const toggle = document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);
    const cycle = () => [...(toggle ? [toggle] : []), ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    // After the slide-in has made the panel visible (focus() on a hidden element does nothing).
    const frame = window.requestAnimationFrame(() => panel.querySelector<HTMLElement>(FOCUSABLE)?.focus());
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = cycle();
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const nextIndex = at === -1 ? 0 : (at + (e.shiftKey ? -1 : 1) + items.length) % items.length;
      e.preventDefault();
      items[nextIndex].focus();
    };
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      window.cancelAnimationFrame(frame);
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
      // Closed (link, Escape, scrim): focus goes back to the toggle unless it already moved on.
      if (panel.contains(document.activeElement) || document.activeElement === document.body) toggle?.focus();
    };
  }, [open, onClose, id]);

  const hiddenTransform = side === 'left' ? 'translateX(-100%)' : 'translateX(100%)';
  const shown = { transform: 'none', visibility: 'visible', boxShadow: `0 24px 60px -20px ${inkA[45]}` } as const;
  // Where the panel sits, under the bar against one edge: stated again for the popover below.
  const place = { top, bottom: 0, [side]: 0, width, borderTop: '1px solid', borderColor: 'divider' };
  return (
    <>
      <Box
        aria-hidden="true"
        onClick={onClose}
        sx={{
          position: 'fixed',
          inset: `${top}px 0 0 0`,
          zIndex: (t) => t.zIndex.drawer - 1,
          bgcolor: inkA[38],
          opacity: open ? 1 : 0,
          visibility: open ? 'visible' : 'hidden',
          transition: open ? 'opacity 200ms ease' : 'opacity 200ms ease, visibility 0s linear 200ms',
          display: { md: 'none' },
        }}
      />
      <Box
        id={id}
        ref={panelRef}
        popover={hydrated ? undefined : 'auto'}
        sx={{
          // A popover's own box (centred, bordered, as small as its content) gives way to the panel's.
          // (The selector outranks the lines below, so the panel's place is stated in it again.)
          '&[popover]': { inset: 'auto', height: 'auto', maxWidth: 'none', maxHeight: 'none', m: 0, p: 0, border: 0, ...place },
          '&:popover-open': shown,
          position: 'fixed',
          ...place,
          zIndex: (t) => t.zIndex.drawer,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          bgcolor: background,
          color: 'text.primary',
          boxShadow: open ? shown.boxShadow : 'none',
          transform: open ? shown.transform : hiddenTransform,
          visibility: open ? shown.visibility : 'hidden',
          transition: open ? 'transform 240ms cubic-bezier(0.2, 0.8, 0.2, 1)' : 'transform 200ms ease-in, visibility 0s linear 200ms',
          display: { md: 'none' },
        }}
      >
        {children}
      </Box>
    </>
  );
}
