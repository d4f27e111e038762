import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { brand } from '../../theme/palette';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** Scrolls to the top whenever the path changes (not on hash or query changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/** A link that appears on keyboard focus and jumps past the navigation. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: '10px',
        bgcolor: brand.ink,
        color: brand.paper,
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-160%)',
        transition: 'transform 150ms ease',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}

/**
 * Marks the document once the page has hydrated (`<html data-hydrated="true">`): a
 * pre-rendered page looks ready before its JavaScript runs; tests wait for this.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** The public site frame: sticky top bar, the page, and the footer. */
export function SiteLayout() {
  useHydratedMarker();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <SkipLink />
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
