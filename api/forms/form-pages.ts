/** The result pages of the no-JavaScript form posts, in the shared page shell. */
import { renderPage, type PageAction } from '../common/html-page.js';
import type { FormText } from '../../shared/form-texts.js';

export function formResultPage(text: FormText, back: { href: string; label: string } | null): string {
  const actions: PageAction[] = [];
  if (back) actions.push({ label: back.label, href: back.href });
  actions.push({ label: 'Back to the shop', href: '/', look: 'button' });
  return renderPage({ title: text.title, paragraphs: [text.description], actions });
}
