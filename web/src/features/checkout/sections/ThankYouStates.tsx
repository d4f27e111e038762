import EastRounded from '@mui/icons-material/EastRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { brand, tint } from '../../../theme/palette';
import { THANK_YOU_TEXT } from '../thankYou';

/** The thank-you page's short states, centred in the page. */
function Centered({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      sx={{ py: { xs: 8, md: 12 }, minHeight: { xs: '60vh', md: '62vh' }, display: 'flex', alignItems: 'center' }}
    >
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        {children}
      </Container>
    </Box>
  );
}

export function Verifying() {
  return (
    <Centered>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, py: 6 }}>
        <CircularProgress color="secondary" size={44} aria-hidden />
        <Typography variant="h5" component="p">
          {THANK_YOU_TEXT.loading}
        </Typography>
      </Box>
    </Centered>
  );
}

export function PaymentIssue({ message, supportEmail }: { message: string; supportEmail: string }) {
  return (
    <Centered labelledBy="payment-issue-heading">
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: tint.danger,
          color: brand.danger,
        }}
      >
        <ErrorOutlineRounded sx={{ fontSize: 40 }} />
      </Box>
      <Typography id="payment-issue-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: '2.2rem', md: '3rem' } }}>
        Payment Issue
      </Typography>
      <Typography role="alert" variant="subtitle1" sx={{ mb: 2, fontWeight: 600 }}>
        {message}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        If you were charged or need a hand, contact our support team at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link> and we
        will sort it out within 24 hours.
      </Typography>
      <Button component={RouterLink} to="/guides" variant="contained" size="large" endIcon={<EastRounded />}>
        Browse Guides
      </Button>
    </Centered>
  );
}

export function UnknownGuideThanks({ supportEmail }: { supportEmail: string }) {
  return (
    <Centered labelledBy="thanks-heading">
      <Typography id="thanks-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: '2.2rem', md: '3rem' } }}>
        Thank you for your purchase!
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
        We could not match this order to one of our guides. If you need a hand with your download, write to us at{' '}
        <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
      </Typography>
      <Link component={RouterLink} to="/" sx={{ fontSize: '1.05rem' }}>
        ← Back to home
      </Link>
    </Centered>
  );
}
