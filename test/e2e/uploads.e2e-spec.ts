import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import {
  docFile,
  docxFile,
  exeFile,
  htmlFile,
  jpegFile,
  paddedPdf,
  pdfFile,
  pngFile,
  snapshot,
  type StoreSnapshot,
  TYPES,
} from '../helpers/enquiries.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const MAX = 10 * 1024 * 1024;
const UPLOAD_URL = /^\/objects\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})\?token=([A-Za-z0-9_-]{43})$/;

interface UploadRow {
  id: string;
  status: string;
  tokenHash: string;
  originalName: string | null;
  size: number | null;
  detectedType: string | null;
  storageName: string | null;
  messageId: number | null;
  expiresAt: string;
  createdAt: string;
}

describe('uploads', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    t = await startTestApp({ RATE_LIMIT_UPLOAD: '1000' });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  const uploadsDir = () => join(t.storageDir, 'uploads');
  const row = async (id: string): Promise<UploadRow | undefined> => (await ds.query('SELECT * FROM uploads WHERE id = ?', [id]))[0];

  async function slot(): Promise<{ id: string; token: string; url: string }> {
    const res = await http().post('/api/objects/upload').expect(200);
    const m = UPLOAD_URL.exec(res.body.uploadURL);
    expect(m).not.toBeNull();
    return { id: m![1], token: m![2], url: res.body.uploadURL };
  }

  const put = (url: string, body: Buffer, type: string | null, name?: string) => {
    let req = http().put(url);
    if (type) req = req.set('Content-Type', type);
    if (name !== undefined) req = req.set('X-File-Name', encodeURIComponent(name));
    return req.send(body);
  };

  /** After a refused PUT: same rows, same files, the slot still unused. */
  async function expectUnchanged(before: StoreSnapshot, id: string): Promise<void> {
    expect(await snapshot(ds, t.storageDir, t.files)).toEqual(before);
    expect((await row(id))?.status).toBe('pending');
  }

  describe('POST /api/objects/upload', () => {
    it('hands out a single-use slot: relative uploadURL, random UUID, 32-byte token stored hashed, 15 minutes', async () => {
      const before = Date.now();
      const res = await http().post('/api/objects/upload').expect(200);
      expect(Object.keys(res.body)).toEqual(['uploadURL']);
      const [, id, token] = UPLOAD_URL.exec(res.body.uploadURL)!;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const r = (await row(id))!;
      expect(r.status).toBe('pending');
      expect(r.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(r)).not.toContain(token);
      const ttl = new Date(`${r.expiresAt.replace(' ', 'T')}Z`).getTime() - before;
      expect(ttl).toBeGreaterThan(14.9 * 60_000);
      expect(ttl).toBeLessThan(15.1 * 60_000);
    });

    it('is not served without the /api prefix', async () => {
      await http().post('/objects/upload').expect(404);
    });
  });

  describe('PUT /objects/uploads/{id}: the five types', () => {
    const cases: Array<[string, () => Buffer, string, string]> = [
      ['pdf', pdfFile, TYPES.pdf, 'Tech pack v2.pdf'],
      ['doc', docFile, TYPES.doc, 'notes.doc'],
      ['docx', docxFile, TYPES.docx, 'Brief — été.docx'],
      ['jpg', jpegFile, TYPES.jpg, 'mood board.jpg'],
      ['png', pngFile, TYPES.png, 'swatch.png'],
    ];
    it.each(cases)('stores a %s under a random name outside any public folder', async (_kind, make, type, name) => {
      const s = await slot();
      const bytes = make();
      const res = await put(s.url, bytes, type, name).expect(200);
      expect(res.body).toEqual({ id: s.id, name, size: bytes.length, type });
      const r = (await row(s.id))!;
      expect(r).toMatchObject({ status: 'complete', originalName: name, size: bytes.length, detectedType: type, messageId: null });
      expect(r.storageName).toMatch(/^[0-9a-f]{32}$/);
      // The name on disk is random: neither the id nor anything the client sent.
      expect((await t.files.read(`uploads/${r.storageName!}`)).equals(bytes)).toBe(true);
      expect(r.storageName).not.toContain(s.id);
      expect(readdirSync(uploadsDir()).filter((f) => f.startsWith('.part-'))).toEqual([]);
      expect(uploadsDir().startsWith(join(PROJECT_ROOT, 'dist'))).toBe(false);
    });

    it('accepts image/jpg, and application/octet-stream when the bytes are one of the five', async () => {
      let s = await slot();
      await put(s.url, jpegFile(), 'image/jpg')
        .expect(200)
        .expect((r) => expect(r.body.type).toBe('image/jpeg'));
      s = await slot();
      await put(s.url, pngFile(), 'application/octet-stream', 'swatch.png')
        .expect(200)
        .expect((r) => expect(r.body.type).toBe('image/png'));
    });

    it('keeps only a clean file name: no path, no control characters; a default without X-File-Name', async () => {
      let s = await slot();
      let res = await put(s.url, pdfFile(), TYPES.pdf, '../../etc/passwd\u0000\n.pdf').expect(200);
      expect(res.body.name).toBe('passwd.pdf');
      s = await slot();
      res = await put(s.url, pdfFile(), TYPES.pdf).expect(200);
      expect(res.body.name).toBe('file.pdf');
    });

    it('accepts exactly 10485760 bytes', async () => {
      const s = await slot();
      const big = paddedPdf(MAX);
      const res = await put(s.url, big, TYPES.pdf, 'big.pdf').expect(200);
      expect(res.body.size).toBe(MAX);
    });
  });

  describe('PUT /objects/uploads/{id}: refused, with nothing left on disk', () => {
    it('10 MB + 1 byte → 413', async () => {
      const s = await slot();
      const before = await snapshot(ds, t.storageDir, t.files);
      const big = paddedPdf(MAX + 1);
      const res = await put(s.url, big, TYPES.pdf, 'big.pdf').expect(413);
      expect(res.body).toEqual({ message: expect.any(String), code: 'file_too_large' });
      await expectUnchanged(before, s.id);
    });

    it('a chunked body (no Content-Length) that passes 10 MB → stops reading, 413 or the connection closed', async () => {
      const s = await slot();
      const before = await snapshot(ds, t.storageDir, t.files);
      const server = t.app.getHttpServer();
      if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      const { port } = server.address() as AddressInfo;
      const outcome = await new Promise<{ status?: number; body?: string; error?: string }>((resolve) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method: 'PUT', path: s.url, headers: { 'Content-Type': TYPES.pdf, 'Transfer-Encoding': 'chunked' } },
          (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode, body }));
            res.on('error', (e) => resolve({ status: res.statusCode, error: e.message }));
          },
        );
        req.on('error', (e) => resolve({ error: e.message }));
        const chunk = paddedPdf(256 * 1024);
        let sent = 0;
        const pump = () => {
          // Up to 20 MB: the server must stop at 10.
          while (sent < 2 * MAX) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      if (outcome.status !== undefined) expect(outcome.status).toBe(413);
      else expect(outcome.error).toMatch(/ECONNRESET|EPIPE|socket hang up/);
      // Give the server a moment to finish its clean-up.
      await new Promise((r) => setTimeout(r, 200));
      await expectUnchanged(before, s.id);
    });

    it('an .exe renamed .pdf → 415', async () => {
      const s = await slot();
      const before = await snapshot(ds, t.storageDir, t.files);
      const res = await put(s.url, exeFile(), TYPES.pdf, 'invoice.pdf').expect(415);
      expect(res.body).toEqual({ message: expect.any(String), code: 'unsupported_file_type' });
      await expectUnchanged(before, s.id);
    });

    it('HTML renamed .jpg → 415', async () => {
      const s = await slot();
      const before = await snapshot(ds, t.storageDir, t.files);
      const res = await put(s.url, htmlFile(), TYPES.jpg, 'photo.jpg').expect(415);
      expect(res.body.code).toBe('unsupported_file_type');
      await expectUnchanged(before, s.id);
    });

    it('bytes of another allowed type than the one declared → 415', async () => {
      const s = await slot();
      const before = await snapshot(ds, t.storageDir, t.files);
      const res = await put(s.url, pngFile(), TYPES.pdf, 'swatch.pdf').expect(415);
      expect(res.body.code).toBe('file_type_mismatch');
      await expectUnchanged(before, s.id);
    });

    it('a zip that is not a Word document, and an empty body → 415', async () => {
      const { zipFile } = await import('../helpers/enquiries.js');
      for (const body of [zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' }), Buffer.alloc(0)]) {
        const s = await slot();
        const before = await snapshot(ds, t.storageDir, t.files);
        await put(s.url, body, TYPES.docx, 'sheet.docx').expect(415);
        await expectUnchanged(before, s.id);
      }
    });

    it('a declared type that is not allowed → 415 before reading', async () => {
      for (const type of ['text/html', 'application/x-msdownload', 'image/gif', 'application/json']) {
        const s = await slot();
        const before = await snapshot(ds, t.storageDir, t.files);
        const res = await put(s.url, pdfFile(), type, 'x.pdf').expect(415);
        expect(res.body.code).toBe('unsupported_file_type');
        await expectUnchanged(before, s.id);
      }
    });

    it('a reused slot → 410, the first file kept', async () => {
      const s = await slot();
      await put(s.url, pdfFile('first'), TYPES.pdf, 'first.pdf').expect(200);
      const before = await snapshot(ds, t.storageDir, t.files);
      const res = await put(s.url, pdfFile('second'), TYPES.pdf, 'second.pdf').expect(410);
      expect(res.body).toEqual({ message: expect.any(String), code: 'upload_slot_used' });
      expect(await snapshot(ds, t.storageDir, t.files)).toEqual(before);
      expect((await row(s.id))?.originalName).toBe('first.pdf');
    });

    it('an expired slot → 410', async () => {
      const s = await slot();
      await ds.query(`UPDATE uploads SET expiresAt = '2000-01-01 00:00:00.000' WHERE id = ?`, [s.id]);
      const before = await snapshot(ds, t.storageDir, t.files);
      const res = await put(s.url, pdfFile(), TYPES.pdf).expect(410);
      expect(res.body.code).toBe('upload_slot_expired');
      await expectUnchanged(before, s.id);
    });

    it('an unknown slot → 404; a wrong or missing token → 403', async () => {
      const s = await slot();
      const before = await snapshot(ds, t.storageDir, t.files);
      for (const path of [`/objects/uploads/${randomUUID()}?token=${s.token}`, `/objects/uploads/not-a-uuid?token=${s.token}`]) {
        const res = await put(path, pdfFile(), TYPES.pdf).expect(404);
        expect(res.body).toEqual({ message: expect.any(String), code: 'upload_not_found' });
      }
      const wrong = `${s.token.slice(0, -1)}${s.token.endsWith('A') ? 'B' : 'A'}`;
      for (const path of [`/objects/uploads/${s.id}?token=${wrong}`, `/objects/uploads/${s.id}`, `/objects/uploads/${s.id}?token=`]) {
        const res = await put(path, pdfFile(), TYPES.pdf).expect(403);
        expect(res.body.code).toBe('invalid_upload_token');
      }
      await expectUnchanged(before, s.id);
    });

    it('a failed upload leaves the slot usable', async () => {
      const s = await slot();
      await put(s.url, exeFile(), TYPES.pdf).expect(415);
      await put(s.url, pdfFile(), TYPES.pdf, 'retry.pdf').expect(200);
    });

    it('GET on an upload address is not public', async () => {
      const s = await slot();
      await put(s.url, pdfFile(), TYPES.pdf).expect(200);
      const res = await http().get(`/objects/uploads/${s.id}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.text).not.toContain('%PDF');
    });
  });

  describe('rate limit', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({ RATE_LIMIT_UPLOAD: '2' });
    });
    afterAll(async () => limited?.close());

    it('answers 429 in the one error shape past the per-IP limit', async () => {
      const h = () => request(limited.app.getHttpServer());
      await h().post('/api/objects/upload').expect(200);
      await h().post('/api/objects/upload').expect(200);
      const res = await h().post('/api/objects/upload').expect(429);
      expect(res.body).toEqual({ message: expect.stringMatching(/too many requests/i), code: 'too_many_requests' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const [{ n }] = await limited.app.get(DataSource).query('SELECT COUNT(*) AS n FROM uploads');
      expect(n).toBe(2);
    });
  });
});
