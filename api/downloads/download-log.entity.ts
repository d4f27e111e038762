import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type DownloadVia = 'session' | 'account' | 'link';

/** One row per download served (DESIGN §2). */
@Entity('download_log')
export class DownloadLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_download_log_item')
  @Column({ type: 'integer' })
  orderItemId: number;

  @Column({ type: 'integer' })
  orderId: number;

  @Column({ type: 'varchar', length: 64 })
  guideSlug: string;

  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 10 })
  via: DownloadVia;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  /** Bytes sent (a Range request logs the part it sent). */
  @Column({ type: 'integer' })
  bytes: number;

  @CreateDateColumn({ type: Date })
  at: Date;
}
