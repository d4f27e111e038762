import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GUIDES, type Guide, type GuideSlug } from '@shared/catalogue';
import { priceOrder } from '@shared/pricing';
import { useOwnedGuides } from '../../lib/ownedGuides';
import { useDiscountCode, useDropRefusedCode } from './api/discountCode';
import { usePaymentIntent } from './api/usePaymentIntent';

/** Spec §9: a fresh payment intent is created 500 ms after any payment failure. */
export const PAYMENT_RETRY_DELAY_MS = 500;

/**
 * What the buyer is ordering: the ticked upsells, the price with any discount code, and the
 * payment intent that matches it. `retry` is the attempt counter: after a failed payment
 * `retryAfterFailure` raises it (a fresh intent and a remounted payment form).
 */
export function useCheckoutOrder(guide: Guide) {
  const [upsells, setUpsells] = useState<GuideSlug[]>([]);
  const [retry, setRetry] = useState(0);
  const retryTimer = useRef<number | undefined>(undefined);
  const owned = useOwnedGuides();

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

  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const toggleUpsell = useCallback((slug: GuideSlug, checked: boolean) => {
    setUpsells((list) => (checked ? [...list.filter((s) => s !== slug), slug] : list.filter((s) => s !== slug)));
  }, []);

  const retryAfterFailure = () => {
    window.clearTimeout(retryTimer.current);
    retryTimer.current = window.setTimeout(() => setRetry((n) => n + 1), PAYMENT_RETRY_DELAY_MS);
  };

  return {
    upsells,
    toggleUpsell,
    otherGuides,
    selectedGuides,
    upsellSlugs,
    price,
    discount,
    totalCents,
    ownsGuide,
    free,
    intent,
    retry,
    retryAfterFailure,
  };
}

export type CheckoutOrder = ReturnType<typeof useCheckoutOrder>;
