import { verificationMail } from './verification-mail.js';

describe('verificationMail', () => {
  const mail = verificationMail({
    username: 'Ada <Lovelace>',
    email: 'ada@example.com',
    link: 'https://shop.example.com/api/account/verify?token=abc_DEF-123',
    expiresAt: new Date('2025-03-04T05:06:00Z'),
    supportEmail: 'hello@threadwise.studio',
  });

  it('names the account and the address, carries the link and its expiry', () => {
    expect(mail.subject).toBe('Confirm your e-mail for your Threadwise account');
    expect(mail.text).toContain('Hello Ada <Lovelace>,');
    expect(mail.text).toContain('ada@example.com is your e-mail address');
    expect(mail.text).toContain('\nhttps://shop.example.com/api/account/verify?token=abc_DEF-123\n');
    expect(mail.text).toContain('4 March 2025');
    expect(mail.text).toContain('Didn\'t create the account "Ada <Lovelace>"? Then don\'t click the link');
    expect(mail.text).toContain('hello@threadwise.studio');
  });

  it('escapes everything it puts into the HTML part', () => {
    expect(mail.html).toContain('Hello Ada &lt;Lovelace&gt;,');
    expect(mail.html).not.toContain('<Lovelace>');
    expect(mail.html).toContain('href="https://shop.example.com/api/account/verify?token=abc_DEF-123"');
  });
});
