import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One uploaded PDF of a guide (api/guide-library). The newest edition of a slug is the file buyers download. */
@Entity('guide_editions')
@Index('IDX_guide_editions_slug_edition', ['slug', 'edition'], { unique: true })
export class GuideEdition {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  slug: string;

  /** 1, 2, 3 ... per guide. */
  @Column({ type: 'integer' })
  edition: number;

  /** The owner's 'what changed' note. */
  @Column({ type: 'varchar', length: 500 })
  note: string;

  /** The edition's PDF, relative to the storage folder (guides/editions/{slug}/...). */
  @Column({ type: 'varchar', length: 500 })
  filePath: string;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'integer' })
  pages: number;

  /** The admin's e-mail. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  uploadedBy: string | null;

  /** Past buyers the edition was announced to (e-mails queued); null: not announced. */
  @Column({ type: 'integer', nullable: true })
  announcedCount: number | null;

  @Column({ type: Date })
  createdAt: Date;
}
