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

/**
 * The shop's two faces as the web app self-hosts them (hashed /assets names of the build),
 * found at start-up by `setPageFonts`; without them (a test app with no build) the theme's
 * fallbacks apply.
 */
let fontFaces = Html.trusted('');

export function setPageFonts(files: { body?: string; heading?: string }): void {
  const face = (family: string, url: string | undefined) =>
    url
      ? `
      @font-face { font-family: "${family}"; font-style: normal; font-display: swap; font-weight: 100 900;
        src: url("${url}") format("woff2"); }`
      : '';
  fontFaces = Html.trusted(face('Inter Variable', files.body) + face('Fraunces Variable', files.heading));
}

/** The web theme's colours (web/src/theme/palette.ts) and font stacks (theme.ts `fonts`). */
const STYLE = Html.trusted(`
      body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center;
        background: #f7f3ec; color: #1c1917;
        font-family: "Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
      .logo { display: inline-flex; align-items: center; gap: 0.55rem; color: #1c1917; text-decoration: none;
        border-radius: 6px; margin: 1.5rem 1.5rem 0; }
      .logo span { font-family: "Fraunces Variable", Georgia, "Times New Roman", serif; font-weight: 600;
        font-size: 1.4rem; letter-spacing: -0.02em; line-height: 1; }
      main { box-sizing: border-box; max-width: 30rem; width: calc(100% - 3rem); margin: 1.25rem 1.5rem 1.5rem;
        padding: 2.5rem 2rem; background: #fffdf9; border: 1px solid #e4dccd; border-radius: 16px;
        box-shadow: 0 8px 30px rgba(28, 25, 23, 0.08); text-align: center; }
      h1 { font-family: "Fraunces Variable", Georgia, "Times New Roman", serif; font-weight: 600; font-size: 1.75rem;
        line-height: 1.15; letter-spacing: -0.015em; margin: 0 0 1rem; }
      p { line-height: 1.55; margin: 0 0 1rem; color: #57534e; }
      form { margin: 0; }
      form.stacked { display: flex; flex-direction: column; gap: 0.5rem; margin: 1.5rem 0 0.5rem; text-align: left; }
      label { font-weight: 600; font-size: 0.9rem; }
      input { font: inherit; padding: 0.7rem 0.9rem; border: 1px solid #b9ada0; border-radius: 10px; background: #ffffff; }
      input:focus, button:focus-visible, a:focus-visible { outline: 3px solid #f2c14e; outline-offset: 2px; }
      button, .button { display: inline-block; margin-top: 0.5rem; padding: 0.75rem 1.5rem; border-radius: 999px;
        font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; min-height: 44px; box-sizing: border-box; }
      button { border: 0; background: #1f5c46; color: #ffffff; }
      button:hover { background: #164735; }
      button[disabled] { opacity: 0.6; cursor: wait; }
      .button { color: #1c1917; border: 1.5px solid #1c1917; }
      .status { min-height: 1.55em; font-size: 0.95rem; }
      .status.error { color: #b42318; }
      .actions { display: flex; gap: 1.25rem; justify-content: center; align-items: center; flex-wrap: wrap; margin: 1rem 0 0; }
      .actions a { color: #1c1917; font-weight: 600; }
    `);

/** The Threadwise mark, as in web/public/favicon.svg and the web's Logo (inline: no extra request). */
const LOGO =
  Html.trusted(`<a class="logo" href="/" aria-label="${SITE_NAME} home"><svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1c1917"/>
        <path d="M21.7 8.3c4.6 1.3 5 6.3.6 8.2-3.7 1.6-10.3 1.3-10.4 5.4 0 3.1 4.3 3.6 7.2 2.2" fill="none" stroke="#f2c14e" stroke-width="2" stroke-linecap="round"/>
        <path d="M7.6 26.4 23.6 5.6" stroke="#fffdf9" stroke-width="2.4" stroke-linecap="round"/>
        <ellipse cx="21.9" cy="7.8" rx="1.5" ry="0.45" transform="rotate(-52.4 21.9 7.8)" fill="#1c1917"/>
      </svg><span>${SITE_NAME}</span></a>`);

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
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="icon" href="/favicon.ico" sizes="32x32">
    <style>${fontFaces}${STYLE}</style>
  </head>
  <body>
    ${LOGO}
    <main>
      <h1>${p.heading ?? p.title}</h1>${paragraphs}${p.content ? html`\n      ${p.content}` : ''}${
        actions.length > 0 ? html`\n      <p class="actions">${actions}</p>` : ''
      }
    </main>${scripts}
  </body>
</html>
`.value;
}
