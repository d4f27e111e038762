/**
 * Pricing in integer cents (spec §9). Imported by the API and the web app; the server
 * never trusts a price or total sent by a browser, it recomputes it here.
 */
import type { Guide } from './guide.types.js';
import { groupDigits } from './plain-format.js';

export const CURRENCY = 'usd';
/** Each additional guide at checkout: $9.99. */
export const UPSELL_CENTS = 999;
/** 'Total savings' counts $10 per upsell on top of list minus sale. */
export const UPSELL_SAVING_CENTS = 1000;
/** Upsells are shown beside a crossed-out $19. */
export const UPSELL_COMPARE_CENTS = 1900;
/** The checkout cuts the upsell blurb to this many characters. */
export const UPSELL_BLURB_LENGTH = 80;

export interface PriceBreakdown {
  listCents: number;
  saleCents: number;
  /** List minus sale of the main guide (checkout 'savings'). */
  savingsCents: number;
  upsellCount: number;
  upsellCents: number;
  /** Sale price + 9.99 per upsell. */
  totalCents: number;
  /** List minus sale + 10 per upsell ('Total savings'). */
  totalSavingsCents: number;
}

export function priceOrder(guide: Pick<Guide, 'listCents' | 'saleCents'>, upsellCount: number): PriceBreakdown {
  if (!Number.isInteger(upsellCount) || upsellCount < 0) {
    throw new RangeError('upsellCount must be a non-negative integer');
  }
  const savingsCents = guide.listCents - guide.saleCents;
  const upsellCents = UPSELL_CENTS * upsellCount;
  return {
    listCents: guide.listCents,
    saleCents: guide.saleCents,
    savingsCents,
    upsellCount,
    upsellCents,
    totalCents: guide.saleCents + upsellCents,
    totalSavingsCents: savingsCents + UPSELL_SAVING_CENTS * upsellCount,
  };
}

/** '$48.98' — always two decimals. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = groupDigits(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** '$29' for whole dollars, '$9.99' otherwise (used for catalogue price text). */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${groupDigits(cents / 100)}` : formatCents(cents);
}

/** Cut text to `max` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, max = UPSELL_BLURB_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}...`;
}
