import { html } from '../common/html.js';
import { block, emailLayout, mailtoLink } from './email-layout.js';

describe('emailLayout', () => {
  const mail = emailLayout({
    title: 'Your <order>',
    preheader: 'Preview & more',
    blocks: [
      block.heading('Thank you!'),
      block.paragraph('Hello <Ada>,'),
      block.paragraph(html`Write to ${mailtoLink('help@example.com')}.`, 'Write to help@example.com.'),
      block.button('Download', 'https://shop.example.com/d?a=1&b=2', 'Your link:'),
      block.items(
        [{ title: 'Fabric 101', amount: '$29.00', link: { label: 'Download PDF', href: 'https://x/1', plainLabel: 'Download' } }],
        {
          label: 'Total',
          amount: '$29.00',
          unit: 'USD',
        },
      ),
      block.section('Details', [
        block.fields([
          ['Budget', 'Less than $5k'],
          ['Notes', 'one\ntwo'],
        ]),
        block.note('Only for you.'),
      ]),
      block.heading('Only in HTML', null),
    ],
    footerLinks: [{ label: 'Unsubscribe', href: 'https://shop.example.com/u?t=1' }],
  });

  it('writes the plain-text part from the blocks, with the sign-off and footer links', () => {
    expect(mail.text).toBe(
      [
        'Thank you!',
        '',
        'Hello <Ada>,',
        '',
        'Write to help@example.com.',
        '',
        'Your link:',
        'https://shop.example.com/d?a=1&b=2',
        '',
        'Fabric 101 — $29.00',
        'Download: https://x/1',
        '',
        'Total: $29.00 (USD)',
        '',
        '--- Details ---',
        'Budget: Less than $5k',
        'Notes:',
        'one',
        'two',
        'Only for you.',
        '',
        '--',
        'Threadwise — Master textiles, one thread at a time.',
        'Unsubscribe: https://shop.example.com/u?t=1',
        '',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML part and keeps its markup', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('<title>Your &lt;order&gt;</title>');
    expect(mail.html).toContain('Preview &amp; more');
    expect(mail.html).toContain('Hello &lt;Ada&gt;,');
    expect(mail.html).not.toContain('<Ada>');
    expect(mail.html).toContain('<a href="mailto:help@example.com"');
    expect(mail.html).toContain('href="https://shop.example.com/d?a=1&amp;b=2"');
    expect(mail.html).toContain('Or copy this address into your browser: https://shop.example.com/d?a=1&amp;b=2');
    expect(mail.html).toContain('>Only in HTML</h1>');
    expect(mail.html).toContain('href="https://shop.example.com/u?t=1"');
    expect(mail.html).toContain('Master textiles, one thread at a time.');
    expect(mail.html).not.toMatch(/<script|<style/i);
  });

  it('refuses an HTML paragraph without its plain-text form', () => {
    expect(() => emailLayout({ title: 't', blocks: [{ kind: 'paragraph', content: html`<b>x</b>` }] })).toThrow(/plain-text form/);
  });
});
