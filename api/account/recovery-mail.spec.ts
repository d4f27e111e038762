import { resetMail, takenAddressMail } from './recovery-mail.js';

describe('resetMail', () => {
  const mail = resetMail({
    username: 'Ada <Lovelace>',
    link: 'https://shop.example.com/reset-password?token=abc_DEF-123',
    expiresAt: new Date('2025-03-04T05:06:00Z'),
    supportEmail: 'hello@threadwise.studio',
  });

  it('names the account, carries the link and its expiry, and says what to do when not asked', () => {
    expect(mail.subject).toBe('Reset the password of your Threadwise account');
    expect(mail.text).toContain('Hello Ada <Lovelace>,');
    expect(mail.text).toContain('\nhttps://shop.example.com/reset-password?token=abc_DEF-123\n');
    expect(mail.text).toContain('works once, until 4 March 2025');
    expect(mail.text).toContain("Didn't ask for this? Ignore this e-mail");
  });

  it('escapes what it puts into the HTML part', () => {
    expect(mail.html).toContain('Ada &lt;Lovelace&gt;');
    expect(mail.html).not.toContain('<Lovelace>');
    expect(mail.html).toContain('href="https://shop.example.com/reset-password?token=abc_DEF-123"');
  });
});

describe('takenAddressMail', () => {
  it('tells the owner of the address, with a way to log in and no link that changes anything', () => {
    const mail = takenAddressMail({
      email: 'ada@example.com',
      username: 'ada',
      loginUrl: 'https://shop.example.com/login',
      supportEmail: 'hello@threadwise.studio',
    });
    expect(mail.subject).toBe('Your e-mail already has a Threadwise account');
    expect(mail.text).toContain('already belongs to your account "ada"');
    expect(mail.text).toContain('https://shop.example.com/login');
    expect(mail.text).not.toContain('token=');
  });
});
