import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { bucketExpression, type BucketPlan, dialectOf, numericRows, whereInPlan } from '../database/date-buckets.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';

/** Paid orders per bucket (by paidAt) that still stand, and how many of them had add-ons. */
export interface SalesBucketRow {
  bucket: number;
  orders: number;
  withUpsells: number;
}

/** Revenue per bucket and guide: items of paid orders that were not refunded or disputed. */
export interface GuideRevenueRow {
  bucket: number;
  guideSlug: string;
  revenueCents: number;
  units: number;
}

/** Refunds per bucket (by the day access was revoked for a refund). */
export interface RefundBucketRow {
  bucket: number;
  orders: number;
  amountCents: number;
}

/**
 * Aggregates of orders for the back office's reports (api/admin): GROUP BY date bucket,
 * each query a range on one index (IDX_orders_report, IDX_order_items_refunds), never a
 * row in memory. Revenue counts item prices, so a partial refund takes its items off.
 */
@Injectable()
export class OrderReportsService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly items: Repository<OrderItem>,
  ) {}

  private bucket(column: string, plan: BucketPlan): string {
    return bucketExpression(dialectOf(this.orders.manager.connection), column, plan);
  }

  async sales(plan: BucketPlan): Promise<SalesBucketRow[]> {
    const qb = this.orders
      .createQueryBuilder('o')
      .select(this.bucket('o.paidAt', plan), 'bucket')
      .addSelect('COUNT(*)', 'orders')
      // An order with an add-on at checkout (IDX_order_items_report: one index probe per order).
      .addSelect(
        `SUM(CASE WHEN EXISTS (SELECT 1 FROM "order_items" "u" WHERE "u"."orderId" = "o"."id" AND "u"."kind" = 'upsell') THEN 1 ELSE 0 END)`,
        'withUpsells',
      )
      .where("o.status = 'paid'");
    return numericRows(await whereInPlan(qb, 'o.paidAt', plan).groupBy('bucket').getRawMany());
  }

  async revenueByGuide(plan: BucketPlan): Promise<GuideRevenueRow[]> {
    const qb = this.items
      .createQueryBuilder('i')
      .innerJoin(Order, 'o', 'o.id = i.orderId')
      .select(this.bucket('o.paidAt', plan), 'bucket')
      .addSelect('i.guideSlug', 'guideSlug')
      .addSelect('SUM(i.priceCents)', 'revenueCents')
      .addSelect('COUNT(*)', 'units')
      .where("o.status = 'paid'")
      .andWhere('i.revokedAt IS NULL');
    const rows = await whereInPlan(qb, 'o.paidAt', plan).groupBy('bucket').addGroupBy('i.guideSlug').getRawMany();
    return rows.map((r: Record<string, unknown>) => ({ ...numericRows<GuideRevenueRow>([r])[0], guideSlug: String(r.guideSlug) }));
  }

  async refunds(plan: BucketPlan): Promise<RefundBucketRow[]> {
    const qb = this.items
      .createQueryBuilder('i')
      .select(this.bucket('i.revokedAt', plan), 'bucket')
      .addSelect('COUNT(DISTINCT i.orderId)', 'orders')
      .addSelect('SUM(i.priceCents)', 'amountCents')
      .where("i.revokeReason = 'refund'");
    return numericRows(await whereInPlan(qb, 'i.revokedAt', plan).groupBy('bucket').getRawMany());
  }
}
