/**
 * Small standalone pages for the links in newsletter e-mails (confirm, unsubscribe). They
 * work without the web app: inline styles only (the CSP allows them), no scripts.
 */
import { escapeHtml } from '../common/html.js';

export interface PageContent {
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A POST form with one button (the unsubscribe confirmation). */
  form?: { action: string; button: string };
  /** Where the link at the bottom goes (the shop's home page). */
  homeUrl: string;
}

export function renderPage(p: PageContent): string {
  const paragraphs = p.paragraphs.map((t) => `<p>${escapeHtml(t)}</p>`).join('\n      ');
  const form = p.form
    ? `<form method="post" action="${escapeHtml(p.form.action)}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click">
        <button type="submit">${escapeHtml(p.form.button)}</button>
      </form>`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(p.title)} · Threadwise</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
        background: #f7f3ec; color: #2b2622; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
      main { max-width: 30rem; margin: 1.5rem; padding: 2.5rem 2rem; background: #fff; border-radius: 16px;
        box-shadow: 0 8px 30px rgba(43, 38, 34, 0.08); text-align: center; }
      .brand { font-family: Georgia, "Times New Roman", serif; font-size: 1.1rem; letter-spacing: 0.08em;
        text-transform: uppercase; color: #7a6a58; margin: 0 0 1.5rem; }
      h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 600; font-size: 1.75rem; margin: 0 0 1rem; }
      p { line-height: 1.55; margin: 0 0 1rem; }
      button, .home { display: inline-block; margin-top: 0.5rem; padding: 0.75rem 1.5rem; border-radius: 999px;
        font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
      button { border: 0; background: #2b2622; color: #fff; }
      .home { color: #2b2622; border: 1px solid #2b2622; }
    </style>
  </head>
  <body>
    <main>
      <p class="brand">Threadwise</p>
      <h1>${escapeHtml(p.title)}</h1>
      ${paragraphs}
      ${form}
      <p><a class="home" href="${escapeHtml(p.homeUrl)}">Back to the shop</a></p>
    </main>
  </body>
</html>
`;
}
