import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MailKind, OutboxStatus } from '../../shared/api/outbox.js';

/** The owner's statuses plus 'sending': an attempt holds the row until nextAttemptAt (its lease). */
export type OutboxRowStatus = OutboxStatus | 'sending';

/** One e-mail in the durable outbox (api/mail): written before any delivery attempt. */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', ['status', 'nextAttemptAt'])
@Index('IDX_mail_outbox_status', ['status', 'id'])
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  kind: MailKind;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: OutboxRowStatus;

  /** The To addresses, for the owner's list (the full message is in `message`). */
  @Column({ type: 'varchar', length: 1000 })
  recipients: string;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  /** The MailMessage as JSON; cleared once sent (its links and tokens need not outlive delivery). */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** A caller's idempotency key ('receipt:42'): one row per key, ever. */
  @Index('IDX_mail_outbox_dedupe', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  dedupeKey: string | null;

  /** Attempts started so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** pending: when the next attempt is due; sending: when the attempt's lease runs out. */
  @Column({ type: Date })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  messageId: string | null;

  /** The request that wrote the mail: its log lines, retries included, carry this id. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  reqId: string | null;

  @Column({ type: Date })
  createdAt: Date;

  @Column({ type: Date, nullable: true })
  sentAt: Date | null;
}
