import { Injectable } from '@nestjs/common';
import { OrdersService } from '../checkout/orders.service.js';
import { RefundsService } from '../checkout/refunds.service.js';
import { CommonError } from '../common/domain-error.js';
import type { AdminOrderDetail, AdminRefundResponse } from '../../shared/api/refunds.js';
import { toAdminOrderDetail, toAdminRefund } from './dto/refund-responses.js';

/** An order's detail and history, and refunds, for the back office (through OrdersService and RefundsService). */
@Injectable()
export class AdminRefundsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly refunds: RefundsService,
  ) {}

  async detail(orderId: number): Promise<AdminOrderDetail> {
    const order = await this.orders.findById(orderId);
    if (!order) throw new CommonError('not_found', 'Order not found');
    return toAdminOrderDetail(order, await this.refunds.listForOrder(orderId));
  }

  async refund(
    orderId: number,
    request: { itemIds: number[] | 'all'; reason: string },
    admin: { id: number; email: string },
  ): Promise<AdminRefundResponse> {
    const outcome = await this.refunds.refund(orderId, { ...request, admin });
    return { refund: toAdminRefund(outcome.refund), created: outcome.created, detail: await this.detail(orderId) };
  }
}
