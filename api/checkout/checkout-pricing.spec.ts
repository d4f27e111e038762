import { CheckoutError } from './checkout.errors.js';
import { dollarsToCents, orderNumberFor, priceCheckout, sameSlugs } from './checkout-pricing.js';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof CheckoutError ? err.code : 'other';
  }
  return undefined;
}

describe('priceCheckout', () => {
  it('prices the main guide at its sale price and each upsell at $9.99', () => {
    expect(priceCheckout('fabric-101').totalCents).toBe(2900);
    const p = priceCheckout('fabric-101', ['fabric-201-cotton', 'fabric-204-synthetic']);
    expect(p.totalCents).toBe(4898);
    expect(p.currency).toBe('usd');
    expect(p.items).toEqual([
      { slug: 'fabric-101', kind: 'main', priceCents: 2900, discountCents: 0, paidCents: 2900 },
      { slug: 'fabric-201-cotton', kind: 'upsell', priceCents: 999, discountCents: 0, paidCents: 999 },
      { slug: 'fabric-204-synthetic', kind: 'upsell', priceCents: 999, discountCents: 0, paidCents: 999 },
    ]);
    expect(
      priceCheckout('fabric-203-animal-based', ['fabric-101', 'fabric-201-cotton', 'fabric-202-plant-based', 'fabric-204-synthetic'])
        .totalCents,
    ).toBe(1900 + 4 * 999);
  });

  it('refuses unknown guides, duplicates, the main guide as its own upsell and more than four upsells', () => {
    expect(codeOf(() => priceCheckout('fabric-999'))).toBe('unknown_guide');
    expect(codeOf(() => priceCheckout('fabric-101', ['nope']))).toBe('unknown_upsell');
    expect(codeOf(() => priceCheckout('fabric-101', ['fabric-201-cotton', 'fabric-201-cotton']))).toBe('duplicate_upsell');
    expect(codeOf(() => priceCheckout('fabric-101', ['fabric-101']))).toBe('main_as_upsell');
    expect(
      codeOf(() =>
        priceCheckout('fabric-101', [
          'fabric-201-cotton',
          'fabric-202-plant-based',
          'fabric-203-animal-based',
          'fabric-204-synthetic',
          'x',
        ]),
      ),
    ).toBe('too_many_upsells');
  });
});

describe('helpers', () => {
  it('turns dollars into cents with rounding, refusing non-numbers', () => {
    expect(dollarsToCents(48.98)).toBe(4898);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(Number.NaN)).toBeNull();
  });

  it('numbers orders TW- plus six digits', () => {
    expect(orderNumberFor(1)).toBe('TW-000001');
    expect(orderNumberFor(1234567)).toBe('TW-1234567');
  });

  it('compares slug lists as sets of the same size', () => {
    expect(sameSlugs(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSlugs([], [])).toBe(true);
    expect(sameSlugs(['a'], ['a', 'a'])).toBe(false);
    expect(sameSlugs(['a'], ['b'])).toBe(false);
  });
});
