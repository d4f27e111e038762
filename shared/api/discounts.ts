/** Wire types of the discount-code routes. Pure types: used by the API and the web. */
import type { DiscountKind, DiscountStatus, DiscountTerms } from '../discount.js';

/** POST /api/discount-codes/check: may this code be used for this selection? */
export interface DiscountCheckRequest {
  code: string;
  guideSlug: string;
  upsellSlugs?: string[];
  /** The buyer's e-mail once typed: the code's per-e-mail limit is checked too. */
  email?: string;
}

export interface DiscountCheckResponse {
  /** The code as stored (upper case). */
  code: string;
  terms: DiscountTerms;
  /** '20% off', '$5.00 off'. */
  label: string;
  /** The discount of this selection in cents (the browser recomputes it when the add-ons change). */
  discountCents: number;
}

/** One code in the admin's list, with what it has earned. */
export interface AdminDiscountCode {
  id: number;
  code: string;
  kind: DiscountKind;
  percentOff: number | null;
  amountOffCents: number | null;
  /** null: every guide. */
  guideSlugs: string[] | null;
  /** ISO timestamps; null: no limit. */
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  status: DiscountStatus;
  /** Paid orders counted against the limits. */
  uses: number;
  /** Checkouts holding a use until they pay or their hold lapses. */
  reserved: number;
  /** Paid orders that used the code after it ran out (honoured, not counted). */
  overLimitUses: number;
  /** What the orders with this code paid, in cents. */
  revenueCents: number;
  /** What was refunded of those orders (what the refunded guides were paid), in cents. */
  refundedCents: number;
  /** What the code took off those orders, in cents. */
  discountCents: number;
  createdAt: string;
}

export interface AdminDiscountCodesPage {
  codes: AdminDiscountCode[];
  nextCursor: string | null;
}

/** POST /api/admin/discount-codes */
export interface CreateDiscountCodeRequest {
  code: string;
  kind: DiscountKind;
  percentOff?: number;
  amountOffCents?: number;
  /** Leave out (or empty) for every guide. */
  guideSlugs?: string[];
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: number | null;
  maxUsesPerEmail?: number | null;
  status?: DiscountStatus;
}

/** PATCH /api/admin/discount-codes/{id}: null clears a limit, a left-out field stays. */
export interface UpdateDiscountCodeRequest {
  status?: DiscountStatus;
  startsAt?: string | null;
  endsAt?: string | null;
  maxUses?: number | null;
  maxUsesPerEmail?: number | null;
}

export interface AdminDiscountCodeResponse {
  ok: true;
  code: AdminDiscountCode;
}
