import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * reserved: a checkout holds one use until `expiresAt`; lapsed: it did not pay in time and
 * gave the use back; released: it dropped the code; redeemed: the order was paid.
 */
export type RedemptionState = 'reserved' | 'lapsed' | 'released' | 'redeemed';
export type OverLimitReason = 'max_uses' | 'max_uses_per_email';

/** One order's use of a code (one row per order). */
@Entity('discount_redemptions')
@Index('IDX_discount_redemptions_code_state', ['codeId', 'state', 'expiresAt'])
@Index('IDX_discount_redemptions_code_email', ['codeId', 'email'])
export class DiscountRedemption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  codeId: number;

  @Index('IDX_discount_redemptions_order', { unique: true })
  @Column({ type: 'integer' })
  orderId: number;

  @Column({ type: 'varchar', length: 10 })
  state: RedemptionState;

  @Column({ type: Date, nullable: true })
  expiresAt: Date | null;

  /** The order's e-mail once paid (lower case). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'integer', default: 0 })
  amountCents: number;

  @Column({ type: 'integer', default: 0 })
  discountCents: number;

  /** Set when a paid order could not be counted: the payment was honoured anyway. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  overLimit: OverLimitReason | null;

  @Column({ type: Date, nullable: true })
  redeemedAt: Date | null;

  @CreateDateColumn({ type: Date })
  createdAt: Date;

  @UpdateDateColumn({ type: Date })
  updatedAt: Date;
}
