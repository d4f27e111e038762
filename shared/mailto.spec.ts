import { mailtoHref } from './mailto.js';

describe('mailtoHref', () => {
  it('links a plain address as it reads', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
  });

  it('cannot be made to add copies, a subject or a body', () => {
    const href = mailtoHref('x?cc=attacker%40evil.example&subject=Refund&body=hi@example.com');
    expect(href).toBe('mailto:x%3Fcc%3Dattacker%2540evil.example%26subject%3DRefund%26body%3Dhi@example.com');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe('x?cc=attacker%40evil.example&subject=Refund&body=hi@example.com');
    expect(mailtoHref('a#b@example.com')).not.toContain('#');
    expect(mailtoHref('a+tag@example.com')).toBe('mailto:a%2Btag@example.com');
  });
});
