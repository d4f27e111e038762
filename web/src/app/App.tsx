import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider: @mui/material's adds the CSS-variables machinery (~3 kB gzip) this theme does not use.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast/ToastProvider';
import { theme } from '../theme/theme';
import { AppRoutes } from './routes';

/**
 * Styles (the shop's emotion cache, theme/style-cache.ts), theme, baseline styles and toasts
 * around a router (BrowserRouter here, StaticRouter when pre-rendering).
 */
export function AppShell({ styleCache, children }: { styleCache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

export function App({ styleCache }: { styleCache: EmotionCache }) {
  return (
    <AppShell styleCache={styleCache}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
