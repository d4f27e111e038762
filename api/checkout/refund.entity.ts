import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { RefundStatus } from '../../shared/api/refunds.js';

/**
 * A refund the owner asked for in the back office: which line items, how much, by whom,
 * why, and what the provider made of it. `idempotencyKey` is derived from the order and
 * the items, so a double click or a concurrent request finds this row instead of making a
 * second refund; the provider gets the same key.
 */
@Entity('order_refunds')
export class OrderRefund {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_order_refunds_order')
  @Column({ type: 'integer' })
  orderId: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: RefundStatus;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** The admin account that asked for it (kept as text too: accounts can change). */
  @Column({ type: 'integer', nullable: true })
  adminUserId: number | null;

  @Column({ type: 'varchar', length: 254 })
  adminEmail: string;

  /** Asked as 'everything still owned' (a repeated 'all' finds this refund). */
  @Column({ type: 'boolean', default: false })
  requestedAll: boolean;

  @Index('IDX_order_refunds_idempotency', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Index('IDX_order_refunds_provider_refund', { unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRefundId: string | null;

  @CreateDateColumn({ type: Date })
  createdAt: Date;

  @Column({ type: Date, nullable: true })
  refundedAt: Date | null;

  @Column({ type: Date, nullable: true })
  failedAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;

  /** When the buyer's refund e-mail was queued. */
  @Column({ type: Date, nullable: true })
  notifiedAt: Date | null;

  @OneToMany(() => OrderRefundItem, (item) => item.refund, { cascade: true })
  items: Relation<OrderRefundItem>[];
}

/**
 * One line item of a refund. While `releasedAt` is null the row claims its order item: the
 * partial unique index lets only one open or succeeded refund hold an item, whichever
 * process or replica asks. A failed refund releases its claims.
 */
@Entity('order_refund_items')
@Index('IDX_order_refund_items_claim', ['orderItemId'], { unique: true, where: '"releasedAt" IS NULL' })
export class OrderRefundItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_order_refund_items_refund')
  @Column({ type: 'integer' })
  refundId: number;

  @ManyToOne(() => OrderRefund, (refund) => refund.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'refundId' })
  refund: Relation<OrderRefund>;

  @Column({ type: 'integer' })
  orderItemId: number;

  @Column({ type: 'varchar', length: 64 })
  guideSlug: string;

  /** The item's refundable amount when the refund was asked. */
  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: Date, nullable: true })
  releasedAt: Date | null;
}
