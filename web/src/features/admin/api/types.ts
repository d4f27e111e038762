import type { EnquiryKind } from '@shared/enquiry-format';
import type { EnquiryStatus } from '@shared/enquiry-status';

export type {
  AdminSession,
  FormFields,
  OrderStatus,
  SubscriberStatus,
  AdminAttachmentFile as AttachmentFile,
  AdminMessage as ContactMessage,
  AdminOrderItem as OrderItem,
  AdminOrder as Order,
  AdminSubscriber as Subscriber,
  AdminMessagesPage as MessagesPage,
  AdminOrdersPage as OrdersPage,
  AdminSubscribersPage as SubscribersPage,
} from '@shared/api/admin';
import type { OrderStatus, SubscriberStatus } from '@shared/api/admin';

/** A structured form value as stored in `contact_messages.fields`. */
export type { FormFieldValue } from '@shared/api/contact';

/** One field of the structured form, readably: the server derives label and value. */
export type FormDetail = import('@shared/api/admin').AdminMessage['details'][number];

/** What every admin list page carries: `nextCursor` (null: the last page) and the count ('at least' when not exact). */
export type ListPage = Pick<import('@shared/api/admin').AdminOrdersPage, 'nextCursor' | 'total' | 'totalExact'>;

/** The kind filter of the inbox: one enquiry kind, or every message. */
export type KindFilter = EnquiryKind | 'all';

/** The inbox filters as the URL carries them ('' = not set). */
export interface MessageFilters {
  kind: KindFilter;
  status: '' | 'unread' | 'read';
  /** Where the enquiries stand (shared/enquiry-status.ts). */
  enquiryStatus: '' | EnquiryStatus;
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
