import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One reply of the owner to a contact message (its thread, oldest first). Its files are
 * uploads with this reply's id (api/uploads, `uploads.replyId`).
 */
@Entity('contact_message_replies')
@Index('IDX_contact_message_replies_message', ['messageId', 'id'])
export class MessageReply {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  messageId: number;

  /** The admin's e-mail address. */
  @Column({ type: 'varchar', length: 254 })
  author: string;

  /** The enquirer's address the reply went to. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'text' })
  text: string;

  /** The outbox row of the e-mail (api/mail), null until it is queued. */
  @Column({ type: 'integer', nullable: true })
  mailId: number | null;

  @Column({ type: Date })
  createdAt: Date;
}
