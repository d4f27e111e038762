import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A refund of the sandbox provider (no money moves), kept like a real provider's. */
@Entity('sandbox_refunds')
export class SandboxRefund {
  /** 're_sbx_' + 24 random characters. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Index('IDX_sandbox_refunds_intent')
  @Column({ type: 'varchar', length: 64 })
  paymentIntentId: string;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 10 })
  status: 'succeeded';

  /** Like Stripe's refund metadata: the shop's refund id. */
  @Column({ type: 'integer', nullable: true })
  shopRefundId: number | null;

  /** A create retried with the same key returns this refund. */
  @Index('IDX_sandbox_refunds_idempotency', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  idempotencyKey: string;

  @CreateDateColumn({ type: Date })
  createdAt: Date;
}
