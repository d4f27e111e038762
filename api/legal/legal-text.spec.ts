import { fillPlaceholders, renderMarkdown, sentenceVersion, textVersion, type ShopDetails } from './legal-text.js';

const shop: ShopDetails = {
  shopName: 'Threadwise',
  legalName: 'Cut_and *Sew* Ltd',
  address: '1 Loom Row, Leeds',
  email: 'legal@example.com',
  vatNumber: null,
  website: 'https://shop.example.com',
};

describe('legal texts', () => {
  it('fills the placeholders with the shop details, as plain text (no markdown in a configured value)', () => {
    const md = fillPlaceholders('**{{ legalName }}**, {{address}}. {{vatStatement}} {{nope}}', shop);
    expect(renderMarkdown(md)).toBe(
      '<p><strong>Cut_and *Sew* Ltd</strong>, 1 Loom Row, Leeds. We are not registered for VAT. {{nope}}</p>\n',
    );
    expect(fillPlaceholders('{{vatStatement}} {{vatNumber}}', { ...shop, vatNumber: 'GB1' })).toBe('VAT registration number: GB1. GB1');
  });

  it('renders raw HTML as text and refuses script links', () => {
    const out = renderMarkdown('<b onclick="x()">hi</b>\n\n[a](javascript:alert(1)) [b](vbscript:x) [c](https://ok.example)');
    expect(out).toContain('&lt;b onclick=&quot;x()&quot;&gt;hi&lt;/b&gt;');
    expect(out).not.toMatch(/<b|href="(javascript|vbscript):/);
    expect(out).toContain('<a href="https://ok.example">c</a>');
  });

  it('versions a text by its date and the words shown', () => {
    const day = new Date('2026-11-24T18:30:00Z');
    expect(textVersion('abc', day)).toMatch(/^2026-11-24\.[0-9a-f]{8}$/);
    expect(textVersion('abc', day)).toBe(textVersion('abc', new Date('2026-11-24T01:00:00Z')));
    expect(textVersion('abd', day)).not.toBe(textVersion('abc', day));
    expect(sentenceVersion('I agree.')).toMatch(/^[0-9a-f]{12}$/);
  });
});
