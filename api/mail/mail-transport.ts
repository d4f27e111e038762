import { randomBytes } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mail } from 'nodemailer';
import type { AppConfig } from '../config/config.js';
import { storagePaths } from '../common/storage.js';
import type { ObjectStore } from '../storage/object-store.js';
import type { MailKind } from '../../shared/api/outbox.js';

/** An address as a bare string or with a display name (nodemailer encodes the name). */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  kind: MailKind;
  to: MailAddress | MailAddress[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files read from disk at delivery (the outbox keeps only their paths). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** Absolute path of a file the shop stored (never user input); '' when only `key` names it. */
  path: string;
  /** Storage key of the file (api/storage): read through the store at delivery, on whichever replica delivers. */
  key?: string;
  contentType: string;
}

export interface DeliveredMail {
  messageId: string;
  /** The .eml file written to the outbox folder (no SMTP_URL), absolute path. */
  file?: string;
}

/** Time limits for one SMTP delivery, so a dead server fails fast instead of holding an attempt. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The longest one attempt can take (connection, greeting, then the socket going quiet). */
export const MAX_ATTEMPT_MS = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;

/**
 * One delivery attempt: SMTP via nodemailer when SMTP_URL is set, otherwise an RFC 822
 * .eml file in storage/outbox. Rejects when the attempt fails (the caller decides whether
 * to retry: see isPermanentFailure).
 */
export class MailTransport {
  private readonly transport: Mail;
  private readonly folder: string | undefined;

  constructor(
    private readonly config: Pick<AppConfig, 'smtpUrl' | 'storageDir' | 'mailFrom'>,
    private readonly store?: ObjectStore,
  ) {
    if (config.smtpUrl) {
      this.transport = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    } else {
      this.folder = storagePaths(config.storageDir).outbox;
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    }
  }

  get mode(): 'smtp' | 'outbox' {
    return this.folder ? 'outbox' : 'smtp';
  }

  async deliver(message: MailMessage): Promise<DeliveredMail> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: await this.attachments(message.attachments),
    });
    const messageId = String(info.messageId ?? '');
    if (!this.folder) return { messageId };
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(this.folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // Written beside it, then renamed: whoever reads the outbox never sees half a message.
    const partial = `${file}.partial`;
    await writeFile(partial, info.message as Buffer, { mode: 0o600 });
    await rename(partial, file);
    return { messageId, file };
  }

  close(): void {
    this.transport.close();
  }

  private async attachments(list: MailAttachment[] | undefined) {
    if (!list) return undefined;
    return Promise.all(
      list.map(async (a) =>
        a.key && this.store
          ? { filename: a.filename, content: await this.store.read(a.key), contentType: a.contentType }
          : { filename: a.filename, path: a.path, contentType: a.contentType },
      ),
    );
  }
}

/**
 * An SMTP 5xx answer (RFC 5321 §4.2.1: permanent, e.g. 550 no such mailbox, 535 bad
 * credentials): trying the same mail again cannot help. Everything else (4xx, refused or
 * dropped connections, timeouts) is worth another attempt.
 */
export function isPermanentFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A short, single-line description of a failed attempt for the outbox and the log. */
export function describeFailure(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown } | null;
  const text = typeof e?.response === 'string' && e.response ? e.response : typeof e?.message === 'string' ? e.message : String(err);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${text}`.replace(/\s+/g, ' ').trim().slice(0, 1000);
}
