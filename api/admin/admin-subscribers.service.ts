import { Injectable } from '@nestjs/common';
import type { PageRequest } from '../database/keyset.js';
import {
  NewsletterService,
  type SubscriberFilter,
  type SubscriberRecord,
  type SubscriberSource,
  type SubscriberStatus,
} from '../newsletter/newsletter.service.js';
import { subscriberCsvRow } from './admin-export.js';
import type { CsvCell } from './csv.js';

export interface AdminSubscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: SubscriberSource;
  consentAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** GET /api/admin/subscribers: one page and where to go on. */
export interface AdminSubscribersPage {
  subscribers: AdminSubscriber[];
  nextCursor: string | null;
  /** With a search at most 1,000 are counted (totalExact false). */
  total: number;
  totalExact: boolean;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function toAdminSubscriber(s: SubscriberRecord): AdminSubscriber {
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

/** Newsletter subscribers for the admin, read-only, through NewsletterService. */
@Injectable()
export class AdminSubscribersService {
  constructor(private readonly newsletter: NewsletterService) {}

  async page(filter: SubscriberFilter, page: PageRequest): Promise<AdminSubscribersPage> {
    const [found, total] = await Promise.all([this.newsletter.listPage(filter, page), this.newsletter.count(filter)]);
    return { subscribers: found.rows.map(toAdminSubscriber), nextCursor: found.nextCursor, total: total.count, totalExact: total.exact };
  }

  async *csvRows(filter: SubscriberFilter): AsyncGenerator<CsvCell[][]> {
    for await (const rows of this.newsletter.exportBatches(filter)) yield rows.map((s) => subscriberCsvRow(toAdminSubscriber(s)));
  }
}
