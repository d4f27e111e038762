import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type DayRange, dayText, perDay } from '../database/date-buckets.js';
import { type ContactKind, ContactMessage } from './contact-message.entity.js';

/** Messages per day, kind and read state. */
export interface MessageDayRow {
  day: string;
  kind: ContactKind;
  isRead: boolean;
  messages: number;
}

/**
 * Aggregates of enquiries for the back office's reports (api/admin): one range of the
 * covering day index IDX_contact_messages_report_day (day, kind, isRead), read in order,
 * grouped by the day and each column of SPLIT. A workflow status becomes one more entry
 * there and in that index.
 */
@Injectable()
export class MessageReportsService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  async messagesByKind(range: DayRange): Promise<MessageDayRow[]> {
    const SPLIT = ['kind', 'isRead'] as const;
    const qb = perDay(this.messages.createQueryBuilder('m'), 'm.createdAt', range).addSelect('COUNT(*)', 'messages');
    for (const column of SPLIT) qb.addSelect(`m.${column}`, column).addGroupBy(`m.${column}`);
    const rows: Record<string, unknown>[] = await qb.getRawMany();
    return rows.map((r) => ({
      day: dayText(r.day),
      kind: r.kind as ContactKind,
      // SQLite answers 0/1, PostgreSQL a boolean.
      isRead: r.isRead === true || Number(r.isRead) === 1,
      messages: Number(r.messages),
    }));
  }
}
