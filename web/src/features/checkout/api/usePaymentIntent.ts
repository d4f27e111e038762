import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { releaseEarlyIntent, takeEarlyIntent } from './earlyRequests';
import { createPaymentIntent, paymentIntentRequest } from './payment';

interface IntentRequest {
  guideSlug: string;
  upsellSlugs: readonly string[];
  totalCents: number;
  /** A discount code the server checks and prices in (the total above includes it). */
  code?: string;
  /** Raised after a failed payment: a fresh intent (and a fresh form) for the same selection. */
  attempt: number;
}

export interface PaymentIntentState {
  /**
   * The client secret of this checkout's intent. While a change of upsells is being priced
   * it stays the previous one (the server updates the same intent), so the mounted payment
   * form keeps what was typed. Null before the first answer and after a failed payment.
   */
  clientSecret: string | null;
  /** The amount the intent was last priced at (cents), for the provider's element. */
  amountCents: number | null;
  /** True while the intent does not yet match the current selection: paying must wait. */
  updating: boolean;
  /** Why the intent could not be created or updated; `retry` asks again. */
  error: string | null;
  /** The server's code for that error (shared/error-codes.ts), if any. */
  errorCode: string | null;
  retry: () => void;
}

interface Answer {
  key: string;
  attempt: number;
  clientSecret: string;
  amountCents: number;
}

/**
 * Spec §4: a payment intent for the current selection, asked for when the total is above
 * 0 and again whenever the guide, the selection, the total or the attempt changes. Not SWR:
 * creating an intent is not a read to cache, and the answer is rendered in a transition.
 */
export function usePaymentIntent({ guideSlug, upsellSlugs, totalCents, code, attempt }: IntentRequest): PaymentIntentState {
  const upsellKey = upsellSlugs.join(',');
  const [reload, setReload] = useState(0);
  const intentKey = `${guideSlug}|${upsellKey}|${totalCents}|${code ?? ''}|${attempt}|${reload}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string; code: string | null } | null>(null);
  /** The attempt whose secret the form was last given. */
  const shownAttempt = useRef<number | null>(null);

  useEffect(() => {
    if (totalCents <= 0) return;
    let current = true;
    const body = paymentIntentRequest(guideSlug, upsellKey ? upsellKey.split(',') : [], totalCents, code);
    const early = takeEarlyIntent(body);
    let answered = false;
    (early ?? createPaymentIntent(body))
      .then((res) => {
        if (!current) return;
        answered = true;
        const show = () => {
          setFailure(null);
          setAnswer({ key: intentKey, attempt, clientSecret: res.clientSecret, amountCents: res.amountCents });
        };
        // The attempt's first secret replaces the spinner: rendered at once, not batched with
        // the page's other transitions. A new total for a form already shown waits in one.
        const first = shownAttempt.current !== attempt;
        shownAttempt.current = attempt;
        if (first) show();
        else startTransition(show);
      })
      .catch((e: unknown) => {
        console.error('Could not create the payment intent', e);
        if (!current) return;
        answered = true;
        const message =
          e instanceof ApiError && e.serverMessage
            ? e.serverMessage
            : 'We could not reach the payment system. Check your connection and try again.';
        const errorCode = e instanceof ApiError ? (e.code ?? null) : null;
        startTransition(() => setFailure({ key: intentKey, message, code: errorCode }));
      });
    return () => {
      current = false;
      if (early && !answered) releaseEarlyIntent(body, early);
    };
  }, [guideSlug, upsellKey, totalCents, code, attempt, intentKey]);

  const retry = useCallback(() => setReload((n) => n + 1), []);
  // A secret from an earlier attempt is never used: a failed payment starts over.
  const usable = answer && answer.attempt === attempt ? answer : null;
  const failed = failure && failure.key === intentKey ? failure : null;
  return {
    clientSecret: usable?.clientSecret ?? null,
    amountCents: usable?.amountCents ?? null,
    updating: usable?.key !== intentKey,
    error: failed?.message ?? null,
    errorCode: failed?.code ?? null,
    retry,
  };
}
