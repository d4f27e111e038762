import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Checkout of an unknown slug: nothing to buy. */
export function CheckoutGuideNotFound() {
  return (
    <Box component="section" aria-labelledby="not-found-heading" sx={{ py: { xs: 10, md: 16 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography id="not-found-heading" variant="h1" sx={{ mb: 2 }}>
          Guide not found
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
          We couldn't find a guide at this address, so there is nothing to check out. All five of our fabric guides are on the guides page.
        </Typography>
        <Link component={RouterLink} to="/guides" sx={{ fontSize: '1.05rem' }}>
          ← Back to guides
        </Link>
      </Container>
    </Box>
  );
}
