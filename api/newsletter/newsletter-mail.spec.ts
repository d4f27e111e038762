import { block } from '../mail/email-layout.js';
import { confirmationMail, withUnsubscribe } from './newsletter-mail.js';
import { newsletterPage } from './newsletter-pages.js';

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

describe('newsletter pages', () => {
  it('the unsubscribe page posts the one-click body to the link, and links home', () => {
    const page = newsletterPage({
      title: 'Unsubscribe',
      paragraphs: ['Do you want to stop receiving the Threadwise newsletter?'],
      form: {
        action: 'https://shop.example.com/api/newsletter/unsubscribe?token=u&x=1',
        button: 'Unsubscribe',
        hidden: { 'List-Unsubscribe': 'One-Click' },
      },
      homeUrl: 'https://shop.example.com/',
    });
    expect(page).toContain('<h1>Unsubscribe</h1>');
    expect(page).toContain('<form method="post" action="https://shop.example.com/api/newsletter/unsubscribe?token=u&amp;x=1">');
    expect(page).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(page).toContain('<button type="submit">Unsubscribe</button>');
    expect(page).toContain('href="https://shop.example.com/"');
    expect(page).not.toContain('<script');
  });

  it('the confirmation page posts to its link with no hidden fields; hidden values are escaped', () => {
    const page = newsletterPage({
      title: 'Confirm your subscription',
      paragraphs: ['Please confirm.'],
      form: { action: '/api/newsletter/confirm?token=c', button: 'Confirm subscription' },
      homeUrl: '/',
    });
    expect(page).toContain('<form method="post" action="/api/newsletter/confirm?token=c">');
    expect(page).not.toContain('type="hidden"');
    expect(page).toContain('<button type="submit">Confirm subscription</button>');
    const odd = newsletterPage({ title: 'T', paragraphs: [], form: { action: '/x', button: 'B', hidden: { 'a"b': '<c>' } }, homeUrl: '/' });
    expect(odd).toContain('<input type="hidden" name="a&quot;b" value="&lt;c&gt;">');
  });
});
