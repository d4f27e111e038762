import { block } from '../mail/email-layout.js';
import { confirmationMail, withUnsubscribe } from './newsletter-mail.js';
import { escapeHtml } from '../common/html.js';
import { renderPage } from './newsletter-pages.js';

const UNSUB = 'https://shop.example.com/api/newsletter/unsubscribe?token=u';

describe('newsletter e-mails', () => {
  it('every newsletter e-mail carries the unsubscribe link and the one-click headers', () => {
    const mail = withUnsubscribe({ subject: 'Issue 1', blocks: [block.paragraph('Hello')] }, UNSUB);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUB}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`Unsubscribe: ${UNSUB}`);
    expect(mail.html).toContain(`href="${UNSUB}"`);
  });

  it('the confirmation e-mail links to confirm', () => {
    const mail = confirmationMail('https://shop.example.com/api/newsletter/confirm?token=c', UNSUB);
    expect(mail.subject).toBe('Confirm your Threadwise newsletter subscription');
    expect(mail.text).toContain('https://shop.example.com/api/newsletter/confirm?token=c');
    expect(mail.html).toContain('href="https://shop.example.com/api/newsletter/confirm?token=c"');
    expect(mail.headers['List-Unsubscribe']).toBe(`<${UNSUB}>`);
  });
});

describe('pages', () => {
  it('escapes everything it shows', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderPage({ title: '<b>', paragraphs: ['<script>'], homeUrl: 'https://x/"', form: { action: '/a?b=1&c=2', button: 'Go' } });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>&lt;b&gt;</h1>');
    expect(html).toContain('action="/a?b=1&amp;c=2"');
    expect(html).toContain('href="https://x/&quot;"');
  });
});
