import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  NewsletterSubscriber,
  type SubscriberSource,
  type SubscriberStatus,
} from '../newsletter/newsletter-subscriber.entity.js';

export interface AdminSubscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: SubscriberSource;
  consentAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function toAdminSubscriber(s: NewsletterSubscriber): AdminSubscriber {
  return {
    id: s.id,
    email: s.email,
    status: s.status,
    source: s.source,
    consentAt: iso(s.consentAt)!,
    confirmedAt: iso(s.confirmedAt),
    unsubscribedAt: iso(s.unsubscribedAt),
  };
}

/** Newsletter subscribers for the admin, read-only (never the token hashes). */
@Injectable()
export class AdminSubscribersService {
  constructor(@InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>) {}

  /** Newest sign-up first. */
  async list(filter: { status?: SubscriberStatus } = {}): Promise<AdminSubscriber[]> {
    const rows = await this.subscribers.find({
      where: filter.status ? { status: filter.status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toAdminSubscriber);
  }
}
