import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/useHydrated';
import { brand, inkA } from '../../../theme/palette';

interface PaymentCardProps {
  processing: boolean;
  /** 'Complete Purchase - $29.00', or 'Processing...'. */
  buttonText: string;
  /** The totals, the e-mail field and the provider's payment form. */
  children: ReactNode;
  /** Its place in the one-column checkout on small screens (grid `order`). */
  mobileOrder?: number;
  /** The line under the button; the card payment's by default. */
  note?: string;
}

/** The sticky 'Payment' card of the checkout form, ending in its submit button. */
export function PaymentCard({
  processing,
  buttonText,
  children,
  mobileOrder,
  note = 'One-time payment in USD. Your PDFs are ready to download straight after payment.',
}: PaymentCardProps) {
  // The pre-rendered checkout cannot pay without JavaScript (the card needs it): until the
  // app has hydrated, the submit button is disabled, so the form cannot be sent at all.
  const hydrated = useHydrated();
  return (
    <Card
      component="section"
      aria-labelledby="payment-heading"
      sx={{
        position: { md: 'sticky' },
        top: { md: 96 },
        p: { xs: 2.5, sm: 3 },
        display: 'grid',
        gap: 3,
        boxShadow: `0 30px 60px -44px ${inkA[50]}`,
        order: { xs: mobileOrder, md: 'initial' },
      }}
    >
      <Typography id="payment-heading" variant="h5" component="h2">
        Payment
      </Typography>

      {children}

      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={processing || !hydrated}
        startIcon={processing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockOutlined aria-hidden />}
        // The shop's action green for every guide: a red or pink accent reads as an error.
        sx={{
          bgcolor: brand.green,
          color: brand.white,
          fontSize: '1.05rem',
          '&:hover': { bgcolor: brand.greenDark },
          '&.Mui-disabled': { bgcolor: brand.green, color: brand.white, opacity: 0.7 },
        }}
      >
        {buttonText}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: -1.5, fontSize: '0.82rem' }}>
        {note}
      </Typography>
    </Card>
  );
}
