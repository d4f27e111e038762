import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet } from 'react-router-dom';
import { accentA, brand } from '../../theme/palette';
import { MOBILE_BAR_HEIGHT, MenuToggleButton, useMobileMenu } from './MobileMenu';
import { Logo } from './Logo';
import { AccountIconButton, SideMenu, SideMenuLinks, SideMenuNote } from './SideMenu';
import { SlidePanel } from './SlidePanel';
import { ScrollToTop, SkipLink, useHydratedMarker } from './SiteLayout';

export const SIDE_MENU_WIDTH = 260;
const DRAWER_ID = 'side-menu-drawer';

/**
 * Frame for /v1 (and /account): a fixed side menu on desktop; on mobile a top bar with
 * a menu toggle, the logo and an account icon, the toggle opening the side menu in a drawer.
 */
export function SideMenuLayout() {
  const menu = useMobileMenu();
  useHydratedMarker();

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
          bgcolor: accentA.ivory90,
          backdropFilter: 'saturate(160%) blur(12px)',
          borderBottom: '1px solid',
          borderColor: 'divider',
          color: 'text.primary',
        }}
      >
        <Toolbar sx={{ minHeight: 64, gap: 1.5, px: 2 }}>
          <MenuToggleButton menu={menu} controls={DRAWER_ID} />
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            <Logo />
          </Box>
          <AccountIconButton />
        </Toolbar>
      </AppBar>

      <SlidePanel
        id={DRAWER_ID}
        open={menu.open}
        onClose={menu.closeAndFocusToggle}
        side="left"
        top={MOBILE_BAR_HEIGHT}
        width="min(86vw, 320px)"
        background={brand.paper}
      >
        <SideMenuLinksPanel onNavigate={menu.close} />
      </SlidePanel>

      <Box component="main" id="main" tabIndex={-1} sx={{ ml: { md: `${SIDE_MENU_WIDTH}px` }, outline: 'none', minWidth: 0 }}>
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
