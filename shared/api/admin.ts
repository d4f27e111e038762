/**
 * What the back office answers (GET /api/admin/...): one declaration for the API's mappers
 * (api/admin/dto/admin-responses.ts) and the admin screens. Pure types.
 */
import type { EnquiryKind } from '../enquiry-format.js';
import type { PaymentProviderName } from './checkout.js';
import type { EnquiryStatus } from '../enquiry-status.js';
import type { FormFields } from './contact.js';

export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'disputed' | 'failed';
export type OrderItemKind = 'main' | 'upsell';
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type SubscriberSource = 'footer' | 'v1' | 'other';
/** A structured form as sent (contact_messages.fields): declared with the enquiry route. */
export type { FormFields } from './contact.js';

/** `{ admin: { email } }`: the answer of login and of the session check. */
export interface AdminSession {
  admin: { email: string };
}

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
  kind: EnquiryKind;
  /** The structured form as sent, or null (the general contact form has none). */
  fields: FormFields | null;
  /** The form readably: choice values as their labels, booleans as Yes/No, lists joined. */
  details: { key: string; label: string; value: string }[];
  isRead: boolean;
  /** Where the enquiry stands in the owner's workflow (shared/api/enquiries.ts). */
  status: EnquiryStatus;
  /** ISO 8601. */
  createdAt: string;
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

export interface AdminOrderItem {
  slug: string;
  title: string;
  kind: OrderItemKind;
  priceCents: number;
  /** What the buyer paid for it: the price less its share of a discount code. */
  paidCents: number;
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
  /** 'none': a free order (a discount code covered all of it). */
  provider: PaymentProviderName | 'none';
  paymentIntentId: string | null;
  createdAt: string;
  paidAt: string | null;
  receiptSentAt: string | null;
  /** The Terms and Refund policy versions agreed to at checkout, and when (null: none recorded). */
  termsVersion: string | null;
  consentAt: string | null;
  /** The discount code the order was priced with (as typed by the owner), or null. */
  discountCode: string | null;
  /** What the code took off the items' prices (0 without a code): amountCents = items' prices - discountCents. */
  discountCents: number;
  items: AdminOrderItem[];
}

/** GET /api/admin/orders: one page and where to go on. */
export interface AdminOrdersPage {
  orders: AdminOrder[];
  nextCursor: string | null;
  /** With a guide, date range or search at most 1,000 are counted (totalExact false). */
  total: number;
  totalExact: boolean;
}

export interface AdminSubscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: SubscriberSource;
  consentAt: string;
  /** The version (hash) of the consent sentence shown at sign-up; null before it was recorded. */
  consentVersion: string | null;
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
