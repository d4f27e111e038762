import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { checkoutAccent, downloadUrlOf, findGuide, type Accent, type Guide } from '@shared/catalogue';
import { formatCents } from '@shared/pricing';
import { OutlinedField } from '../../components/OutlinedField';
import { usePageMeta } from '../../lib/usePageMeta';
import { startCheckoutRequests } from './api/earlyRequests';
import type { PaymentFormHandle } from './api/payment';
import { CheckoutConsent, useCheckoutConsent } from './components/CheckoutConsent';
import { DiscountCodeField } from './components/DiscountCodeField';
import { OrderSummary, OrderTotals } from './components/OrderSummary';
import { PaymentAlert } from './components/PaymentAlert';
import { PaymentForm } from './components/PaymentForm';
import { FreeOrderNote } from './components/FreeOrderNote';
import { UpsellList, UpsellTeaser } from './components/UpsellList';
import { CheckoutGuideNotFound } from './sections/CheckoutGuideNotFound';
import { CheckoutHeader } from './sections/CheckoutHeader';
import { OwnedGuideCard } from './sections/OwnedGuideCard';
import { PaymentCard } from './sections/PaymentCard';
import { useCheckoutOrder } from './useCheckoutOrder';
import { useCheckoutSubmit } from './useCheckoutSubmit';

// The boot script of the pre-rendered page evaluates this chunk while React hydrates: the card's requests start then (api/earlyRequests.ts).
startCheckoutRequests();

function Checkout({ guide }: { guide: Guide }) {
  const accent: Accent = checkoutAccent(guide.slug);
  const [email, setEmail] = useState('');
  const consent = useCheckoutConsent(guide.slug);
  const order = useCheckoutOrder(guide);
  const { otherGuides, upsells, toggleUpsell, selectedGuides, price, discount, totalCents, ownsGuide, free, intent, retry } = order;
  const clientSecret = intent.clientSecret;
  const formRef = useRef<PaymentFormHandle | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const { processing, paymentError, onSubmit } = useCheckoutSubmit({ guide, order, consent, email, emailRef, formRef });

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
          {/* On small screens the columns dissolve into one list: summary, a line leading to the upsells, payment, then the upsells. */}
          <Box sx={{ display: { xs: 'contents', md: 'grid' }, gap: { md: 4 }, minWidth: 0 }}>
            {summary}
            {otherGuides.length > 0 && <UpsellTeaser count={otherGuides.length} />}
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
