import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../lib/useHydrated';
import { brand } from '../../theme/palette';
import { sxList } from '../../theme/sx';

/** Mobile toolbar (64) + its bottom border (1): where the slide-in menu panels start. */
export const MOBILE_BAR_HEIGHT = 65;

export interface MobileMenu {
  open: boolean;
  toggle: () => void;
  /** Opens the panel (idempotent: the hand-over of a panel opened before hydration). */
  show: () => void;
  /** Closes the panel (after a link in it is followed). */
  close: () => void;
  /** Closes the panel and gives focus back to its toggle (Escape, a click on the scrim). */
  closeAndFocusToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** Open state of a mobile menu panel; it closes whenever the route changes. */
export function useMobileMenu(): MobileMenu {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  // On a route change only: a panel opened before hydration (MenuToggleButton) stays open.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    setOpen(false);
  }, [pathname]);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((v) => !v), []);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const closeAndFocusToggle = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  return { open, toggle, show, close, closeAndFocusToggle, toggleRef };
}

interface MenuToggleButtonProps {
  menu: MobileMenu;
  /** Id of the panel it opens. */
  controls: string;
  sx?: SxProps<Theme>;
}

/**
 * The round 'Open menu' / 'Close menu' button of a mobile bar. Before the app has hydrated
 * (seconds on a slow phone) it opens the panel natively: it is the panel's popover invoker
 * (`popovertarget`), and SlidePanel is a popover until then. A panel opened that way stays
 * open when the app takes over.
 */
export function MenuToggleButton({ menu, controls, sx }: MenuToggleButtonProps) {
  const hydrated = useHydrated();
  const { show } = menu;
  const icon = menu.open ? <CloseRounded /> : <MenuRounded />;
  // The hydration commit: the panel is still a popover; if it is showing, the app's state takes it over.
  useLayoutEffect(() => {
    if (isOpenPopover(document.getElementById(controls))) show();
  }, [controls, show]);
  return (
    <IconButton
      ref={menu.toggleRef}
      onClick={menu.toggle}
      aria-label={menu.open ? 'Close menu' : 'Open menu'}
      // Before hydration the browser tells assistive technology whether the popover is open.
      aria-expanded={hydrated ? menu.open : undefined}
      aria-controls={controls}
      popoverTarget={hydrated ? undefined : controls}
      sx={[
        {
          width: 44,
          height: 44,
          border: '1px solid',
          borderColor: 'divider',
          bgcolor: brand.paper,
          // Before hydration both icons are there; the open popover picks the close icon.
          [`html:has(#${controls}:popover-open) & .menu-icon-open, html:not(:has(#${controls}:popover-open)) & .menu-icon-close`]: {
            display: 'none',
          },
        },
        ...sxList(sx),
      ]}
    >
      {hydrated ? (
        icon
      ) : (
        <>
          <MenuRounded className="menu-icon-open" />
          <CloseRounded className="menu-icon-close" />
        </>
      )}
    </IconButton>
  );
}

function isOpenPopover(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false; // a browser without popovers: it never opened one
  }
}
