/** Wire types of the legal pages and the checkout consent. Pure types: used by the API and the web. */
import type { LegalDocId } from '../legal.js';

/** GET /api/legal/:doc: the owner's current text, rendered. */
export interface LegalDocResponse {
  doc: LegalDocId;
  title: string;
  /** The markdown rendered to HTML on the server (raw HTML in the source is escaped). */
  html: string;
  /** 'YYYY-MM-DD.<8 hex>': the file's modification date and a hash of the text shown. */
  version: string;
  /** The file's modification time (ISO 8601): 'Last updated'. */
  updatedAt: string;
}

/** GET /api/legal/checkout-terms: what the checkout's consent box agrees to right now. */
export interface CheckoutTermsResponse {
  /** The Terms and Refund policy versions together ('terms@<version>+refund-policy@<version>'). */
  termsVersion: string;
}

/** POST /api/checkout/consent: the buyer ticked the box and pressed pay. */
export interface CheckoutConsentRequest {
  guideSlug: string;
  termsVersion: string;
  /** The buyer's e-mail: a discount code's per-e-mail limit is checked before the card is confirmed. */
  email?: string;
}

export interface CheckoutConsentResponse {
  ok: true;
  termsVersion: string;
  consentAt: string;
}
