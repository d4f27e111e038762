/**
 * The page a browser tab gets when it may not download a guide (403). Standalone: inline
 * styles only (the CSP allows them) and one same-origin script, /download-access.js
 * (web/public), which posts the form as JSON to /api/download/resend-link. Without the
 * script the form just leads to the contact page: its e-mail field has no name, so the
 * address never ends up in a URL.
 */
import type { Guide } from '../../shared/guide.types.js';
import { escapeHtml } from '../common/html.js';

export const FORBIDDEN_TITLE = 'This download is for the buyer';
export const FORBIDDEN_EXPLANATION =
  "This guide is licensed to the person who bought it. If that's you, we'll e-mail a fresh download link to the address you used at checkout.";
export const RESEND_BUTTON = 'E-mail me a fresh link';

export function renderForbiddenPage(guide: Pick<Guide, 'slug' | 'title'>): string {
  const slug = escapeHtml(guide.slug);
  const title = escapeHtml(guide.title);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(FORBIDDEN_TITLE)} · Threadwise</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
        background: #f7f3ec; color: #2b2622; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
      main { max-width: 30rem; margin: 1.5rem; padding: 2.5rem 2rem; background: #fff; border-radius: 16px;
        box-shadow: 0 8px 30px rgba(43, 38, 34, 0.08); text-align: center; }
      .brand { font-family: Georgia, "Times New Roman", serif; font-size: 1.1rem; letter-spacing: 0.08em;
        text-transform: uppercase; color: #7a6a58; margin: 0 0 1.5rem; }
      h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 600; font-size: 1.75rem; margin: 0 0 1rem; }
      p { line-height: 1.55; margin: 0 0 1rem; }
      form { display: flex; flex-direction: column; gap: 0.5rem; margin: 1.5rem 0 0.5rem; text-align: left; }
      label { font-weight: 600; font-size: 0.9rem; }
      input { font: inherit; padding: 0.7rem 0.9rem; border: 1px solid #b9ada0; border-radius: 10px; }
      input:focus, button:focus-visible, a:focus-visible { outline: 3px solid #c9a77c; outline-offset: 2px; }
      button { margin-top: 0.5rem; padding: 0.75rem 1.5rem; border: 0; border-radius: 999px; background: #2b2622;
        color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
      button[disabled] { opacity: 0.6; cursor: wait; }
      .status { min-height: 1.55em; font-size: 0.95rem; }
      .status.error { color: #a4262c; }
      .links { display: flex; gap: 1.25rem; justify-content: center; flex-wrap: wrap; margin: 1rem 0 0; }
      .links a { color: #2b2622; }
    </style>
  </head>
  <body>
    <main>
      <p class="brand">Threadwise</p>
      <h1>${escapeHtml(FORBIDDEN_TITLE)}</h1>
      <p>${escapeHtml(FORBIDDEN_EXPLANATION)}</p>
      <form id="resend-link" method="get" action="/contact" data-slug="${slug}" data-endpoint="/api/download/resend-link">
        <label for="resend-email">Purchase e-mail</label>
        <input id="resend-email" type="email" autocomplete="email" maxlength="254" required>
        <button type="submit">${escapeHtml(RESEND_BUTTON)}</button>
      </form>
      <p id="resend-status" class="status" role="status" aria-live="polite"></p>
      <p class="links"><a href="/guides/${slug}">Back to ${title}</a><a href="/contact">Contact us</a></p>
    </main>
    <script src="/download-access.js" defer></script>
  </body>
</html>
`;
}
