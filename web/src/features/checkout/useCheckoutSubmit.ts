import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Guide } from '@shared/catalogue';
import { useToast, type ToastInput } from '../../components/toast/toast-context';
import { ApiError } from '../../lib/api-client';
import { completeFreeOrder } from './api/freeOrder';
import type { PaymentFormHandle } from './api/payment';
import type { CheckoutConsentState } from './components/CheckoutConsent';
import type { CheckoutOrder } from './useCheckoutOrder';

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

interface SubmitInputs {
  guide: Guide;
  order: CheckoutOrder;
  consent: CheckoutConsentState;
  email: string;
  emailRef: RefObject<HTMLInputElement | null>;
  formRef: RefObject<PaymentFormHandle | null>;
}

/**
 * The checkout form's submit: checks the e-mail and the consent, then pays with the
 * provider's form (or completes a free order) and goes to the thank-you page. A failed
 * payment is toasted, shown under the form, and a fresh intent is asked for.
 */
export function useCheckoutSubmit({ guide, order, consent, email, emailRef, formRef }: SubmitInputs) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { discount, intent, free, upsellSlugs } = order;
  const [processing, setProcessing] = useState(false);
  /** The last payment failure, shown under the form until the next attempt. */
  const [paymentError, setPaymentError] = useState<{ title: string; message: string } | null>(null);

  const fail = (input: ToastInput & { description: string }) => {
    setProcessing(false);
    toast({ ...input, variant: 'destructive' });
    setPaymentError({ title: input.title, message: input.description });
    // A fresh payment intent and a remounted payment form (keyed by the retry counter).
    order.retryAfterFailure();
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
    if (!free && (!intent.clientSecret || !form || !form.isReady())) {
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

  return { processing, paymentError, onSubmit };
}
