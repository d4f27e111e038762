import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DiscountKind, DiscountStatus } from '../../shared/discount.js';

/**
 * A discount code the owner created. The counters are changed only by conditional
 * updates in DiscountsService (uses + reserved never pass maxUses).
 */
@Entity('discount_codes')
@Index('IDX_discount_codes_list', ['createdAt', 'id'])
export class DiscountCode {
  @PrimaryGeneratedColumn()
  id: number;

  /** Upper case, [A-Z0-9_-]{3,32}. */
  @Index('IDX_discount_codes_code', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 10 })
  kind: DiscountKind;

  @Column({ type: 'integer', nullable: true })
  percentOff: number | null;

  @Column({ type: 'integer', nullable: true })
  amountOffCents: number | null;

  /** Comma-separated guide slugs; null: every guide. */
  @Column({ type: 'varchar', length: 400, nullable: true })
  guideSlugs: string | null;

  @Column({ type: Date, nullable: true })
  startsAt: Date | null;

  @Column({ type: Date, nullable: true })
  endsAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  maxUses: number | null;

  @Column({ type: 'integer', nullable: true })
  maxUsesPerEmail: number | null;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: DiscountStatus;

  /** Paid orders counted against maxUses. */
  @Column({ type: 'integer', default: 0 })
  uses: number;

  /** Uses held by checkouts not yet paid (discount_redemptions in state 'reserved'). */
  @Column({ type: 'integer', default: 0 })
  reserved: number;

  /** Paid orders honoured after the code had run out (not counted in uses). */
  @Column({ type: 'integer', default: 0 })
  overLimitUses: number;

  @Column({ type: 'integer', default: 0 })
  revenueCents: number;

  @Column({ type: 'integer', default: 0 })
  discountCents: number;

  @CreateDateColumn({ type: Date })
  createdAt: Date;

  @UpdateDateColumn({ type: Date })
  updatedAt: Date;
}
