/**
 * The enquiry workflow (issue 15): a status per message, the owner's private notes, the
 * thread of the owner's replies and the guides the enquirer has bought. One declaration
 * for the API (api/admin, api/contact) and the admin screens. Pure: no Node or browser imports.
 */
import type { AdminAttachmentFile, AdminMessage } from './admin.js';
import type { EnquiryStatus } from '../enquiry-status.js';

export { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '../enquiry-status.js';

/** Limits of the owner's input, checked by the API and shown by the composer. */
export const ENQUIRY_LIMITS = {
  /** Private notes, characters. */
  notesMax: 5000,
  /** One reply's text, characters. */
  replyMax: 10_000,
  /** Files per reply, as for an enquiry (spec §9). */
  replyFilesMax: 5,
  /** Bytes per file (spec §9: 10 MB). */
  replyFileBytes: 10 * 1024 * 1024,
} as const;

/** The multipart field that carries a reply's files. */
export const REPLY_FILES_FIELD = 'attachments';

/** One reply of the owner in a message's thread. */
export interface EnquiryReply {
  id: number;
  /** The admin who sent it. */
  author: string;
  text: string;
  attachments: AdminAttachmentFile[];
  /** Where the e-mail went (the enquirer's address). */
  to: string;
  /** ISO 8601. */
  createdAt: string;
  /** The outbox row of its e-mail (GET /api/admin/outbox), null if it could not be queued. */
  mailId: number | null;
}

/** A guide the enquirer's e-mail address has bought (paid, not refunded). */
export interface EnquirerPurchase {
  slug: string;
  title: string;
  /** The latest order with it. */
  orderNumber: string | null;
  /** ISO 8601. */
  paidAt: string | null;
}

/** GET /api/admin/messages/{id}: the message, its notes, its thread (oldest first) and the enquirer's guides. */
export interface AdminMessageDetail {
  message: AdminMessage;
  notes: string;
  replies: EnquiryReply[];
  purchases: EnquirerPurchase[];
}

/** PATCH /api/admin/messages/{id}: either or both. */
export interface UpdateMessageBody {
  status?: EnquiryStatus;
  notes?: string;
}

/** POST /api/admin/messages/{id}/replies (multipart: `text` and up to five `attachments`). */
export interface ReplyResponse {
  reply: EnquiryReply;
  message: AdminMessage;
}
