/**
 * Prices a checkout from the catalogue (DESIGN §2: the server never trusts a browser's
 * price). Pure: no Nest, no database.
 */
import { findGuide, type Guide, type GuideSlug } from '../../shared/catalogue.js';
import { allocateDiscount, type DiscountTerms } from '../../shared/discount.js';
import { CURRENCY, priceOrder, UPSELL_CENTS } from '../../shared/pricing.js';
import { CheckoutError } from './checkout.errors.js';
import type { OrderItemKind } from './order-item.entity.js';

/** Every other guide can be added once: at most four upsells. */
export const MAX_UPSELLS = 4;

export interface PricedItem {
  slug: GuideSlug;
  kind: OrderItemKind;
  priceCents: number;
  /** This item's share of the discount code; paidCents = priceCents - discountCents. */
  discountCents: number;
  paidCents: number;
}

/** A discount code the server found usable (DiscountsService.quote). */
export interface AppliedDiscount {
  codeId: number;
  code: string;
  terms: DiscountTerms;
  discountCents: number;
}

export interface PricedCheckout {
  guide: Guide;
  /** The main guide first, then the upsells in the order chosen. */
  items: PricedItem[];
  /** What the buyer pays: after the discount, if any. */
  totalCents: number;
  currency: typeof CURRENCY;
  discount: AppliedDiscount | null;
}

export function priceCheckout(guideSlug: string, upsellSlugs: readonly string[] = []): PricedCheckout {
  const guide = findGuide(guideSlug);
  if (!guide) throw new CheckoutError('unknown_guide', 'Guide not found');
  if (upsellSlugs.length > MAX_UPSELLS) {
    throw new CheckoutError('too_many_upsells', `At most ${MAX_UPSELLS} other guides can be added`);
  }
  const seen = new Set<string>();
  const items: PricedItem[] = [{ slug: guide.slug, kind: 'main', ...undiscounted(guide.saleCents) }];
  for (const slug of upsellSlugs) {
    const upsell = findGuide(slug);
    if (!upsell) throw new CheckoutError('unknown_upsell', `Unknown guide in upsellSlugs: '${String(slug).slice(0, 64)}'`);
    if (upsell.slug === guide.slug) throw new CheckoutError('main_as_upsell', 'The guide you are buying cannot also be an add-on');
    if (seen.has(upsell.slug)) throw new CheckoutError('duplicate_upsell', `'${upsell.slug}' is listed twice in upsellSlugs`);
    seen.add(upsell.slug);
    items.push({ slug: upsell.slug, kind: 'upsell', ...undiscounted(UPSELL_CENTS) });
  }
  const { totalCents } = priceOrder(guide, items.length - 1);
  return { guide, items, totalCents, currency: CURRENCY, discount: null };
}

function undiscounted(priceCents: number): Pick<PricedItem, 'priceCents' | 'discountCents' | 'paidCents'> {
  return { priceCents, discountCents: 0, paidCents: priceCents };
}

/** The checkout with a discount code's terms applied, split per item (shared/discount.ts). */
export function withDiscount(priced: PricedCheckout, code: { id: number; code: string; terms: DiscountTerms }): PricedCheckout {
  const { discountCents, perLine } = allocateDiscount(
    priced.items.map((i) => ({ slug: i.slug, priceCents: i.priceCents })),
    code.terms,
  );
  const items = priced.items.map((i, n) => ({ ...i, discountCents: perLine[n], paidCents: i.priceCents - perLine[n] }));
  return {
    ...priced,
    items,
    totalCents: priced.totalCents - discountCents,
    discount: { codeId: code.id, code: code.code, terms: code.terms, discountCents },
  };
}

/** The browser's total in dollars (spec §7) as cents, or null when it isn't a sane number. */
export function dollarsToCents(amount: number): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return Math.round(amount * 100);
}

/** 'TW-000042' */
export function orderNumberFor(id: number): string {
  return `TW-${String(id).padStart(6, '0')}`;
}

/** True when both lists name the same guides (order and case of listing ignored). */
export function sameSlugs(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sa = [...a].sort();
  const sb = [...b].sort();
  return sa.every((s, i) => s === sb[i]);
}
