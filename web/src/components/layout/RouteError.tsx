import EastRounded from '@mui/icons-material/EastRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/palette';
import { Logo } from './Logo';

/** What went wrong, in words a visitor can use. */
function describe(error: unknown): { title: string; detail: string } {
  // A failed lazy import usually means a new version was deployed while this tab was open.
  if (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message)) {
    return {
      title: 'A new version is available',
      detail: 'This page was updated while you were browsing. Reload to continue.',
    };
  }
  return {
    title: 'Something went wrong',
    detail: 'An unexpected error stopped this page from loading. Please reload, or head back to the home page.',
  };
}

/** Shown by the page error boundary (routes.tsx): a calm page with a way home and a reload. */
export function RouteError({ error }: { error: unknown }) {
  const { title, detail } = describe(error);
  usePageMeta(title, detail);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: brand.ivory }}>
      <Container sx={{ py: 3 }}>
        <Logo />
      </Container>
      <Box component="main" id="main" sx={{ flex: 1, display: 'flex', alignItems: 'center' }}>
        <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
          <Box
            aria-hidden="true"
            sx={{ mx: 'auto', mb: 4, width: 120, height: 72, color: brand.inkSoft }}
            component="svg"
            viewBox="0 0 120 72"
          >
            <path
              d="M6 52c18 0 20-34 40-34s16 40 34 40 14-24 34-24"
              fill="none"
              stroke={brand.gold}
              strokeWidth="3"
              strokeLinecap="round"
              strokeDasharray="1 9"
            />
            <path d="M6 52c18 0 20-34 40-34" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </Box>
          <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 5vw, 3rem)', mb: 2 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {detail}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/" variant="contained" size="large" endIcon={<EastRounded />}>
              Back to Home
            </Button>
            <Button variant="outlined" size="large" startIcon={<RefreshRounded />} onClick={() => window.location.reload()}>
              Reload page
            </Button>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
