/**
 * Refunds from the back office (POST /api/admin/orders/{id}/refunds) and an order's
 * history (GET /api/admin/orders/{id}): one declaration for the API's DTOs and mappers
 * and the admin screens. Pure.
 */
import type { AdminOrder, AdminOrderItem } from './admin.js';

/** The owner's reason: required, at most this many characters. */
export const REFUND_REASON_MAX_LENGTH = 500;
/** An order has a main guide and a few add-ons: more ids than this is never valid. */
export const REFUND_MAX_ITEMS = 20;

/** The request body: every guide still owned ('all'), or chosen line items by their id. */
export interface AdminRefundRequest {
  itemIds: number[] | 'all';
  reason: string;
}

/**
 * pending: asked of the provider, not confirmed yet (the provider's answer or its webhook
 * completes it); succeeded: money returned, access revoked; failed: refused by the provider,
 * nothing changed.
 */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface AdminRefundLine {
  itemId: number;
  slug: string;
  title: string;
  amountCents: number;
}

export interface AdminRefund {
  id: number;
  status: RefundStatus;
  amountCents: number;
  currency: string;
  reason: string;
  /** The admin who asked for it. */
  by: string;
  items: AdminRefundLine[];
  /** The provider's refund id once known ('re_...'). */
  providerRefundId: string | null;
  /** ISO 8601. */
  createdAt: string;
  refundedAt: string | null;
  failedAt: string | null;
  failureReason: string | null;
}

export type AdminOrderEventKind = 'created' | 'paid' | 'refund_requested' | 'refunded' | 'refund_failed' | 'revoked';

/** One line of an order's history, oldest first. */
export interface AdminOrderEvent {
  kind: AdminOrderEventKind;
  /** ISO 8601. */
  at: string;
  amountCents?: number;
  /** The admin (refunds asked from the back office). */
  by?: string;
  reason?: string;
  items?: { slug: string; title: string; amountCents: number }[];
  /** refund_failed: the provider's answer; revoked: 'refund' (outside the shop) or 'dispute'. */
  detail?: string;
}

/** A line item with the id a refund names it by. */
export interface AdminOrderDetailItem extends AdminOrderItem {
  id: number;
  /** What a refund of this item returns: the price recorded on the item. */
  refundableCents: number;
}

/** GET /api/admin/orders/{id}. */
export interface AdminOrderDetail {
  order: Omit<AdminOrder, 'items'> & {
    items: AdminOrderDetailItem[];
    /** Refunded so far (succeeded refunds asked from the back office). */
    refundedCents: number;
  };
  /** Line items a refund may still take: paid, not revoked, not part of a pending refund. */
  refundableItemIds: number[];
  refunds: AdminRefund[];
  history: AdminOrderEvent[];
}

/** POST /api/admin/orders/{id}/refunds: 201 for a new refund, 200 when the same refund was asked before. */
export interface AdminRefundResponse {
  refund: AdminRefund;
  /** False when this request repeated one already made (a double click). */
  created: boolean;
  detail: AdminOrderDetail;
}
