/**
 * The receipt e-mail (issue §7): the guides with their prices, the total, a signed and
 * expiring download link per guide and a link to create an account. Pure.
 */
import { findGuide } from '../../shared/catalogue.js';
import { formatCents } from '../../shared/pricing.js';
import { DOWNLOAD_LINK_TTL_SECONDS, downloadLinkFor } from '../download-links/signed-links.js';

export interface ReceiptOrder {
  id: number;
  number: string;
  email: string;
  amountCents: number;
  paidAt: Date | null;
  items: ReadonlyArray<{ guideSlug: string; kind: 'main' | 'upsell'; priceCents: number; revokedAt: Date | null }>;
}

export interface ReceiptOptions {
  publicUrl: string;
  supportEmail: string;
  /** AppSecret.key('download-links') */
  linkKey: Buffer;
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

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
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
      priceCents: i.priceCents,
      link: downloadLinkFor(options.publicUrl, options.linkKey, { orderId: order.id, slug: i.guideSlug, exp }),
    }));
}

export function receiptMail(order: ReceiptOrder, options: ReceiptOptions): ReceiptMail {
  const lines = receiptLines(order, options);
  const ttl = linkDays(options.ttlSeconds ?? DOWNLOAD_LINK_TTL_SECONDS);
  const total = formatCents(order.amountCents);
  const loginUrl = `${options.publicUrl}/login`;
  const subject = `Your Threadwise receipt — order ${order.number}`;

  const text = [
    'Thank you for your purchase!',
    '',
    `Order ${order.number}`,
    '',
    ...lines.flatMap((l) => [`${l.title} — ${formatCents(l.priceCents)}`, `Download: ${l.link}`, '']),
    `Total: ${total} (USD)`,
    '',
    `Each download link works for ${ttl}. Create an account with ${order.email} to re-download your guides any time:`,
    loginUrl,
    '',
    `Questions? Write to ${options.supportEmail}.`,
    '',
    'Threadwise — Master textiles, one thread at a time.',
    '',
  ].join('\n');

  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:8px 0">${escapeHtml(l.title)}<br><a href="${escapeHtml(l.link)}">Download PDF</a></td>` +
        `<td style="padding:8px 0;text-align:right;white-space:nowrap">${formatCents(l.priceCents)}</td></tr>`,
    )
    .join('');
  const html =
    `<!DOCTYPE html><html><body style="font-family:Arial,sans-serif;color:#1d1d1b;max-width:560px">` +
    `<h1 style="font-size:20px">Thank you for your purchase!</h1>` +
    `<p>Order <strong>${escapeHtml(order.number)}</strong></p>` +
    `<table style="width:100%;border-collapse:collapse">${rows}` +
    `<tr><td style="padding:8px 0;border-top:1px solid #ddd"><strong>Total</strong></td>` +
    `<td style="padding:8px 0;border-top:1px solid #ddd;text-align:right"><strong>${total}</strong> USD</td></tr></table>` +
    `<p>Each download link works for ${ttl}. <a href="${escapeHtml(loginUrl)}">Create an account</a> with ` +
    `${escapeHtml(order.email)} to re-download your guides any time.</p>` +
    `<p>Questions? Write to <a href="mailto:${escapeHtml(options.supportEmail)}">${escapeHtml(options.supportEmail)}</a>.</p>` +
    `</body></html>`;

  return { to: order.email, subject, text, html };
}
