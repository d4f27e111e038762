import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { UserRole } from '../session/current-user.js';

export type { UserRole };

/**
 * A shop account (DESIGN §2). The username is unique without regard to case; the e-mail
 * is stored trimmed and lower-cased, and unique among verified accounts: an address is
 * owned by the one account that proved it, never by a registration that did not (so
 * nobody can squat an address). Purchases belong to e-mails, not to users: an account
 * sees the purchases of its e-mail once `emailVerifiedAt` proves that e-mail is the
 * account holder's.
 */
@Entity('users')
// An address belongs to the account that verified it; unverified accounts may share it.
@Index('IDX_users_email_verified', ['email'], { unique: true, where: '"emailVerifiedAt" IS NOT NULL' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_users_username', { unique: true })
  @Column({ type: 'varchar', length: 50, collation: 'NOCASE' })
  username: string;

  @Index('IDX_users_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** `scrypt$N$r$p$saltB64$hashB64` (password.ts). Never leaves the server. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10, default: 'buyer' })
  role: UserRole;

  /** When the account holder proved the e-mail is theirs; null until then. */
  @Column({ type: Date, nullable: true })
  emailVerifiedAt: Date | null;

  /** A session logged in under an older generation is logged out (logout everywhere, new password). */
  @Column({ type: 'integer', name: 'session_generation', default: 0 })
  sessionGeneration: number;

  @CreateDateColumn({ type: Date })
  createdAt: Date;
}
