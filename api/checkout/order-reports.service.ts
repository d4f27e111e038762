import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type DayRange, numericRows, perDay } from '../database/date-buckets.js';
import { GUIDE_SLUGS } from '../../shared/catalogue.js';
import { OrderItem } from './order-item.entity.js';
import { Order } from './order.entity.js';

/** Paid orders per day of payment that still stand, and how many of them had add-ons. */
export interface SalesDayRow {
  day: string;
  orders: number;
  withUpsells: number;
}

/** Revenue per day of payment and guide: what was paid for items of paid orders that were not refunded or disputed. */
export interface GuideRevenueRow {
  day: string;
  guideSlug: string;
  revenueCents: number;
  units: number;
}

/** Refunds per day (the day access was revoked for a refund): what was paid for the refunded items. */
export interface RefundDayRow {
  day: string;
  orders: number;
  amountCents: number;
}

/**
 * Aggregates of orders for the back office's reports (api/admin): each query reads one
 * range of a day index (IDX_orders_report_day, IDX_order_items_refunds_day) in order and
 * answers one row per day; the joins and add-on probes are answered by the covering
 * IDX_order_items_report. Revenue counts what each item was paid (its price less its share
 * of a discount code), so a partial refund takes its items off; refunds count it too.
 */
@Injectable()
export class OrderReportsService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderItem) private readonly items: Repository<OrderItem>,
  ) {}

  async sales(range: DayRange): Promise<SalesDayRow[]> {
    const qb = perDay(this.orders.createQueryBuilder('o'), 'o.paidAt', range)
      .addSelect('COUNT(*)', 'orders')
      .addSelect(
        `SUM(CASE WHEN EXISTS (SELECT 1 FROM "order_items" "u" WHERE "u"."orderId" = "o"."id" AND "u"."kind" = 'upsell') THEN 1 ELSE 0 END)`,
        'withUpsells',
      )
      .andWhere("o.status = 'paid'");
    return numericRows(await qb.getRawMany());
  }

  /** One row per day with a sum per guide of the catalogue (grouping by day alone keeps the index order). */
  async revenueByGuide(range: DayRange): Promise<GuideRevenueRow[]> {
    const qb = perDay(this.orders.createQueryBuilder('o'), 'o.paidAt', range)
      .innerJoin(OrderItem, 'i', 'i.orderId = o.id AND i.revokedAt IS NULL')
      .andWhere("o.status = 'paid'");
    GUIDE_SLUGS.forEach((slug, k) => {
      qb.addSelect(`SUM(CASE WHEN i.guideSlug = :guide${k} THEN i.paidCents ELSE 0 END)`, `revenue${k}`)
        .addSelect(`SUM(CASE WHEN i.guideSlug = :guide${k} THEN 1 ELSE 0 END)`, `units${k}`)
        .setParameter(`guide${k}`, slug);
    });
    const rows = numericRows<Record<string, number> & { day: string }>(await qb.getRawMany());
    return rows.flatMap((r) =>
      GUIDE_SLUGS.map((guideSlug, k) => ({ day: r.day, guideSlug, revenueCents: r[`revenue${k}`], units: r[`units${k}`] })),
    );
  }

  async refunds(range: DayRange): Promise<RefundDayRow[]> {
    const qb = perDay(this.items.createQueryBuilder('i'), 'i.revokedAt', range)
      .addSelect('COUNT(DISTINCT i.orderId)', 'orders')
      .addSelect('SUM(i.paidCents)', 'amountCents')
      .andWhere("i.revokeReason = 'refund'");
    return numericRows(await qb.getRawMany());
  }
}
