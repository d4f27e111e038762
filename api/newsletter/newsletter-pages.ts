/**
 * The pages behind the links in newsletter e-mails (confirm, unsubscribe), in the shared
 * page shell: they work without the web app and without scripts.
 */
import { html } from '../common/html.js';
import { renderPage } from '../common/html-page.js';

export interface NewsletterPage {
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A POST form with one button (the confirmation and unsubscribe buttons) and its hidden fields. */
  form?: { action: string; button: string; hidden?: Record<string, string> };
  /** Where the link at the bottom goes (the shop's home page). */
  homeUrl: string;
}

export function newsletterPage(p: NewsletterPage): string {
  return renderPage({
    title: p.title,
    paragraphs: p.paragraphs,
    content: p.form
      ? html`<form method="post" action="${p.form.action}">
        ${Object.entries(p.form.hidden ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
        <button type="submit">${p.form.button}</button>
      </form>`
      : undefined,
    actions: [{ label: 'Back to the shop', href: p.homeUrl, look: 'button' }],
  });
}
