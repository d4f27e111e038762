import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OrderItem } from './order-item.entity.js';

/** A buyer of a guide: the purchase address and their latest paid order holding it. */
export interface GuideBuyer {
  email: string;
  orderId: number;
}

export interface GuideSalesFigures {
  /** Paid order items not revoked (refund, dispute). */
  sales: number;
  /** Distinct purchase e-mail addresses among them. */
  buyers: number;
}

/**
 * Sales figures per guide and the guide's past buyers, for the admin's guide library:
 * "paid" means a paid order whose item is not revoked (the same rule as downloads).
 */
@Injectable()
export class GuideSalesService {
  constructor(@InjectRepository(OrderItem) private readonly items: Repository<OrderItem>) {}

  private paidItems() {
    return this.items.createQueryBuilder('item').innerJoin('item.order', 'o').where("o.status = 'paid'").andWhere('item.revokedAt IS NULL');
  }

  /** Sales and buyers of every guide sold at least once, by slug (one grouped query). */
  async figuresByGuide(): Promise<Map<string, GuideSalesFigures>> {
    const rows: { slug: string; sales: string | number; buyers: string | number }[] = await this.paidItems()
      .select('item.guideSlug', 'slug')
      .addSelect('COUNT(*)', 'sales')
      .addSelect('COUNT(DISTINCT o.email)', 'buyers')
      .groupBy('item.guideSlug')
      .getRawMany();
    return new Map(rows.map((r) => [r.slug, { sales: Number(r.sales), buyers: Number(r.buyers) }]));
  }

  /**
   * One page of the guide's buyers, ordered by e-mail (purchase e-mails are stored
   * lower-cased): those after `afterEmail`, at most `limit`, each with their latest order.
   */
  async buyersPage(slug: string, afterEmail: string | null, limit: number): Promise<GuideBuyer[]> {
    const qb = this.paidItems()
      .andWhere('item.guideSlug = :slug', { slug })
      .andWhere('o.email IS NOT NULL')
      .select('o.email', 'email')
      .addSelect('MAX(o.id)', 'orderId')
      .groupBy('o.email')
      .orderBy('o.email', 'ASC')
      .limit(limit);
    if (afterEmail !== null) qb.andWhere('o.email > :afterEmail', { afterEmail });
    const rows: { email: string; orderId: string | number }[] = await qb.getRawMany();
    return rows.map((r) => ({ email: r.email, orderId: Number(r.orderId) }));
  }
}
