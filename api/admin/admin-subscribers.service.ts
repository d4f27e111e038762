import { Injectable } from '@nestjs/common';
import type { PageRequest } from '../database/keyset.js';
import { NewsletterService, type SubscriberFilter } from '../newsletter/newsletter.service.js';
import { subscriberCsvRow } from './admin-export.js';
import type { CsvCell } from './csv.js';
import type { AdminSubscribersPage } from '../../shared/api/admin.js';
import { toAdminSubscriber } from './dto/admin-responses.js';

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
