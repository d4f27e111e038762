import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type RefObject } from 'react';
import type { PublicConfig } from '@shared/api/checkout';
import type { PaymentFormHandle } from '../api/payment';
import { SandboxCardForm } from './SandboxCardForm';

/** Stripe's libraries are only downloaded when the configured provider is Stripe. */
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

function PaymentSpinner({ failed = false }: { failed?: boolean }) {
  return (
    <Box
      data-testid="payment-loading"
      sx={{ minHeight: 180, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress size={32} color="secondary" aria-label="Loading payment form" />
      {failed && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 320 }}>
          The payment form could not be loaded. Please refresh the page.
        </Typography>
      )}
    </Box>
  );
}

interface PaymentFormProps {
  config: PublicConfig | undefined;
  configFailed: boolean;
  clientSecret: string | null;
  disabled: boolean;
  formRef: RefObject<PaymentFormHandle | null>;
}

/** The provider's own element once the config and a client secret are there; a spinner before. */
export function PaymentForm({ config, configFailed, clientSecret, disabled, formRef }: PaymentFormProps) {
  if (!config || !clientSecret) return <PaymentSpinner failed={configFailed} />;
  if (config.provider === 'stripe') {
    return (
      <Suspense fallback={<PaymentSpinner />}>
        <StripePaymentForm
          ref={formRef}
          clientSecret={clientSecret}
          publishableKey={config.stripePublishableKey}
          disabled={disabled}
        />
      </Suspense>
    );
  }
  return <SandboxCardForm ref={formRef} clientSecret={clientSecret} disabled={disabled} />;
}
