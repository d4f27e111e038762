import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { bucketExpression, type BucketPlan, dialectOf, numericRows, whereInPlan } from '../database/date-buckets.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

export interface SubscriberBucketRow {
  bucket: number;
  n: number;
}

/**
 * Aggregates of the newsletter for the back office's reports (api/admin): sign-ups per
 * bucket of createdAt, confirmations per bucket of confirmedAt, each a range on its index.
 */
@Injectable()
export class SubscriberReportsService {
  constructor(@InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>) {}

  signups(plan: BucketPlan): Promise<SubscriberBucketRow[]> {
    return this.countBy('createdAt', plan);
  }

  confirmations(plan: BucketPlan): Promise<SubscriberBucketRow[]> {
    return this.countBy('confirmedAt', plan);
  }

  private async countBy(column: 'createdAt' | 'confirmedAt', plan: BucketPlan): Promise<SubscriberBucketRow[]> {
    const qb = this.subscribers
      .createQueryBuilder('s')
      .select(bucketExpression(dialectOf(this.subscribers.manager.connection), `s.${column}`, plan), 'bucket')
      .addSelect('COUNT(*)', 'n');
    return numericRows(await whereInPlan(qb, `s.${column}`, plan).groupBy('bucket').getRawMany());
  }
}
