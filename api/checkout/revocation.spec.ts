import { itemsToRevokeForRefund, type RevocableItem } from './revocation.js';

const item = (id: number, kind: 'main' | 'upsell', priceCents: number, revoked: string | null = null): RevocableItem => ({
  id,
  guideSlug: `guide-${id}`,
  kind,
  priceCents,
  revokedAt: revoked ? new Date() : null,
  revokeReason: revoked,
});

// Fabric 101 ($29) + three add-ons ($9.99 each) = $58.97
const order = [item(1, 'main', 2900), item(2, 'upsell', 999), item(3, 'upsell', 999), item(4, 'upsell', 999)];
const facts = (amountRefundedCents: number, extra: Partial<{ fullyRefunded: boolean; namedSlugs: string[] | null }> = {}) => ({
  orderAmountCents: 5897,
  amountRefundedCents,
  fullyRefunded: false,
  namedSlugs: null,
  ...extra,
});

describe('itemsToRevokeForRefund', () => {
  it('revokes every item on a full refund', () => {
    expect(itemsToRevokeForRefund(order, facts(5897))).toEqual([1, 2, 3, 4]);
    expect(itemsToRevokeForRefund(order, facts(100, { fullyRefunded: true }))).toEqual([1, 2, 3, 4]);
  });

  it('revokes exactly the guides named in the refund metadata', () => {
    expect(itemsToRevokeForRefund(order, facts(2900, { namedSlugs: ['guide-1'] }))).toEqual([1]);
    expect(itemsToRevokeForRefund(order, facts(999, { namedSlugs: ['guide-3', 'not-in-order'] }))).toEqual([3]);
  });

  it('otherwise revokes add-ons whose full price the refund covers, latest first, the main guide last', () => {
    expect(itemsToRevokeForRefund(order, facts(500))).toEqual([]);
    expect(itemsToRevokeForRefund(order, facts(999))).toEqual([4]);
    expect(itemsToRevokeForRefund(order, facts(2500))).toEqual([4, 3]);
    expect(itemsToRevokeForRefund(order, facts(2997))).toEqual([4, 3, 2]);
    expect(itemsToRevokeForRefund(order, facts(5000))).toEqual([4, 3, 2]);
  });

  it('counts items already revoked for an earlier refund (refunded totals are cumulative)', () => {
    const after = [item(1, 'main', 2900), item(2, 'upsell', 999), item(3, 'upsell', 999), item(4, 'upsell', 999, 'refund')];
    expect(itemsToRevokeForRefund(after, facts(999))).toEqual([]);
    expect(itemsToRevokeForRefund(after, facts(1998))).toEqual([3]);
  });

  it('never returns an item that is already revoked', () => {
    const disputed = order.map((i) => ({ ...i, revokedAt: new Date(), revokeReason: 'dispute' }));
    expect(itemsToRevokeForRefund(disputed, facts(5897))).toEqual([]);
  });
});

describe('itemsToRevokeForRefund with a discount code', () => {
  // 20% off Fabric 101 + one add-on: $23.20 + $7.99 = $31.19 paid.
  const discounted: RevocableItem[] = [
    { ...item(1, 'main', 2900), paidCents: 2320 },
    { ...item(2, 'upsell', 999), paidCents: 799 },
  ];
  const paidFacts = (amountRefundedCents: number) => ({
    orderAmountCents: 3119,
    amountRefundedCents,
    fullyRefunded: false,
    namedSlugs: null,
  });

  it('covers an item at what was paid for it, not its catalogue price', () => {
    expect(itemsToRevokeForRefund(discounted, paidFacts(799))).toEqual([2]);
    expect(itemsToRevokeForRefund(discounted, paidFacts(798))).toEqual([]);
    expect(itemsToRevokeForRefund(discounted, paidFacts(3119))).toEqual([1, 2]);
  });
});
