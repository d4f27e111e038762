/**
 * Which order items a refund takes away (pure). Access is per item (DESIGN §3).
 *
 * - Full refund (the refunded total reaches the order total): every item.
 * - Partial refund naming guides: the refund's metadata `guideSlugs` (comma-separated,
 *   set by the owner in the Stripe dashboard) revokes exactly those guides.
 * - Partial refund without metadata: items are revoked only when the refunded total
 *   covers their full price, upsells first and cheapest first (the most recently added
 *   first among equal prices), the main guide last. A goodwill refund smaller than any
 *   item (say $5 off) takes nothing away; refunding $9.99 on a bundle takes one add-on.
 *   The refunded total is cumulative, so each further refund is planned against
 *   everything refunded so far, counting items already revoked for a refund.
 *   Amounts are what each item was paid (`paidCents`, after a discount code), so a
 *   discounted order's refund covers an item at its discounted price.
 */
export interface RevocableItem {
  id: number;
  guideSlug: string;
  kind: 'main' | 'upsell';
  priceCents: number;
  /** What was paid for it after a discount code; priceCents when absent. */
  paidCents?: number;
  revokedAt: Date | null;
  revokeReason: string | null;
}

export interface RefundFacts {
  orderAmountCents: number;
  /** Cumulative amount refunded on the charge. */
  amountRefundedCents: number;
  /** True when the provider says the charge is fully refunded. */
  fullyRefunded: boolean;
  /** Guide slugs named in the refunds' metadata, or null when none are named. */
  namedSlugs: string[] | null;
}

/** Ids of the items to revoke now (never one that is already revoked). */
export function itemsToRevokeForRefund(items: readonly RevocableItem[], facts: RefundFacts): number[] {
  const active = items.filter((i) => i.revokedAt === null);
  if (facts.fullyRefunded || facts.amountRefundedCents >= facts.orderAmountCents) return active.map((i) => i.id);
  if (facts.namedSlugs && facts.namedSlugs.length > 0) {
    const named = new Set(facts.namedSlugs);
    return active.filter((i) => named.has(i.guideSlug)).map((i) => i.id);
  }
  const paid = (i: RevocableItem) => i.paidCents ?? i.priceCents;
  let covered = items.filter((i) => i.revokedAt !== null && i.revokeReason === 'refund').reduce((sum, i) => sum + paid(i), 0);
  const candidates = [...active].sort((a, b) => Number(a.kind === 'main') - Number(b.kind === 'main') || paid(a) - paid(b) || b.id - a.id);
  const out: number[] = [];
  for (const item of candidates) {
    if (covered + paid(item) <= facts.amountRefundedCents) {
      out.push(item.id);
      covered += paid(item);
    }
  }
  return out;
}
