/**
 * What the back office answers (its wire contract) and the mappers from the owning
 * modules' records: messages (ContactService), orders (OrdersService), subscribers
 * (NewsletterService), attachments (UploadsService).
 */
import type { Order, OrderItemKind, OrderStatus } from '../../checkout/orders.service.js';
import type { PaymentProviderName } from '../../config/config.js';
import type { ContactKind, FormFields, MessageRecord } from '../../contact/contact.service.js';
import type { SubscriberRecord, SubscriberSource, SubscriberStatus } from '../../newsletter/newsletter.service.js';
import { uploadPath } from '../../uploads/upload-address.js';
import type { UploadedFile } from '../../uploads/uploads.service.js';
import { findGuide } from '../../../shared/catalogue.js';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

// --- messages ----------------------------------------------------------------------------

/** One attached file as the admin sees it. */
export interface AdminAttachmentFile {
  id: string;
  name: string;
  size: number;
  type: string;
  /** `/objects/uploads/{id}`: a forced download for the admin only. */
  url: string;
}

/** A contact message as the admin sees it (spec §3 Contact message, plus kind and the form). */
export interface AdminMessage {
  id: number;
  name: string;
  email: string;
  /** Left out when the enquirer gave none. */
  company?: string;
  message: string;
  /** Spec §3: the attachment addresses, left out when there are none. */
  attachments?: string[];
  attachmentFiles: AdminAttachmentFile[];
  kind: ContactKind;
  /** The structured form as sent, or null (the general contact form has none). */
  fields: FormFields | null;
  /** The form readably: choice values as their labels, booleans as Yes/No, lists joined. */
  details: { key: string; label: string; value: string }[];
  isRead: boolean;
  /** ISO 8601. */
  createdAt: string;
}

export function toAdminFile(file: UploadedFile): AdminAttachmentFile {
  return { id: file.id, name: file.name, size: file.size, type: file.type, url: uploadPath(file.id) };
}

export function toAdminMessage(m: MessageRecord, files: readonly UploadedFile[]): AdminMessage {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    ...(m.company ? { company: m.company } : {}),
    message: m.message,
    ...(files.length > 0 ? { attachments: files.map((f) => uploadPath(f.id)) } : {}),
    attachmentFiles: files.map(toAdminFile),
    kind: m.kind,
    fields: m.fields,
    details: m.details,
    isRead: Boolean(m.isRead),
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

/** GET /api/admin/messages: the spec's `{ messages }` (one page) and where to go on. */
export interface AdminMessagesPage {
  messages: AdminMessage[];
  /** The `cursor` of the next page; null on the last one. */
  nextCursor: string | null;
  /** Messages matching the filters; with a date range or search at most 1,000 are counted (totalExact false). */
  total: number;
  totalExact: boolean;
  /** Unread ones among them. */
  unread: number;
  unreadExact: boolean;
}

// --- orders ------------------------------------------------------------------------------

export interface AdminOrderItem {
  slug: string;
  title: string;
  kind: OrderItemKind;
  priceCents: number;
  /** ISO 8601 when a refund or dispute took the guide away, else null. */
  revokedAt: string | null;
  /** 'refund' | 'dispute' while revoked. */
  revokeReason: string | null;
}

export interface AdminOrder {
  id: number;
  /** Given when the order is paid; null for a checkout never paid. */
  number: string | null;
  email: string | null;
  status: OrderStatus;
  amountCents: number;
  currency: string;
  provider: PaymentProviderName;
  paymentIntentId: string | null;
  createdAt: string;
  paidAt: string | null;
  receiptSentAt: string | null;
  items: AdminOrderItem[];
}

export function toAdminOrder(o: Order): AdminOrder {
  return {
    id: o.id,
    number: o.number,
    email: o.email,
    status: o.status,
    amountCents: o.amountCents,
    currency: o.currency,
    provider: o.provider,
    paymentIntentId: o.paymentIntentId,
    createdAt: iso(o.createdAt)!,
    paidAt: iso(o.paidAt),
    receiptSentAt: iso(o.receiptSentAt),
    items: (o.items ?? []).map((i) => ({
      slug: i.guideSlug,
      title: findGuide(i.guideSlug)?.title ?? i.guideSlug,
      kind: i.kind,
      priceCents: i.priceCents,
      revokedAt: iso(i.revokedAt),
      revokeReason: i.revokeReason,
    })),
  };
}

/** GET /api/admin/orders: one page and where to go on. */
export interface AdminOrdersPage {
  orders: AdminOrder[];
  nextCursor: string | null;
  /** With a guide, date range or search at most 1,000 are counted (totalExact false). */
  total: number;
  totalExact: boolean;
}

// --- subscribers -------------------------------------------------------------------------

export interface AdminSubscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: SubscriberSource;
  consentAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** GET /api/admin/subscribers: one page and where to go on. */
export interface AdminSubscribersPage {
  subscribers: AdminSubscriber[];
  nextCursor: string | null;
  /** With a search at most 1,000 are counted (totalExact false). */
  total: number;
  totalExact: boolean;
}

export function toAdminSubscriber(s: SubscriberRecord): AdminSubscriber {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    source: s.source,
    consentAt: iso(s.consentAt)!,
    confirmedAt: iso(s.confirmedAt),
    unsubscribedAt: iso(s.unsubscribedAt),
  };
}
