import { editionAnnouncementMail } from './edition-announcement-mail.js';

describe('editionAnnouncementMail', () => {
  const link = 'https://shop.example.com/api/download/fabric-101?order=3&exp=2000000000&sig=abc';
  const mail = editionAnnouncementMail({
    guideTitle: 'Fabric 101',
    edition: 2,
    note: 'New chapter on knits.\n<b>Fixed</b> the GSM table.',
    link,
    expiresAt: new Date('2033-05-18T03:33:20Z'),
    supportEmail: 'hello@threadwise.studio',
  });

  it('names the guide and the edition, quotes the note and carries the link and its expiry', () => {
    expect(mail.subject).toBe('A new edition of Fabric 101 is ready for you');
    expect(mail.text).toContain('edition 2 is out');
    expect(mail.text).toContain('> New chapter on knits.\n> <b>Fixed</b> the GSM table.');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('The link works until 18 May 2033');
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it("escapes the owner's note in the HTML part", () => {
    expect(mail.html).toContain('&lt;b&gt;Fixed&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Fixed</b>');
  });
});
