import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mail } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { storagePaths } from '../common/storage.js';
import { MetricsService } from '../metrics/metrics.service.js';

/** An address as a bare string or with a display name (nodemailer encodes the name). */
export type MailAddress = string | { name: string; address: string };

/** What a mail is for (a metrics label and, in the outbox, a column). */
export const MAIL_KINDS = ['receipt', 'verification', 'newsletter-confirmation', 'owner-notification', 'download-link'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailMessage {
  kind: MailKind;
  to: MailAddress | MailAddress[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written to the outbox (no SMTP_URL), absolute path. */
  file?: string;
}

/** Time limits for one SMTP delivery, so a dead server fails fast instead of hanging a request. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The one mailer (DESIGN §1): SMTP via nodemailer when SMTP_URL is set, otherwise every
 * message is written as an RFC 822 .eml file to storage/outbox (and one log line names it).
 * `send` rejects when delivery fails; callers that must not fail on mail catch and log.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Mail;
  private readonly outbox: string | undefined;
  private readonly sent: Counter<'kind'>;
  private readonly failed: Counter<'kind'>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: MetricsService,
  ) {
    this.sent = metrics.counter({
      name: 'shop_emails_sent_total',
      help: 'E-mails delivered (SMTP) or written (.eml), by kind.',
      labelNames: ['kind'],
    });
    this.failed = metrics.counter({
      name: 'shop_emails_failed_total',
      help: 'E-mails whose delivery failed, by kind.',
      labelNames: ['kind'],
    });
    if (config.smtpUrl) {
      this.transport = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    } else {
      this.outbox = storagePaths(config.storageDir).outbox;
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    }
  }

  /** 'smtp' or 'outbox'. */
  get mode(): 'smtp' | 'outbox' {
    return this.outbox ? 'outbox' : 'smtp';
  }

  async send(message: MailMessage): Promise<SentMail> {
    try {
      const sent = await this.deliver(message);
      this.sent.inc({ kind: message.kind });
      return sent;
    } catch (err) {
      this.failed.inc({ kind: message.kind });
      throw err;
    }
  }

  private async deliver(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
    const messageId = String(info.messageId ?? '');
    if (!this.outbox) {
      this.logger.log(`Sent "${message.subject}" via SMTP (${messageId})`);
      return { messageId };
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // Written beside it, then renamed: whoever reads the outbox never sees half a message.
    const partial = `${file}.partial`;
    await writeFile(partial, info.message as Buffer, { mode: 0o600 });
    await rename(partial, file);
    this.logger.log(`Wrote "${message.subject}" to ${file}`);
    return { messageId, file };
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
