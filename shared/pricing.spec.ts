import { findGuide, GUIDES } from './catalogue.js';
import type { Guide } from './guide.types.js';
import { CURRENCY, formatCents, formatPrice, priceOrder, truncate, UPSELL_BLURB_LENGTH, UPSELL_CENTS } from './pricing.js';

function guide(slug: string): Guide {
  const g = findGuide(slug);
  if (!g) throw new Error(`missing guide ${slug}`);
  return g;
}

describe('pricing (spec §9)', () => {
  it('uses the spec prices: Fabric 101 $49 / $29, every other guide $39 / $19, upsell $9.99 in USD', () => {
    expect(CURRENCY).toBe('usd');
    expect(UPSELL_CENTS).toBe(999);
    const g101 = guide('fabric-101');
    expect([g101.listCents, g101.saleCents, g101.price]).toEqual([4900, 2900, '$29']);
    for (const g of GUIDES.filter((x) => x.slug !== 'fabric-101')) {
      expect([g.slug, g.listCents, g.saleCents, g.price]).toEqual([g.slug, 3900, 1900, '$19']);
    }
  });

  it("saves $20 on every guide ('Save $20 Today!')", () => {
    for (const g of GUIDES) expect(formatPrice(priceOrder(g, 0).savingsCents)).toBe('$20');
  });

  it('Fabric 101 alone: total $29.00, savings $20.00', () => {
    const p = priceOrder(guide('fabric-101'), 0);
    expect(p.totalCents).toBe(2900);
    expect(formatCents(p.totalCents)).toBe('$29.00');
    expect(p.savingsCents).toBe(2000);
    expect(formatCents(p.totalSavingsCents)).toBe('$20.00');
    expect(p.upsellCents).toBe(0);
  });

  it('Fabric 101 with two upsells: total $48.98, total savings $40.00', () => {
    const p = priceOrder(guide('fabric-101'), 2);
    expect(p.upsellCount).toBe(2);
    expect(p.upsellCents).toBe(1998);
    expect(p.totalCents).toBe(4898);
    expect(formatCents(p.totalCents)).toBe('$48.98');
    expect(p.totalSavingsCents).toBe(4000);
    expect(formatCents(p.totalSavingsCents)).toBe('$40.00');
    // Savings of the main guide stay list minus sale.
    expect(p.savingsCents).toBe(2000);
  });

  it.each(GUIDES.filter((g) => g.slug !== 'fabric-101').map((g) => [g.slug]))(
    '%s at $19 with one upsell: total $28.99, total savings $30.00',
    (slug) => {
      const p = priceOrder(guide(slug), 1);
      expect(p.totalCents).toBe(2899);
      expect(formatCents(p.totalCents)).toBe('$28.99');
      expect(p.totalSavingsCents).toBe(3000);
      expect(formatCents(p.totalSavingsCents)).toBe('$30.00');
    },
  );

  it('formats cents with two decimals and catalogue prices without them when whole', () => {
    expect(formatCents(4898)).toBe('$48.98');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatPrice(2900)).toBe('$29');
    expect(formatPrice(1900)).toBe('$19');
    expect(formatPrice(999)).toBe('$9.99');
  });

  it('cuts upsell blurbs to 80 characters', () => {
    expect(UPSELL_BLURB_LENGTH).toBe(80);
    const exact = 'x'.repeat(80);
    expect(truncate(exact)).toBe(exact);
    expect(truncate('Short blurb.')).toBe('Short blurb.');
    const long = 'a'.repeat(79) + 'bcdef';
    expect(truncate(long)).toBe(`${'a'.repeat(79)}b...`);
    for (const g of GUIDES) {
      const cut = truncate(g.blurb);
      if (g.blurb.length <= 80) {
        expect(cut).toBe(g.blurb);
      } else {
        expect(cut.endsWith('...')).toBe(true);
        const kept = cut.slice(0, -3);
        expect(kept.length).toBeLessThanOrEqual(80);
        expect(g.blurb.startsWith(kept)).toBe(true);
        expect(kept).toBe(g.blurb.slice(0, 80).trimEnd());
      }
    }
  });

  it('rejects negative or non-integer upsell counts', () => {
    const g = guide('fabric-101');
    expect(() => priceOrder(g, -1)).toThrow(RangeError);
    expect(() => priceOrder(g, 1.5)).toThrow(RangeError);
    expect(() => priceOrder(g, Number.NaN)).toThrow(RangeError);
    expect(() => priceOrder(g, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
