import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Server-side sessions (express-session), so a restart keeps people logged in. */
@Entity('sessions')
export class SessionRow {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  sid: string;

  @Column({ type: 'text' })
  data: string;

  /** Epoch milliseconds after which the session is gone. */
  @Index('IDX_sessions_expires_at')
  @Column({ type: 'integer', name: 'expires_at' })
  expiresAt: number;

  /** The logged-in account (passport's user id), so its sessions can be ended without reading the JSON. */
  @Index('IDX_sessions_user_id')
  @Column({ type: 'integer', name: 'user_id', nullable: true })
  userId: number | null;
}
