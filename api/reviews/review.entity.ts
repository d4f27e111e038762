import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ReviewStatus } from '../../shared/reviews.js';

/** A buyer's review of a guide: one per guide and purchase e-mail, shown once the owner publishes it. */
@Entity('reviews')
@Index('IDX_reviews_guide_email', ['guideSlug', 'email'], { unique: true })
@Index('IDX_reviews_published', ['guideSlug', 'status', 'publishedAt', 'id'])
@Index('IDX_reviews_created', ['createdAt', 'id'])
@Index('IDX_reviews_status_created', ['status', 'createdAt', 'id'])
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  guideSlug: string;

  /** The buyer: the purchase e-mail, trimmed and lower-cased. */
  @Index('IDX_reviews_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The account that last wrote it, when written from /account. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'integer' })
  rating: number;

  @Column({ type: 'varchar', length: 120, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 2000 })
  text: string;

  @Column({ type: 'varchar', length: 60 })
  displayName: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: ReviewStatus;

  @Column({ type: Date, nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ type: Date })
  createdAt: Date;

  @UpdateDateColumn({ type: Date })
  updatedAt: Date;
}
