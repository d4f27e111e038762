import { Logger } from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWords, parseMail, startSmtpSink, type SmtpSink } from '../../test/helpers/enquiries.js';
import { loadConfig } from '../config/config.js';
import { describeFailure, isPermanentFailure, MailTransport } from './mail-transport.js';

const message = {
  kind: 'owner-notification' as const,
  to: 'owner@example.com',
  replyTo: { name: 'Zoë Maker', address: 'zoe@example.com' },
  subject: 'New production request from Zoë Maker',
  text: 'Hello,\nA long line: ' + 'x'.repeat(120) + '\nhttps://shop.example.com/objects/uploads/abc?token=x=y\n',
  html: '<p>Hello</p>',
  headers: {
    'List-Unsubscribe': '<https://shop.example.com/api/newsletter/unsubscribe?token=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('MailTransport', () => {
  let dir: string;
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mail-spec-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  describe('without SMTP_URL', () => {
    it('writes an RFC 822 .eml file to storage/outbox', async () => {
      const mail = new MailTransport(loadConfig({ STORAGE_DIR: dir, MAIL_FROM: 'Threadwise <shop@example.com>' }));
      expect(mail.mode).toBe('outbox');
      const sent = await mail.deliver(message);
      const files = readdirSync(join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(sent.file).toBe(join(dir, 'outbox', files[0]));
      const raw = readFileSync(sent.file!, 'utf8');
      expect(raw).toMatch(/\r\n\r\n/); // CRLF line ends, as RFC 822 wants
      const parsed = parseMail(raw);
      expect(parsed.headers.from).toBe('Threadwise <shop@example.com>');
      expect(parsed.headers.to).toBe('owner@example.com');
      expect(decodeWords(parsed.headers['reply-to'])).toMatch(/Zoë Maker.*<zoe@example\.com>/);
      expect(decodeWords(parsed.headers.subject)).toBe(message.subject);
      expect(parsed.headers['list-unsubscribe']).toBe(message.headers['List-Unsubscribe']);
      expect(parsed.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(parsed.headers['message-id']).toBe(sent.messageId);
      expect(parsed.text.replace(/\r\n/g, '\n')).toBe(message.text);
      expect(parsed.html).toBe('<p>Hello</p>');
      mail.close();
    });

    it('uses the default sender Threadwise <no-reply@localhost>', async () => {
      const mail = new MailTransport(loadConfig({ STORAGE_DIR: dir }));
      const sent = await mail.deliver({ kind: 'receipt', to: 'a@example.com', subject: 'Hi', text: 'Hi' });
      expect(parseMail(readFileSync(sent.file!, 'utf8')).headers.from).toBe('Threadwise <no-reply@localhost>');
    });
  });

  describe('with SMTP_URL', () => {
    let smtp: SmtpSink;
    beforeAll(async () => {
      smtp = await startSmtpSink();
    });
    afterAll(async () => smtp?.close());

    it('delivers to the SMTP server and writes no file', async () => {
      const mail = new MailTransport(loadConfig({ STORAGE_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }));
      expect(mail.mode).toBe('smtp');
      const sent = await mail.deliver(message);
      expect(sent.file).toBeUndefined();
      expect(smtp.messages).toHaveLength(1);
      const got = smtp.messages[0];
      expect(got.from).toBe('no-reply@localhost');
      expect(got.to).toEqual(['owner@example.com']);
      const parsed = parseMail(got.raw);
      expect(decodeWords(parsed.headers.subject)).toBe(message.subject);
      expect(parsed.headers['list-unsubscribe']).toBe(message.headers['List-Unsubscribe']);
      expect(parsed.text.replace(/\r\n/g, '\n')).toBe(message.text);
      expect(existsSync(join(dir, 'outbox')) ? readdirSync(join(dir, 'outbox')) : []).toEqual([]);
      mail.close();
    });

    it('rejects when the server cannot be reached: worth another attempt', async () => {
      const mail = new MailTransport(loadConfig({ STORAGE_DIR: dir, SMTP_URL: 'smtp://127.0.0.1:1' }));
      const err = await mail.deliver(message).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).not.toBeNull();
      expect(isPermanentFailure(err)).toBe(false);
      expect(describeFailure(err)).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:1');
    });

    it('rejects a recipient the server refuses for good (550): not worth another attempt', async () => {
      const refusing = await startSmtpSink(0, { refuse: (a) => a === 'gone@example.com' });
      try {
        const mail = new MailTransport(loadConfig({ STORAGE_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${refusing.port}` }));
        const err = await mail.deliver({ ...message, to: 'gone@example.com' }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(isPermanentFailure(err)).toBe(true);
        expect(describeFailure(err)).toMatch(/^EENVELOPE: 550 5\.1\.1 <gone@example\.com>: mailbox unavailable/);
        expect(refusing.messages).toEqual([]);
        mail.close();
      } finally {
        await refusing.close();
      }
    });
  });

  describe('configuration', () => {
    it('validates SMTP_URL, MAIL_FROM and NOTIFY_EMAIL at boot', () => {
      expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
      expect(() => loadConfig({ MAIL_FROM: 'Threadwise <nope>' })).toThrow(/MAIL_FROM/);
      expect(() => loadConfig({ NOTIFY_EMAIL: 'nope' })).toThrow(/NOTIFY_EMAIL/);
      expect(() => loadConfig({ RATE_LIMIT_CONTACT: '0' })).toThrow(/RATE_LIMIT_CONTACT/);
      const c = loadConfig({
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        MAIL_FROM: 'shop@example.com',
        SUPPORT_EMAIL: 'help@example.com',
        RATE_LIMIT_UPLOAD: '12',
      });
      expect(c.smtpUrl).toBe('smtps://user:secret@mail.example.com:465');
      expect(c.mailFrom).toBe('shop@example.com');
      expect(c.notifyEmail).toBe('help@example.com');
      expect(c.rateLimits).toEqual({ upload: 12, contact: 5, newsletter: 5, paymentIntent: 30 });
      expect(loadConfig({ NOTIFY_EMAIL: 'owner@example.com' }).notifyEmail).toBe('owner@example.com');
      expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
    });
  });
});
