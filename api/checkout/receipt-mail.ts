/**
 * The receipt e-mail (issue §7): the guides with their prices, the total, the date, how it
 * was paid and what the bundle and a code saved, a signed and expiring download link per
 * guide and a link to create an account. Pure.
 */
import { findGuide } from '../../shared/catalogue.js';
import { html } from '../common/html.js';
import { block, emailLayout, mailtoLink, textLink } from '../mail/email-layout.js';
import { formatLegalDate, LEGAL_DOC_INFO } from '../../shared/legal.js';
import { formatCents, UPSELL_SAVING_CENTS } from '../../shared/pricing.js';
import { DOWNLOAD_LINK_TTL_SECONDS, downloadLinkFor } from '../download-links/signed-links.js';
import { REVIEW_LINK_TTL_SECONDS, reviewLinkFor } from '../download-links/review-links.js';
import type { PaidCard } from './payment-provider.js';

export interface ReceiptOrder {
  id: number;
  number: string;
  email: string;
  amountCents: number;
  paidAt: Date | null;
  /** paidCents: after a discount code (the lines then add up to the total). */
  items: ReadonlyArray<{ guideSlug: string; kind: 'main' | 'upsell'; priceCents: number; paidCents?: number; revokedAt: Date | null }>;
  /** What the buyer agreed to at checkout: confirmed in the receipt (a durable record of the consent). */
  consent?: { termsVersion: string; consentAt: Date } | null;
  /** The card that paid, when the provider said (else the receipt says 'card'). */
  card?: PaidCard | null;
}

export interface ReceiptOptions {
  publicUrl: string;
  supportEmail: string;
  /** AppSecret.key('download-links') */
  linkKey: Buffer;
  /** AppSecret.key('review-links'): a 'Review' link per guide (no login needed). */
  reviewLinkKey?: Buffer;
  nowSeconds?: number;
  ttlSeconds?: number;
}

export interface ReceiptMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ReceiptLine {
  slug: string;
  title: string;
  priceCents: number;
  link: string;
}

function linkDays(ttlSeconds: number): string {
  const days = Math.round(ttlSeconds / 86400);
  return days === 1 ? '1 day' : `${days} days`;
}

export function receiptLines(order: ReceiptOrder, options: ReceiptOptions): ReceiptLine[] {
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const exp = now + (options.ttlSeconds ?? DOWNLOAD_LINK_TTL_SECONDS);
  return order.items
    .filter((i) => i.revokedAt === null)
    .map((i) => ({
      slug: i.guideSlug,
      title: findGuide(i.guideSlug)?.title ?? i.guideSlug,
      priceCents: i.paidCents ?? i.priceCents,
      link: downloadLinkFor(options.publicUrl, options.linkKey, { orderId: order.id, slug: i.guideSlug, exp }),
    }));
}

/**
 * The consent confirmation the UK and EU rules on digital content ask for: the buyer asked
 * for immediate access and so has no 14-day right of withdrawal.
 */
function consentBlock(order: ReceiptOrder, publicUrl: string) {
  if (!order.consent) return [];
  const on = formatLegalDate(order.consent.consentAt.toISOString());
  const terms = `${publicUrl}${LEGAL_DOC_INFO.terms.path}`;
  const refunds = `${publicUrl}${LEGAL_DOC_INFO['refund-policy'].path}`;
  const version = order.consent.termsVersion;
  return [
    block.paragraph(
      html`On ${on} you agreed to our ${textLink('Terms and Conditions', terms)} and ${textLink('Refund Policy', refunds)} (${version}) and asked for immediate access to your guides, so the 14-day right of withdrawal no longer applies. Your rights if a guide is faulty are not affected.`,
      `On ${on} you agreed to our Terms and Conditions (${terms}) and Refund Policy (${refunds}), version ${version}, and asked for immediate access to your guides, so the 14-day right of withdrawal no longer applies. Your rights if a guide is faulty are not affected.`,
    ),
  ];
}

const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
  interac: 'Interac',
};
const WALLETS: Readonly<Record<string, string>> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay', link: 'Link' };

/** 'Visa ending in 4242 (Apple Pay)', 'card ending in 0005' for a brand we do not name, 'card' when the provider said nothing. */
export function paidWith(card: PaidCard | null | undefined): string {
  if (!card || !/^\d{4}$/.test(card.last4)) return 'card';
  const brand = CARD_BRANDS[card.brand] ?? 'card';
  const wallet = card.wallet ? WALLETS[card.wallet] : undefined;
  return `${brand} ending in ${card.last4}${wallet ? ` (${wallet})` : ''}`;
}

/**
 * When and how the order was paid, and what it saved, counted as the checkout's 'Total
 * savings' counts it (spec: list minus sale + 10 per upsell, plus a discount code), so the
 * receipt repeats the figure the buyer saw; a refunded guide no longer counts.
 */
function paymentBlock(order: ReceiptOrder) {
  const paidOn = formatLegalDate((order.paidAt ?? new Date()).toISOString());
  const how =
    order.amountCents === 0
      ? `Free order on ${paidOn}: a discount code covered it, no card was charged.`
      : `Paid by ${paidWith(order.card)} on ${paidOn}.`;
  const kept = order.items.filter((i) => i.revokedAt === null);
  const main = kept.find((i) => i.kind === 'main');
  const mainGuide = main ? findGuide(main.guideSlug) : undefined;
  const listSaved = main && mainGuide ? Math.max(0, mainGuide.listCents - main.priceCents) : 0;
  const upsells = kept.filter((i) => i.kind === 'upsell').length;
  const bundleSaved = UPSELL_SAVING_CENTS * upsells;
  const codeSaved = kept.reduce((sum, i) => sum + Math.max(0, i.priceCents - (i.paidCents ?? i.priceCents)), 0);
  const parts: string[] = [];
  if (listSaved > 0) parts.push(`${formatCents(listSaved)} off the list price of ${mainGuide!.title}`);
  if (bundleSaved > 0) {
    parts.push(
      `${formatCents(bundleSaved)} with the bundle price on ${upsells === 1 ? 'your add-on guide' : `your ${upsells} add-on guides`}`,
    );
  }
  if (codeSaved > 0) parts.push(`${formatCents(codeSaved)} with your discount code`);
  const total = listSaved + bundleSaved + codeSaved;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  const savings = total > 0 ? ` You saved ${formatCents(total)}: ${list}.` : '';
  return [block.paragraph(`${how}${savings}`)];
}

export function receiptMail(order: ReceiptOrder, options: ReceiptOptions): ReceiptMail {
  const lines = receiptLines(order, options);
  const ttl = linkDays(options.ttlSeconds ?? DOWNLOAD_LINK_TTL_SECONDS);
  const total = formatCents(order.amountCents);
  const loginUrl = `${options.publicUrl}/login`;
  const subject = `Your Threadwise receipt — order ${order.number}`;

  const { html: body, text } = emailLayout({
    title: subject,
    preheader: `Order ${order.number}: your download links.`,
    blocks: [
      block.heading('Thank you for your purchase!'),
      block.paragraph(html`Order <strong>${order.number}</strong>`, `Order ${order.number}`),
      block.items(
        lines.map((l) => ({
          title: l.title,
          amount: formatCents(l.priceCents),
          link: { label: 'Download PDF', href: l.link, plainLabel: 'Download' },
        })),
        { label: 'Total', amount: total, unit: 'USD' },
      ),
      ...paymentBlock(order),
      ...consentBlock(order, options.publicUrl),
      ...reviewBlocks(order, lines, options),
      block.paragraph(
        html`Each download link works for ${ttl}. ${textLink('Create an account', loginUrl)} with ${order.email} to re-download your guides any time.`,
        `Each download link works for ${ttl}. Create an account with ${order.email} to re-download your guides any time:\n${loginUrl}`,
      ),
      block.paragraph(html`Questions? Write to ${mailtoLink(options.supportEmail)}.`, `Questions? Write to ${options.supportEmail}.`),
    ],
  });
  return { to: order.email, subject, text, html: body };
}

/** Once read, a guide can be reviewed from the link (signed for the purchase e-mail and the guide). */
function reviewBlocks(order: ReceiptOrder, lines: ReceiptLine[], options: ReceiptOptions) {
  const key = options.reviewLinkKey;
  if (!key || lines.length === 0) return [];
  const exp = (options.nowSeconds ?? Math.floor(Date.now() / 1000)) + REVIEW_LINK_TTL_SECONDS;
  return [
    block.paragraph('Once you have read it, tell other founders what you think (only buyers can review):'),
    block.links(
      lines.map((l) => ({
        label: `Review ${l.title}`,
        href: reviewLinkFor(options.publicUrl, key, { email: order.email, slug: l.slug, exp }),
      })),
    ),
  ];
}
