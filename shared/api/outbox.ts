/** Wire types of the mail outbox (GET /api/admin/outbox). Pure types: used by the API and the web. */

/** What a mail is for (a column of the outbox and a metrics label). */
export const MAIL_KINDS = [
  'receipt',
  'verification',
  'password-reset',
  'account-notice',
  'newsletter-confirmation',
  'owner-notification',
  'download-link',
  'refund',
  'enquiry-acknowledgement',
  'enquiry-reply',
  'edition-announcement',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * pending: not sent yet (waiting for its next attempt, or one under way); sent; failed:
 * given up after the last attempt, or refused for good by the SMTP server.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One e-mail as the owner sees it (never its body: links in it are someone's keys). */
export interface OutboxItem {
  id: number;
  kind: MailKind;
  status: OutboxStatus;
  /** The To addresses, comma-separated. */
  recipients: string;
  subject: string;
  /** Attempts made so far. */
  attempts: number;
  /** The last delivery error (SMTP answer or network error), null once sent. */
  lastError: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** When the next attempt is due (pending), else null. ISO 8601. */
  nextAttemptAt: string | null;
  sentAt: string | null;
}

/** GET /api/admin/outbox: newest first; `nextCursor` asks for the next page (null: last page). */
export interface OutboxPage {
  items: OutboxItem[];
  nextCursor: string | null;
  /** Mails not yet sent, and mails given up (the owner's alarm). */
  counts: { pending: number; failed: number };
}

/** POST /api/admin/outbox/{id}/retry: the failed mail is queued again with a fresh set of attempts. */
export interface OutboxRetryResponse {
  ok: true;
  item: OutboxItem;
}
