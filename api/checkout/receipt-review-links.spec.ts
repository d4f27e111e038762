import { deriveKey } from '../config/app-secret.js';
import { verifyReviewToken } from '../download-links/review-links.js';
import { receiptMail, type ReceiptOrder } from './receipt-mail.js';

const NOW = 1_750_000_000;
const reviewKey = deriveKey('a'.repeat(48), 'review-links');
const order: ReceiptOrder = {
  id: 7,
  number: 'TW-000007',
  email: 'ada@example.com',
  amountCents: 3899,
  paidAt: new Date(NOW * 1000),
  items: [
    { guideSlug: 'fabric-101', kind: 'main', priceCents: 2900, revokedAt: null },
    { guideSlug: 'fabric-204-synthetic', kind: 'upsell', priceCents: 999, revokedAt: new Date(NOW * 1000) },
  ],
};
const base = {
  publicUrl: 'https://shop.example.com',
  supportEmail: 'help@example.com',
  linkKey: deriveKey('a'.repeat(48), 'download-links'),
  nowSeconds: NOW,
};

describe('receipt review links', () => {
  it('has a signed review link per guide still owned, for the purchase e-mail', () => {
    const mail = receiptMail(order, { ...base, reviewLinkKey: reviewKey });
    const tokens = [...mail.text.matchAll(/https:\/\/shop\.example\.com\/guides\/([a-z0-9-]+)\?review=([\w-]+\.[\w-]{43})#reviews/g)];
    expect(tokens.map((m) => m[1])).toEqual(['fabric-101']);
    expect(verifyReviewToken(reviewKey, tokens[0][2], NOW)).toEqual({
      email: 'ada@example.com',
      slug: 'fabric-101',
      exp: NOW + 90 * 86400,
    });
    expect(mail.text).toContain('Review Fabric 101');
    expect(mail.html).toContain('Review Fabric 101');
  });

  it('has none without the review key', () => {
    expect(receiptMail(order, base).text).not.toContain('?review=');
  });
});
