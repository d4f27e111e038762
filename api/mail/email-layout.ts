/**
 * The one layout of the shop's e-mails: an HTML part (brand line, white card on the shop's
 * linen background, tagline and footer links under the card; inline styles only, as mail
 * clients drop <style>) and a plain-text part built from the same blocks. Every block has
 * a plain-text form; `plain` overrides it where the text part reads better differently.
 */
import { html, Html, toHtml } from '../common/html.js';

export const BRAND = 'Threadwise';
export const TAGLINE = 'Master textiles, one thread at a time.';

const INK = '#2b2622';
const MUTED = '#7a6a58';
const LINEN = '#f7f3ec';
const RULE = '#e6ded3';

interface Plain {
  /** The block in the text part; null leaves it out there. */
  plain?: string | null;
}

export type EmailBlock =
  | ({ kind: 'heading'; text: string } & Plain)
  | ({ kind: 'paragraph'; content: string | Html; tone?: 'muted' } & Plain)
  | ({ kind: 'button'; label: string; href: string; lead?: string } & Plain)
  | ({ kind: 'items'; rows: ItemRow[]; total: { label: string; amount: string; unit?: string } } & Plain)
  | ({ kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> } & Plain)
  | ({ kind: 'links'; items: ReadonlyArray<{ label: string; href: string }> } & Plain)
  | ({ kind: 'preformatted'; text: string } & Plain)
  | ({ kind: 'quote'; text: string } & Plain)
  | ({ kind: 'section'; title: string; blocks: EmailBlock[] } & Plain);

export interface ItemRow {
  title: string;
  amount: string;
  link?: { label: string; href: string; /** "Download" → "Download: <url>" in the text part. */ plainLabel: string };
}

export interface EmailLayoutInput {
  /** The HTML part's <title>: the subject. */
  title: string;
  /** The preview line mail clients show after the subject (hidden in the body). */
  preheader?: string;
  blocks: EmailBlock[];
  /** Under the card, and as "Label: url" lines at the end of the text (e.g. Unsubscribe). */
  footerLinks?: ReadonlyArray<{ label: string; href: string }>;
}

// ---------------------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------------------

export const block = {
  heading: (text: string, plain?: string | null): EmailBlock => ({ kind: 'heading', text, plain }),
  /** A paragraph of text; HTML content needs its plain form. */
  paragraph: ((content: string | Html, plain?: string | null): EmailBlock => ({ kind: 'paragraph', content, plain })) as {
    (text: string, plain?: string | null): EmailBlock;
    (content: Html, plain: string | null): EmailBlock;
  },
  /** Smaller, muted text. */
  note: ((content: string | Html, plain?: string | null): EmailBlock => ({ kind: 'paragraph', content, plain, tone: 'muted' })) as {
    (text: string, plain?: string | null): EmailBlock;
    (content: Html, plain: string | null): EmailBlock;
  },
  /** The call to action, with its address spelled out under it; in the text part `lead` then the address. */
  button: (label: string, href: string, lead?: string): EmailBlock => ({ kind: 'button', label, href, lead }),
  items: (rows: ItemRow[], total: { label: string; amount: string; unit?: string }): EmailBlock => ({ kind: 'items', rows, total }),
  fields: (rows: ReadonlyArray<readonly [string, string]>): EmailBlock => ({ kind: 'fields', rows }),
  links: (items: ReadonlyArray<{ label: string; href: string }>): EmailBlock => ({ kind: 'links', items }),
  /** Text whose line breaks matter. */
  preformatted: (text: string): EmailBlock => ({ kind: 'preformatted', text }),
  /**
   * Someone else's words (an enquirer's message), unmistakably set apart: a bordered quote
   * in HTML, every line prefixed with "> " in the text part, so none of it can pass for
   * the shop's own lines.
   */
  quote: (text: string): EmailBlock => ({ kind: 'quote', text }),
  /** A titled part; in the text part "--- Title ---" with its blocks on the following lines. */
  section: (title: string, blocks: EmailBlock[]): EmailBlock => ({ kind: 'section', title, blocks }),
};

/** A mailto: link for an address. */
export function mailtoLink(address: string): Html {
  return html`<a href="mailto:${address}" style="color:${INK}">${address}</a>`;
}

/** A link in running text. */
export function textLink(label: string, href: string): Html {
  return html`<a href="${href}" style="color:${INK}">${label}</a>`;
}

// ---------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------

const P = 'margin:0 0 16px;line-height:1.55';
const CELL = 'padding:8px 0;vertical-align:top';

/** A date in an e-mail: '24 November 2026' (UTC, whatever the server's locale and zone). */
export function formatMailDate(d: Date): string {
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A date and time in an e-mail: '24 November 2026 at 14:05 UTC'. */
export function formatMailDateTime(d: Date): string {
  return `${d.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;
}

/** Every line of `text` prefixed with "> " (an empty one with ">"), as mail clients quote. */
export function quoteLines(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

function plainOf(b: EmailBlock): string | null {
  if (b.plain !== undefined) return b.plain;
  switch (b.kind) {
    case 'heading':
      return b.text;
    case 'paragraph':
      if (b.content instanceof Html) throw new Error('An HTML paragraph needs its plain-text form');
      return b.content;
    case 'button':
      return b.lead ? `${b.lead}\n${b.href}` : b.href;
    case 'items': {
      const rows = b.rows.map((r) => `${r.title} — ${r.amount}${r.link ? `\n${r.link.plainLabel}: ${r.link.href}` : ''}`);
      const total = `${b.total.label}: ${b.total.amount}${b.total.unit ? ` (${b.total.unit})` : ''}`;
      return [...rows, total].join('\n\n');
    }
    case 'fields':
      return b.rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n');
    case 'links':
      return b.items.map((i) => `- ${i.label}\n  ${i.href}`).join('\n');
    case 'preformatted':
      return b.text;
    case 'quote':
      return quoteLines(b.text);
    case 'section':
      return [`--- ${b.title} ---`, ...b.blocks.map(plainOf).filter((t): t is string => t !== null)].join('\n');
  }
}

function htmlOf(b: EmailBlock): Html {
  switch (b.kind) {
    case 'heading':
      return html`<h1 style="font-family:Georgia,'Times New Roman',serif;font-size:24px;font-weight:600;line-height:1.3;margin:0 0 16px">${b.text}</h1>`;
    case 'paragraph':
      return b.tone === 'muted'
        ? html`<p style="${P};font-size:14px;color:${MUTED}">${toHtml(b.content)}</p>`
        : html`<p style="${P}">${toHtml(b.content)}</p>`;
    case 'button':
      return html`<p style="margin:28px 0 8px"><a href="${b.href}" style="display:inline-block;background:${INK};color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold">${b.label}</a></p>
<p style="${P};font-size:13px;color:${MUTED};word-break:break-all">Or copy this address into your browser: ${b.href}</p>`;
    case 'items': {
      const rows = b.rows.map(
        (r) =>
          html`<tr><td style="${CELL}">${r.title}${r.link ? html`<br><a href="${r.link.href}" style="color:${INK}">${r.link.label}</a>` : ''}</td><td style="${CELL};text-align:right;white-space:nowrap">${r.amount}</td></tr>`,
      );
      const border = `border-top:1px solid ${RULE}`;
      return html`<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}<tr><td style="${CELL};${border}"><strong>${b.total.label}</strong></td><td style="${CELL};${border};text-align:right;white-space:nowrap"><strong>${b.total.amount}</strong>${b.total.unit ? ` ${b.total.unit}` : ''}</td></tr></table>`;
    }
    case 'fields': {
      const rows = b.rows.map(
        ([label, value]) =>
          html`<tr><th scope="row" style="${CELL};width:40%;padding-right:16px;text-align:left;font-weight:600">${label}</th><td style="${CELL};white-space:pre-wrap">${value}</td></tr>`,
      );
      return html`<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
    }
    case 'links': {
      const items = b.items.map((i) => html`<li style="margin:0 0 8px"><a href="${i.href}" style="color:${INK}">${i.label}</a></li>`);
      return html`<ul style="margin:0 0 16px;padding-left:20px;line-height:1.55">${items}</ul>`;
    }
    case 'preformatted':
      return html`<p style="${P};white-space:pre-wrap;background:${LINEN};border-radius:8px;padding:12px 16px">${b.text}</p>`;
    case 'quote':
      return html`<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${MUTED};background:${LINEN};white-space:pre-wrap;line-height:1.55">${b.text}</blockquote>`;
    case 'section':
      return html`<h2 style="font-family:Georgia,'Times New Roman',serif;font-size:18px;font-weight:600;margin:24px 0 8px">${b.title}</h2>
${b.blocks.map(htmlOf)}`;
  }
}

/** The e-mail's HTML and plain-text parts. */
export function emailLayout(input: EmailLayoutInput): { html: string; text: string } {
  const footerLinks = input.footerLinks ?? [];
  const body = input.blocks.map((b) => html`${htmlOf(b)}\n`);
  const links = footerLinks.map((l) => html`<br><a href="${l.href}" style="color:${MUTED}">${l.label}</a>`);
  const preheader = input.preheader
    ? html`<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent">${input.preheader}</div>\n`
    : '';
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${input.title}</title></head>
<body style="margin:0;padding:24px 12px;background:${LINEN};font-family:Arial,Helvetica,sans-serif;color:${INK}">
${preheader}<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-family:Georgia,'Times New Roman',serif;letter-spacing:2px;text-transform:uppercase;color:${MUTED};margin:0 0 24px">${BRAND}</p>
${body}</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:${MUTED};text-align:center">${TAGLINE}${links}</p>
</body></html>
`;
  const parts = input.blocks.map(plainOf).filter((t): t is string => t !== null);
  const footer = [`${BRAND} — ${TAGLINE}`, ...footerLinks.map((l) => `${l.label}: ${l.href}`)];
  const text = `${[...parts, ['--', ...footer].join('\n')].join('\n\n')}\n`;
  return { html: page.value, text };
}
