import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type ContactKind, ContactMessage, type FormFields } from '../contact/contact-message.entity.js';
import { fieldValue, humanizeKey } from '../contact/owner-mail.js';
import { uploadPath } from '../uploads/upload-address.js';
import { type UploadedFile, UploadsService } from '../uploads/uploads.service.js';
import { CommonError } from '../common/domain-error.js';

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

export function toAdminMessage(m: ContactMessage, files: readonly UploadedFile[]): AdminMessage {
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

/**
 * The admin's inbox (spec §2 Admin, §4: mark read, never back to unread). Reads the
 * contact module's messages and, through UploadsService, their attachments.
 */
@Injectable()
export class AdminMessagesService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly uploads: UploadsService,
  ) {}

  /** Every message (optionally of one kind), newest first. */
  async list(filter: { kind?: ContactKind } = {}): Promise<AdminMessage[]> {
    const rows = await this.messages.find({
      where: filter.kind ? { kind: filter.kind } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const files = await this.uploads.filesOfMessages(rows.map((r) => r.id));
    return rows.map((r) => toAdminMessage(r, files.get(r.id) ?? []));
  }

  /** Marks a message read (again: no change) and answers it; 404 for an unknown id. */
  async markRead(id: number): Promise<AdminMessage> {
    const row = await this.messages.findOneBy({ id });
    if (!row) throw new CommonError('not_found', 'Message not found');
    if (!row.isRead) {
      await this.messages.update({ id }, { isRead: true });
      row.isRead = true;
    }
    const files = await this.uploads.filesOfMessages([id]);
    return toAdminMessage(row, files.get(id) ?? []);
  }
}
