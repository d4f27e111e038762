/**
 * An order's detail and history for the back office (GET /api/admin/orders/{id}) and the
 * answer of a refund: mapped from OrdersService's order and RefundsService's refunds.
 */
import type { Order } from '../../checkout/orders.service.js';
import { type OrderRefund, refundableCents } from '../../checkout/refunds.service.js';
import { findGuide } from '../../../shared/catalogue.js';
import type { AdminOrderDetail, AdminOrderEvent, AdminRefund } from '../../../shared/api/refunds.js';
import { toAdminOrder } from './admin-responses.js';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const titleOf = (slug: string) => findGuide(slug)?.title ?? slug;

export function toAdminRefund(r: OrderRefund): AdminRefund {
  return {
    id: r.id,
    status: r.status,
    amountCents: r.amountCents,
    currency: r.currency,
    reason: r.reason,
    by: r.adminEmail,
    items: (r.items ?? []).map((i) => ({
      itemId: i.orderItemId,
      slug: i.guideSlug,
      title: titleOf(i.guideSlug),
      amountCents: i.amountCents,
    })),
    providerRefundId: r.providerRefundId,
    createdAt: iso(r.createdAt)!,
    refundedAt: iso(r.refundedAt),
    failedAt: iso(r.failedAt),
    failureReason: r.failureReason,
  };
}

/** The order's history, oldest first: created, paid, each refund, and revocations made outside the shop. */
export function orderHistory(order: Order, refunds: readonly AdminRefund[]): AdminOrderEvent[] {
  const events: AdminOrderEvent[] = [{ kind: 'created', at: iso(order.createdAt)!, amountCents: order.amountCents }];
  if (order.paidAt) events.push({ kind: 'paid', at: iso(order.paidAt)!, amountCents: order.amountCents });
  for (const r of refunds) {
    const common = {
      amountCents: r.amountCents,
      by: r.by,
      reason: r.reason,
      items: r.items.map(({ slug, title, amountCents }) => ({ slug, title, amountCents })),
    };
    if (r.status === 'succeeded') events.push({ kind: 'refunded', at: r.refundedAt ?? r.createdAt, ...common });
    else if (r.status === 'failed')
      events.push({ kind: 'refund_failed', at: r.failedAt ?? r.createdAt, ...common, detail: r.failureReason ?? undefined });
    else events.push({ kind: 'refund_requested', at: r.createdAt, ...common });
  }
  // Revoked by a dispute, or by a refund made in the provider's dashboard.
  const byShop = new Set(refunds.filter((r) => r.status === 'succeeded').flatMap((r) => r.items.map((i) => i.itemId)));
  const outside = new Map<string, AdminOrderEvent>();
  for (const item of order.items ?? []) {
    if (!item.revokedAt || byShop.has(item.id)) continue;
    const at = iso(item.revokedAt)!;
    const key = `${at}|${item.revokeReason ?? ''}`;
    const event = outside.get(key) ?? { kind: 'revoked', at, items: [], detail: item.revokeReason ?? undefined };
    event.items!.push({ slug: item.guideSlug, title: titleOf(item.guideSlug), amountCents: refundableCents(item) });
    outside.set(key, event);
  }
  events.push(...outside.values());
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

export function toAdminOrderDetail(order: Order, refunds: readonly OrderRefund[]): AdminOrderDetail {
  const mapped = refunds.map(toAdminRefund);
  const base = toAdminOrder(order);
  const pending = new Set(refunds.filter((r) => r.status === 'pending').flatMap((r) => (r.items ?? []).map((i) => i.orderItemId)));
  const items = order.items ?? [];
  return {
    order: {
      ...base,
      items: items.map((item, i) => ({ ...base.items[i], id: item.id, refundableCents: refundableCents(item) })),
      refundedCents: mapped.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountCents, 0),
    },
    refundableItemIds: order.status === 'paid' ? items.filter((i) => i.revokedAt === null && !pending.has(i.id)).map((i) => i.id) : [],
    refunds: mapped,
    history: orderHistory(order, mapped),
  };
}
