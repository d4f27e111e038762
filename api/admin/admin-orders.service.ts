import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { FulfilmentService } from '../checkout/fulfilment.service.js';
import { type Order, type OrderFilter, type OrderItemKind, OrdersService, type OrderStatus } from '../checkout/orders.service.js';
import { ApiError } from '../common/api-error.js';
import type { PaymentProviderName } from '../config/config.js';
import type { PageRequest } from '../database/keyset.js';
import { findGuide } from '../guides/catalogue.js';
import { orderCsvRow } from './admin-export.js';
import type { CsvCell } from './csv.js';

export interface AdminOrderItem {
  slug: string;
  title: string;
  kind: OrderItemKind;
  priceCents: number;
  /** ISO 8601 when a refund or dispute took the guide away, else null. */
  revokedAt: string | null;
  /** 'refund' | 'dispute' while revoked. */
  revokeReason: string | null;
}

export interface AdminOrder {
  id: number;
  /** Given when the order is paid; null for a checkout never paid. */
  number: string | null;
  email: string | null;
  status: OrderStatus;
  amountCents: number;
  currency: string;
  provider: PaymentProviderName;
  paymentIntentId: string | null;
  createdAt: string;
  paidAt: string | null;
  receiptSentAt: string | null;
  items: AdminOrderItem[];
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function toAdminOrder(o: Order): AdminOrder {
  return {
    id: o.id,
    number: o.number,
    email: o.email,
    status: o.status,
    amountCents: o.amountCents,
    currency: o.currency,
    provider: o.provider,
    paymentIntentId: o.paymentIntentId,
    createdAt: iso(o.createdAt)!,
    paidAt: iso(o.paidAt),
    receiptSentAt: iso(o.receiptSentAt),
    items: (o.items ?? []).map((i) => ({
      slug: i.guideSlug,
      title: findGuide(i.guideSlug)?.title ?? i.guideSlug,
      kind: i.kind,
      priceCents: i.priceCents,
      revokedAt: iso(i.revokedAt),
      revokeReason: i.revokeReason,
    })),
  };
}

/** GET /api/admin/orders: one page and where to go on. */
export interface AdminOrdersPage {
  orders: AdminOrder[];
  nextCursor: string | null;
  /** With a guide, date range or search at most 1,000 are counted (totalExact false). */
  total: number;
  totalExact: boolean;
}

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
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'mail_failed', 'The receipt could not be sent. Please try again later.');
    }
    switch (outcome) {
      case 'sent':
        return;
      case 'not_found':
        throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'Order not found');
      case 'not_paid':
        throw new ApiError(HttpStatus.CONFLICT, 'order_not_paid', 'Only a paid order has a receipt to send.');
      case 'no_email':
        throw new ApiError(HttpStatus.CONFLICT, 'order_without_email', 'This order has no e-mail address to send the receipt to.');
    }
  }
}
