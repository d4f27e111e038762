import { deriveKey } from '../config/app-secret.js';
import { verifyDownloadGrant, DOWNLOAD_LINK_TTL_SECONDS } from '../download-links/signed-links.js';
import { paidWith, receiptMail, type ReceiptOrder } from './receipt-mail.js';
import { GUIDES } from '../../shared/catalogue.js';
import { formatLegalDate } from '../../shared/legal.js';
import { formatCents, priceOrder } from '../../shared/pricing.js';

const key = deriveKey('a'.repeat(48), 'download-links');
const NOW = 1_750_000_000;
const order: ReceiptOrder = {
  id: 42,
  number: 'TW-000042',
  email: 'ada@example.com',
  amountCents: 4898,
  paidAt: new Date(NOW * 1000),
  items: [
    { guideSlug: 'fabric-101', kind: 'main', priceCents: 2900, revokedAt: null },
    { guideSlug: 'fabric-201-cotton', kind: 'upsell', priceCents: 999, revokedAt: null },
    { guideSlug: 'fabric-204-synthetic', kind: 'upsell', priceCents: 999, revokedAt: null },
  ],
};
const options = { publicUrl: 'https://shop.example.com', supportEmail: 'help@example.com', linkKey: key, nowSeconds: NOW };

describe('receiptMail', () => {
  const mail = receiptMail(order, options);

  it('goes to the order e-mail with the order number in the subject', () => {
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your Threadwise receipt — order TW-000042');
  });

  it('lists every guide with its price and the total with two decimals', () => {
    expect(mail.text).toContain('Fabric 101 — $29.00');
    expect(mail.text).toContain('Fabric 201 Cotton — $9.99');
    expect(mail.text).toContain('Fabric 204 Synthetic — $9.99');
    expect(mail.text).toContain('Total: $48.98 (USD)');
    expect(mail.html).toContain('$48.98');
  });

  it("says when and how it was paid, and what it saved: the checkout's 'Total savings' figure, by part", () => {
    const fabric101 = GUIDES.find((g) => g.slug === 'fabric-101')!;
    const listSaved = fabric101.listCents - fabric101.saleCents;
    // Spec: 'Total savings' = list minus sale + 10 per upsell, as the checkout showed it.
    const total = priceOrder(fabric101, 2).totalSavingsCents;
    expect(total).toBe(listSaved + 2 * 1000);
    expect(mail.text).toContain(`Paid by card on ${formatLegalDate(new Date(NOW * 1000).toISOString())}.`);
    expect(mail.text).toContain(
      `You saved ${formatCents(total)}: ${formatCents(listSaved)} off the list price of Fabric 101 and $20.00 with the bundle price on your 2 add-on guides.`,
    );

    // A discount code adds what it took off; the checkout adds it to 'Total savings' too.
    const discounted = receiptMail(
      { ...order, amountCents: 0, items: [{ guideSlug: 'fabric-101', kind: 'main', priceCents: 2900, paidCents: 0, revokedAt: null }] },
      options,
    );
    expect(discounted.text).toContain('Free order on');
    const withCode = `You saved ${formatCents(listSaved + 2900)}: ${formatCents(listSaved)} off the list price of Fabric 101 and $29.00 with your discount code.`;
    expect(discounted.text).toContain(withCode);
    expect(discounted.html).toContain(withCode);

    // A refunded guide no longer counts; an order of add-ons alone saved only the bundle price.
    const refunded = receiptMail(
      { ...order, items: order.items.map((i) => (i.kind === 'main' ? { ...i, revokedAt: new Date(NOW * 1000) } : i)) },
      options,
    );
    expect(refunded.text).toContain('You saved $20.00: $20.00 with the bundle price on your 2 add-on guides.');
    const nothing = receiptMail({ ...order, items: [{ ...order.items[0], priceCents: fabric101.listCents }] }, options);
    expect(nothing.text).not.toContain('You saved');
  });

  it('names the card that paid when the provider said which: brand, last four digits, wallet', () => {
    const paidOn = formatLegalDate(new Date(NOW * 1000).toISOString());
    const visa = receiptMail({ ...order, card: { brand: 'visa', last4: '4242' } }, options);
    expect(visa.text).toContain(`Paid by Visa ending in 4242 on ${paidOn}.`);
    expect(visa.html).toContain(`Paid by Visa ending in 4242 on ${paidOn}.`);
    expect(paidWith({ brand: 'amex', last4: '0005', wallet: 'apple_pay' })).toBe('American Express ending in 0005 (Apple Pay)');
    expect(paidWith({ brand: 'mastercard', last4: '4444', wallet: 'google_pay' })).toBe('Mastercard ending in 4444 (Google Pay)');
    // A brand or wallet we do not name is not printed as the provider spells it.
    expect(paidWith({ brand: 'unknown', last4: '1117', wallet: 'masterpass' })).toBe('card ending in 1117');
    // Nothing usable: the plain wording.
    for (const card of [null, undefined, { brand: 'visa', last4: '' }, { brand: 'visa', last4: '<b>1' }])
      expect(paidWith(card)).toBe('card');
  });

  it('has one signed, expiring download link per guide that verifies with the download key', () => {
    const links = [...mail.text.matchAll(/^Download: (\S+)$/gm)].map((m) => new URL(m[1]));
    expect(links.map((u) => u.pathname)).toEqual([
      '/api/download/fabric-101',
      '/api/download/fabric-201-cotton',
      '/api/download/fabric-204-synthetic',
    ]);
    for (const url of links) {
      expect(url.origin).toBe('https://shop.example.com');
      const slug = url.pathname.split('/').pop()!;
      const q = Object.fromEntries(url.searchParams);
      expect(verifyDownloadGrant(key, { slug, ...q }, NOW)).toEqual({ orderId: 42, slug, exp: NOW + DOWNLOAD_LINK_TTL_SECONDS });
      expect(verifyDownloadGrant(key, { slug, ...q }, NOW + DOWNLOAD_LINK_TTL_SECONDS + 1)).toBeNull();
      expect(mail.html).toContain(url.toString().replace(/&/g, '&amp;'));
    }
  });

  it('links to the login page to create an account, and names the support address', () => {
    expect(mail.text).toContain('https://shop.example.com/login');
    expect(mail.text).toContain('Create an account with ada@example.com');
    expect(mail.text).toContain('help@example.com');
    expect(mail.html).toContain('href="https://shop.example.com/login"');
  });

  it('leaves out revoked items and escapes HTML', () => {
    const m = receiptMail(
      { ...order, email: 'a<b>@example.com', items: [order.items[0], { ...order.items[1], revokedAt: new Date() }] },
      options,
    );
    expect(m.text).not.toContain('Fabric 201 Cotton');
    expect(m.html).toContain('a&lt;b&gt;@example.com');
    expect(m.html).not.toContain('a<b>');
  });

  it('confirms the consent given at checkout, with the versions and the date; none when there was none', () => {
    const consent = {
      termsVersion: 'terms@2026-11-24.3f9a1c2b+refund-policy@2026-11-24.5e6f7a8b',
      consentAt: new Date('2026-11-24T10:00:00Z'),
    };
    const m = receiptMail({ ...order, consent }, options);
    expect(m.text).toContain('On 24 November 2026 you agreed to our Terms and Conditions (https://shop.example.com/terms)');
    expect(m.text).toContain(`version ${consent.termsVersion}`);
    expect(m.text).toContain('the 14-day right of withdrawal no longer applies');
    expect(m.html).toContain('href="https://shop.example.com/refund-policy"');
    expect(mail.text).not.toContain('right of withdrawal');
  });
});
