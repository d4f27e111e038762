import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type UploadStatus = 'pending' | 'complete' | 'attached';

/**
 * One upload slot and, once the PUT succeeded, the file behind it. The file lives in
 * storage/uploads under `storageName` (random, never user input). `messageId` points at
 * the contact message it was attached to (FK to contact_messages, kept as a plain column so
 * the uploads module does not depend on the contact module's entity).
 */
@Entity('uploads')
@Index('IDX_uploads_status_client', ['status', 'clientKey'])
export class Upload {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: UploadStatus;

  /** sha256 (hex) of the slot's bearer token. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: Date })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  originalName: string | null;

  @Column({ type: 'integer', nullable: true })
  size: number | null;

  /** MIME type found by sniffing the bytes (not the declared one). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  detectedType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  storageName: string | null;

  @Column({ type: 'integer', nullable: true })
  messageId: number | null;

  /** Set for a file the owner sent with a reply to `messageId` (not the enquirer's). */
  @Column({ type: 'integer', nullable: true })
  replyId: number | null;

  @Column({ type: Date, nullable: true })
  completedAt: Date | null;

  /** The client that asked for the slot (its rate-limit key): whose disk budget the file counts against. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientKey: string | null;

  @Column({ type: Date })
  createdAt: Date;
}
