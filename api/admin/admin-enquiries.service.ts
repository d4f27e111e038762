import { Injectable } from '@nestjs/common';
import { OrdersService } from '../checkout/orders.service.js';
import { CommonError } from '../common/domain-error.js';
import { EnquiryWorkflowService, type ReplyRecord, type WorkflowRecord } from '../contact/enquiry-workflow.service.js';
import { type IncomingReplyFile, ReplyFilesService } from '../uploads/reply-files.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { findGuide } from '../../shared/catalogue.js';
import type { AdminMessage } from '../../shared/api/admin.js';
import type { AdminMessageDetail, EnquirerPurchase, EnquiryReply, ReplyResponse, UpdateMessageBody } from '../../shared/api/enquiries.js';
import { toAdminFile, toAdminMessage } from './dto/admin-responses.js';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function toReply(r: ReplyRecord): EnquiryReply {
  return {
    id: r.id,
    author: r.author,
    text: r.text,
    attachments: r.files.map(toAdminFile),
    to: r.recipient,
    createdAt: iso(r.createdAt)!,
    mailId: r.mailId,
  };
}

function notFound(): CommonError {
  return new CommonError('not_found', 'Message not found');
}

/**
 * One enquiry as the owner works it (issue 15): the message with its status and notes
 * (EnquiryWorkflowService), its files (UploadsService), the thread of replies, and the
 * guides its e-mail address has bought (OrdersService: paid items not revoked).
 */
@Injectable()
export class AdminEnquiriesService {
  constructor(
    private readonly workflow: EnquiryWorkflowService,
    private readonly uploads: UploadsService,
    private readonly replyFiles: ReplyFilesService,
    private readonly orders: OrdersService,
  ) {}

  async detail(id: number): Promise<AdminMessageDetail> {
    const record = await this.workflow.find(id);
    if (!record) throw notFound();
    const [message, thread, purchases] = await Promise.all([
      this.toMessage(record),
      this.workflow.thread(id),
      this.purchases(record.email),
    ]);
    return { message, notes: record.notes, replies: thread.map(toReply), purchases };
  }

  async update(id: number, change: UpdateMessageBody): Promise<AdminMessageDetail> {
    if (change.status === undefined && change.notes === undefined) {
      throw new CommonError('validation_failed', 'Send status, notes or both');
    }
    if (!(await this.workflow.update(id, change))) throw notFound();
    return this.detail(id);
  }

  /** Checks the files (type, size, name), records the reply and e-mails it; 404 for an unknown message. */
  async reply(id: number, author: string, text: string, incoming: readonly IncomingReplyFile[]): Promise<ReplyResponse> {
    if (!(await this.workflow.find(id))) throw notFound();
    const files = await this.replyFiles.prepare(incoming);
    const done = await this.workflow.reply(id, { author, text, files });
    if (!done) throw notFound();
    return { reply: toReply(done.reply), message: await this.toMessage(done.message) };
  }

  /** Each guide once, from its latest paid order. */
  private async purchases(email: string): Promise<EnquirerPurchase[]> {
    const seen = new Map<string, EnquirerPurchase>();
    for (const { order, item } of await this.orders.findPaidItemsByEmail(email)) {
      if (seen.has(item.guideSlug)) continue;
      seen.set(item.guideSlug, {
        slug: item.guideSlug,
        title: findGuide(item.guideSlug)?.title ?? item.guideSlug,
        orderNumber: order.number,
        paidAt: iso(order.paidAt),
      });
    }
    return [...seen.values()];
  }

  private async toMessage(record: WorkflowRecord): Promise<AdminMessage> {
    const files = await this.uploads.filesOfMessages([record.id]);
    return toAdminMessage(record, files.get(record.id) ?? []);
  }
}
