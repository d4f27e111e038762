import { refundMail } from './refund-mail.js';
import { refundableCents, refundKey } from './refunds.service.js';

const options = { publicUrl: 'https://shop.example.com', supportEmail: 'help@example.com' };

describe('refundMail', () => {
  const partial = refundMail(
    {
      orderNumber: 'TW-000042',
      email: 'ada@example.com',
      amountCents: 1998,
      lines: [
        { guideSlug: 'fabric-201-cotton', amountCents: 999 },
        { guideSlug: 'fabric-204-synthetic', amountCents: 999 },
      ],
      keptSlugs: ['fabric-101'],
    },
    options,
  );

  it('names the order and lists each refunded guide with its amount and the total', () => {
    expect(partial.to).toBe('ada@example.com');
    expect(partial.subject).toBe('Your Threadwise refund — order TW-000042');
    expect(partial.text).toContain('We have refunded $19.98 for order TW-000042');
    expect(partial.text).toContain('Fabric 201 Cotton — $9.99');
    expect(partial.text).toContain('Fabric 204 Synthetic — $9.99');
    expect(partial.text).toContain('Refunded: $19.98');
    expect(partial.html).toContain('<strong>TW-000042</strong>');
  });

  it('says which guides the buyer keeps, with the account link; a full refund keeps none', () => {
    expect(partial.text).toContain('You keep Fabric 101: download it');
    expect(partial.text).toContain('https://shop.example.com/account');
    const full = refundMail(
      {
        orderNumber: 'TW-000043',
        email: 'b@example.com',
        amountCents: 2900,
        lines: [{ guideSlug: 'fabric-101', amountCents: 2900 }],
        keptSlugs: [],
      },
      options,
    );
    expect(full.text).not.toContain('You keep');
  });

  it('keeps HTML out of the text part', () => {
    expect(partial.text).not.toMatch(/<[a-z]/i);
  });
});

describe('refundKey', () => {
  it('is the same for the same order and items in any order, and differs by order, items and attempt', () => {
    const key = refundKey(7, [3, 1, 2], 1);
    expect(key).toMatch(/^threadwise-refund-7-[0-9a-f]{16}-1$/);
    expect(refundKey(7, [1, 2, 3], 1)).toBe(key);
    expect(refundKey(8, [1, 2, 3], 1)).not.toBe(key);
    expect(refundKey(7, [1, 2], 1)).not.toBe(key);
    expect(refundKey(7, [1, 2, 3], 2)).not.toBe(key);
    expect(key.length).toBeLessThanOrEqual(100);
  });

  it("refunds an item's recorded price", () => {
    expect(refundableCents({ paidCents: 999 })).toBe(999);
  });
});
