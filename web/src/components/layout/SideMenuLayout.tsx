import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { brand } from '../../theme/theme';
import { AccountIconButton, Logo, SideMenu, SideMenuLinks, SideMenuNote, SlidePanel } from './SideMenu';
import { ScrollToTop, SkipLink } from './SiteLayout';

export const SIDE_MENU_WIDTH = 260;
const DRAWER_ID = 'side-menu-drawer';
/** Mobile toolbar (64) + bottom border (1). */
const MOBILE_BAR_HEIGHT = 65;

/**
 * Frame for /v1 (and /account): a fixed side menu on desktop; on mobile a top bar with
 * a menu toggle, the logo and an account icon, the toggle opening the side menu in a drawer.
 */
export function SideMenuLayout() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const closeAndFocusToggle = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <Box sx={{ minHeight: '100vh' }}>
      <ScrollToTop />
      <SkipLink />

      {/* Desktop: fixed side menu */}
      <Box
        component="aside"
        aria-label="Side menu"
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'fixed',
          inset: '0 auto 0 0',
          width: SIDE_MENU_WIDTH,
          overflowY: 'auto',
          bgcolor: brand.paper,
          borderRight: '1px solid',
          borderColor: 'divider',
          zIndex: (t) => t.zIndex.appBar,
        }}
      >
        <SideMenu idPrefix="side-menu" />
      </Box>

      {/* Mobile: top bar */}
      <AppBar
        position="sticky"
        component="header"
        sx={{
          display: { xs: 'flex', md: 'none' },
          top: 0,
          bgcolor: 'rgba(247, 243, 236, 0.9)',
          backdropFilter: 'saturate(160%) blur(12px)',
          borderBottom: '1px solid',
          borderColor: 'divider',
          color: 'text.primary',
        }}
      >
        <Toolbar sx={{ minHeight: 64, gap: 1.5, px: 2 }}>
          <IconButton
            ref={toggleRef}
            onClick={() => setOpen((v) => !v)}
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            sx={{ width: 44, height: 44, border: '1px solid', borderColor: 'divider', bgcolor: brand.paper }}
          >
            {open ? <CloseRounded /> : <MenuRounded />}
          </IconButton>
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            <Logo />
          </Box>
          <AccountIconButton />
        </Toolbar>
      </AppBar>

      <SlidePanel
        id={DRAWER_ID}
        open={open}
        onClose={closeAndFocusToggle}
        side="left"
        top={MOBILE_BAR_HEIGHT}
        width="min(86vw, 320px)"
        background={brand.paper}
      >
        <SideMenuLinksPanel onNavigate={close} />
      </SlidePanel>

      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ ml: { md: `${SIDE_MENU_WIDTH}px` }, outline: 'none', minWidth: 0 }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}

/** The side menu inside the mobile panel: the logo and account icon stay in the bar above. */
function SideMenuLinksPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', px: 2, pt: 2.5, pb: 3, gap: 4 }}>
      <SideMenuLinks onNavigate={onNavigate} idPrefix="side-menu-drawer" />
      <SideMenuNote onNavigate={onNavigate} />
    </Box>
  );
}
