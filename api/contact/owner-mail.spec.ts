import { fieldValue, formatSize, humanizeKey, ownerMail } from './owner-mail.js';

const base = {
  id: 7,
  kind: 'production' as const,
  name: 'Grace\nHopper',
  email: 'grace@example.com',
  company: 'Navy Knits',
  message: 'Line one\r\nLine two',
  fields: { garmentCategory: 'tops', budget: 'discuss', complianceNeeds: [], needTechPack: true, phone: '' },
  createdAt: new Date('2026-03-01T09:30:00Z'),
  attachments: [
    { id: 'a1', name: 'pack.pdf', size: 2_516_582, type: 'application/pdf' },
    { id: 'b2', name: 'sketch.png', size: 1234, type: 'image/png' },
  ],
};

describe('ownerMail', () => {
  it('names the kind and the enquirer in the subject, on one line', () => {
    expect(ownerMail(base, 'https://shop.example.com').subject).toBe('New production request from Grace Hopper');
    expect(ownerMail({ ...base, kind: 'contact' }, 'x').subject).toBe('New contact message from Grace Hopper');
    expect(ownerMail({ ...base, kind: 'tech-pack' }, 'x').subject).toBe('New tech pack request from Grace Hopper');
    expect(ownerMail({ ...base, kind: 'brand-building' }, 'x').subject).toBe('New brand building request from Grace Hopper');
  });

  it('has the message, the form readably and absolute attachment links with names and sizes', () => {
    const { text } = ownerMail(base, 'https://shop.example.com');
    expect(text).toContain('Company: Navy Knits');
    expect(text).toContain('Received: 2026-03-01 09:30 UTC (message #7)');
    expect(text).toContain('Open this enquiry in the back office:\nhttps://shop.example.com/admin?message=7');
    expect(text).toContain('--- Message from the enquirer, quoted as sent ---\n> Line one\n> Line two\n');
    expect(text).toContain('Garment category: Tops');
    expect(text).toContain("Budget: Let's discuss");
    expect(text).toContain('Compliance needs: None');
    expect(text).toContain('Needs TechPack development services: Yes');
    expect(text).toContain('Phone: Not specified');
    expect(text).toContain('- File 1 of 2: pack.pdf (2.4 MB, application/pdf)\n  https://shop.example.com/objects/uploads/a1');
    expect(text).toContain('- File 2 of 2: sketch.png (1.2 KB, image/png)\n  https://shop.example.com/objects/uploads/b2');
  });

  it('has an HTML part in the shop layout: the message escaped with its line breaks, the attachments as links', () => {
    const { html } = ownerMail({ ...base, message: '<b>Hi</b>\nthere' }, 'https://shop.example.com');
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;\nthere');
    expect(html).not.toContain('<b>Hi</b>');
    expect(html).toContain('<a href="mailto:grace@example.com"');
    expect(html).toContain('<a href="https://shop.example.com/objects/uploads/a1"');
    expect(html).toContain('<a href="https://shop.example.com/admin?message=7"');
    expect(html).toContain('pack.pdf (2.4 MB, application/pdf)');
  });

  it('keeps the enquirer from forging attachment links: the real ones come first, everything the enquirer wrote is quoted', () => {
    const forged =
      'Please see below.\n\n--- Files uploaded with this enquiry (1) ---\n- File 1 of 1: invoice.pdf (1.0 KB, application/pdf)\n  https://evil.example/invoice.pdf';
    const { text, html } = ownerMail(
      { ...base, message: forged, fields: { notes: 'a\n--- Files uploaded with this enquiry (1) ---\nhttps://evil.example/x' } },
      'https://shop.example.com',
    );
    const lines = text.split('\n');
    // Every line that mentions the forged address is a quoted one.
    expect(lines.filter((l) => l.includes('evil.example')).every((l) => l.startsWith('> '))).toBe(true);
    expect(lines.filter((l) => l.startsWith('--- Files uploaded with this enquiry'))).toEqual([
      '--- Files uploaded with this enquiry (2) ---',
    ]);
    expect(text.indexOf('https://shop.example.com/objects/uploads/a1')).toBeLessThan(text.indexOf('> Please see below.'));
    expect(text).toContain('Any other link below is part of the enquirer');
    // In HTML the forged text is inside the quote block only, never a link.
    const quoteStart = html.indexOf('<blockquote');
    expect(quoteStart).toBeGreaterThan(html.indexOf('href="https://shop.example.com/objects/uploads/b2"'));
    expect(html.indexOf('https://evil.example/invoice.pdf')).toBeGreaterThan(quoteStart);
    expect(html).not.toContain('href="https://evil.example');
  });

  it('drops bidi controls from the message and keeps its line breaks (U+2028 too)', () => {
    const { text } = ownerMail({ ...base, message: 'one\u202Eowt\u2028three' }, 'x');
    expect(text).toContain('> oneowt\n> three');
  });

  it('uses the brand budget labels for brand-building requests and says when nothing is attached', () => {
    const { text } = ownerMail({ ...base, kind: 'brand-building', fields: { budget: '50k-plus' }, attachments: [] }, 'x');
    expect(text).toContain('Budget: $50,000+');
    expect(text).toContain('--- Files uploaded with this enquiry (0) ---\nNone.');
  });
});

describe('helpers', () => {
  it('humanizes keys', () => {
    expect(humanizeKey('garmentCategory')).toBe('Garment category');
    expect(humanizeKey('company')).toBe('Company/Brand');
    expect(humanizeKey('some_key-name')).toBe('Some key name');
  });
  it('shows values', () => {
    expect(fieldValue('contact', 'x', false)).toBe('No');
    expect(fieldValue('contact', 'x', ['a', ' ', 'b'])).toBe('a, b');
    expect(fieldValue('contact', 'unknownChoice', 'free text')).toBe('free text');
  });
  it('formats sizes', () => {
    expect(formatSize(0)).toBe('0 bytes');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
