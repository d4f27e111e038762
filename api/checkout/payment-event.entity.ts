import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every provider event handled, by its id: a repeated delivery is recognised and ignored. */
@Entity('payment_events')
export class PaymentEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  provider: string;

  @Index('IDX_payment_events_event', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 64 })
  type: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  @CreateDateColumn({ type: Date })
  receivedAt: Date;
}
