import {
  allocateDiscount,
  appliesTo,
  type DiscountTerms,
  MIN_CHARGE_CENTS,
  normalizeDiscountCode,
  DISCOUNT_CODE_PATTERN,
} from './discount.js';

const percent = (percentOff: number, guideSlugs: string[] | null = null): DiscountTerms => ({
  kind: 'percent',
  percentOff,
  amountOffCents: null,
  guideSlugs,
});
const fixed = (amountOffCents: number, guideSlugs: string[] | null = null): DiscountTerms => ({
  kind: 'fixed',
  percentOff: null,
  amountOffCents,
  guideSlugs,
});
const order = [
  { slug: 'fabric-101', priceCents: 2900 },
  { slug: 'fabric-201-cotton', priceCents: 999 },
  { slug: 'fabric-204-synthetic', priceCents: 999 },
];

describe('allocateDiscount', () => {
  it('takes a percentage of the whole order and splits it in proportion to the prices, to the cent', () => {
    const { discountCents, perLine } = allocateDiscount(order, percent(20));
    expect(discountCents).toBe(Math.round(4898 * 0.2));
    expect(perLine.reduce((a, b) => a + b, 0)).toBe(discountCents);
    expect(perLine).toEqual([580, 200, 200]);
  });

  it('gives the odd cents to the largest remainders, earlier lines first on a tie', () => {
    const { perLine } = allocateDiscount(
      [
        { slug: 'a', priceCents: 999 },
        { slug: 'b', priceCents: 999 },
        { slug: 'c', priceCents: 999 },
      ],
      fixed(100),
    );
    expect(perLine).toEqual([34, 33, 33]);
  });

  it('discounts only the guides the code names', () => {
    expect(allocateDiscount(order, fixed(500, ['fabric-201-cotton']))).toEqual({ discountCents: 500, perLine: [0, 500, 0] });
    expect(allocateDiscount(order, percent(50, ['fabric-101', 'fabric-204-synthetic'])).perLine).toEqual([1450, 0, 500]);
    expect(allocateDiscount(order, percent(50, ['fabric-203-animal-based']))).toEqual({ discountCents: 0, perLine: [0, 0, 0] });
  });

  it('never takes more than the lines it applies to, nor leaves less than the minimum charge', () => {
    expect(allocateDiscount(order, fixed(5000, ['fabric-201-cotton'])).perLine).toEqual([0, 999, 0]);
    const most = allocateDiscount(order, percent(99));
    expect(4898 - most.discountCents).toBe(MIN_CHARGE_CENTS);
    expect(most.perLine.every((d, i) => d <= order[i].priceCents)).toBe(true);
    expect(allocateDiscount([{ slug: 'a', priceCents: 1900 }], fixed(1880)).discountCents).toBe(1900 - MIN_CHARGE_CENTS);
  });

  it('makes the order free when it covers the whole of it (no card payment at all)', () => {
    expect(allocateDiscount(order, percent(100))).toEqual({ discountCents: 4898, perLine: order.map((l) => l.priceCents) });
    expect(allocateDiscount([{ slug: 'a', priceCents: 1900 }], fixed(100_000))).toEqual({ discountCents: 1900, perLine: [1900] });
    expect(allocateDiscount([{ slug: 'a', priceCents: 1900 }], fixed(1900)).discountCents).toBe(1900);
    // A code for some guides only never makes the rest free.
    expect(allocateDiscount(order, percent(100, ['fabric-101'])).discountCents).toBe(order[0].priceCents);
  });
});

describe('codes', () => {
  it('are upper-cased and trimmed, 3-32 of A-Z 0-9 - _', () => {
    expect(normalizeDiscountCode('  spring-20 ')).toBe('SPRING-20');
    for (const ok of ['ABC', 'A_B-9', 'X'.repeat(32)]) expect(DISCOUNT_CODE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['AB', 'X'.repeat(33), 'NO SPACE', 'CAFÉ', 'a-lower']) expect(DISCOUNT_CODE_PATTERN.test(bad)).toBe(false);
  });

  it('apply to every guide without a list', () => {
    expect(appliesTo({ guideSlugs: null }, 'fabric-101')).toBe(true);
    expect(appliesTo({ guideSlugs: ['fabric-201-cotton'] }, 'fabric-101')).toBe(false);
  });
});
