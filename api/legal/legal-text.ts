import MarkdownIt from 'markdown-it';
import { createHash } from 'node:crypto';

/** The shop's details the texts show (api/config: SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_EMAIL, SHOP_VAT_NUMBER). */
export interface ShopDetails {
  shopName: string;
  legalName: string;
  address: string;
  email: string;
  vatNumber: string | null;
  website: string;
}

/**
 * html: false: raw HTML in the owner's text is shown as text, so an edit can never add a
 * script or a tracking pixel; markdown-it also refuses javascript:, vbscript: and data:
 * links. breaks: a line break in the file is a line break on the page (addresses).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });

/** Characters that would start markdown syntax inside a configured value. */
const escapeMarkdown = (s: string) => s.replace(/([\\`*_[\]<>#|~])/g, '\\$1');

/** The placeholders a text may use, and what they become. */
export function placeholders(shop: ShopDetails): Record<string, string> {
  return {
    shopName: shop.shopName,
    legalName: shop.legalName,
    address: shop.address,
    email: shop.email,
    website: shop.website,
    vatNumber: shop.vatNumber ?? 'not VAT-registered',
    vatStatement: shop.vatNumber ? `VAT registration number: ${shop.vatNumber}.` : 'We are not registered for VAT.',
  };
}

/** `{{name}}` replaced by the shop's details; unknown names stay as they are. */
export function fillPlaceholders(source: string, shop: ShopDetails): string {
  const values = placeholders(shop);
  return source.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeMarkdown(values[name]) : whole,
  );
}

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/**
 * 'YYYY-MM-DD.<8 hex>': the file's modification date (what 'Last updated' shows) and a
 * hash of the text as shown, placeholders filled in: a change of the file or of the
 * shop's details that changes what a buyer reads gives a new version.
 */
export function textVersion(shownText: string, modified: Date): string {
  const hash = createHash('sha256').update(shownText, 'utf8').digest('hex').slice(0, 8);
  return `${modified.toISOString().slice(0, 10)}.${hash}`;
}

/** The version of a fixed sentence (the newsletter's consent): a hash of its words. */
export function sentenceVersion(sentence: string): string {
  return createHash('sha256').update(sentence, 'utf8').digest('hex').slice(0, 12);
}
