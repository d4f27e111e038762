import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type RefObject } from 'react';
import { useShopConfig } from '../api/config';
import type { PaymentFormHandle } from '../api/payment';
import { PaymentAlert } from './PaymentAlert';
import { SandboxCardForm } from './SandboxCardForm';

/** Stripe's libraries are only downloaded when the configured provider is Stripe. */
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

function PaymentSpinner() {
  return (
    <Box data-testid="payment-loading" sx={{ minHeight: 180, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={32} color="secondary" aria-label="Loading payment form" />
    </Box>
  );
}

interface PaymentFormProps {
  clientSecret: string | null;
  /** What the intent was last priced at: the element shows it (wallet sheets) without remounting. */
  amountCents: number | null;
  /** The intent could not be created: a message and 'Try again' instead of a spinner. */
  intentError: string | null;
  onRetryIntent: () => void;
  disabled: boolean;
  formRef: RefObject<PaymentFormHandle | null>;
}

/**
 * The provider's own element once the config (GET /api/config, read here so that its
 * answer re-renders this form only) and a client secret are there; a spinner before.
 */
export function PaymentForm({ clientSecret, amountCents, intentError, onRetryIntent, disabled, formRef }: PaymentFormProps) {
  const { data: config, error: configError } = useShopConfig();
  if (configError && !config) {
    return (
      <PaymentAlert
        testId="payment-unavailable"
        title="The payment form could not be loaded"
        message="Please check your connection and reload the page."
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (!config || !clientSecret) {
    if (intentError)
      return (
        <PaymentAlert
          testId="payment-unavailable"
          title="The payment form could not be loaded"
          message={intentError}
          onRetry={onRetryIntent}
        />
      );
    return <PaymentSpinner />;
  }
  if (config.provider === 'stripe') {
    return (
      <Suspense fallback={<PaymentSpinner />}>
        <StripePaymentForm
          ref={formRef}
          clientSecret={clientSecret}
          amountCents={amountCents}
          publishableKey={config.stripePublishableKey}
          disabled={disabled}
        />
      </Suspense>
    );
  }
  return <SandboxCardForm ref={formRef} clientSecret={clientSecret} disabled={disabled} />;
}
