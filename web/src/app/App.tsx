import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider: @mui/material's adds the CSS-variables machinery (~3 kB gzip) this theme does not use.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast/ToastProvider';
import { theme } from '../theme/theme';
import { AppRoutes } from './routes';

/** Theme, baseline styles and toasts around a router (BrowserRouter here, StaticRouter when pre-rendering). */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
