import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { MailService } from '../mail/mail.service.js';
import { type PreparedReplyFile, ReplyFilesService } from '../uploads/reply-files.service.js';
import type { UploadedFile } from '../uploads/uploads.service.js';
import type { EnquiryStatus } from '../../shared/enquiry-status.js';
import { ContactMessage } from './contact-message.entity.js';
import { type WorkflowRecord, withNotes } from './dto/contact-responses.js';

export type { WorkflowRecord } from './dto/contact-responses.js';
import { MessageReply } from './message-reply.entity.js';
import { replyMail } from './reply-mail.js';

/** One reply of the thread with its files. */
export interface ReplyRecord {
  id: number;
  messageId: number;
  author: string;
  recipient: string;
  text: string;
  mailId: number | null;
  createdAt: Date;
  files: UploadedFile[];
}

/**
 * Enquiries as a workflow (issue 15): the status (new, replied, quoted, won, lost,
 * closed), the owner's private notes, and the thread of replies. A reply is stored with
 * its files in one transaction, then e-mailed to the enquirer through the outbox with
 * Reply-To the owner's inbox (NOTIFY_EMAIL), so the enquirer's answer lands there.
 */
@Injectable()
export class EnquiryWorkflowService {
  private readonly logger = new Logger('Enquiries');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly writes: DatabaseWriteQueue,
    private readonly replyFiles: ReplyFilesService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The message with its status and notes; null for an unknown id. */
  async find(id: number): Promise<WorkflowRecord | null> {
    const row = await this.db.getRepository(ContactMessage).findOneBy({ id });
    return row ? withNotes(row) : null;
  }

  /** Sets the status and/or the notes (blank notes are none); null for an unknown id. */
  async update(id: number, change: { status?: EnquiryStatus; notes?: string }): Promise<WorkflowRecord | null> {
    const patch: Partial<ContactMessage> = {};
    if (change.status !== undefined) patch.status = change.status;
    if (change.notes !== undefined) patch.notes = change.notes.trim() === '' ? null : change.notes;
    const messages = this.db.getRepository(ContactMessage);
    if (Object.keys(patch).length > 0) {
      const result = await messages.update({ id }, patch);
      if (!result.affected) return null;
    }
    return this.find(id);
  }

  /** Per message of the list, how many replies it has and when the last went (messages without replies are absent). */
  async replyCounts(messageIds: readonly number[]): Promise<Map<number, { count: number; lastAt: Date }>> {
    const counts = new Map<number, { count: number; lastAt: Date }>();
    if (messageIds.length === 0) return counts;
    // On IDX_contact_message_replies_message (messageId, id): the last reply is the highest id.
    const rows: { messageId: number; count: string | number; lastId: number }[] = await this.db
      .getRepository(MessageReply)
      .createQueryBuilder('r')
      .select('r.messageId', 'messageId')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MAX(r.id)', 'lastId')
      .where('r.messageId IN (:...ids)', { ids: [...messageIds] })
      .groupBy('r.messageId')
      .getRawMany();
    if (rows.length === 0) return counts;
    const last = await this.db.getRepository(MessageReply).find({
      select: { id: true, messageId: true, createdAt: true },
      where: { id: In(rows.map((r) => r.lastId)) },
    });
    const lastAt = new Map(last.map((r) => [r.messageId, r.createdAt]));
    for (const r of rows) counts.set(Number(r.messageId), { count: Number(r.count), lastAt: lastAt.get(Number(r.messageId))! });
    return counts;
  }

  /** The thread, oldest first. */
  async thread(messageId: number): Promise<ReplyRecord[]> {
    const rows = await this.db.getRepository(MessageReply).find({ where: { messageId }, order: { id: 'ASC' } });
    const files = await this.replyFiles.filesOfReplies(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, files: files.get(r.id) ?? [] }));
  }

  /**
   * Records the owner's reply with its (prepared) files, marks the message read and, if it
   * was new, 'replied'; then e-mails it. Null for an unknown message (the files are
   * deleted). The reply stays recorded even when the mail cannot be queued (mailId null).
   */
  async reply(
    messageId: number,
    input: { author: string; text: string; files: readonly PreparedReplyFile[] },
  ): Promise<{ reply: ReplyRecord; message: WorkflowRecord } | null> {
    const message = await this.db.getRepository(ContactMessage).findOneBy({ id: messageId });
    if (!message) {
      await this.replyFiles.discard(input.files);
      return null;
    }
    const now = new Date();
    let stored: { reply: MessageReply; files: UploadedFile[] };
    try {
      stored = await this.writes.transaction(async (manager) => {
        const reply = manager.getRepository(MessageReply).create({
          messageId,
          author: input.author,
          recipient: message.email,
          text: input.text,
          mailId: null,
          createdAt: now,
        });
        await manager.getRepository(MessageReply).insert(reply);
        const files = await this.replyFiles.attach(manager, input.files, messageId, reply.id);
        await manager
          .createQueryBuilder()
          .update(ContactMessage)
          .set({ status: 'replied' })
          .where('id = :id AND status = :new', { id: messageId, new: 'new' })
          .execute();
        await manager.getRepository(ContactMessage).update({ id: messageId }, { isRead: true });
        return { reply, files };
      });
    } catch (err) {
      await this.replyFiles.discard(input.files);
      throw err;
    }
    const { reply, files } = stored;
    const mail = replyMail({
      kind: message.kind,
      message: message.message,
      messageCreatedAt: new Date(message.createdAt),
      text: input.text,
      attachments: files,
    });
    try {
      const queued = await this.mail.send(
        {
          kind: 'enquiry-reply',
          to: { name: message.name.replace(/\s+/g, ' ').trim().slice(0, 200), address: message.email },
          replyTo: this.config.notifyEmail,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: input.files.map((f, i) => ({ filename: files[i]?.name ?? f.name, path: f.path, key: f.key, contentType: f.type })),
        },
        { dedupeKey: `enquiry-reply:${reply.id}` },
      );
      reply.mailId = queued.id;
      await this.db.getRepository(MessageReply).update({ id: reply.id }, { mailId: queued.id });
    } catch (err) {
      this.logger.error(
        `Reply #${reply.id} to message #${messageId} is recorded but its e-mail could not be queued: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const updated = (await this.find(messageId))!;
    return { reply: { ...reply, files }, message: updated };
  }
}
