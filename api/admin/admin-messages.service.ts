import { Injectable } from '@nestjs/common';
import { CommonError } from '../common/domain-error.js';
import { ContactService, type MessageFilter, type MessageRecord } from '../contact/contact.service.js';
import { EnquiryWorkflowService } from '../contact/enquiry-workflow.service.js';
import type { PageRequest } from '../database/keyset.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { messageCsvRow } from './admin-export.js';
import type { CsvCell } from './csv.js';
import type { AdminMessage, AdminMessagesPage } from '../../shared/api/admin.js';
import { toAdminMessage } from './dto/admin-responses.js';

/**
 * The admin's inbox (spec §2 Admin, §4: mark read, never back to unread): pages, counts
 * and export rows from ContactService, attachments from UploadsService, the workflow's
 * notes and reply counts in the export from EnquiryWorkflowService.
 */
@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly contact: ContactService,
    private readonly uploads: UploadsService,
    private readonly workflow: EnquiryWorkflowService,
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

  /** The CSV rows of every matching message with its notes and replies, one batch at a time. */
  async *csvRows(filter: MessageFilter): AsyncGenerator<CsvCell[][]> {
    for await (const rows of this.contact.exportMessages(filter)) {
      const [messages, replies] = await Promise.all([this.withFiles(rows), this.workflow.replyCounts(rows.map((r) => r.id))]);
      yield messages.map((m, i) => messageCsvRow(m, { notes: rows[i].notes, replies: replies.get(m.id) ?? null }));
    }
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
