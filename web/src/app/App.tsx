import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/toast/ToastProvider';
import { swrFetcher } from '../lib/api-client';
import { theme } from '../theme/theme';
import { router } from './routes';

/** Spec §9 data loading: no refetch interval or on focus, never stale, no retries. */
const swrOptions = {
  fetcher: swrFetcher,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrOptions}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
