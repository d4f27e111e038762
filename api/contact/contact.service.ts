import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DatabaseWriteQueue } from '../database/write-queue.js';
import { MailService } from '../mail/mail.service.js';
import { originOf, parseUploadAddress } from '../uploads/upload-address.js';
import { invalidAttachment, type UploadedFile, UploadsService } from '../uploads/uploads.service.js';
import { ContactMessage } from './contact-message.entity.js';
import type { AttachmentInput, CreateContactDto } from './dto/create-contact.dto.js';
import { ownerMail } from './owner-mail.js';
import { ContactError } from './contact.errors.js';

export type SubmitResult = { stored: true; id: number } | { stored: false };

/**
 * Enquiries from the four forms (DESIGN §3): validated attachments, one transaction for
 * the message and its attachments, then an e-mail to the owner (whose failure is logged,
 * never lost: the message is already stored).
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly writes: DatabaseWriteQueue,
    private readonly uploads: UploadsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
      // One INSERT is atomic on its own: no transaction (most enquiries).
      await this.db.getRepository(ContactMessage).insert(message);
    } else {
      // The message and its attachments together or not at all.
      files = await this.writes.transaction(async (manager) => {
        await manager.getRepository(ContactMessage).insert(message);
        return this.uploads.attachToMessage(manager, ids, message.id);
      });
    }
    await this.notifyOwner(message, files);
    return { stored: true, id: message.id };
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
        to: this.config.notifyEmail,
        replyTo: { name: message.name, address: message.email },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (err) {
      this.logger.error(
        `Owner notification for message #${message.id} failed (the message is stored): ${
          err instanceof Error ? err.message : String(err)
        }`,
      );
    }
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
