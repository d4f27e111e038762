import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { brand } from '../../theme/theme';
import { AccountIconButton, Logo, SideMenu } from './SideMenu';
import { ScrollToTop, SkipLink } from './SiteLayout';

export const SIDE_MENU_WIDTH = 260;
const DRAWER_ID = 'side-menu-drawer';

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

  const close = () => setOpen(false);

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
            onClick={() => setOpen((v) => !v)}
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            sx={{ width: 44, height: 44, border: '1px solid', borderColor: 'divider', bgcolor: brand.paper }}
          >
            <MenuRounded />
          </IconButton>
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            <Logo />
          </Box>
          <AccountIconButton />
        </Toolbar>
      </AppBar>

      <Drawer
        anchor="left"
        open={open}
        onClose={close}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { md: 'none' } }}
        slotProps={{
          paper: {
            id: DRAWER_ID,
            'aria-label': 'Side menu',
            sx: { width: 'min(86vw, 320px)', bgcolor: brand.paper, borderRadius: 0 },
          },
        }}
      >
        <SideMenu onNavigate={close} onClose={close} idPrefix="side-menu-drawer" />
      </Drawer>

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
