/**
 * Reviews from verified buyers (issue 17 item 4): the limits both sides check, the default
 * display name, and how the catalogue's rating (collected before the shop had reviews)
 * combines with the real ones. Pure.
 */
import type { Guide } from './catalogue.js';
import { groupDigits } from './plain-format.js';

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  titleMax: 120,
  textMin: 10,
  textMax: 2000,
  nameMax: 60,
} as const;

export type ReviewStatus = 'pending' | 'published' | 'hidden';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'hidden'];

/** 'ada.lovelace@example.com' or 'ada_lovelace' → 'Ada L.'; 'ada' → 'Ada'; nothing usable → 'Verified buyer'. */
export function defaultDisplayName(source: string): string {
  const local = source.split('@', 1)[0] ?? '';
  const parts = local
    .split(/[^\p{L}]+/u)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (parts.length === 0) return 'Verified buyer';
  const first = parts[0].slice(0, 30);
  const name = first.charAt(0).toUpperCase() + first.slice(1).toLowerCase();
  return parts.length > 1 ? `${name} ${parts[1].charAt(0).toUpperCase()}.` : name;
}

/** The published reviews of a guide, as counted by the server. */
export interface ReviewStats {
  count: number;
  /** Sum of their ratings (1-5 each). */
  ratingSum: number;
}

export interface CombinedRating {
  /** One decimal, as shown. */
  value: number;
  /** Catalogue ratings plus published reviews. */
  count: number;
  catalogueValue: number;
  catalogueCount: number;
  reviewCount: number;
}

/** The catalogue's rating weighted by its count, plus every published review as one more rating. */
export function combinedRating(guide: Pick<Guide, 'rating' | 'reviewCount'>, stats: ReviewStats): CombinedRating {
  const count = guide.reviewCount + stats.count;
  const exact = count === 0 ? guide.rating : (guide.rating * guide.reviewCount + stats.ratingSum) / count;
  return {
    value: Math.round(exact * 10) / 10,
    count,
    catalogueValue: guide.rating,
    catalogueCount: guide.reviewCount,
    reviewCount: stats.count,
  };
}

/** What the guide page says about where its numbers come from. */
export function ratingStatement(r: CombinedRating): string {
  const head = `${r.value.toFixed(1)} from ${groupDigits(r.count)} ratings`;
  if (r.reviewCount === 0)
    return `${head}, collected from readers before reviews opened on this shop. No written reviews from verified buyers yet.`;
  const reviews = r.reviewCount === 1 ? '1 review' : `${groupDigits(r.reviewCount)} reviews`;
  return `${head}: ${groupDigits(r.catalogueCount)} ratings (${r.catalogueValue.toFixed(1)} average) collected from readers before reviews opened on this shop, plus ${reviews} from verified buyers below.`;
}
