import { useEffect, useMemo, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { priceOrder, UPSELL_CENTS } from '@shared/pricing';
import { initAnalytics, trackPurchase } from '../../lib/analytics';
import { SUPPORT_EMAIL } from '../../lib/site';
import { usePageMeta } from '../../lib/usePageMeta';
import { useShopConfig } from './api/config';
import { useCompletedPurchase } from './api/purchase';
import { PaymentSuccess } from './sections/PaymentSuccess';
import { PaymentIssue, UnknownGuideThanks, Verifying } from './sections/ThankYouStates';
import { checkQuery, THANK_YOU_TEXT } from './thankYou';

/** Purchases already reported to analytics in this page load (one report per purchase). */
const tracked = new Set<string>();

/**
 * /thank-you and /guides/{slug}/thank-you (spec §2, §4): checks the query, completes the
 * purchase on the server, then shows the downloads, or what went wrong.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const { slug: routeSlug } = useParams();
  const { data: config } = useShopConfig();
  const supportEmail = config?.supportEmail || SUPPORT_EMAIL;

  const check = useMemo(() => checkQuery(params, routeSlug), [params, routeSlug]);
  const purchase = check.kind === 'ok' ? check.purchase : null;
  const completion = useCompletedPurchase(
    purchase && {
      paymentIntentId: purchase.paymentIntentId,
      email: purchase.email,
      guideSlug: purchase.guideSlug,
      upsellSlugs: purchase.upsells.map((g) => g.slug),
    },
  );
  const succeeded = purchase ? (completion.data ?? null) : null;
  // A failure from an earlier visit is being tried again: still verifying.
  const verifying = !succeeded && (completion.isLoading || completion.isValidating);

  // Spec §7: the conversion, the purchase event and the pixel Purchase, once per purchase.
  useEffect(() => {
    if (!purchase || !succeeded || !config) return;
    if (tracked.has(purchase.paymentIntentId)) return;
    tracked.add(purchase.paymentIntentId);
    initAnalytics(config);
    const main = purchase.guide;
    trackPurchase({
      transactionId: purchase.paymentIntentId,
      valueCents: succeeded.order?.totalCents ?? priceOrder(main, purchase.upsells.length).totalCents,
      items: [
        { id: main.slug, name: main.title, priceCents: main.saleCents },
        ...purchase.upsells.map((g) => ({ id: g.slug, name: g.title, priceCents: UPSELL_CENTS })),
      ],
    });
  }, [purchase, succeeded, config]);

  let title: string;
  let body: ReactNode;
  if (check.kind === 'invalid') {
    title = 'Payment Issue';
    body = <PaymentIssue message={check.message} supportEmail={supportEmail} />;
  } else if (check.kind === 'unknown-guide') {
    title = 'Thank you for your purchase!';
    body = <UnknownGuideThanks supportEmail={supportEmail} />;
  } else if (verifying) {
    title = 'Verifying your payment';
    body = <Verifying />;
  } else if (!succeeded) {
    title = 'Payment Issue';
    body = <PaymentIssue message={THANK_YOU_TEXT.failed} supportEmail={supportEmail} />;
  } else {
    title = 'Payment Successful!';
    body = <PaymentSuccess purchase={check.purchase} result={succeeded} />;
  }

  usePageMeta(title, 'Your Threadwise order: download your fabric guides.');
  return body;
}

export { ThankYouPage as Component };
