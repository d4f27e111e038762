import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type SandboxIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled' | 'failed';

/**
 * A payment intent of the sandbox provider (test mode, no money moves). Kept in SQLite so
 * that intents survive restarts, like a real provider's. Card data is never stored: only
 * the last four digits and the brand of the card used.
 */
@Entity('sandbox_payment_intents')
export class SandboxPaymentIntent {
  /** 'pi_sbx_' + 24 random characters. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** The shop order (the intent's metadata.orderId). */
  @Index('IDX_sandbox_payment_intents_order')
  @Column({ type: 'integer' })
  orderId: number;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Column({ type: 'varchar', length: 32, default: 'requires_payment_method' })
  status: SandboxIntentStatus;

  /** The e-mail given at confirmation (like a receipt e-mail). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  last4: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  brand: string | null;

  /** sha256 (hex) of the client secret; the secret itself is never stored. */
  @Column({ type: 'varchar', length: 64 })
  clientSecretHash: string;

  /** A create retried with the same key returns this intent. */
  @Index('IDX_sandbox_payment_intents_idempotency', { unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotencyKey: string | null;

  @CreateDateColumn({ type: Date })
  createdAt: Date;

  @UpdateDateColumn({ type: Date })
  updatedAt: Date;
}
