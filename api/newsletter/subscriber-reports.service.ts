import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type DayRange, numericRows, perDay } from '../database/date-buckets.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

export interface SubscriberDayRow {
  day: string;
  n: number;
}

/**
 * Aggregates of the newsletter for the back office's reports (api/admin): sign-ups per day
 * of createdAt, confirmations per day of confirmedAt, each one range of its day index.
 */
@Injectable()
export class SubscriberReportsService {
  constructor(@InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>) {}

  signups(range: DayRange): Promise<SubscriberDayRow[]> {
    return this.countBy('createdAt', range);
  }

  confirmations(range: DayRange): Promise<SubscriberDayRow[]> {
    return this.countBy('confirmedAt', range);
  }

  private async countBy(column: 'createdAt' | 'confirmedAt', range: DayRange): Promise<SubscriberDayRow[]> {
    const qb = perDay(this.subscribers.createQueryBuilder('s'), `s.${column}`, range).addSelect('COUNT(*)', 'n');
    return numericRows(await qb.getRawMany());
  }
}
