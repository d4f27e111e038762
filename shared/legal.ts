/**
 * The legal pages (Terms, Privacy, Refund policy, Imprint) and the consent sentences the
 * shop records agreement to. Their text is owner-editable markdown in the storage volume
 * (api/legal); this module holds what both sides need. Pure: no Node or browser imports.
 */

import { formatDayMonthYearUtc } from './plain-format.js';

export const LEGAL_DOCS = ['terms', 'privacy', 'refund-policy', 'imprint'] as const;
export type LegalDocId = (typeof LEGAL_DOCS)[number];

export interface LegalDocInfo {
  id: LegalDocId;
  /** The page's path (shared/routes.ts). */
  path: string;
  /** Heading, page title and footer link. */
  title: string;
  /** The page's meta description. */
  description: string;
}

export const LEGAL_DOC_INFO: Readonly<Record<LegalDocId, LegalDocInfo>> = {
  terms: {
    id: 'terms',
    path: '/terms',
    title: 'Terms and Conditions',
    description: 'The terms on which Threadwise sells its PDF fabric guides and answers service enquiries.',
  },
  privacy: {
    id: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'What personal data Threadwise collects, why, who processes it, how long it is kept and your rights.',
  },
  'refund-policy': {
    id: 'refund-policy',
    path: '/refund-policy',
    title: 'Refund Policy',
    description: 'When you can get your money back for a Threadwise guide, and how to ask for a refund.',
  },
  imprint: {
    id: 'imprint',
    path: '/imprint',
    title: 'Imprint and Contact',
    description: 'Who runs the Threadwise shop: legal name, address, e-mail and VAT details.',
  },
};

export function isLegalDoc(value: unknown): value is LegalDocId {
  return typeof value === 'string' && (LEGAL_DOCS as readonly string[]).includes(value);
}

/**
 * The checkout's consent box. Ticking it agrees to the Terms and the Refund policy and asks
 * for the PDFs at once, which ends the 14-day right of withdrawal for digital content
 * (UK Consumer Contracts Regulations 2013 reg. 37, EU Directive 2011/83/EU art. 16(m)).
 * The order records the versions of both texts (api/legal: `checkoutTermsVersion`).
 */
export const CHECKOUT_CONSENT_TEXT = {
  before: 'I agree to the ',
  terms: 'Terms and Conditions',
  and: ' and the ',
  refund: 'Refund Policy',
  after:
    ', and I ask for immediate access to the digital guides. I understand that once the download is available I lose my 14-day right of withdrawal.',
} as const;

/** The sentence as one string (what the buyer reads next to the box). */
export const CHECKOUT_CONSENT_SENTENCE = Object.values(CHECKOUT_CONSENT_TEXT).join('');

/** Shown when the buyer submits the checkout without ticking the box. */
export const CHECKOUT_CONSENT_MISSING = 'Please tick the box to agree to the Terms and Refund Policy before you pay.';

/**
 * The sentence under the newsletter form: what a subscriber agreed to. The server records a
 * hash of it with each sign-up (api/newsletter), so changing it gives new sign-ups a new version.
 */
export const NEWSLETTER_CONSENT_SENTENCE = 'Fabric insights and exclusive content for founders. Unsubscribe any time.';

/** '24 November 2026', the same on the server and in every browser (UTC). */
export function formatLegalDate(iso: string): string {
  return formatDayMonthYearUtc(new Date(iso));
}

/**
 * A legal page's text as shown: the 'Last updated' line, then the rendered markdown. One
 * function for the server (filling the pre-rendered page) and the web app (after a
 * client-side navigation), so both give the same markup.
 */
export function legalArticleHtml(doc: { html: string; version: string; updatedAt: string }): string {
  const version = doc.version.replace(/[^0-9A-Za-z.-]/g, '');
  return `<p class="legal-updated">Last updated ${formatLegalDate(doc.updatedAt)} <span>(version ${version})</span></p>${doc.html}`;
}

/** The marker the pre-rendered page carries where the server puts the current text (api/legal). */
export function legalSlot(doc: LegalDocId): string {
  return `<!--legal:${doc}-->`;
}
