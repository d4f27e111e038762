import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Order } from './order.entity.js';

export type OrderItemKind = 'main' | 'upsell';

/** One guide in an order. Access is per item: a refund or dispute sets revokedAt. */
@Entity('order_items')
@Index('IDX_order_items_order_slug', ['orderId', 'guideSlug'], { unique: true })
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId' })
  order: Relation<Order>;

  @Column({ type: 'varchar', length: 64 })
  guideSlug: string;

  @Column({ type: 'varchar', length: 10 })
  kind: OrderItemKind;

  /** The catalogue price. */
  @Column({ type: 'integer' })
  priceCents: number;

  /** This item's share of the order's discount code. */
  @Column({ type: 'integer', default: 0 })
  discountCents: number;

  /** What was paid for this item: priceCents - discountCents (refunds count this). */
  @Column({ type: 'integer', default: 0 })
  paidCents: number;

  @Column({ type: Date, nullable: true })
  revokedAt: Date | null;

  /** 'refund' | 'dispute' while revoked. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  revokeReason: string | null;
}
