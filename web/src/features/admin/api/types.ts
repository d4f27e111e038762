import type { EnquiryKind } from '@api/contact/enquiry-format';

/** `{ admin: { email } }`: the answer of login and of the session check. */
export interface AdminSession {
  admin: { email: string };
}

/** A structured form value as stored in `contact_messages.fields`. */
export type FormFieldValue = string | boolean | string[];

/** One field of the structured form, readably: the server derives label and value (choice labels, Yes/No, lists joined). */
export interface FormDetail {
  key: string;
  label: string;
  value: string;
}

/** One stored attachment as the admin inbox lists it. */
export interface AttachmentFile {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

/** Spec §3 'Contact message (as the admin sees it)', plus the kind and the structured form. */
export interface ContactMessage {
  id: number | string;
  name: string;
  email: string;
  company?: string | null;
  message: string;
  /** Stored attachment addresses (spec §3). */
  attachments?: string[] | null;
  /** The same files with their name, size and type, when the server knows them. */
  attachmentFiles?: AttachmentFile[] | null;
  kind?: EnquiryKind | string | null;
  fields?: Record<string, FormFieldValue> | null;
  /** The structured form as the server words it, in the form's order. */
  details?: FormDetail[] | null;
  isRead: boolean;
  createdAt: string;
}

export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'disputed' | 'failed';

export interface OrderItem {
  slug: string;
  title?: string | null;
  kind: 'main' | 'upsell' | string;
  priceCents: number;
  revokedAt?: string | null;
  revokeReason?: string | null;
}

export interface Order {
  id: number | string;
  /** The human order number, e.g. 'TW-000143'; given when the order is paid (null before). */
  number: string | null;
  /** The buyer's e-mail (null until the checkout form sent one). */
  email: string | null;
  status: OrderStatus | string;
  amountCents: number;
  currency: string;
  provider: string;
  paymentIntentId?: string | null;
  createdAt: string;
  paidAt?: string | null;
  receiptSentAt?: string | null;
  items: OrderItem[];
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  id: number | string;
  email: string;
  status: SubscriberStatus | string;
  source?: string | null;
  consentAt?: string | null;
  confirmedAt?: string | null;
  unsubscribedAt?: string | null;
}

/** The kind filter of the inbox: one enquiry kind, or every message. */
export type KindFilter = EnquiryKind | 'all';

/**
 * One keyset page of an admin list (GET /api/admin/messages, orders, subscribers):
 * `nextCursor` asks for the next one (null: the last). `total` counts every matching row;
 * when `totalExact` is false it means "at least" (date ranges and searches stop counting).
 */
export interface ListPage {
  nextCursor: string | null;
  total: number;
  totalExact: boolean;
}

export interface MessagesPage extends ListPage {
  messages: ContactMessage[];
  /** Unread messages among those matching the filters. */
  unread: number;
  unreadExact: boolean;
}

export interface OrdersPage extends ListPage {
  orders: Order[];
}

export interface SubscribersPage extends ListPage {
  subscribers: Subscriber[];
}

/** The inbox filters as the URL carries them ('' = not set). */
export interface MessageFilters {
  kind: KindFilter;
  status: '' | 'unread' | 'read';
  from: string;
  to: string;
  q: string;
}

/** '' is the default view: every order but checkouts never paid. */
export type OrderStatusFilter = '' | OrderStatus | 'all';

export interface OrderFilters {
  status: OrderStatusFilter;
  guide: string;
  from: string;
  to: string;
  q: string;
}

export interface SubscriberFilters {
  status: '' | SubscriberStatus;
  source: '' | 'footer' | 'v1' | 'other';
  q: string;
}
