import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const SUBSCRIBER_SOURCES = ['footer', 'v1', 'other'] as const;
export type SubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** A newsletter address with double opt-in state. Tokens are stored as sha256 hex only. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  /** Trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: SubscriberStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  unsubscribeTokenHash: string | null;

  @Column({ type: 'varchar', length: 10, default: 'footer' })
  source: SubscriberSource;

  /** When the visitor last asked to subscribe (their consent). */
  @Column({ type: Date })
  consentAt: Date;

  /** The version (hash) of the consent sentence shown at that sign-up (api/legal). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  consentVersion: string | null;

  @Column({ type: Date, nullable: true })
  confirmedAt: Date | null;

  @Column({ type: Date, nullable: true })
  unsubscribedAt: Date | null;

  @Column({ type: Date, nullable: true })
  lastConfirmationSentAt: Date | null;

  @Column({ type: Date })
  createdAt: Date;
}
