import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSignedInName } from '../../lib/signedIn';
import { accentA, brand, inkA } from '../../theme/palette';
import { MOBILE_BAR_HEIGHT, MenuToggleButton, useMobileMenu } from './MobileMenu';
import { Logo } from './Logo';
import { SideMenuLinks, isActivePath } from './SideMenu';
import { SlidePanel } from './SlidePanel';

/** Spec §2: the top bar's links. */
export const TOP_NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Guides', to: '/guides' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
] as const;

/** In the mobile menu, About and Contact come from the side-menu list ('About Us', 'Contact'). */
const MOBILE_PRIMARY_LINKS = TOP_NAV_LINKS.filter((l) => l.to === '/' || l.to === '/guides');

const MOBILE_MENU_ID = 'mobile-menu';

/** Sticky top bar: logo, Home / Guides / About / Contact, an Account button; a toggled menu below md. */
/** The signed-in buyer's initial in place of the person icon. */
function Initial({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 22,
        height: 22,
        borderRadius: '50%',
        display: 'inline-grid',
        placeItems: 'center',
        bgcolor: inverted ? brand.white : brand.green,
        color: inverted ? brand.green : brand.white,
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Box>
  );
}

export function TopBar() {
  const { pathname } = useLocation();
  const menu = useMobileMenu();
  // Signed in: Account opens the account page and shows who is signed in.
  const signedIn = useSignedInName();
  const accountPath = signedIn ? '/account' : '/login';
  const accountTitle = signedIn ? `Signed in as ${signedIn}` : undefined;

  return (
    <>
      {/* A plain sticky header (MUI's AppBar and Toolbar would add ~1.5 kB gzip to every first visit). */}
      <Box
        component="header"
        sx={{
          position: 'sticky',
          zIndex: 'appBar',
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          boxSizing: 'border-box',
          flexShrink: 0,
          top: 0,
          bgcolor: accentA.ivory88,
          backdropFilter: 'saturate(160%) blur(12px)',
          borderBottom: '1px solid',
          borderColor: 'divider',
          color: 'text.primary',
        }}
      >
        <Container>
          <Box sx={{ display: 'flex', alignItems: 'center', position: 'relative', minHeight: { xs: 64, md: 76 }, gap: 2 }}>
            <Logo />

            <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, mx: 'auto' }}>
              {TOP_NAV_LINKS.map((link) => {
                const active = isActivePath(link.to, pathname);
                return (
                  <Link
                    key={link.to}
                    component={RouterLink}
                    to={link.to}
                    underline="none"
                    aria-current={active ? 'page' : undefined}
                    sx={{
                      position: 'relative',
                      px: 2,
                      py: 1.25,
                      borderRadius: 999,
                      fontSize: '0.95rem',
                      fontWeight: active ? 700 : 500,
                      color: active ? 'text.primary' : brand.inkSoft,
                      transition: 'color 150ms ease, background-color 150ms ease',
                      '&:hover': { color: 'text.primary', bgcolor: inkA[5] },
                      '&::after': {
                        content: '""',
                        position: 'absolute',
                        left: '50%',
                        bottom: 3,
                        width: 18,
                        height: 2,
                        borderRadius: 2,
                        bgcolor: brand.ink,
                        transform: `translateX(-50%) scaleX(${active ? 1 : 0})`,
                        transition: 'transform 180ms ease',
                      },
                    }}
                  >
                    {link.label}
                  </Link>
                );
              })}
            </Box>

            <Button
              component={RouterLink}
              to={accountPath}
              variant="outlined"
              color="primary"
              startIcon={signedIn ? <Initial name={signedIn} /> : <PersonOutlineRounded />}
              title={accountTitle}
              data-signed-in={signedIn ? 'true' : undefined}
              aria-current={isActivePath(accountPath, pathname) ? 'page' : undefined}
              sx={{ display: { xs: 'none', md: 'inline-flex' }, bgcolor: brand.paper }}
            >
              Account
            </Button>

            <MenuToggleButton menu={menu} controls={MOBILE_MENU_ID} sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }} />
          </Box>
        </Container>
      </Box>

      <SlidePanel
        id={MOBILE_MENU_ID}
        open={menu.open}
        onClose={menu.closeAndFocusToggle}
        side="right"
        top={MOBILE_BAR_HEIGHT}
        width="min(100vw, 420px)"
        background={brand.ivory}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', px: 2.5, pt: 1, pb: 3, gap: 3 }}>
          <Box component="nav" aria-label="Mobile">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {MOBILE_PRIMARY_LINKS.map((link) => {
                const active = isActivePath(link.to, pathname);
                return (
                  <li key={link.to}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      onClick={menu.close}
                      underline="none"
                      aria-current={active ? 'page' : undefined}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        py: 1.25,
                        typography: 'display',
                        fontSize: '1.6rem',
                        fontWeight: active ? 700 : 500,
                        color: 'text.primary',
                        borderBottom: '1px solid',
                        borderColor: 'divider',
                      }}
                    >
                      {link.label}
                      {active && (
                        <Box component="span" aria-hidden="true" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: brand.ink }} />
                      )}
                    </Link>
                  </li>
                );
              })}
            </Box>
          </Box>

          <Box sx={{ mx: -1.5 }}>
            <SideMenuLinks onNavigate={menu.close} idPrefix="mobile-menu" />
          </Box>

          <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }} />

          <Box sx={{ display: 'grid', gap: 1.25, mt: 'auto' }}>
            <Button
              component={RouterLink}
              to={accountPath}
              onClick={menu.close}
              variant="contained"
              color="primary"
              size="large"
              startIcon={signedIn ? <Initial name={signedIn} inverted /> : <PersonOutlineRounded />}
              title={accountTitle}
              data-signed-in={signedIn ? 'true' : undefined}
              aria-current={isActivePath(accountPath, pathname) ? 'page' : undefined}
            >
              Account
            </Button>
            <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', textAlign: 'center' }}>
              Master textiles, one thread at a time.
            </Typography>
          </Box>
        </Box>
      </SlidePanel>
    </>
  );
}
