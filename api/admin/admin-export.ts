/**
 * The rows of the admin's CSV exports (pure): a header and a row function per file, from
 * the same shapes the JSON routes answer.
 */
import type { CsvCell } from './csv.js';
import { orderStatusLabel } from '../../shared/order-status.js';
import type { AdminMessage, AdminOrder, AdminSubscriber } from '../../shared/api/admin.js';

const amount = (cents: number): string => (cents / 100).toFixed(2);

export const MESSAGES_CSV_HEADER = [
  'id',
  'kind',
  'createdAt',
  'isRead',
  'name',
  'email',
  'company',
  'message',
  'attachments',
  'fields',
  'status',
  'notes',
  'replies',
  'lastReplyAt',
] as const;

/** What the export adds to a message: the owner's notes and the thread's size. */
export interface MessageWorkflowCells {
  notes: string;
  replies: { count: number; lastAt: Date } | null;
}

export function messageCsvRow(m: AdminMessage, workflow: MessageWorkflowCells): CsvCell[] {
  return [
    m.id,
    m.kind,
    m.createdAt,
    m.isRead,
    m.name,
    m.email,
    m.company ?? '',
    m.message,
    m.attachmentFiles.map((f) => f.name).join('; '),
    m.fields ? JSON.stringify(m.fields) : '',
    m.status,
    workflow.notes,
    workflow.replies?.count ?? 0,
    workflow.replies ? workflow.replies.lastAt.toISOString() : '',
  ];
}

export const ORDERS_CSV_HEADER = [
  'id',
  'number',
  'createdAt',
  'paidAt',
  'status',
  'email',
  'amountCents',
  'amount',
  'currency',
  'provider',
  'paymentIntentId',
  'receiptSentAt',
  'termsVersion',
  'consentAt',
  'items',
  'revokedItems',
  'discountCode',
  'discountCents',
  'discount',
  'refundedCents',
  'refunded',
  'statusLabel',
  'keptCents',
  'kept',
] as const;

/**
 * One row per order; its guides joined as `slug (kind, price[, paid X])`, revoked ones
 * marked. What was refunded is what the refunded guides were paid (their share of a code
 * taken off), the figure the reports count; `statusLabel` is the list's wording ('partly
 * refunded'); `kept` is what was paid less the refunds, 0 for a checkout never paid.
 */
export function orderCsvRow(o: AdminOrder): CsvCell[] {
  const refunded = o.items.filter((i) => i.revokeReason === 'refund').reduce((sum, i) => sum + i.paidCents, 0);
  // What the shop kept: the amount paid less the refunds (a dispute aside); a checkout never paid kept nothing.
  const kept = o.paidAt ? o.amountCents - refunded : 0;
  return [
    o.id,
    o.number,
    o.createdAt,
    o.paidAt,
    o.status,
    o.email,
    o.amountCents,
    amount(o.amountCents),
    o.currency.toUpperCase(),
    o.provider,
    o.paymentIntentId,
    o.receiptSentAt,
    o.termsVersion,
    o.consentAt,
    o.items
      .map((i) => `${i.slug} (${i.kind}, ${amount(i.priceCents)}${i.paidCents !== i.priceCents ? `, paid ${amount(i.paidCents)}` : ''})`)
      .join('; '),
    o.items
      .filter((i) => i.revokedAt !== null)
      .map((i) => `${i.slug} (${i.revokeReason ?? 'revoked'} ${i.revokedAt})`)
      .join('; '),
    o.discountCode ?? '',
    o.discountCents,
    amount(o.discountCents),
    refunded,
    amount(refunded),
    orderStatusLabel(o),
    kept,
    amount(kept),
  ];
}

export const SUBSCRIBERS_CSV_HEADER = [
  'id',
  'email',
  'status',
  'source',
  'consentAt',
  'consentVersion',
  'confirmedAt',
  'unsubscribedAt',
] as const;

export function subscriberCsvRow(s: AdminSubscriber): CsvCell[] {
  return [s.id, s.email, s.status, s.source, s.consentAt, s.consentVersion, s.confirmedAt, s.unsubscribedAt];
}
