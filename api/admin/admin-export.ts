/**
 * The rows of the admin's CSV exports (pure): a header and a row function per file, from
 * the same shapes the JSON routes answer.
 */
import type { CsvCell } from './csv.js';
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
] as const;

export function messageCsvRow(m: AdminMessage): CsvCell[] {
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
] as const;

/** One row per order; its guides joined as `slug (kind, price)`, revoked ones marked. */
export function orderCsvRow(o: AdminOrder): CsvCell[] {
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
    o.items.map((i) => `${i.slug} (${i.kind}, ${amount(i.priceCents)})`).join('; '),
    o.items
      .filter((i) => i.revokedAt !== null)
      .map((i) => `${i.slug} (${i.revokeReason ?? 'revoked'} ${i.revokedAt})`)
      .join('; '),
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
