/**
 * The rows of the admin's CSV exports (pure): one function per file, from the same
 * shapes the JSON routes answer.
 */
import type { AdminMessage } from './admin-messages.service.js';
import type { AdminOrder } from './admin-orders.service.js';
import type { AdminSubscriber } from './admin-subscribers.service.js';
import { type CsvCell, toCsv } from './csv.js';

const amount = (cents: number): string => (cents / 100).toFixed(2);

export function messagesCsv(messages: readonly AdminMessage[]): string {
  const header = ['id', 'kind', 'createdAt', 'isRead', 'name', 'email', 'company', 'message', 'attachments', 'fields'];
  const rows: CsvCell[][] = messages.map((m) => [
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
  ]);
  return toCsv(header, rows);
}

/** One row per order; its guides joined as `slug (kind, price)`, revoked ones marked. */
export function ordersCsv(orders: readonly AdminOrder[]): string {
  const header = [
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
    'items',
    'revokedItems',
  ];
  const rows: CsvCell[][] = orders.map((o) => [
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
    o.items.map((i) => `${i.slug} (${i.kind}, ${amount(i.priceCents)})`).join('; '),
    o.items
      .filter((i) => i.revokedAt !== null)
      .map((i) => `${i.slug} (${i.revokeReason ?? 'revoked'} ${i.revokedAt})`)
      .join('; '),
  ]);
  return toCsv(header, rows);
}

export function subscribersCsv(subscribers: readonly AdminSubscriber[]): string {
  const header = ['id', 'email', 'status', 'source', 'consentAt', 'confirmedAt', 'unsubscribedAt'];
  return toCsv(
    header,
    subscribers.map((s) => [s.id, s.email, s.status, s.source, s.consentAt, s.confirmedAt, s.unsubscribedAt]),
  );
}
