import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Accent, Guide } from '@shared/catalogue';

/** The band on the checkout accent: back to the guide, 'Complete Your Purchase', the secure-payment note. */
export function CheckoutHeader({ guide, accent }: { guide: Guide; accent: Accent }) {
  return (
    <Box sx={{ bgcolor: accent.soft, borderBottom: '1px solid', borderColor: 'divider' }}>
      <Container sx={{ py: { xs: 3.5, md: 5 } }}>
        <Link
          component={RouterLink}
          to={`/guides/${guide.slug}`}
          color="text.secondary"
          sx={{ display: 'inline-block', fontSize: '0.9rem', mb: { xs: 1.5, md: 2 } }}
        >
          ← Back to {guide.title}
        </Link>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.4rem', md: '2.9rem' } }}>
          Complete Your Purchase
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.25, display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <LockOutlined aria-hidden sx={{ fontSize: 16 }} />
          Secure card payment · Instant PDF download after checkout
        </Typography>
      </Container>
    </Box>
  );
}
