/**
 * Enquiries as a workflow (issue 15 item 2) over HTTP, with every e-mail delivered to a
 * real SMTP server on loopback: the status and the owner's notes, replies with files
 * (recorded in the thread, e-mailed with Reply-To the owner's inbox and the files
 * attached), the enquirer's acknowledgement for each form kind and for the no-JavaScript
 * form post, the inbox's status filter (and its index), the guides the enquirer bought,
 * bad input and non-admin access.
 */
import request from 'supertest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { csvObjects } from '../helpers/csv.js';
import { storedNames } from '../helpers/files.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, buyWithSandbox, waitForWebDist } from '../helpers/checkout.js';
import {
  decodeWords,
  docxFile,
  eventually,
  exeFile,
  paddedPdf,
  parseMail,
  pdfFile,
  pngFile,
  startSmtpSink,
  type SmtpSink,
  TYPES,
} from '../helpers/enquiries.js';
import { ENQUIRY_SENT } from '../../shared/form-texts.js';
import { itSqlite } from './sqlite-only.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const NOTIFY = 'inbox@threadwise.test';
const FROM = 'Threadwise <hello@threadwise.test>';

/** One MIME part: its headers and its raw (still encoded) body. */
interface Part {
  headers: Record<string, string>;
  body: string;
}

/** Every leaf part of a raw message (nested multiparts walked). */
function leafParts(raw: string): Part[] {
  const i = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, i);
  const body = raw.slice(i).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const c = line.indexOf(':');
    if (c > 0) headers[line.slice(0, c).trim().toLowerCase()] = line.slice(c + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!/^multipart\//i.test(headers['content-type'] ?? '') || !boundary) return [{ headers, body }];
  const parts = body.split(`--${boundary}`).slice(1);
  const out: Part[] = [];
  for (const part of parts) {
    if (part.startsWith('--')) break;
    out.push(...leafParts(part.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  return out;
}

/** The attached files of a raw message: name, type and decoded bytes. */
function attachmentsOf(raw: string): { name: string; type: string; bytes: Buffer }[] {
  return leafParts(raw)
    .filter((p) => /^attachment/i.test(p.headers['content-disposition'] ?? ''))
    .map((p) => ({
      name: decodeWords(/filename="?([^";]+)"?/i.exec(p.headers['content-disposition'])![1]),
      type: p.headers['content-type'].split(';')[0],
      bytes: Buffer.from(p.body.replace(/\s+/g, ''), 'base64'),
    }));
}

describe('enquiries as a workflow', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let ds: DataSource;
  let ip = 0;

  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    smtp = await startSmtpSink();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: FROM,
      NOTIFY_EMAIL: NOTIFY,
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_UPLOAD: '1000',
    });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const server = () => t.app.getHttpServer();
  const freshIp = () => `203.0.113.${++ip}`;
  const http = () => request(server());
  const browserAt = (): Agent => request.agent(server()).set('X-Forwarded-For', freshIp());

  let admin: Agent;
  beforeAll(async () => {
    admin = browserAt();
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
  });

  /** The SMTP messages to `address` received so far. */
  const mailTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

  async function enquiry(body: Record<string, unknown>): Promise<number> {
    const res = await http().post('/api/contact').set('X-Forwarded-For', freshIp()).send(body).expect(201);
    return res.body.id as number;
  }

  const contact = (email: string, extra: Record<string, unknown> = {}) =>
    enquiry({ name: 'Ada Lovelace', email, message: 'Hello <b>there</b>\nSecond line', ...extra });

  /** A reply as the composer sends it (multipart). */
  function reply(id: number | string, text: string | null, files: { bytes: Buffer; name: string; type: string }[] = [], agent = admin) {
    const req = agent.post(`/api/admin/messages/${id}/replies`);
    if (text !== null) req.field('text', text);
    for (const f of files) req.attach('attachments', f.bytes, { filename: f.name, contentType: f.type });
    return req;
  }

  // -------------------------------------------------------------------------------------

  describe('acknowledgement e-mail', () => {
    const KINDS = [
      { kind: 'contact', subject: 'We received your contact message', body: {} },
      {
        kind: 'tech-pack',
        subject: 'We received your tech pack request',
        body: { company: 'Loom & Co', fields: { projectType: 'new-design', garmentCategory: 'outerwear' } },
      },
      { kind: 'production', subject: 'We received your production request', body: { fields: { productionQuantity: 'small-batch' } } },
      {
        kind: 'brand-building',
        subject: 'We received your brand building request',
        body: { fields: { brandPersonality: ['bold', 'warm'] } },
      },
    ] as const;

    it.each(KINDS)(
      'goes to the $kind enquirer at once: the 24-hour promise, a copy of what they sent, escaped, Reply-To the owner',
      async (k) => {
        const email = `ack-${k.kind}@example.com`;
        const id = await enquiry({
          kind: k.kind,
          name: 'Ada <script>',
          email,
          message: `My ${k.kind} <img src=x onerror=alert(1)>\nline two`,
          ...k.body,
        });
        const [sent] = await eventually(() => mailTo(email).length === 1 && mailTo(email));
        const mail = parseMail(sent.raw);
        expect(decodeWords(mail.headers.subject)).toBe(k.subject);
        expect(mail.headers['reply-to']).toBe(NOTIFY);
        expect(mail.text).toContain(ENQUIRY_SENT[k.kind].title);
        expect(mail.text).toContain(ENQUIRY_SENT[k.kind].description);
        expect(ENQUIRY_SENT[k.kind].description).toContain('within 24 hours');
        expect(mail.text).toContain(`> My ${k.kind} <img src=x onerror=alert(1)>\n> line two`);
        expect(mail.text).toContain(`(reference #${id})`);
        expect(mail.html).toContain('My ' + k.kind + ' &lt;img src=x onerror=alert(1)&gt;');
        expect(mail.html).not.toContain('<img src=x');
        expect(mail.html).toContain('Ada &lt;script&gt;');
        if ('fields' in k.body) expect(mail.text).toContain('--- Your answers ---');
        // The owner's notification went to the owner's inbox as before.
        expect(mailTo(NOTIFY).some((m) => parseMail(m.raw).text.includes(`message #${id}`))).toBe(true);
        const [row] = await ds.query('SELECT kind, status, recipients FROM mail_outbox WHERE dedupeKey = ?', [
          `enquiry-acknowledgement:${id}`,
        ]);
        expect(row).toEqual({ kind: 'enquiry-acknowledgement', status: 'sent', recipients: email });
      },
    );

    it('names the enquirer’s files without linking them', async () => {
      const { body: slot } = await http().post('/api/objects/upload').expect(200);
      await http().put(slot.uploadURL).set('Content-Type', TYPES.pdf).set('X-File-Name', 'brief.pdf').send(pdfFile()).expect(200);
      const email = 'ack-files@example.com';
      await enquiry({ kind: 'tech-pack', name: 'Ada', email, message: 'See the brief', attachments: [slot.uploadURL.split('?')[0]] });
      const [sent] = await eventually(() => mailTo(email).length === 1 && mailTo(email));
      const mail = parseMail(sent.raw);
      expect(mail.text).toContain('--- Files you attached (1) ---');
      expect(mail.text).toMatch(/brief\.pdf: \d/);
      expect(mail.text).not.toContain('/objects/uploads/');
      expect(attachmentsOf(sent.raw)).toEqual([]);
    });

    it('goes out for the no-JavaScript form post too', async () => {
      const email = 'ack-nojs@example.com';
      await http()
        .post('/forms/contact')
        .set('X-Forwarded-For', freshIp())
        .type('form')
        .send(
          `kind=production&name=Grace&email=${encodeURIComponent(email)}&projectDescription=A+waxed+jacket&productionQuantity=small-batch`,
        )
        .expect(201);
      const [sent] = await eventually(() => mailTo(email).length === 1 && mailTo(email));
      const mail = parseMail(sent.raw);
      expect(decodeWords(mail.headers.subject)).toBe('We received your production request');
      expect(mail.text).toContain(ENQUIRY_SENT.production.description);
      expect(mail.headers['reply-to']).toBe(NOTIFY);
    });

    it('is not sent for a filled honeypot, and at most five an hour go to one address', async () => {
      await http()
        .post('/api/contact')
        .set('X-Forwarded-For', freshIp())
        .send({ name: 'Bot', email: 'bot@example.com', message: 'x', website: 'spam' })
        .expect(200);
      const email = 'victim@example.com';
      for (let i = 0; i < 7; i++) await contact(email);
      // Every enquiry is stored and reaches the owner; the victim gets five.
      await eventually(() => mailTo(email).length >= 5);
      await new Promise((r) => setTimeout(r, 300));
      expect(mailTo(email)).toHaveLength(5);
      expect(mailTo('bot@example.com')).toHaveLength(0);
      const [{ n }] = await ds.query('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?', [email]);
      expect(n).toBe(7);
    });
  });

  // -------------------------------------------------------------------------------------

  describe('status and notes', () => {
    it('starts new; PATCH sets the status and the notes; the detail and the list show them; isRead and PUT read work as before', async () => {
      const id = await contact('status@example.com');
      const first = await admin.get(`/api/admin/messages/${id}`).expect(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toMatchObject({ message: { id, status: 'new', isRead: false }, notes: '', replies: [], purchases: [] });

      const quoted = await admin
        .patch(`/api/admin/messages/${id}`)
        .send({ status: 'quoted', notes: 'Quoted $1,200 <b>net 30</b>' })
        .expect(200);
      expect(quoted.body).toMatchObject({ message: { status: 'quoted', isRead: false }, notes: 'Quoted $1,200 <b>net 30</b>' });
      const notesOnly = await admin.patch(`/api/admin/messages/${id}`).send({ notes: 'Follow up Friday' }).expect(200);
      expect(notesOnly.body).toMatchObject({ message: { status: 'quoted' }, notes: 'Follow up Friday' });
      const cleared = await admin.patch(`/api/admin/messages/${id}`).send({ notes: '   ' }).expect(200);
      expect(cleared.body.notes).toBe('');
      await admin.patch(`/api/admin/messages/${id}`).send({ status: 'won' }).expect(200);

      // The spec's contract: { messages } with isRead; PUT read with no body.
      const list = await admin.get('/api/admin/messages?q=status%40example').expect(200);
      expect(list.body.messages[0]).toMatchObject({ id, status: 'won', isRead: false });
      const read = await admin.put(`/api/admin/messages/${id}/read`).expect(200);
      expect(read.body).toMatchObject({ ok: true, message: { id, isRead: true, status: 'won' } });
      // Private: never in the message as listed.
      expect(JSON.stringify(list.body)).not.toContain('Follow up');
    });

    it('refuses bad input with clear errors', async () => {
      const id = await contact('bad@example.com');
      const bad = async (body: unknown, message: string, status = 400) => {
        const res = await admin
          .patch(`/api/admin/messages/${id}`)
          .send(body as object)
          .expect(status);
        expect(res.body.message).toContain(message);
        expect(typeof res.body.code).toBe('string');
      };
      await bad({ status: 'pending' }, 'status must be one of: new, replied, quoted, won, lost, closed');
      await bad({ notes: 'x'.repeat(5001) }, 'notes must be at most 5000 characters');
      await bad({ notes: 42 }, 'notes must be text');
      await bad({ notes: null }, 'notes must be text');
      await bad({ status: null }, 'status must be one of');
      await bad({}, 'Send status, notes or both');
      await bad({ status: 'won', isRead: false }, "Unknown field 'isRead'");
      await admin.patch('/api/admin/messages/999999').send({ status: 'won' }).expect(404);
      await admin.patch('/api/admin/messages/abc').send({ status: 'won' }).expect(400);
      await admin.get('/api/admin/messages/0').expect(400);
      await admin.get('/api/admin/messages/999999').expect(404);
      await admin.patch(`/api/admin/messages/${id}`).type('form').send('status=won').expect(415);
      const [row] = await ds.query('SELECT status, notes FROM contact_messages WHERE id = ?', [id]);
      expect(row).toEqual({ status: 'new', notes: null });
    });
  });

  // -------------------------------------------------------------------------------------

  describe('replies', () => {
    it('records the reply with its files in the thread, e-mails it with the files and Reply-To the owner, and sets new → replied', async () => {
      const email = 'thread@example.com';
      const id = await contact(email, { kind: 'tech-pack', name: 'Grace Hopper', company: 'Hopper Wear' });
      await eventually(() => mailTo(email).length === 1);
      const pdf = pdfFile('Quote');
      const png = pngFile();
      const res = await reply(id, 'Hi Grace,\n\nOur quote is attached.\n<b>Not bold</b>', [
        { bytes: pdf, name: 'Quote 2025.pdf', type: TYPES.pdf },
        // The browser does not know the type: the bytes decide, and the name gets their extension.
        { bytes: png, name: 'sketch', type: 'application/octet-stream' },
      ]).expect(201);
      expect(res.body.message).toMatchObject({ id, status: 'replied', isRead: true });
      expect(res.body.reply).toMatchObject({
        author: ADMIN.email,
        to: email,
        text: 'Hi Grace,\n\nOur quote is attached.\n<b>Not bold</b>',
        attachments: [
          { name: 'Quote 2025.pdf', type: 'application/pdf', size: pdf.length },
          { name: 'sketch.png', type: 'image/png', size: png.length },
        ],
      });
      expect(res.body.reply.mailId).toEqual(expect.any(Number));
      // The enquirer's own files stay theirs: the reply's are not listed with them.
      expect(res.body.message.attachmentFiles).toEqual([]);

      const [sent] = await eventually(() => mailTo(email).length === 2 && mailTo(email).slice(1));
      expect(sent.to).toEqual([email]);
      const mail = parseMail(sent.raw);
      expect(decodeWords(mail.headers.subject)).toBe('Re: your tech pack request');
      expect(mail.headers['reply-to']).toBe(NOTIFY);
      expect(decodeWords(mail.headers.to)).toBe(`Grace Hopper <${email}>`);
      expect(mail.text).toContain('Hi Grace,\n\nOur quote is attached.\n<b>Not bold</b>');
      expect(mail.html).toContain('&lt;b&gt;Not bold&lt;/b&gt;');
      expect(mail.text).toContain('> Hello <b>there</b>\n> Second line');
      const files = attachmentsOf(sent.raw);
      expect(files.map((f) => [f.name, f.type])).toEqual([
        ['Quote 2025.pdf', 'application/pdf'],
        ['sketch.png', 'image/png'],
      ]);
      expect(files[0].bytes.equals(pdf)).toBe(true);
      expect(files[1].bytes.equals(png)).toBe(true);
      const [outbox] = await ds.query('SELECT kind, status, recipients, message FROM mail_outbox WHERE id = ?', [res.body.reply.mailId]);
      // Sent: the stored message (with the files' paths) is gone from the outbox.
      expect(outbox).toEqual({ kind: 'enquiry-reply', status: 'sent', recipients: email, message: null });

      // The thread: a second reply with no files; a replied message stays as the owner set it.
      await admin.patch(`/api/admin/messages/${id}`).send({ status: 'quoted' }).expect(200);
      await reply(id, 'A follow-up').expect(201);
      const detail = await admin.get(`/api/admin/messages/${id}`).expect(200);
      expect(detail.body.message.status).toBe('quoted');
      expect(detail.body.replies.map((r: { text: string; attachments: unknown[] }) => [r.text.slice(0, 11), r.attachments.length])).toEqual(
        [
          ['Hi Grace,\n\n', 2],
          ['A follow-up', 0],
        ],
      );
      // The owner downloads a reply file like any attachment; others cannot.
      const url = detail.body.replies[0].attachments[0].url as string;
      const download = await admin
        .get(url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect((download.body as Buffer).equals(pdf)).toBe(true);
      await http().get(url).expect(401);
    });

    it('refuses bad replies with clear errors, stores nothing and leaves no file behind', async () => {
      const id = await contact('refuse@example.com');
      const uploads = join(t.storageDir, 'uploads');
      const files = async () => (t.files.backend === 'local' ? readdirSync(uploads).sort() : storedNames(t.files, 'uploads/'));
      const filesBefore = await files();
      const [{ n: repliesBefore }] = await ds.query('SELECT COUNT(*) AS n FROM contact_message_replies');
      const pdf = { bytes: pdfFile(), name: 'a.pdf', type: TYPES.pdf };
      const cases: [request.Test, number, string][] = [
        [reply(id, null, [pdf]), 400, 'The reply text is required'],
        [reply(id, '   \n '), 400, 'The reply text is required'],
        [reply(id, 'x'.repeat(10_001)), 400, 'The reply must be at most 10000 characters'],
        [
          reply(
            id,
            'Hi',
            Array.from({ length: 6 }, () => pdf),
          ),
          400,
          'At most 5 files can be attached to a reply',
        ],
        [
          reply(id, 'Hi', [{ bytes: exeFile(), name: 'tool.pdf', type: TYPES.pdf }]),
          415,
          'Only PDF, DOC, DOCX, JPG and PNG files can be uploaded',
        ],
        [reply(id, 'Hi', [{ bytes: pngFile(), name: 'x.pdf', type: TYPES.pdf }]), 415, 'is not a PDF'],
        [reply(id, 'Hi', [{ bytes: paddedPdf(10 * 1024 * 1024 + 1), name: 'big.pdf', type: TYPES.pdf }]), 413, 'at most 10 MB'],
        [reply(id, 'Hi', [{ bytes: pdfFile(), name: 'a.pdf', type: 'text/html' }]), 415, 'Only PDF, DOC, DOCX, JPG and PNG'],
        [
          admin.post(`/api/admin/messages/${id}/replies`).field('text', 'Hi').attach('files', pdfFile(), 'a.pdf'),
          400,
          "Files go in the 'attachments' field",
        ],
        [admin.post(`/api/admin/messages/${id}/replies`).field('text', 'Hi').field('cc', 'x@example.com'), 400, "Unknown field 'cc'"],
        [admin.post(`/api/admin/messages/${id}/replies`).send({ text: 'Hi' }), 415, 'multipart/form-data'],
        // Bodies busboy cannot parse: the client's fault, never a 500.
        [
          admin.post(`/api/admin/messages/${id}/replies`).set('Content-Type', 'multipart/form-data').send('x'),
          400,
          'The form data was refused',
        ],
        [
          admin
            .post(`/api/admin/messages/${id}/replies`)
            .set('Content-Type', 'multipart/form-data; boundary=XyZ')
            .send('--XyZ\r\nContent-Disposition: form-data; name="text"\r\n\r\nhel'),
          400,
          'The form data was refused',
        ],
        [
          admin
            .post(`/api/admin/messages/${id}/replies`)
            .set('Content-Type', 'multipart/form-data; boundary=XyZ')
            .send(
              Buffer.from(
                '--XyZ\r\nContent-Disposition: form-data; name="attachments"; filename="a\x1b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--XyZ--\r\n',
                'latin1',
              ),
            ),
          400,
          'The form data was refused',
        ],
        [reply(999999, 'Hi', [pdf]), 404, 'Message not found'],
        [reply('abc', 'Hi', [pdf]), 400, 'The id must be a positive whole number'],
      ];
      for (const [req, status, message] of cases) {
        const res = await req;
        expect([res.status, res.body.message]).toEqual([status, expect.stringContaining(message)]);
        expect(typeof res.body.code).toBe('string');
      }
      const [{ n: repliesAfter }] = await ds.query('SELECT COUNT(*) AS n FROM contact_message_replies');
      expect(repliesAfter).toBe(repliesBefore);
      expect(await files()).toEqual(filesBefore);
      const [row] = await ds.query('SELECT status FROM contact_messages WHERE id = ?', [id]);
      expect(row.status).toBe('new');
      expect(mailTo('refuse@example.com')).toHaveLength(1);
    });

    it('takes a docx and a name with a path and control characters, cleaned', async () => {
      const email = 'names@example.com';
      const id = await contact(email);
      const res = await reply(id, 'See attached', [{ bytes: docxFile(), name: '../../etc/Spec\u202esheet.docx', type: TYPES.docx }]).expect(
        201,
      );
      expect(res.body.reply.attachments.map((f: { name: string }) => f.name)).toEqual(['Specsheet.docx']);
      const [sent] = await eventually(() => mailTo(email).length === 2 && mailTo(email).slice(1));
      expect(attachmentsOf(sent.raw).map((f) => f.name)).toEqual(['Specsheet.docx']);
    });
  });

  // -------------------------------------------------------------------------------------

  describe('the inbox filtered by status', () => {
    it('lists only messages of that status, newest first, paged by cursor, counted', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push(await contact(`lost-${i}@example.com`));
      for (const id of ids) await admin.patch(`/api/admin/messages/${id}`).send({ status: 'lost' }).expect(200);
      const first = await admin.get('/api/admin/messages?enquiryStatus=lost&limit=3').expect(200);
      expect(first.body.messages.map((m: { id: number }) => m.id)).toEqual([ids[4], ids[3], ids[2]]);
      expect(first.body).toMatchObject({ total: 5, totalExact: true });
      const second = await admin.get(`/api/admin/messages?enquiryStatus=lost&limit=3&cursor=${first.body.nextCursor}`).expect(200);
      expect(second.body.messages.map((m: { id: number }) => m.id)).toEqual([ids[1], ids[0]]);
      expect(second.body.nextCursor).toBeNull();
      // Combined with the other filters.
      await admin.put(`/api/admin/messages/${ids[0]}/read`).expect(200);
      const unread = await admin.get('/api/admin/messages?enquiryStatus=lost&status=unread&kind=contact').expect(200);
      expect(unread.body.messages.map((m: { id: number }) => m.id)).toEqual([ids[4], ids[3], ids[2], ids[1]]);
      const bad = await admin.get('/api/admin/messages?enquiryStatus=pending').expect(400);
      expect(bad.body.message).toContain('enquiryStatus must be one of: new, replied, quoted, won, lost, closed');
      // The CSV export takes the filter too.
      const csv = await admin.get('/api/admin/export/messages.csv?enquiryStatus=lost').expect(200);
      expect(csv.text.match(/[\w-]+@example\.com/g)).toEqual([4, 3, 2, 1, 0].map((i) => `lost-${i}@example.com`));
    });

    // SQLite's query plan; PostgreSQL (npm run test:pg) chooses by its statistics.
    itSqlite('uses the status index (EXPLAIN QUERY PLAN)', async () => {
      const plan = async (where: string, params: unknown[]) =>
        (
          await ds.query(
            `EXPLAIN QUERY PLAN SELECT * FROM contact_messages m WHERE ${where} ORDER BY m.createdAt DESC, m.id DESC LIMIT 51`,
            params,
          )
        )
          .map((r: { detail: string }) => r.detail)
          .join(' | ');
      expect(await plan('m.status = ?', ['lost'])).toMatch(/USING INDEX IDX_contact_messages_status \(status=\?\)/);
      expect(await plan('m.status = ?', ['lost'])).not.toMatch(/TEMP B-TREE/);
      expect(await plan('m.status = ? AND (m.createdAt, m.id) < (?, ?)', ['lost', '2030-01-01', 10])).toMatch(
        /IDX_contact_messages_status/,
      );
    });
  });

  // -------------------------------------------------------------------------------------

  describe('the messages export', () => {
    it("carries each message's status, the owner's notes, its number of replies and when the last went", async () => {
      const answered = await contact('export.answered@example.com');
      const untouched = await contact('export.untouched@example.com');
      await admin.patch(`/api/admin/messages/${answered}`).send({ notes: '=SUM(A1) samples, called back', status: 'quoted' }).expect(200);
      await reply(answered, 'First answer').expect(201);
      const second = await reply(answered, 'Second answer').expect(201);
      const res = await admin.get('/api/admin/export/messages.csv').buffer(true).expect(200);
      expect(res.text.slice(1).split('\r\n')[0]).toBe(
        'id,kind,createdAt,isRead,name,email,company,message,attachments,fields,status,notes,replies,lastReplyAt',
      );
      const rows = csvObjects(res.text);
      // A reply leaves a status the owner set; the note's formula is neutralised like any cell.
      expect(rows.find((r) => r.id === String(answered))).toMatchObject({
        isRead: 'true',
        status: 'quoted',
        notes: "'=SUM(A1) samples, called back",
        replies: '2',
        lastReplyAt: second.body.reply.createdAt,
      });
      expect(rows.find((r) => r.id === String(untouched))).toMatchObject({
        isRead: 'false',
        status: 'new',
        notes: '',
        replies: '0',
        lastReplyAt: '',
      });
      const quoted = csvObjects((await admin.get('/api/admin/export/messages.csv?enquiryStatus=quoted').buffer(true).expect(200)).text);
      expect(quoted.map((r) => r.id)).toContain(String(answered));
      expect(quoted.every((r) => r.status === 'quoted')).toBe(true);
    });
  });

  describe("the enquirer's guides", () => {
    it('shows the guides the address bought: paid, not refunded, each once; any case of the address', async () => {
      const buyer = browserAt();
      await buyWithSandbox(buyer, 'warm.lead@example.com', 'fabric-101', ['fabric-201-cotton']);
      await buyWithSandbox(browserAt(), 'warm.lead@example.com', 'fabric-201-cotton');
      await buyWithSandbox(browserAt(), 'someone.else@example.com', 'fabric-204-synthetic');
      // A refunded guide is not theirs any more.
      const { paymentIntentId } = await buyWithSandbox(browserAt(), 'warm.lead@example.com', 'fabric-202-plant-based');
      await ds.query(
        "UPDATE order_items SET revokedAt = datetime('now'), revokeReason = 'refund' WHERE orderId = (SELECT id FROM orders WHERE paymentIntentId = ?)",
        [paymentIntentId],
      );
      const id = await contact('Warm.Lead@Example.com', { kind: 'tech-pack' });
      const detail = await admin.get(`/api/admin/messages/${id}`).expect(200);
      const slugs = detail.body.purchases.map((p: { slug: string }) => p.slug).sort();
      expect(slugs).toEqual(['fabric-101', 'fabric-201-cotton']);
      expect(detail.body.purchases[0]).toMatchObject({
        title: expect.any(String),
        orderNumber: expect.stringMatching(/^TW-/),
        paidAt: expect.any(String),
      });
      const nobody = await contact('nobody@example.com');
      expect((await admin.get(`/api/admin/messages/${nobody}`).expect(200)).body.purchases).toEqual([]);
    });
  });

  // -------------------------------------------------------------------------------------

  describe('access', () => {
    it('is for the admin only: 401 without a session, 403 for a buyer, 403 from another site; nothing changes', async () => {
      const id = await contact('access@example.com');
      const routes = [
        (a: request.SuperTest<request.Test> | Agent) => a.get(`/api/admin/messages/${id}`),
        (a: request.SuperTest<request.Test> | Agent) => a.patch(`/api/admin/messages/${id}`).send({ status: 'won' }),
        (a: request.SuperTest<request.Test> | Agent) =>
          a.post(`/api/admin/messages/${id}/replies`).field('text', 'Hi').attach('attachments', pdfFile(), 'a.pdf'),
      ];
      const buyer = browserAt();
      await buyer
        .post('/api/register')
        .send({ username: 'enquiry-buyer', email: 'enquiry-buyer@example.com', password: 'secret123' })
        .expect(201);
      for (const route of routes) {
        expect((await route(request(server()))).status).toBe(401);
        expect((await route(buyer)).status).toBe(403);
      }
      const forged = await admin.patch(`/api/admin/messages/${id}`).set('Origin', 'https://evil.example').send({ status: 'won' });
      expect(forged.status).toBe(403);
      const forgedReply = await admin.post(`/api/admin/messages/${id}/replies`).set('Origin', 'https://evil.example').field('text', 'Hi');
      expect(forgedReply.status).toBe(403);
      const [row] = await ds.query('SELECT status FROM contact_messages WHERE id = ?', [id]);
      expect(row.status).toBe('new');
      expect(mailTo('access@example.com')).toHaveLength(1);
    });
  });
});
