import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { checkoutAccent, downloadUrlOf, findGuide, GUIDES, type Accent, type Guide, type GuideSlug } from '@shared/catalogue';
import { formatCents, priceOrder } from '@shared/pricing';
import { OutlinedField } from '../../components/OutlinedField';
import { useToast, type ToastInput } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api-client';
import { useOwnedGuides } from '../../lib/ownedGuides';
import { usePageMeta } from '../../lib/usePageMeta';
import { useDiscountCode, useDropRefusedCode } from './api/discountCode';
import { startCheckoutRequests } from './api/earlyRequests';
import { completeFreeOrder } from './api/freeOrder';
import type { PaymentFormHandle } from './api/payment';
import { usePaymentIntent } from './api/usePaymentIntent';
import { CheckoutConsent, useCheckoutConsent } from './components/CheckoutConsent';
import { DiscountCodeField } from './components/DiscountCodeField';
import { OrderSummary, OrderTotals } from './components/OrderSummary';
import { PaymentAlert } from './components/PaymentAlert';
import { PaymentForm } from './components/PaymentForm';
import { FreeOrderNote } from './components/FreeOrderNote';
import { UpsellList } from './components/UpsellList';
import { CheckoutGuideNotFound } from './sections/CheckoutGuideNotFound';
import { CheckoutHeader } from './sections/CheckoutHeader';
import { OwnedGuideCard } from './sections/OwnedGuideCard';
import { PaymentCard } from './sections/PaymentCard';

// The boot script of the pre-rendered page evaluates this chunk while React hydrates: the card's requests start then (api/earlyRequests.ts).
startCheckoutRequests();

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

function Checkout({ guide }: { guide: Guide }) {
  const accent: Accent = checkoutAccent(guide.slug);
  const { toast } = useToast();
  const navigate = useNavigate();

  const [upsells, setUpsells] = useState<GuideSlug[]>([]);
  const [email, setEmail] = useState('');
  const [processing, setProcessing] = useState(false);
  const [retry, setRetry] = useState(0);
  /** The last payment failure, shown under the form until the next attempt. */
  const [paymentError, setPaymentError] = useState<{ title: string; message: string } | null>(null);
  const owned = useOwnedGuides();
  const consent = useCheckoutConsent(guide.slug);
  const formRef = useRef<PaymentFormHandle | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const retryTimer = useRef<number | undefined>(undefined);

  // Upsells in catalogue order, whatever order they were ticked in.
  // Guides this buyer owns are not offered again (the server refuses them too).
  const otherGuides = useMemo(() => GUIDES.filter((g) => g.slug !== guide.slug && !owned.includes(g.slug)), [guide.slug, owned]);
  const selectedGuides = otherGuides.filter((g) => upsells.includes(g.slug));
  const upsellSlugs = selectedGuides.map((g) => g.slug);
  const price = priceOrder(guide, selectedGuides.length);
  const discount = useDiscountCode(guide, selectedGuides);
  const totalCents = price.totalCents - discount.discountCents;

  const ownsGuide = owned.includes(guide.slug);
  /** A discount code covers the whole order: no card, the server completes it (POST /api/checkout/free-order). */
  const free = !ownsGuide && discount.intentCode !== undefined && totalCents === 0;
  const intent = usePaymentIntent({
    guideSlug: guide.slug,
    upsellSlugs,
    totalCents: ownsGuide ? 0 : totalCents,
    code: discount.intentCode,
    attempt: retry,
  });
  useDropRefusedCode(discount, intent);
  const clientSecret = intent.clientSecret;

  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const toggleUpsell = useCallback((slug: GuideSlug, checked: boolean) => {
    setUpsells((list) => (checked ? [...list.filter((s) => s !== slug), slug] : list.filter((s) => s !== slug)));
  }, []);

  const fail = (input: ToastInput & { description: string }) => {
    setProcessing(false);
    toast({ ...input, variant: 'destructive' });
    setPaymentError({ title: input.title, message: input.description });
    // A fresh payment intent and a remounted payment form (keyed by the retry counter).
    window.clearTimeout(retryTimer.current);
    retryTimer.current = window.setTimeout(() => setRetry((n) => n + 1), PAYMENT_RETRY_DELAY_MS);
  };

  /** Confirms the payment with the provider's form; the intent matches the selection. */
  const pay = async (form: PaymentFormHandle, buyerEmail: string) => {
    setProcessing(true);
    setPaymentError(null);
    const query = thankYouQuery(buyerEmail, guide.slug, upsellSlugs);
    try {
      // Recorded on the order before the payment; refused: nothing is charged, the box says why.
      if (!(await consent.record(buyerEmail))) return setProcessing(false);
      const outcome = await form.confirm({ email: buyerEmail, returnQuery: query.toString() });
      if (outcome.kind === 'succeeded') {
        // At the top: the thank-you page's Download buttons stay clear.
        toast({ title: 'Payment Successful', description: 'Thank you for your purchase!', placement: 'top' });
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
      if (err instanceof ApiError && err.code?.startsWith('discount_code_')) {
        // The code cannot be used with this e-mail (its per-e-mail limit): nothing was charged.
        discount.refuse(errorMessage(err) ?? 'This discount code cannot be used.');
        setProcessing(false);
        return;
      }
      console.error('Payment failed', err);
      fail({
        title: 'Payment failed',
        description: errorMessage(err) || 'Please try again or contact support if the problem persists.',
      });
    }
  };

  /** A free order: no card; the consent travels with the order and the server completes it. */
  const getFree = async (buyerEmail: string, code: string) => {
    setProcessing(true);
    setPaymentError(null);
    const query = thankYouQuery(buyerEmail, guide.slug, upsellSlugs);
    try {
      const done = await consent.withTerms((termsVersion) =>
        completeFreeOrder({ guideSlug: guide.slug, upsellSlugs, code, email: buyerEmail, termsVersion }),
      );
      if (!done) return setProcessing(false);
      toast({ title: 'Order complete', description: 'Your guides are ready to download.', placement: 'top' });
      query.set('payment_intent', done.paymentIntentId);
      navigate(`/thank-you?${query.toString()}`);
    } catch (err) {
      setProcessing(false);
      const message = errorMessage(err) || 'Please try again or contact support if the problem persists.';
      if (err instanceof ApiError && err.code?.startsWith('discount_code_')) return discount.refuse(message);
      toast({ title: 'Your order could not be completed', description: message, variant: 'destructive' });
      setPaymentError({ title: 'Your order could not be completed', message });
    }
  };

  /**
   * A submit that arrives while a change of upsells is still being priced waits for the
   * server's answer ('Processing...') and then pays the new total, rather than asking
   * the buyer to click again. Null when nothing waits.
   */
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  useEffect(() => {
    if (waitingFor === null) return;
    if (intent.error) {
      // The new total could not be priced: the alert under the form explains it and offers a retry.
      setWaitingFor(null);
      setProcessing(false);
      return;
    }
    const form = formRef.current;
    if (intent.updating || !form) return;
    setWaitingFor(null);
    void pay(form, waitingFor);
    // `pay` reads this render's selection, which is the one the intent now matches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingFor, intent.updating, intent.error]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (processing) return;

    const form = formRef.current;
    if (!free && (!clientSecret || !form || !form.isReady())) {
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
    if (!consent.ensureTicked()) return;
    if (free) {
      void getFree(buyerEmail, discount.intentCode!);
      return;
    }
    if (!form) return;
    if (intent.updating) {
      setProcessing(true);
      setPaymentError(null);
      setWaitingFor(buyerEmail);
      return;
    }
    void pay(form, buyerEmail);
  };

  // Sections the payment form's answers do not change: not rendered again when they arrive.
  const header = useMemo(() => <CheckoutHeader guide={guide} accent={accent} />, [guide, accent]);
  const summary = useMemo(() => <OrderSummary guide={guide} accent={accent} />, [guide, accent]);
  const upsellList = useMemo(
    () => <UpsellList guides={otherGuides} selected={upsells} onToggle={toggleUpsell} accent={accent} disabled={processing} />,
    [otherGuides, upsells, toggleUpsell, accent, processing],
  );

  if (ownsGuide) {
    return (
      <Box sx={{ pb: { xs: 8, md: 12 } }}>
        <CheckoutHeader guide={guide} accent={accent} />
        <Container maxWidth="sm" sx={{ pt: { xs: 3, md: 5 } }}>
          <OwnedGuideCard guide={guide} downloadUrl={downloadUrlOf(guide)} />
        </Container>
      </Box>
    );
  }

  const buttonText = processing ? 'Processing...' : free ? 'Get My Guides - Free' : `Complete Purchase - ${formatCents(totalCents)}`;

  return (
    <Box sx={{ pb: { xs: 8, md: 12 } }}>
      {header}

      <Container sx={{ pt: { xs: 3, md: 5 } }}>
        <Box
          component="form"
          // Before hydration a submit must never put the e-mail in the URL (the card needs JavaScript anyway).
          method="post"
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
          {/* On small screens the columns dissolve into one list: summary, payment, then the upsells. */}
          <Box sx={{ display: { xs: 'contents', md: 'grid' }, gap: { md: 4 }, minWidth: 0 }}>
            {summary}
            {otherGuides.length > 0 && <Box sx={{ order: { xs: 2, md: 'initial' }, minWidth: 0 }}>{upsellList}</Box>}
          </Box>

          <PaymentCard
            processing={processing}
            buttonText={buttonText}
            mobileOrder={1}
            note={free ? 'No card needed: your PDFs are ready to download straight away.' : undefined}
          >
            <OrderTotals
              guide={guide}
              upsells={selectedGuides}
              price={price}
              discount={discount.intentCode ? { code: discount.intentCode, cents: discount.discountCents } : undefined}
            />
            <DiscountCodeField discount={discount} disabled={processing} />

            <OutlinedField
              inputRef={emailRef}
              id="checkout-email"
              type="email"
              label="Email address"
              required
              autoComplete="email"
              value={email}
              onChange={(ev) => setEmail(ev.target.value)}
              // A code limited per e-mail is checked for this address before any card is typed.
              onBlur={(ev) => {
                if (ev.target.checkValidity() && ev.target.value.trim()) void discount.recheckFor(ev.target.value.trim());
              }}
              disabled={processing}
              helperText="Your receipt and download links are sent to this address."
              inputProps={{ inputMode: 'email', spellCheck: false }}
            />

            {free && <FreeOrderNote />}
            <Box sx={free ? { display: 'none' } : undefined}>
              {/* Remounted only by the retry after a failed payment (spec §9), never by a new total. */}
              <PaymentForm
                key={retry}
                clientSecret={clientSecret}
                amountCents={intent.amountCents}
                intentError={intent.error}
                onRetryIntent={intent.retry}
                disabled={processing}
                formRef={formRef}
              />
            </Box>
            <CheckoutConsent consent={consent} disabled={processing} />
            {clientSecret && intent.error && (
              <PaymentAlert testId="intent-error" title="Your order could not be updated" message={intent.error} onRetry={intent.retry} />
            )}
            {paymentError && <PaymentAlert testId="payment-error" title={paymentError.title} message={paymentError.message} />}
          </PaymentCard>
        </Box>
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
