/**
 * The page a browser tab gets when it may not download a guide (403), in the shared page
 * shell. Its one script, /download-access.js (web/public, same origin for the CSP), posts
 * the form as JSON to /api/download/resend-link and shows the answer in the page. Without
 * the script the browser posts it (never GET: the address stays out of URLs) to
 * /forms/resend-link, which answers with a page.
 */
import type { Guide } from '../../shared/guide.types.js';
import { html } from '../common/html.js';
import { renderPage } from '../common/html-page.js';
import { FORM_ACTIONS } from '../../shared/form-texts.js';

export const FORBIDDEN_TITLE = 'This download is for the buyer';
export const FORBIDDEN_EXPLANATION =
  "This guide is licensed to the person who bought it. If that's you, we'll e-mail a fresh download link to the address you used at checkout.";
export const RESEND_BUTTON = 'E-mail me a fresh link';

export const REVOKED_TITLE = 'This purchase was refunded';
export const REVOKED_MESSAGE = 'This guide was refunded, so its download link no longer works.';

/** The receipt's link to a guide since refunded (or disputed): saying so, not offering a fresh link that would not come. */
export function renderRevokedPage(guide: Pick<Guide, 'slug' | 'title'>): string {
  return renderPage({
    title: REVOKED_TITLE,
    paragraphs: [`${REVOKED_MESSAGE} If you think this is a mistake, please contact us.`],
    actions: [
      { label: `Back to ${guide.title}`, href: `/guides/${guide.slug}` },
      { label: 'Contact us', href: '/contact', look: 'button' },
    ],
  });
}

export function renderForbiddenPage(guide: Pick<Guide, 'slug' | 'title'>): string {
  return renderPage({
    title: FORBIDDEN_TITLE,
    paragraphs: [FORBIDDEN_EXPLANATION],
    content: html`<form id="resend-link" class="stacked" method="post" action="${FORM_ACTIONS.resendLink}" data-slug="${guide.slug}" data-endpoint="/api/download/resend-link">
        <input type="hidden" name="slug" value="${guide.slug}">
        <label for="resend-email">Purchase e-mail</label>
        <input id="resend-email" name="email" type="email" autocomplete="email" maxlength="254" required>
        <button type="submit">${RESEND_BUTTON}</button>
      </form>
      <p id="resend-status" class="status" role="status" aria-live="polite"></p>`,
    actions: [
      { label: `Back to ${guide.title}`, href: `/guides/${guide.slug}` },
      { label: 'Contact us', href: '/contact' },
    ],
    scripts: ['/download-access.js'],
  });
}
