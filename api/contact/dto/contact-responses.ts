import type { EnquiryStatus } from '../../../shared/enquiry-status.js';
import type { ContactKind, ContactMessage, FormFields } from '../contact-message.entity.js';
import { fieldValue, humanizeKey } from '../owner-mail.js';

/** A stored message as other modules see it (the admin inbox). */
export interface MessageRecord {
  id: number;
  kind: ContactKind;
  name: string;
  email: string;
  company: string | null;
  message: string;
  /** The structured form as sent, or null (the general contact form has none). */
  fields: FormFields | null;
  /** The form readably: choice values as their labels, booleans as Yes/No, lists joined. */
  details: { key: string; label: string; value: string }[];
  isRead: boolean;
  /** The owner's workflow (enquiry-workflow.service.ts). */
  status: EnquiryStatus;
  createdAt: Date;
}

export function toRecord(m: ContactMessage): MessageRecord {
  const fields = m.fields && typeof m.fields === 'object' && !Array.isArray(m.fields) ? m.fields : null;
  return {
    id: m.id,
    kind: m.kind,
    name: m.name,
    email: m.email,
    company: m.company,
    message: m.message,
    fields,
    details: Object.entries(fields ?? {}).map(([key, value]) => ({ key, label: humanizeKey(key), value: fieldValue(m.kind, key, value) })),
    isRead: Boolean(m.isRead),
    status: m.status ?? 'new',
    createdAt: m.createdAt,
  };
}

/** A message with the owner's workflow fields. */
export interface WorkflowRecord extends MessageRecord {
  /** The owner's private notes ('' for none). */
  notes: string;
}

export function withNotes(row: ContactMessage): WorkflowRecord {
  return { ...toRecord(row), notes: row.notes ?? '' };
}
