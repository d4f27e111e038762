import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiError } from '../common/api-error.js';
import { type ContactKind, ContactService, type FormFields, type MessageFilter, type MessageRecord } from '../contact/contact.service.js';
import { fieldValue, humanizeKey } from '../contact/owner-mail.js';
import type { PageRequest } from '../database/keyset.js';
import { uploadPath } from '../uploads/upload-address.js';
import { type UploadedFile, UploadsService } from '../uploads/uploads.service.js';
import { messageCsvRow } from './admin-export.js';
import type { CsvCell } from './csv.js';

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
  const fields = m.fields && typeof m.fields === 'object' && !Array.isArray(m.fields) ? m.fields : null;
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    ...(m.company ? { company: m.company } : {}),
    message: m.message,
    ...(files.length > 0 ? { attachments: files.map((f) => uploadPath(f.id)) } : {}),
    attachmentFiles: files.map(toAdminFile),
    kind: m.kind,
    fields,
    details: Object.entries(fields ?? {}).map(([key, value]) => ({ key, label: humanizeKey(key), value: fieldValue(m.kind, key, value) })),
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

/**
 * The admin's inbox (spec §2 Admin, §4: mark read, never back to unread): pages, counts
 * and export rows from ContactService, attachments from UploadsService.
 */
@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly contact: ContactService,
    private readonly uploads: UploadsService,
  ) {}

  async page(filter: MessageFilter, page: PageRequest): Promise<AdminMessagesPage> {
    const [found, counts] = await Promise.all([this.contact.listMessages(filter, page), this.contact.countMessages(filter)]);
    return {
      messages: await this.withFiles(found.rows),
      nextCursor: found.nextCursor,
      total: counts.total.count,
      totalExact: counts.total.exact,
      unread: counts.unread.count,
      unreadExact: counts.unread.exact,
    };
  }

  /** The CSV rows of every matching message, one batch at a time. */
  async *csvRows(filter: MessageFilter): AsyncGenerator<CsvCell[][]> {
    for await (const rows of this.contact.exportMessages(filter)) yield (await this.withFiles(rows)).map(messageCsvRow);
  }

  /** Marks a message read (again: no change) and answers it; 404 for an unknown id. */
  async markRead(id: number): Promise<AdminMessage> {
    const row = await this.contact.markRead(id);
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'Message not found');
    const files = await this.uploads.filesOfMessages([id]);
    return toAdminMessage(row, files.get(id) ?? []);
  }

  private async withFiles(rows: MessageRecord[]): Promise<AdminMessage[]> {
    const files = await this.uploads.filesOfMessages(rows.map((r) => r.id));
    return rows.map((r) => toAdminMessage(r, files.get(r.id) ?? []));
  }
}
