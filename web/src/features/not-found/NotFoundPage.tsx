import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../lib/usePageMeta';
import { brand } from '../../theme/palette';

/** Spec §2: anything else shows '404 Page Not Found'. */
export function NotFoundPage() {
  usePageMeta('404 Page Not Found', 'Did you forget to add the page to the router?');

  return (
    <Box component="section" aria-labelledby="not-found-title" sx={{ py: { xs: 10, md: 16 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Box
          component="svg"
          viewBox="0 0 220 90"
          width={220}
          height={90}
          aria-hidden="true"
          focusable="false"
          sx={{ display: 'block', mx: 'auto', mb: 5, width: 220, height: 'auto' }}
        >
          {/* a loose thread that runs off the seam */}
          <path d="M10 60 H110" stroke={brand.ink} strokeWidth="2" strokeDasharray="7 6" strokeLinecap="round" />
          <path
            d="M110 60 C 135 60, 140 24, 162 26 S 186 54, 199 19"
            fill="none"
            stroke={brand.gold}
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path d="M150 84 L205 10" stroke={brand.inkSoft} strokeWidth="3.2" strokeLinecap="round" />
          <ellipse cx="201" cy="16" rx="3" ry="1" transform="rotate(-53 201 16)" fill={brand.ivory} />
        </Box>
        <Typography component="p" variant="overline" sx={{ display: 'block', color: brand.green, mb: 1.5 }}>
          Error 404
        </Typography>
        <Typography id="not-found-title" variant="h1" sx={{ fontSize: 'clamp(2.1rem, 5vw, 3.2rem)', mb: 2 }}>
          404 Page Not Found
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 5 }}>
          Did you forget to add the page to the router?
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/" variant="contained" size="large" endIcon={<EastRounded />}>
            Back to Home
          </Button>
          <Button component={RouterLink} to="/guides" variant="outlined" size="large" sx={{ bgcolor: brand.paper }}>
            Browse Guides
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

export { NotFoundPage as Component };
