import { Injectable, Logger } from '@nestjs/common';
import { FulfilmentService } from '../checkout/fulfilment.service.js';
import { type OrderFilter, OrdersService } from '../checkout/orders.service.js';
import { CommonError } from '../common/domain-error.js';
import type { PageRequest } from '../database/keyset.js';
import { orderCsvRow } from './admin-export.js';
import { AdminError } from './admin.errors.js';
import type { CsvCell } from './csv.js';
import type { AdminOrdersPage } from '../../shared/api/admin.js';
import { toAdminOrder } from './dto/admin-responses.js';

/** Orders for the admin (read through OrdersService) and "Resend receipt" (FulfilmentService). */
@Injectable()
export class AdminOrdersService {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly orders: OrdersService,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async page(filter: OrderFilter, page: PageRequest): Promise<AdminOrdersPage> {
    const [found, total] = await Promise.all([this.orders.listPage(filter, page), this.orders.count(filter)]);
    return { orders: found.rows.map(toAdminOrder), nextCursor: found.nextCursor, total: total.count, totalExact: total.exact };
  }

  async *csvRows(filter: OrderFilter): AsyncGenerator<CsvCell[][]> {
    for await (const rows of this.orders.exportBatches(filter)) yield rows.map((o) => orderCsvRow(toAdminOrder(o)));
  }

  /** Sends the receipt again: 404 unknown, 409 unpaid or without an e-mail, 503 when mail fails. */
  async resendReceipt(orderId: number): Promise<void> {
    let outcome: Awaited<ReturnType<FulfilmentService['resendReceipt']>>;
    try {
      outcome = await this.fulfilment.resendReceipt(orderId);
    } catch (err) {
      this.logger.error(`Receipt for order #${orderId} could not be sent again: ${err instanceof Error ? err.message : String(err)}`);
      throw new AdminError('mail_failed', 'The receipt could not be sent. Please try again later.');
    }
    switch (outcome) {
      case 'sent':
        return;
      case 'not_found':
        throw new CommonError('not_found', 'Order not found');
      case 'not_paid':
        throw new AdminError('order_not_paid', 'Only a paid order has a receipt to send.');
      case 'no_email':
        throw new AdminError('order_without_email', 'This order has no e-mail address to send the receipt to.');
    }
  }
}
