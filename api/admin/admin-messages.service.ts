import { Injectable } from '@nestjs/common';
import { CommonError } from '../common/domain-error.js';
import { ContactService, type MessageFilter, type MessageRecord } from '../contact/contact.service.js';
import type { PageRequest } from '../database/keyset.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { messageCsvRow } from './admin-export.js';
import type { CsvCell } from './csv.js';
import type { AdminMessage, AdminMessagesPage } from '../../shared/api/admin.js';
import { toAdminMessage } from './dto/admin-responses.js';

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
    if (!row) throw new CommonError('not_found', 'Message not found');
    const files = await this.uploads.filesOfMessages([id]);
    return toAdminMessage(row, files.get(id) ?? []);
  }

  private async withFiles(rows: MessageRecord[]): Promise<AdminMessage[]> {
    const files = await this.uploads.filesOfMessages(rows.map((r) => r.id));
    return rows.map((r) => toAdminMessage(r, files.get(r.id) ?? []));
  }
}
