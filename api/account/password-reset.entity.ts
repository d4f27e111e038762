import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One password reset link (DESIGN §3 Accounts). Only the sha256 of the token is stored;
 * the link works once, until `expiresAt`, and a newer link or a new password ends it.
 */
@Entity('password_resets')
export class PasswordReset {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_password_resets_user')
  @Column({ type: 'integer' })
  userId: number;

  @Index('IDX_password_resets_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: Date })
  expiresAt: Date;

  @Column({ type: Date, nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: Date })
  createdAt: Date;
}
