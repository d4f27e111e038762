import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import {
  cappedCount,
  type Count,
  fetchPage,
  inBatches,
  indexed,
  type Page,
  type PageRequest,
  whereCreatedBetween,
} from '../database/keyset.js';
import { positional } from '../database/raw-sql.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { MailService } from '../mail/mail.service.js';
import { MetricsService } from '../metrics/metrics.service.js';
import type { Counter } from 'prom-client';
import { originOf, parseUploadAddress } from '../uploads/upload-address.js';
import { invalidAttachment, type UploadedFile, UploadsService } from '../uploads/uploads.service.js';
import { type ContactKind, ContactMessage } from './contact-message.entity.js';
import type { AttachmentInput, CreateContactDto } from './dto/create-contact.dto.js';
import { ownerMail } from './owner-mail.js';
import { type MessageRecord, type WorkflowRecord, toRecord, withNotes } from './dto/contact-responses.js';
import { ContactError } from './contact.errors.js';
import { acknowledgementMail } from './acknowledgement-mail.js';
import { Throttles, type ThrottleRule } from '../common/throttle.js';
import type { EnquiryStatus } from '../../shared/enquiry-status.js';
import { insertRow } from '../database/insert-row.js';
import { recipientKey } from '../common/recipient-key.js';

/** Acknowledgements per enquirer address: 5 an hour (a real enquirer sends one or two). */
export const ACK_RULE: ThrottleRule = { points: 5, duration: 3600 };

export type { ContactKind, FormFields } from './contact-message.entity.js';
export type { MessageRecord } from './dto/contact-responses.js';

export type SubmitResult = { stored: true; id: number } | { stored: false };

/** The inbox filters; every one is backed by an index (migration AdminLists). */
export interface MessageFilter {
  kind?: ContactKind;
  read?: boolean;
  /** Inclusive UTC days, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  /** Text found anywhere in the name, e-mail, company or message (3+ characters). */
  search?: string;
  /** Where the enquiry stands (index IDX_contact_messages_status). */
  status?: EnquiryStatus;
}

/** The trigram index finds nothing shorter. */
export const MIN_SEARCH_LENGTH = 3;

/** The search text as one FTS5 phrase: with the trigram tokenizer, a substring match. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Enquiries from the four forms (DESIGN §3): validated attachments, one transaction for
 * the message and its attachments, then an e-mail to the owner (whose failure is logged,
 * never lost: the message is already stored).
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');
  private readonly enquiries: Counter<'kind'>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly writes: DatabaseWriteQueue,
    private readonly uploads: UploadsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: MetricsService,
    private readonly throttles: Throttles,
  ) {
    this.enquiries = metrics.counter({ name: 'shop_enquiries_total', help: 'Enquiries stored, by form.', labelNames: ['kind'] });
  }

  /**
   * Stores an enquiry. `origins` are the origins under which this server may have handed
   * out upload addresses (PUBLIC_URL's and the request's own). A filled honeypot stores
   * and sends nothing.
   */
  async submit(dto: CreateContactDto, origins: readonly string[]): Promise<SubmitResult> {
    if (dto.website && dto.website.trim() !== '') {
      this.logger.warn('Honeypot filled: enquiry dropped');
      return { stored: false };
    }
    const allowed = [...new Set([originOf(this.config.publicUrl), ...origins].filter((o): o is string => !!o))];
    const ids = attachmentIds(dto.attachments ?? [], allowed);
    // Checked before the transaction too, so that a bad request never opens one.
    await this.uploads.assertAttachable(ids);

    const now = new Date();
    const company = dto.company && dto.company.trim() !== '' ? dto.company.trim() : null;
    const message = this.db.getRepository(ContactMessage).create({
      kind: dto.kind ?? 'contact',
      name: dto.name,
      email: dto.email,
      company,
      message: dto.message,
      fields: dto.fields && Object.keys(dto.fields).length > 0 ? dto.fields : null,
      isRead: false,
      createdAt: now,
    });
    let files: UploadedFile[] = [];
    if (ids.length === 0) {
      // One INSERT is atomic on its own: no transaction of its own (most enquiries), and
      // committed together with the writes other requests make meanwhile.
      message.id = await this.writes.write((manager) => insertRow(manager.getRepository(ContactMessage), message));
    } else {
      // The message and its attachments together or not at all.
      files = await this.writes.transaction(async (manager) => {
        message.id = await insertRow(manager.getRepository(ContactMessage), message);
        return this.uploads.attachToMessage(manager, ids, message.id);
      });
    }
    this.enquiries.inc({ kind: message.kind });
    // Both are in the outbox before the answer; their first attempts run side by side.
    await Promise.all([this.notifyOwner(message, files), this.acknowledge(message, files)]);
    return { stored: true, id: message.id };
  }

  /**
   * The enquirer's copy with the 24-hour promise (issue 15), Reply-To the owner's inbox.
   * At most ACK_RULE per address, so the forms cannot mail-bomb someone else's inbox.
   */
  private async acknowledge(message: ContactMessage, files: UploadedFile[]): Promise<void> {
    try {
      const verdict = await this.throttles.get('enquiry-acknowledgement', ACK_RULE).consume(recipientKey(message.email));
      if (!verdict.allowed) {
        this.logger.warn(`No acknowledgement for message #${message.id}: its address had ${ACK_RULE.points} this hour`);
        return;
      }
      const mail = acknowledgementMail({ ...message, attachments: files });
      await this.mail.send(
        {
          kind: 'enquiry-acknowledgement',
          to: { name: message.name.replace(/\s+/g, ' ').trim().slice(0, 200), address: message.email },
          replyTo: this.config.notifyEmail,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        },
        { dedupeKey: `enquiry-acknowledgement:${message.id}` },
      );
    } catch (err) {
      this.logger.error(
        `Acknowledgement for message #${message.id} failed (the message is stored): ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  private async notifyOwner(message: ContactMessage, files: UploadedFile[]): Promise<void> {
    const mail = ownerMail(
      {
        id: message.id,
        kind: message.kind,
        name: message.name,
        email: message.email,
        company: message.company,
        message: message.message,
        fields: message.fields,
        createdAt: message.createdAt,
        attachments: files,
      },
      this.config.publicUrl,
    );
    try {
      await this.mail.send({
        kind: 'owner-notification',
        to: this.config.notifyEmail,
        replyTo: { name: message.name, address: message.email },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (err) {
      this.logger.error(
        `Owner notification for message #${message.id} failed (the message is stored): ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  // -------------------------------------------------------------------------------------
  // The inbox (api/admin): keyset pages, counts, export batches, mark read
  // -------------------------------------------------------------------------------------

  /** One page, newest first. */
  async listMessages(filter: MessageFilter, page: PageRequest): Promise<Page<MessageRecord>> {
    const found = await fetchPage(this.filtered(filter), 'm', page);
    return { rows: found.rows.map(toRecord), nextCursor: found.nextCursor };
  }

  /** Every matching message with the owner's notes, newest first, in batches (CSV export). */
  async *exportMessages(filter: MessageFilter): AsyncGenerator<WorkflowRecord[]> {
    for await (const rows of inBatches(() => this.filtered(filter), 'm')) yield rows.map(withNotes);
  }

  /**
   * How many messages match, and how many of them are unread: exact from the counter
   * table for kind and read/unread; capped (COUNT_CAP) with a date range or a search.
   */
  async countMessages(filter: MessageFilter): Promise<{ total: Count; unread: Count }> {
    if (filter.from || filter.to || filter.search || filter.status) {
      const total = await cappedCount(this.filtered(filter));
      const unread = filter.read === true ? { count: 0, exact: true } : await cappedCount(this.filtered({ ...filter, read: false }));
      return { total, unread };
    }
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.kind) {
      where.push('"kind" = ?');
      params.push(filter.kind);
    }
    if (filter.read !== undefined) {
      where.push('"isRead" = ?');
      params.push(filter.read ? 1 : 0);
    }
    // NOT "isRead": a 0/1 integer on SQLite, a boolean on PostgreSQL.
    const [row]: { total: number | null; unread: number | null }[] = await this.db.query(
      positional(
        this.db,
        `SELECT SUM("n") AS "total", SUM(CASE WHEN NOT "isRead" THEN "n" ELSE 0 END) AS "unread"
         FROM "contact_message_counts" ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`,
      ),
      params,
    );
    return { total: { count: Number(row?.total ?? 0), exact: true }, unread: { count: Number(row?.unread ?? 0), exact: true } };
  }

  /** Marks a message read (already read: no change); null for an unknown id. Never back to unread. */
  async markRead(id: number): Promise<MessageRecord | null> {
    const messages = this.db.getRepository(ContactMessage);
    const row = await messages.findOneBy({ id });
    if (!row) return null;
    if (!row.isRead) {
      await messages.update({ id }, { isRead: true });
      row.isRead = true;
    }
    return toRecord(row);
  }

  private filtered(filter: MessageFilter): SelectQueryBuilder<ContactMessage> {
    const qb = this.db.getRepository(ContactMessage).createQueryBuilder('m');
    const plus = indexed(!filter.search, qb);
    if (filter.kind) qb.andWhere(`${plus}m.kind = :kind`, { kind: filter.kind });
    if (filter.read !== undefined) qb.andWhere(`${plus}m.isRead = :isRead`, { isRead: filter.read ? 1 : 0 });
    if (filter.status) qb.andWhere(`${plus}m.status = :status`, { status: filter.status });
    whereCreatedBetween(qb, 'm', filter.from, filter.to, !filter.search);
    if (filter.search && this.db.options.type === 'postgres') {
      // PostgreSQL: a case-insensitive substring match, on pg_trgm indexes (PgBaseline).
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere('(m.name ILIKE :like OR m.email ILIKE :like OR m.company ILIKE :like OR m.message ILIKE :like)', { like });
    } else if (filter.search) {
      qb.andWhere('m.id IN (SELECT "rowid" FROM "contact_messages_fts" WHERE "contact_messages_fts" MATCH :search)', {
        search: ftsPhrase(filter.search),
      });
    }
    return qb;
  }
}

/** Upload ids named by the attachments; 400 for an address not issued here or named twice. */
export function attachmentIds(attachments: readonly AttachmentInput[], origins: readonly string[]): string[] {
  const ids: string[] = [];
  for (const item of attachments) {
    const address = typeof item === 'string' ? item : item.url;
    const id = parseUploadAddress(address, origins);
    if (!id) throw invalidAttachment();
    if (ids.includes(id)) {
      throw new ContactError('duplicate_attachment', 'The same file is attached twice');
    }
    ids.push(id);
  }
  return ids;
}
