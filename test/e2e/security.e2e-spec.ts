/**
 * The security audit's findings (issue 13), one describe per item, each reproducing the
 * finding as the audit did (over HTTP, as an attacker would) and asserting it no longer
 * works. Items 1 and 3 (sessions, throttles) are covered by sessions.e2e-spec.ts and
 * throttles.e2e-spec.ts; the route-enumerating suites (bad-input, authorization, attacks)
 * cover every route, the ones added here included.
 *
 * TRUST_PROXY is on so that each test can be its own client (X-Forwarded-For): per-IP
 * limits never cross between tests.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { newMail, outboxFiles, pdfFile, TYPES, xlsFile } from '../helpers/enquiries.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };

let ipCounter = 0;
/** A fresh client address for TRUST_PROXY: per-IP limits start at zero. */
const freshIp = () => {
  ipCounter++;
  return `203.0.${113 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const sessionCookie = (res: request.Response): string | undefined =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((l) => l.startsWith('shop.sid='))?.split(';')[0];

describe('security findings (issue 13)', () => {
  let t: TestApp;
  let ds: DataSource;
  let adminCookie: string;

  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    t = await startTestApp({
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_UPLOAD: '1000',
    });
    ds = t.app.get(DataSource);
    const login = await http().post('/api/admin/login').send(ADMIN).expect(200);
    adminCookie = sessionCookie(login)!;
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());

  /** A slot and a PUT of `bytes` as `name`: the PUT's answer. */
  async function upload(bytes: Buffer, type: string, name: string, ip = freshIp()): Promise<request.Response> {
    const slot = await http().post('/api/objects/upload').set('X-Forwarded-For', ip).expect(200);
    return http().put(slot.body.uploadURL).set('Content-Type', type).set('X-File-Name', encodeURIComponent(name)).send(bytes);
  }

  describe('2. attachments are what their names say', () => {
    it('a PDF named Invoice.html is stored, listed, mailed and downloaded as Invoice.pdf', async () => {
      const put = await upload(pdfFile(), 'application/octet-stream', 'Invoice.html');
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ name: 'Invoice.pdf', type: TYPES.pdf });
      const before = outboxFiles(t.storageDir);
      const sent = await http()
        .post('/api/contact')
        .set('X-Forwarded-For', freshIp())
        .send({ name: 'Ada', email: 'ada@example.com', message: 'See the invoice', attachments: [`/objects/uploads/${put.body.id}`] })
        .expect(201);
      const [mail] = newMail(t.storageDir, before);
      expect(mail.text).toContain('Invoice.pdf');
      expect(mail.text + mail.html).not.toContain('Invoice.html');
      const list = await http().get('/api/admin/messages').set('Cookie', adminCookie).expect(200);
      const listed = JSON.stringify(list.body.messages.find((m: { id: number }) => m.id === sent.body.id));
      expect(listed).toContain('Invoice.pdf');
      expect(listed).not.toContain('Invoice.html');
      const file = await http().get(`/objects/uploads/${put.body.id}`).set('Cookie', adminCookie).expect(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename="Invoice.pdf"');
    });

    it('removes bidi overrides and line separators from names: in the answer, the row, the e-mail, the admin list and the download', async () => {
      const spoof = 'invoice\u202Efdp.exe\u2028\u200B';
      const put = await upload(pdfFile(), TYPES.pdf, spoof);
      expect(put.status).toBe(200);
      expect(put.body.name).toBe('invoicefdp.pdf');
      const [row] = await ds.query('SELECT originalName FROM uploads WHERE id = ?', [put.body.id]);
      expect(row.originalName).toBe('invoicefdp.pdf');
      const before = outboxFiles(t.storageDir);
      await http()
        .post('/api/contact')
        .set('X-Forwarded-For', freshIp())
        .send({ name: 'Eve\u202E', email: 'eve@example.com', message: 'Hi', attachments: [`/objects/uploads/${put.body.id}`] })
        .expect(201);
      const [mail] = newMail(t.storageDir, before);
      const invisible = /[\p{Cf}\u2028\u2029]/u;
      expect(mail.text).not.toMatch(invisible);
      expect(mail.html).not.toMatch(invisible);
      expect(mail.headers.subject).not.toMatch(invisible);
      const list = await http().get('/api/admin/messages').set('Cookie', adminCookie).expect(200);
      expect(JSON.stringify(list.body)).not.toMatch(/\\u202e|\\u2028|\u202E|\u2028/i);
      const file = await http().get(`/objects/uploads/${put.body.id}`).set('Cookie', adminCookie).expect(200);
      expect(decodeURIComponent(file.headers['content-disposition'])).not.toMatch(invisible);
    });

    it('refuses an Excel workbook (OLE2 without a WordDocument stream) sent as a Word .doc', async () => {
      const put = await upload(xlsFile(), TYPES.doc, 'notes.doc');
      expect(put.status).toBe(415);
      expect(put.body.code).toBe('unsupported_file_type');
    });
  });
});
