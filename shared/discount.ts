/**
 * Discount codes (pure): the code's format, its terms and how a discount is split over
 * the lines of an order. Imported by the API (which prices every order itself) and the
 * web (which shows the same numbers before the server confirms them).
 */

/** 3-32 characters of A-Z, 0-9, '-' and '_' once normalised (upper-cased, trimmed). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_CODE_MAX_LENGTH = 32;
/** Largest fixed discount the admin can set: $1,000. */
export const MAX_AMOUNT_OFF_CENTS = 100_000;
/**
 * A discounted order that still costs something is never charged less than this: card
 * payments below $0.50 are refused by Stripe. A code that covers the whole order makes it
 * free instead (a checkout without a card: api/checkout/free-order.service.ts).
 */
export const MIN_CHARGE_CENTS = 50;

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_STATUSES = ['active', 'paused'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export interface DiscountTerms {
  kind: DiscountKind;
  /** 1-100, for kind 'percent'. */
  percentOff: number | null;
  /** Cents, for kind 'fixed'. */
  amountOffCents: number | null;
  /** The guides it applies to; null: every guide. */
  guideSlugs: string[] | null;
}

export interface DiscountLine {
  slug: string;
  priceCents: number;
}

export interface DiscountAllocation {
  /** The whole discount of the order. */
  discountCents: number;
  /** The discount of each line, in the order given; sums to discountCents. */
  perLine: number[];
}

/** ' summer-25 ' -> 'SUMMER-25' (validity is DISCOUNT_CODE_PATTERN's). */
export function normalizeDiscountCode(text: string): string {
  return text.trim().toUpperCase();
}

export function appliesTo(terms: Pick<DiscountTerms, 'guideSlugs'>, slug: string): boolean {
  return terms.guideSlugs === null || terms.guideSlugs.includes(slug);
}

/**
 * The discount of an order: a percentage of (or a fixed amount off) the lines the code
 * applies to. It either covers the whole order (a free order) or leaves at least
 * MIN_CHARGE_CENTS to pay. It is split over those
 * lines in proportion to their prices (largest remainders get the odd cents, earlier
 * lines first), so each line records what was actually paid for it (refunds use that).
 */
export function allocateDiscount(lines: readonly DiscountLine[], terms: DiscountTerms): DiscountAllocation {
  const eligible = lines.map((l) => appliesTo(terms, l.slug));
  const base = lines.reduce((sum, l, i) => sum + (eligible[i] ? l.priceCents : 0), 0);
  const total = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const perLine = lines.map(() => 0);
  if (base <= 0) return { discountCents: 0, perLine };
  const wanted = terms.kind === 'percent' ? Math.round((base * (terms.percentOff ?? 0)) / 100) : Math.min(terms.amountOffCents ?? 0, base);
  const discountCents = wanted >= total ? total : Math.max(0, Math.min(wanted, total - MIN_CHARGE_CENTS));
  if (discountCents === 0) return { discountCents, perLine };
  const shares = lines.map((l, i) => (eligible[i] ? (discountCents * l.priceCents) / base : 0));
  let left = discountCents;
  shares.forEach((s, i) => {
    perLine[i] = Math.floor(s);
    left -= perLine[i];
  });
  const byRemainder = shares
    .map((s, i) => ({ i, rest: s - Math.floor(s) }))
    .filter(({ i }) => eligible[i])
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0 && k < byRemainder.length; k++, left--) perLine[byRemainder[k].i] += 1;
  return { discountCents, perLine };
}

/** '20% off' or '$5.00 off' (cents formatted by the caller's formatter). */
export function describeDiscount(terms: DiscountTerms, formatCents: (cents: number) => string): string {
  return terms.kind === 'percent' ? `${terms.percentOff ?? 0}% off` : `${formatCents(terms.amountOffCents ?? 0)} off`;
}
