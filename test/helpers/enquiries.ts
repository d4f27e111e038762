/**
 * Helpers for the enquiry, upload and newsletter tests: the sample files (sample-files.ts,
 * re-exported), storage and row snapshots, an .eml reader and an SMTP sink.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { ObjectStore } from '../../api/storage/object-store.js';
import { storedNames } from './files.js';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { DataSource } from 'typeorm';

export * from './sample-files.js';

// ---------------------------------------------------------------------------------------
// Snapshots: rows and files
// ---------------------------------------------------------------------------------------

export interface StoreSnapshot {
  messages: number;
  uploads: Record<string, number>;
  subscribers: number;
  uploadFiles: string[];
  outbox: string[];
}

/** `files`: the app's store, when its uploads may be in a bucket (TEST_STORAGE=s3) rather than in storageDir. */
export async function snapshot(ds: DataSource, storageDir: string, files?: ObjectStore): Promise<StoreSnapshot> {
  const [{ n: messages }] = await ds.query('SELECT COUNT(*) AS n FROM contact_messages');
  const [{ n: subscribers }] = await ds.query('SELECT COUNT(*) AS n FROM newsletter_subscribers');
  const rows: { status: string; n: number }[] = await ds.query('SELECT status, COUNT(*) AS n FROM uploads GROUP BY status');
  return {
    messages,
    subscribers,
    uploads: Object.fromEntries(rows.map((r) => [r.status, r.n])),
    uploadFiles:
      files && files.backend !== 'local' ? await storedNames(files, 'uploads/') : readdirSync(join(storageDir, 'uploads')).sort(),
    outbox: outboxFiles(storageDir),
  };
}

export function outboxFiles(storageDir: string): string[] {
  return readdirSync(join(storageDir, 'outbox'))
    .filter((f) => f.endsWith('.eml'))
    .sort();
}

// ---------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------

export interface ParsedMail {
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  /** The decoded text/plain part, with \n line ends. */
  text: string;
  /** The decoded text/html part, when there is one, with \n line ends. */
  html?: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const i = raw.search(/\r?\n\r?\n/);
  if (i < 0) return { head: raw, body: '' };
  const sep = raw.slice(i).match(/^\r?\n\r?\n/)![0];
  return { head: raw.slice(0, i), body: raw.slice(i + sep.length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const c = line.indexOf(':');
    if (c > 0) headers[line.slice(0, c).trim().toLowerCase()] = line.slice(c + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function walk(raw: string, out: { text?: string; html?: string }): Record<string, string> {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      // The line break before a boundary belongs to the boundary (RFC 2046 §5.1.1).
      walk(part.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), out);
    }
  } else if (/^text\/html/i.test(type)) {
    out.html ??= decodeBody(body, headers['content-transfer-encoding']);
  } else if (/^text\/plain/i.test(type)) {
    out.text ??= decodeBody(body, headers['content-transfer-encoding']);
  }
  return headers;
}

/** Parses an RFC 822 message as nodemailer writes it. */
export function parseMail(raw: string): ParsedMail {
  const out: { text?: string; html?: string } = {};
  const headers = walk(raw, out);
  const lf = (s: string) => s.replace(/\r\n/g, '\n');
  return { headers, text: lf(out.text ?? ''), html: out.html === undefined ? undefined : lf(out.html) };
}

export function readEml(storageDir: string, file: string): ParsedMail {
  return parseMail(readFileSync(join(storageDir, 'outbox', file), 'utf8'));
}

/** The one .eml written since `before` (a list from outboxFiles). */
export function newMail(storageDir: string, before: string[]): ParsedMail[] {
  return outboxFiles(storageDir)
    .filter((f) => !before.includes(f))
    .map((f) => readEml(storageDir, f));
}

/** Decodes an RFC 2047 encoded-word header value (as nodemailer writes non-ASCII names). */
export function decodeWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

export interface SmtpMessage {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  messages: SmtpMessage[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on loopback (a random port unless given), no auth, no TLS; keeps what
 * it receives. `refuse` names recipients it rejects for good (550, as for a mailbox that
 * does not exist).
 */
export async function startSmtpSink(listenPort = 0, options: { refuse?: (address: string) => boolean } = {}): Promise<SmtpSink> {
  const messages: SmtpMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function eventually<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
