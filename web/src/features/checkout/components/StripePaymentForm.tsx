/**
 * The Stripe Payment Element (tabs layout: card, and the wallets the browser offers). This module is only ever loaded with a
 * dynamic import from the checkout when /api/config says the provider is 'stripe', so
 * Stripe's libraries stay out of every other chunk. The publishable key comes from
 * /api/config, never from source.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
// The 'pure' entry loads Stripe.js only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { PaymentFormHandle } from '../api/payment';
import { brand } from '../../../theme/palette';

const stripePromises = new Map<string, Promise<Stripe | null>>();

/**
 * One Stripe.js instance per key for the whole page load. A failed load resolves to
 * null: the form then stays 'still loading' (the checkout's 'Loading' toast) and the
 * next mount of the form (after a retry) tries again.
 */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch((e: unknown) => {
      console.error('Stripe.js failed to load', e);
      stripePromises.delete(publishableKey);
      return null;
    });
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: brand.green,
    colorText: brand.ink,
    colorDanger: brand.danger,
    colorBackground: brand.white,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    borderRadius: '10px',
  },
};

/** PaymentIntent states that mean the money is (or will be) collected. */
const SETTLED = new Set(['succeeded', 'processing', 'requires_capture']);

interface InnerProps {
  ref?: Ref<PaymentFormHandle>;
  disabled: boolean;
  amountCents: number | null;
}

function StripeInner({ ref, disabled, amountCents }: InnerProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const shownAmount = useRef(amountCents);

  // The server updated the same intent's amount: the element fetches it and keeps what was typed.
  useEffect(() => {
    if (!elements || amountCents === shownAmount.current) return;
    shownAmount.current = amountCents;
    elements.fetchUpdates().catch((e: unknown) => console.error('Could not refresh the Payment Element', e));
  }, [elements, amountCents]);

  useImperativeHandle(
    ref,
    () => ({
      isReady: () => Boolean(stripe && elements && elementReady),
      confirm: async ({ email, returnQuery }) => {
        const s = stripe;
        const els = elements;
        if (!s || !els) throw new Error('Payment system is still loading. Please wait a moment.');

        const submitted = await els.submit();
        if (submitted.error) return { kind: 'validation', message: submitted.error.message };

        const result = await s.confirmPayment({
          elements: els,
          confirmParams: {
            return_url: `${window.location.origin}/thank-you?${returnQuery}`,
            receipt_email: email,
          },
          // Cards finish here (then the checkout navigates); redirect-based methods go to return_url.
          redirect: 'if_required',
        });
        if (result.error) return { kind: 'payment', message: result.error.message };
        if (!SETTLED.has(result.paymentIntent.status)) return { kind: 'payment' };
        return { kind: 'succeeded', paymentIntentId: result.paymentIntent.id };
      },
    }),
    [stripe, elements, elementReady],
  );

  return (
    <Box sx={{ position: 'relative', minHeight: 120, opacity: disabled ? 0.6 : 1, pointerEvents: disabled ? 'none' : 'auto' }}>
      {!elementReady && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={28} color="secondary" aria-label="Loading payment form" />
        </Box>
      )}
      <PaymentElement
        // Apple Pay / Google Pay appear where the browser and the account's domains allow them.
        options={{ layout: 'tabs', readOnly: disabled, wallets: { applePay: 'auto', googlePay: 'auto' } }}
        onReady={() => setElementReady(true)}
        onLoadError={(e) => console.error('Payment Element failed to load', e.error)}
      />
    </Box>
  );
}

interface StripePaymentFormProps {
  clientSecret: string;
  amountCents: number | null;
  publishableKey: string | null;
  disabled?: boolean;
  ref?: Ref<PaymentFormHandle>;
}

export function StripePaymentForm({ clientSecret, amountCents, publishableKey, disabled = false, ref }: StripePaymentFormProps) {
  // Elements must always get the same promise for the life of this form.
  const [stripePromise] = useState(() => (publishableKey ? stripeFor(publishableKey) : null));
  if (!publishableKey) {
    console.error('Stripe is the payment provider but no publishable key is configured.');
    return (
      <Typography role="alert" color="error" sx={{ fontSize: '0.9rem' }}>
        The payment form is unavailable right now. Please try again later.
      </Typography>
    );
  }
  return (
    // Elements takes the client secret once: only a new intent (not a new amount) needs a new Elements.
    <Elements key={clientSecret} stripe={stripePromise} options={{ clientSecret, appearance }}>
      <StripeInner ref={ref} disabled={disabled} amountCents={amountCents} />
    </Elements>
  );
}

export default StripePaymentForm;
