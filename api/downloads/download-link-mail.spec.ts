import { downloadLinkMail } from './download-link-mail.js';

describe('downloadLinkMail', () => {
  const link = 'https://shop.example.com/api/download/fabric-101?order=3&exp=2000000000&sig=abc';
  const mail = downloadLinkMail({
    guideTitle: 'Fabric 101',
    orderNumber: 'TW-000003',
    link,
    expiresAt: new Date('2033-05-18T03:33:20Z'),
    supportEmail: 'hello@threadwise.studio',
  });

  it('names the guide and the order, and carries the link and its expiry', () => {
    expect(mail.subject).toBe('Your download link for Fabric 101');
    expect(mail.text).toContain(`(order TW-000003):\n\n${link}\n`);
    expect(mail.text).toContain('The link works until 18 May 2033.');
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });
});
