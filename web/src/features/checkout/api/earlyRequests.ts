import { matchPath } from 'react-router-dom';
import type { PaymentIntentRequest, PaymentIntentResponse } from '@shared/api/checkout';
import { findGuide } from '@shared/catalogue';
import { priceOrder } from '@shared/pricing';
import { PAGE_ROUTES } from '@shared/routes';
import { preloadShopConfig } from './config';
import { createPaymentIntent, paymentIntentRequest } from './payment';

const CHECKOUT_PATH = PAGE_ROUTES.find((r) => r.id === 'checkout')!.path;

let early: { key: string; promise: Promise<PaymentIntentResponse> } | null = null;

const keyOf = (body: PaymentIntentRequest) => JSON.stringify(body);

/**
 * The pre-rendered checkout asks for what the card needs (GET /api/config and the first
 * payment intent) when its chunk is evaluated, which the boot script does while React
 * hydrates the page: the answers are there when hydration ends instead of one round trip
 * after it. The intent is the one the page's first render asks for (the guide alone at
 * its price: owned guides and a link's discount code are only known later, as before).
 * Only on a first load: after a client-side navigation the hooks ask as usual.
 */
export function startCheckoutRequests(): void {
  if (typeof window === 'undefined' || document.documentElement.dataset.hydrated === 'true') return;
  const slug = matchPath(CHECKOUT_PATH, window.location.pathname)?.params.slug;
  const guide = slug ? findGuide(slug) : undefined;
  if (!guide) return;
  void preloadShopConfig().then(
    (config) => {
      // Stripe's form is its own chunk: fetched now rather than after the config reaches the page.
      if (config.provider === 'stripe') void import('../components/StripePaymentForm').catch(() => undefined);
    },
    () => undefined,
  );
  const body = paymentIntentRequest(guide.slug, [], priceOrder(guide, 0).totalCents);
  const promise = createPaymentIntent(body);
  // The hook reports a failure; until it takes the promise, it is no unhandled rejection.
  promise.catch(() => undefined);
  early = { key: keyOf(body), promise };
}

/**
 * The early intent request when `body` is the same request; null otherwise. Taken once:
 * any later intent request (a new selection, a retry, another visit) goes to the server.
 */
export function takeEarlyIntent(body: PaymentIntentRequest): Promise<PaymentIntentResponse> | null {
  const taken = early;
  early = null;
  return taken && taken.key === keyOf(body) ? taken.promise : null;
}

/**
 * A taken request whose answer no form received (React's development double mount, or
 * the page left before it came) is offered again to the next identical request.
 */
export function releaseEarlyIntent(body: PaymentIntentRequest, promise: Promise<PaymentIntentResponse>): void {
  early ??= { key: keyOf(body), promise };
}
