/** Wire types of the checkout routes (spec §7). Pure types: used by the API and the web. */

export type PaymentProviderName = 'sandbox' | 'stripe';

/** GET /api/config: what the browser needs to know (never a secret). */
export interface PublicConfig {
  provider: PaymentProviderName;
  stripePublishableKey: string | null;
  gaMeasurementId: string | null;
  metaPixelId: string | null;
  supportEmail: string;
}

/** POST /api/create-payment-intent */
export interface PaymentIntentRequest {
  guideSlug: string;
  upsellSlugs: string[];
  /** The total in dollars (spec §7); the server re-prices the order itself. */
  amount: number;
  /** A discount code, checked and applied by the server. */
  code?: string;
}

export interface PaymentIntentResponse {
  clientSecret: string;
  amountCents: number;
  provider: PaymentProviderName;
  /** With a discount code: the code as stored and what it took off (cents). */
  discountCode?: string;
  discountCents?: number;
}

/** GET /api/owned-guides: the guides this browser's paying session or signed-in account owns. */
export interface OwnedGuidesResponse {
  slugs: string[];
}

/** POST /api/complete-purchase (empty values are left out). */
export interface CompletePurchaseRequest {
  paymentIntentId: string;
  email: string;
  guideSlug: string;
  upsellSlugs: string[];
}

export interface PurchasedItem {
  slug: string;
  title: string;
  downloadUrl: string;
}

/**
 * `order` goes only to the browser session that started the checkout or paid it: anyone
 * else who has the payment intent's id (a forwarded thank-you link) learns only that it
 * is complete.
 */
export interface PurchaseResponse {
  ok: true;
  order?: { number: string; email: string; totalCents: number; items: PurchasedItem[] };
}

/** POST /api/sandbox/confirm: the only place sandbox card data is ever sent. */
export interface SandboxConfirmRequest {
  clientSecret: string;
  email: string;
  card: { number: string; expiry: string; cvc: string };
}

export interface SandboxConfirmResponse {
  status: 'succeeded';
  paymentIntentId: string;
}

/**
 * POST /api/checkout/free-order: a discount code that covers the whole order. No card: the
 * server prices it (the total must be $0.00), records the consent and completes the order.
 */
export interface FreeOrderRequest {
  guideSlug: string;
  upsellSlugs?: string[];
  code: string;
  email: string;
  /** From GET /api/legal/checkout-terms: the versions next to the ticked box. */
  termsVersion: string;
}

export interface FreeOrderResponse extends PurchaseResponse {
  /** The order's handle for the thank-you page (its payment_intent parameter). */
  paymentIntentId: string;
}
