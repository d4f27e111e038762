/**
 * The one shell of the small pages the API renders itself (a refused download, the
 * newsletter links): the shop's look without the web app. CSP-compatible: styles in one
 * <style> element (style-src allows 'unsafe-inline'), scripts only as same-origin files.
 */
import { html, Html } from './html.js';

export const SITE_NAME = 'Threadwise';

export interface PageAction {
  label: string;
  href: string;
  /** 'button': an outlined pill; 'link' (default): a text link. */
  look?: 'button' | 'link';
}

export interface PageInput {
  /** The tab title (followed by " · Threadwise") and, unless `heading` is given, the h1. */
  title: string;
  heading?: string;
  /** Plain-text paragraphs under the heading. */
  paragraphs: readonly string[];
  /** Markup after the paragraphs, e.g. a form (built with `html`, so escaped). */
  content?: Html;
  /** Links at the bottom of the card. */
  actions?: readonly PageAction[];
  /** Same-origin script paths, loaded deferred. */
  scripts?: readonly string[];
}

const STYLE = Html.trusted(`
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
        background: #f7f3ec; color: #2b2622; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
      main { max-width: 30rem; margin: 1.5rem; padding: 2.5rem 2rem; background: #fff; border-radius: 16px;
        box-shadow: 0 8px 30px rgba(43, 38, 34, 0.08); text-align: center; }
      .brand { font-family: Georgia, "Times New Roman", serif; font-size: 1.1rem; letter-spacing: 0.08em;
        text-transform: uppercase; color: #7a6a58; margin: 0 0 1.5rem; }
      h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 600; font-size: 1.75rem; margin: 0 0 1rem; }
      p { line-height: 1.55; margin: 0 0 1rem; }
      form { margin: 0; }
      form.stacked { display: flex; flex-direction: column; gap: 0.5rem; margin: 1.5rem 0 0.5rem; text-align: left; }
      label { font-weight: 600; font-size: 0.9rem; }
      input { font: inherit; padding: 0.7rem 0.9rem; border: 1px solid #b9ada0; border-radius: 10px; }
      input:focus, button:focus-visible, a:focus-visible { outline: 3px solid #c9a77c; outline-offset: 2px; }
      button, .button { display: inline-block; margin-top: 0.5rem; padding: 0.75rem 1.5rem; border-radius: 999px;
        font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
      button { border: 0; background: #2b2622; color: #fff; }
      button[disabled] { opacity: 0.6; cursor: wait; }
      .button { color: #2b2622; border: 1px solid #2b2622; }
      .status { min-height: 1.55em; font-size: 0.95rem; }
      .status.error { color: #a4262c; }
      .actions { display: flex; gap: 1.25rem; justify-content: center; align-items: center; flex-wrap: wrap; margin: 1rem 0 0; }
      .actions a { color: #2b2622; }
    `);

export function renderPage(p: PageInput): string {
  const paragraphs = p.paragraphs.map((t) => html`\n      <p>${t}</p>`);
  const actions = (p.actions ?? []).map((a) =>
    a.look === 'button' ? html`<a class="button" href="${a.href}">${a.label}</a>` : html`<a href="${a.href}">${a.label}</a>`,
  );
  const scripts = (p.scripts ?? []).map((src) => html`\n    <script src="${src}" defer></script>`);
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${p.title} · ${SITE_NAME}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <p class="brand">${SITE_NAME}</p>
      <h1>${p.heading ?? p.title}</h1>${paragraphs}${p.content ? html`\n      ${p.content}` : ''}${
        actions.length > 0 ? html`\n      <p class="actions">${actions}</p>` : ''
      }
    </main>${scripts}
  </body>
</html>
`.value;
}
