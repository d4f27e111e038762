import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { checkoutAccent, findGuide, GUIDES, type Accent, type Guide, type GuideSlug } from '@catalogue/catalogue';
import { formatCents, priceOrder } from '@catalogue/pricing';
import { useToast, type ToastInput } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api-client';
import { OutlinedField } from '../../components/OutlinedField';
import { usePageMeta } from '../../lib/usePageMeta';
import type { PublicConfig } from '@shared/api/checkout';
import { useShopConfig } from './api/config';
import { createPaymentIntent, type PaymentFormHandle } from './api/payment';
import { OrderSummary, OrderTotals } from './components/OrderSummary';
import { SandboxCardForm } from './components/SandboxCardForm';
import { UpsellList } from './components/UpsellList';

/** Stripe's libraries are only downloaded when the configured provider is Stripe. */
const StripePaymentForm = lazy(() => import('./components/StripePaymentForm'));

/** Spec §9: a fresh payment intent is created 500 ms after any payment failure. */
export const PAYMENT_RETRY_DELAY_MS = 500;

/** The thank-you query (spec §2): email, guide, upsells (only when any), then payment_intent. */
export function thankYouQuery(email: string, guideSlug: string, upsellSlugs: readonly string[]): URLSearchParams {
  const query = new URLSearchParams({ email, guide: guideSlug });
  if (upsellSlugs.length > 0) query.set('upsells', upsellSlugs.join(','));
  return query;
}

function errorMessage(e: unknown): string | undefined {
  if (e instanceof ApiError) return e.serverMessage ?? e.message;
  if (e instanceof Error) return e.message || undefined;
  return undefined;
}

/* ------------------------------------------------------------------------------------ */

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
function PaymentForm({ config, configFailed, clientSecret, disabled, formRef }: PaymentFormProps) {
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

/* ------------------------------------------------------------------------------------ */

function Checkout({ guide }: { guide: Guide }) {
  const accent: Accent = checkoutAccent(guide.slug);
  const { toast } = useToast();
  const navigate = useNavigate();
  const { data: config, error: configError } = useShopConfig();

  const [upsells, setUpsells] = useState<GuideSlug[]>([]);
  const [email, setEmail] = useState('');
  const [processing, setProcessing] = useState(false);
  const [retry, setRetry] = useState(0);
  const [intent, setIntent] = useState<{ key: string; clientSecret: string } | null>(null);
  const formRef = useRef<PaymentFormHandle | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const retryTimer = useRef<number | undefined>(undefined);

  // Upsells in catalogue order, whatever order they were ticked in.
  const otherGuides = GUIDES.filter((g) => g.slug !== guide.slug);
  const selectedGuides = otherGuides.filter((g) => upsells.includes(g.slug));
  const upsellSlugs = selectedGuides.map((g) => g.slug);
  const upsellKey = upsellSlugs.join(',');
  const price = priceOrder(guide, selectedGuides.length);
  const totalCents = price.totalCents;

  // Spec §4: a payment intent when the total is above 0, again when the guide, the
  // selection (and so the total) or the retry counter changes. Errors are only logged.
  const intentKey = `${guide.slug}|${upsellKey}|${totalCents}|${retry}`;
  useEffect(() => {
    if (totalCents <= 0) return;
    let current = true;
    createPaymentIntent({
      guideSlug: guide.slug,
      upsellSlugs: upsellKey ? upsellKey.split(',') : [],
      amount: totalCents / 100,
    })
      .then((res) => {
        // A transition: React renders the payment form in slices, not one long task.
        if (current) startTransition(() => setIntent({ key: intentKey, clientSecret: res.clientSecret }));
      })
      .catch((e: unknown) => console.error('Could not create the payment intent', e));
    return () => {
      current = false;
    };
  }, [guide.slug, upsellKey, totalCents, intentKey]);
  // A secret made for another selection or an earlier attempt is never used.
  const clientSecret = intent?.key === intentKey ? intent.clientSecret : null;

  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const toggleUpsell = useCallback((slug: GuideSlug, checked: boolean) => {
    setUpsells((list) => (checked ? [...list.filter((s) => s !== slug), slug] : list.filter((s) => s !== slug)));
  }, []);

  const fail = (input: ToastInput) => {
    setProcessing(false);
    toast({ ...input, variant: 'destructive' });
    // A fresh payment intent and a remounted payment form (keyed by the retry counter).
    window.clearTimeout(retryTimer.current);
    retryTimer.current = window.setTimeout(() => setRetry((n) => n + 1), PAYMENT_RETRY_DELAY_MS);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (processing) return;

    const form = formRef.current;
    if (!clientSecret || !form || !form.isReady()) {
      toast({ title: 'Loading', description: 'Payment system is still loading. Please wait a moment.' });
      return;
    }
    const buyerEmail = email.trim();
    if (!buyerEmail) {
      toast({ title: 'Email required', description: 'Please enter your email address to continue.', variant: 'destructive' });
      emailRef.current?.focus();
      return;
    }
    if (emailRef.current && !emailRef.current.checkValidity()) {
      emailRef.current.reportValidity();
      return;
    }

    setProcessing(true);
    const query = thankYouQuery(buyerEmail, guide.slug, upsellSlugs);
    try {
      const outcome = await form.confirm({ email: buyerEmail, returnQuery: query.toString() });
      if (outcome.kind === 'succeeded') {
        toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' });
        query.set('payment_intent', outcome.paymentIntentId);
        navigate(`/thank-you?${query.toString()}`);
        return;
      }
      if (outcome.kind === 'validation') {
        fail({ title: 'Validation Error', description: outcome.message || 'Please check your payment details.' });
      } else {
        fail({ title: 'Payment Failed', description: outcome.message || 'An error occurred during payment processing.' });
      }
    } catch (err) {
      console.error('Payment failed', err);
      fail({
        title: 'Payment failed',
        description: errorMessage(err) || 'Please try again or contact support if the problem persists.',
      });
    }
  };

  const buttonText = processing ? 'Processing...' : `Complete Purchase - ${formatCents(totalCents)}`;

  return (
    <Box sx={{ pb: { xs: 8, md: 12 } }}>
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
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1.25, display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <LockOutlined aria-hidden sx={{ fontSize: 16 }} />
            Secure card payment · Instant PDF download after checkout
          </Typography>
        </Container>
      </Box>

      <Container sx={{ pt: { xs: 3, md: 5 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Checkout"
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 440px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
            <OrderSummary guide={guide} accent={accent} />
            <UpsellList
              guides={otherGuides}
              selected={upsells}
              onToggle={toggleUpsell}
              accent={accent}
              disabled={processing}
            />
          </Box>

          <Card
            component="section"
            aria-labelledby="payment-heading"
            sx={{
              position: { md: 'sticky' },
              top: { md: 96 },
              p: { xs: 2.5, sm: 3 },
              display: 'grid',
              gap: 3,
              boxShadow: '0 30px 60px -44px rgba(28,25,23,0.5)',
            }}
          >
            <Typography id="payment-heading" variant="h5" component="h2">
              Payment
            </Typography>

            <OrderTotals guide={guide} upsells={selectedGuides} price={price} />

            <OutlinedField
              inputRef={emailRef}
              id="checkout-email"
              type="email"
              label="Email address"
              required
              autoComplete="email"
              value={email}
              onChange={(ev) => setEmail(ev.target.value)}
              disabled={processing}
              helperText="Your receipt and download links are sent to this address."
              inputProps={{ inputMode: 'email', spellCheck: false }}
            />

            <Box>
              <PaymentForm
                key={`${retry}:${clientSecret ?? ''}`}
                config={config}
                configFailed={Boolean(configError)}
                clientSecret={clientSecret}
                disabled={processing}
                formRef={formRef}
              />
            </Box>

            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={processing}
              startIcon={processing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockOutlined aria-hidden />}
              sx={{
                bgcolor: accent.main,
                color: accent.contrastText,
                fontSize: '1.05rem',
                '&:hover': { bgcolor: accent.main, filter: 'brightness(0.92)' },
                '&.Mui-disabled': { bgcolor: accent.main, color: accent.contrastText, opacity: 0.7 },
              }}
            >
              {buttonText}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: -1.5, fontSize: '0.82rem' }}>
              One-time payment in USD. Your PDFs are ready to download straight after payment.
            </Typography>
          </Card>
        </Box>
      </Container>
    </Box>
  );
}

function CheckoutGuideNotFound() {
  return (
    <Box component="section" aria-labelledby="not-found-heading" sx={{ py: { xs: 10, md: 16 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Typography id="not-found-heading" variant="h1" sx={{ mb: 2 }}>
          Guide not found
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 4 }}>
          We couldn't find a guide at this address, so there is nothing to check out. All five of our fabric guides
          are on the guides page.
        </Typography>
        <Link component={RouterLink} to="/guides" sx={{ fontSize: '1.05rem' }}>
          ← Back to guides
        </Link>
      </Container>
    </Box>
  );
}

export function CheckoutPage() {
  const { slug = '' } = useParams();
  const guide = findGuide(slug);
  usePageMeta(
    guide ? `Complete Your Purchase: ${guide.title}` : 'Guide not found',
    guide
      ? `Buy ${guide.title}, add any other Threadwise guide for $9.99 and download the PDFs straight after payment.`
      : 'We could not find that guide. Browse all five Threadwise fabric guides for fashion brand founders.',
  );
  if (!guide) return <CheckoutGuideNotFound />;
  // Keyed by slug: another guide starts a fresh checkout.
  return <Checkout key={guide.slug} guide={guide} />;
}

export { CheckoutPage as Component };
