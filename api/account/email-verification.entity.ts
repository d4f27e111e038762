import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One e-mail verification link (DESIGN §3 Accounts). Only the sha256 of the token is
 * stored; the link works once, until `expiresAt`, and only for the address it was sent
 * to (`email`), so it cannot verify an address the account no longer has.
 */
@Entity('email_verifications')
export class EmailVerification {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_email_verifications_user')
  @Column({ type: 'integer' })
  userId: number;

  /** The address the link was sent to (lower-cased). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Index('IDX_email_verifications_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: Date })
  expiresAt: Date;

  @Column({ type: Date, nullable: true })
  usedAt: Date | null;

  /** When the e-mail was sent (one per 10 minutes per account). */
  @CreateDateColumn({ type: Date })
  createdAt: Date;
}
