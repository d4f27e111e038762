import { startTransition, useEffect, useState } from 'react';
import { createPaymentIntent } from './payment';

interface IntentRequest {
  guideSlug: string;
  upsellSlugs: readonly string[];
  totalCents: number;
  /** Raised after a failed payment: a fresh intent for the same selection. */
  attempt: number;
}

/**
 * Spec §4: a payment intent (its client secret) for the current selection, created when
 * the total is above 0 and again whenever the guide, the selection, the total or the
 * attempt changes; null until it is there. A secret made for another selection or an
 * earlier attempt is never returned. Errors are only logged. Not SWR: creating an intent
 * is not a read to cache, and the answer is rendered in a transition (React renders the
 * payment form in slices, not one long task while the page starts).
 */
export function usePaymentIntent({ guideSlug, upsellSlugs, totalCents, attempt }: IntentRequest): string | null {
  const upsellKey = upsellSlugs.join(',');
  const intentKey = `${guideSlug}|${upsellKey}|${totalCents}|${attempt}`;
  const [intent, setIntent] = useState<{ key: string; clientSecret: string } | null>(null);

  useEffect(() => {
    if (totalCents <= 0) return;
    let current = true;
    createPaymentIntent({
      guideSlug,
      upsellSlugs: upsellKey ? upsellKey.split(',') : [],
      amount: totalCents / 100,
    })
      .then((res) => {
        if (current) startTransition(() => setIntent({ key: intentKey, clientSecret: res.clientSecret }));
      })
      .catch((e: unknown) => console.error('Could not create the payment intent', e));
    return () => {
      current = false;
    };
  }, [guideSlug, upsellKey, totalCents, intentKey]);

  return intent?.key === intentKey ? intent.clientSecret : null;
}
