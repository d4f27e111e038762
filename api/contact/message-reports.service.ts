import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { bucketExpression, type BucketPlan, dialectOf, whereInPlan } from '../database/date-buckets.js';
import { type ContactKind, ContactMessage } from './contact-message.entity.js';

/** Messages per bucket (by createdAt), kind and read state. */
export interface MessageBucketRow {
  bucket: number;
  kind: ContactKind;
  isRead: boolean;
  messages: number;
}

/**
 * Aggregates of enquiries for the back office's reports (api/admin): one range on the
 * covering index IDX_contact_messages_report, grouped by bucket and by each column of
 * SPLIT (a workflow status becomes one more entry there, and in that index).
 */
@Injectable()
export class MessageReportsService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  async messagesByKind(plan: BucketPlan): Promise<MessageBucketRow[]> {
    const SPLIT = ['kind', 'isRead'] as const;
    const qb = this.messages
      .createQueryBuilder('m')
      .select(bucketExpression(dialectOf(this.messages.manager.connection), 'm.createdAt', plan), 'bucket')
      .addSelect('COUNT(*)', 'messages')
      .groupBy('bucket');
    for (const column of SPLIT) qb.addSelect(`m.${column}`, column).addGroupBy(`m.${column}`);
    const rows: Record<string, unknown>[] = await whereInPlan(qb, 'm.createdAt', plan).getRawMany();
    return rows.map((r) => ({
      bucket: Number(r.bucket),
      kind: r.kind as ContactKind,
      // SQLite answers 0/1, PostgreSQL a boolean.
      isRead: r.isRead === true || Number(r.isRead) === 1,
      messages: Number(r.messages),
    }));
  }
}
