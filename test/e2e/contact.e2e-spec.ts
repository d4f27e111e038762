import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import {
  decodeWords,
  docxFile,
  jpegFile,
  newMail,
  outboxFiles,
  parseMail,
  pdfFile,
  pngFile,
  snapshot,
  startSmtpSink,
  type SmtpSink,
  TYPES,
} from '../helpers/enquiries.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PUBLIC_URL = 'https://shop.example.com';
const NOTIFY = 'owner@threadwise.example';

const valid = () => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Apparel',
  message: 'We need 500 organic cotton tees.',
});

describe('POST /api/contact', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    t = await startTestApp({
      PUBLIC_URL,
      NOTIFY_EMAIL: NOTIFY,
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_UPLOAD: '1000',
    });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  const post = (body: unknown) =>
    http()
      .post('/api/contact')
      .send(body as object);

  /** Uploads a file and returns its address (the uploadURL without the query) and size. */
  async function upload(bytes: Buffer, type: string, name: string): Promise<{ address: string; id: string; size: number; name: string }> {
    const { body } = await http().post('/api/objects/upload').expect(200);
    const res = await http()
      .put(body.uploadURL)
      .set('Content-Type', type)
      .set('X-File-Name', encodeURIComponent(name))
      .send(bytes)
      .expect(200);
    return { address: body.uploadURL.split('?')[0], id: res.body.id, size: bytes.length, name };
  }

  const message = async (id: number) => (await ds.query('SELECT * FROM contact_messages WHERE id = ?', [id]))[0];
  const uploadRow = async (id: string) => (await ds.query('SELECT * FROM uploads WHERE id = ?', [id]))[0];

  describe('accepted', () => {
    it('stores a general contact message and e-mails the owner with Reply-To the enquirer', async () => {
      const before = outboxFiles(t.storageDir);
      const res = await post(valid()).set('Content-Type', 'application/json').expect(201);
      expect(res.body).toEqual({ ok: true, id: expect.any(Number) });
      const row = await message(res.body.id);
      expect(row).toMatchObject({
        kind: 'contact',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Apparel',
        message: 'We need 500 organic cotton tees.',
        fields: null,
        isRead: 0,
      });
      expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);

      const mails = newMail(t.storageDir, before);
      // The owner's notification and the enquirer's acknowledgement (admin-enquiries.e2e-spec.ts).
      expect(mails.map((m) => m.headers.to).sort()).toEqual(['Ada Lovelace <ada@example.com>', NOTIFY].sort());
      const mail = mails.find((m) => m.headers.to === NOTIFY)!;
      expect(mail.headers.to).toBe(NOTIFY);
      expect(mail.headers['reply-to']).toBe('Ada Lovelace <ada@example.com>');
      expect(mail.headers.subject).toBe('New contact message from Ada Lovelace');
      expect(mail.text).toContain('We need 500 organic cotton tees.');
      expect(mail.text).toContain('Files uploaded with this enquiry (0)');
    });

    it('stores a production request with file records, the structured fields as JSON, and attaches the uploads', async () => {
      const a = await upload(pdfFile(), TYPES.pdf, 'Tech pack v3.pdf');
      const b = await upload(pngFile(), TYPES.png, 'flat sketch.png');
      const fields = {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: '',
        phone: '+1 555 0100',
        garmentCategory: 'outerwear',
        productionQuantity: 'small-batch',
        budget: '25-50',
        hasTechPack: 'yes-complete',
        needTechPack: false,
        complianceNeeds: ['oeko-tex', 'gots'],
        projectDescription: 'A waxed cotton jacket.',
        specificRequirements: '',
      };
      const before = outboxFiles(t.storageDir);
      const res = await post({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Production Project - Outerwear',
        message: 'GARMENT PRODUCTION REQUEST\n\nPROJECT DESCRIPTION\nA waxed cotton jacket.',
        attachments: [
          { name: a.name, url: a.address, size: a.size },
          { name: b.name, url: `${PUBLIC_URL}${b.address}`, size: b.size },
        ],
        kind: 'production',
        fields,
        website: '',
      }).expect(201);

      const row = await message(res.body.id);
      expect(row.kind).toBe('production');
      expect(JSON.parse(row.fields)).toEqual(fields);
      for (const u of [a, b]) {
        expect(await uploadRow(u.id)).toMatchObject({ status: 'attached', messageId: res.body.id });
      }

      const [mail] = newMail(t.storageDir, before).filter((m) => m.headers.to === NOTIFY);
      expect(mail.headers.subject).toBe('New production request from Grace Hopper');
      expect(mail.headers['reply-to']).toBe('Grace Hopper <grace@example.com>');
      // Links, never the files: a text and an HTML part, no attachment.
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/objects/uploads/${a.id}"`);
      expect(mail.text).toContain('GARMENT PRODUCTION REQUEST');
      expect(mail.text).toContain('Garment category: Outerwear');
      expect(mail.text).toContain('Production quantity: Small batch (50-500 pieces)');
      expect(mail.text).toContain('Budget: $25-50');
      expect(mail.text).toContain('Compliance needs: OEKO-TEX certification, GOTS (organic) certification');
      expect(mail.text).toContain('Needs TechPack development services: No');
      expect(mail.text).toContain('Specific requirements: Not specified');
      expect(mail.text).toContain('Files uploaded with this enquiry (2)');
      expect(a.size).toBeLessThan(1024);
      expect(mail.text).toContain(
        `- File 1 of 2: Tech pack v3.pdf (${a.size} bytes, application/pdf)\n  ${PUBLIC_URL}/objects/uploads/${a.id}`,
      );
      expect(mail.text).toContain(`- File 2 of 2: flat sketch.png (${b.size} bytes, image/png)\n  ${PUBLIC_URL}/objects/uploads/${b.id}`);
      expect(mail.text).not.toContain('token=');
    });

    it('accepts address strings (tech-pack and brand-building forms) and every kind', async () => {
      const files = [await upload(docxFile(), TYPES.docx, 'brief.docx'), await upload(jpegFile(), TYPES.jpg, 'mood.jpg')];
      for (const kind of ['tech-pack', 'brand-building'] as const) {
        const f = files.shift()!;
        const before = outboxFiles(t.storageDir);
        const res = await post({ ...valid(), kind, attachments: [f.address], fields: { brandPersonality: ['modern', 'bold'] } }).expect(
          201,
        );
        expect((await message(res.body.id)).kind).toBe(kind);
        expect((await uploadRow(f.id)).messageId).toBe(res.body.id);
        const [mail] = newMail(t.storageDir, before).filter((m) => m.headers.to === NOTIFY);
        expect(mail.headers.subject).toBe(
          kind === 'tech-pack' ? 'New tech pack request from Ada Lovelace' : 'New brand building request from Ada Lovelace',
        );
        expect(mail.text).toContain('Brand personality: Modern, Bold');
      }
    });

    it('takes the absolute address on the origin the request came in on, and empty optional values', async () => {
      const f = await upload(pdfFile(), TYPES.pdf, 'x.pdf');
      const res = await post({ ...valid(), company: '', attachments: [`http://localhost:3000${f.address}`], fields: {} })
        .set('Host', 'localhost:3000')
        .expect(201);
      const row = await message(res.body.id);
      expect(row.company).toBeNull();
      expect(row.fields).toBeNull();
    });

    it('keeps the message when the owner e-mail cannot be sent', async () => {
      const broken = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'silent' });
      try {
        const res = await request(broken.app.getHttpServer()).post('/api/contact').send(valid()).expect(201);
        const rows = await broken.app.get(DataSource).query('SELECT id FROM contact_messages');
        expect(rows).toEqual([{ id: res.body.id }]);
      } finally {
        await broken.close();
      }
    });
  });

  describe('delivery over SMTP', () => {
    let smtp: SmtpSink;
    let app: TestApp;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      app = await startTestApp({ PUBLIC_URL, NOTIFY_EMAIL: NOTIFY, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    });
    afterAll(async () => {
      await app?.close();
      await smtp?.close();
    });

    it('sends the owner e-mail to a real SMTP server', async () => {
      const h = () => request(app.app.getHttpServer());
      const { body } = await h().post('/api/objects/upload').expect(200);
      const put = await h().put(body.uploadURL).set('Content-Type', TYPES.pdf).set('X-File-Name', 'spec.pdf').send(pdfFile()).expect(200);
      await h()
        .post('/api/contact')
        .send({ name: 'Zoë Maker', email: 'zoe@example.com', message: 'Hello!', attachments: [body.uploadURL.split('?')[0]] })
        .expect(201);
      // The owner's notification, and the enquirer's acknowledgement beside it.
      expect(smtp.messages.map((m) => m.to).sort()).toEqual([[NOTIFY], ['zoe@example.com']].sort());
      const msg = smtp.messages.find((m) => m.to.includes(NOTIFY))!;
      const mail = parseMail(msg.raw);
      expect(decodeWords(mail.headers['reply-to'])).toMatch(/Zoë Maker.*<zoe@example\.com>/);
      expect(decodeWords(mail.headers.subject)).toBe('New contact message from Zoë Maker');
      expect(mail.text).toContain(`${PUBLIC_URL}/objects/uploads/${put.body.id}`);
      expect(outboxFiles(app.storageDir)).toEqual([]);
    });
  });

  describe('refused with 4xx: nothing stored, no file, no e-mail', () => {
    async function expectRefused(send: () => request.Test, status: number, code?: string): Promise<request.Response> {
      const before = await snapshot(ds, t.storageDir);
      const res = await send().expect(status);
      expect(res.body).toEqual({ message: expect.any(String), code: code ?? expect.any(String) });
      expect(await snapshot(ds, t.storageDir)).toEqual(before);
      return res;
    }

    it('a sixth attachment → 400', async () => {
      const six: string[] = [];
      for (let i = 0; i < 6; i++) six.push((await upload(pdfFile(), TYPES.pdf, `p${i}.pdf`)).address);
      const res = await expectRefused(() => post({ ...valid(), attachments: six }), 400, 'validation_failed');
      expect(res.body.message).toBe('Maximum 5 files allowed');
      // Five are fine.
      await post({ ...valid(), attachments: six.slice(0, 5) }).expect(201);
    });

    it('an attachment address the server never issued → 400', async () => {
      const f = await upload(pdfFile(), TYPES.pdf, 'ok.pdf');
      for (const attachments of [
        [`/objects/uploads/${randomUUID()}`],
        [f.address, `/objects/uploads/${randomUUID()}`],
        [`https://evil.example.com${f.address}`],
        [{ name: 'x.pdf', url: `https://evil.example.com${f.address}`, size: 1 }],
        ['https://evil.example.com/malware.exe'],
        [`${f.address}?token=abc`],
        ['/objects/uploads/../../etc/passwd'],
      ]) {
        await expectRefused(() => post({ ...valid(), attachments }), 400, 'invalid_attachment');
      }
      expect((await uploadRow(f.id)).status).toBe('complete');
    });

    it('a slot that was never completed, one already attached (reused), or the same file twice → 400', async () => {
      const { body } = await http().post('/api/objects/upload').expect(200);
      const pending = body.uploadURL.split('?')[0];
      await expectRefused(() => post({ ...valid(), attachments: [pending] }), 400, 'invalid_attachment');

      const f = await upload(pdfFile(), TYPES.pdf, 'once.pdf');
      await post({ ...valid(), attachments: [f.address] }).expect(201);
      await expectRefused(() => post({ ...valid(), attachments: [f.address] }), 400, 'invalid_attachment');

      const g = await upload(pdfFile(), TYPES.pdf, 'twice.pdf');
      await expectRefused(() => post({ ...valid(), attachments: [g.address, `${PUBLIC_URL}${g.address}`] }), 400, 'duplicate_attachment');
      expect((await uploadRow(g.id)).status).toBe('complete');
    });

    it('malformed attachments → 400', async () => {
      for (const attachments of [
        'not-a-list',
        [42],
        [{ url: 42 }],
        [{ name: 'x.pdf' }],
        [{ url: '/objects/uploads/x', extra: true }],
        [{ url: '/objects/uploads/x', size: -1 }],
        [''],
      ]) {
        await expectRefused(() => post({ ...valid(), attachments }), 400, 'validation_failed');
      }
    });

    it('missing required fields → 400', async () => {
      for (const key of ['name', 'email', 'message'] as const) {
        const body: Record<string, unknown> = valid();
        delete body[key];
        const res = await expectRefused(() => post(body), 400, 'validation_failed');
        expect(res.body.message).toContain(key);
      }
      await expectRefused(() => post({ ...valid(), name: '   ' }), 400, 'validation_failed');
      await expectRefused(() => post({ ...valid(), message: ' \n ' }), 400, 'validation_failed');
      await expectRefused(() => post({}), 400, 'validation_failed');
    });

    it('invalid values and lengths → 400', async () => {
      for (const body of [
        { ...valid(), email: 'not-an-email' },
        { ...valid(), email: `${'a'.repeat(250)}@example.com` },
        { ...valid(), name: 'x'.repeat(201) },
        { ...valid(), name: 'Ada\r\nBcc: victim@example.com' },
        { ...valid(), company: 'c'.repeat(201) },
        { ...valid(), message: 'm'.repeat(20001) },
        { ...valid(), name: 42 },
        { ...valid(), kind: 'sales' },
        { ...valid(), fields: { nested: { a: 1 } } },
        { ...valid(), fields: ['a'] },
        { ...valid(), fields: { n: 1 } },
        { ...valid(), fields: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) },
        { ...valid(), fields: { big: 'x'.repeat(20_001) } },
        { ...valid(), website: 42 },
      ]) {
        await expectRefused(() => post(body), 400, 'validation_failed');
      }
      // The limits themselves are fine.
      await post({ ...valid(), name: 'x'.repeat(200), message: 'm'.repeat(20000) }).expect(201);
    });

    it('control characters other than tabs and line breaks → 400, in the text, the form fields and their keys', async () => {
      for (const body of [
        { ...valid(), message: 'Clear the screen \u001b[2J and ring \u0007' },
        { ...valid(), name: 'Ada\u0008 Lovelace' },
        { ...valid(), message: 'Page one\u000cPage two' },
        { ...valid(), message: 'Next line\u0085here' },
        { ...valid(), fields: { phone: '555\u007f' } },
        { ...valid(), fields: { ['k\u001b']: 'v' } },
      ]) {
        const res = await expectRefused(() => post(body), 400, 'validation_failed');
        expect(res.body.message).toBe('The request contains invalid characters (control characters other than tabs and line breaks)');
      }
      // Tabs and line breaks of every kind a textarea sends are text.
      const ok = await post({ ...valid(), message: 'Size\tQty\r\nM\t40\nL\t20' }).expect(201);
      expect((await message(ok.body.id)).message).toBe('Size\tQty\r\nM\t40\nL\t20');
    });

    it('unknown properties → 400', async () => {
      const res = await expectRefused(() => post({ ...valid(), isRead: true }), 400, 'validation_failed');
      expect(res.body.message).toMatch(/isRead/);
      await expectRefused(() => post({ ...valid(), id: 1 }), 400, 'validation_failed');
    });

    it('wrong content type → 415', async () => {
      await expectRefused(
        () => http().post('/api/contact').set('Content-Type', 'text/plain').send(JSON.stringify(valid())),
        415,
        'unsupported_media_type',
      );
      await expectRefused(() => http().post('/api/contact').type('form').send(valid()), 415, 'unsupported_media_type');
      await expectRefused(() => http().post('/api/contact'), 415, 'unsupported_media_type');
    });

    it('malformed JSON → 400', async () => {
      await expectRefused(() => http().post('/api/contact').set('Content-Type', 'application/json').send('{"name": "Ada", '), 400);
    });
  });

  describe('honeypot', () => {
    it('answers like a success but stores and sends nothing', async () => {
      const f = await upload(pdfFile(), TYPES.pdf, 'bot.pdf');
      const before = await snapshot(ds, t.storageDir);
      const res = await post({ ...valid(), attachments: [f.address], website: 'http://spam.example.com' }).expect(200);
      expect(res.body).toEqual({ ok: true });
      expect(await snapshot(ds, t.storageDir)).toEqual(before);
      expect((await uploadRow(f.id)).status).toBe('complete');
    });
  });

  describe('rate limit', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({ RATE_LIMIT_CONTACT: '2' });
    });
    afterAll(async () => limited?.close());

    it('answers 429 with { message, code } past the per-IP limit, and stores nothing', async () => {
      const h = () => request(limited.app.getHttpServer());
      await h().post('/api/contact').send(valid()).expect(201);
      await h().post('/api/contact').send(valid()).expect(201);
      const res = await h().post('/api/contact').send(valid()).expect(429);
      expect(res.body).toEqual({ message: expect.stringMatching(/too many requests/i), code: 'too_many_requests' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const [{ n }] = await limited.app.get(DataSource).query('SELECT COUNT(*) AS n FROM contact_messages');
      expect(n).toBe(2);
      // Other routes are not limited by it.
      await h().post('/api/objects/upload').expect(200);
    });
  });
});
