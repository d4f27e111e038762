import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { OrderItem } from './order-item.entity.js';

export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'disputed' | 'failed';
export type PaymentProviderName = 'sandbox' | 'stripe';

/** One checkout: a main guide plus upsells, priced by the server, paid once (DESIGN §2-3). */
@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  /** Human order number shown to buyers ('TW-000123'); given when the order is paid. */
  @Index('IDX_orders_number', { unique: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  number: string | null;

  /** The number's sequence (1, 2, 3... over paid orders, no gaps); null until paid. */
  @Index('IDX_orders_number_seq', { unique: true })
  @Column({ type: 'integer', nullable: true })
  numberSeq: number | null;

  /** The purchase address; known once the buyer pays. */
  @Index('IDX_orders_email')
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: OrderStatus;

  /** The main guide of the checkout. */
  @Column({ type: 'varchar', length: 64 })
  guideSlug: string;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Column({ type: 'varchar', length: 10 })
  provider: PaymentProviderName;

  @Index('IDX_orders_payment_intent', { unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  /** The account the order belongs to, once the session that paid it signed in with its e-mail. */
  @Index('IDX_orders_user')
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: Date, nullable: true })
  paidAt: Date | null;

  /** The discount code applied (api/discounts), as typed at checkout; null without one. */
  @Column({ type: 'integer', nullable: true })
  discountCodeId: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  discountCode: string | null;

  /** What the code took off; amountCents is after it. */
  @Column({ type: 'integer', default: 0 })
  discountCents: number;

  @Column({ type: Date, nullable: true })
  receiptSentAt: Date | null;

  /** The Terms and Refund policy versions the buyer agreed to at checkout (api/legal), and when. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  termsVersion: string | null;

  @Column({ type: Date, nullable: true })
  consentAt: Date | null;

  @CreateDateColumn({ type: Date })
  createdAt: Date;

  @UpdateDateColumn({ type: Date })
  updatedAt: Date;

  @OneToMany(() => OrderItem, (item) => item.order, { cascade: true })
  items: Relation<OrderItem>[];
}
