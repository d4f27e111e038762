/**
 * The guide library of the back office (issue 15 item 3): GET /api/admin/guides and new
 * editions by upload (POST /api/admin/guides/{slug}/editions). An upload is streamed,
 * checked (magic bytes, size cap, pdf.js and pdf-lib) and refused with nothing left on
 * disk; a valid one becomes what buyers download (stamped afresh), the previews follow,
 * and past buyers get one announcement e-mail each with a working signed link.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { DownloadsService } from '../../api/downloads/downloads.service.js';
import type { EditionResult, GuideLibrary, GuideLibraryItem } from '../../shared/api/guide-library.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import { editionPdf } from '../fixtures/pdf.mjs';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { cookieOf } from '../helpers/cookies.js';
import { storedNames, storeSamplePdf, until } from '../helpers/files.js';
import { type Agent, buyWithSandbox, orderByIntent } from '../helpers/checkout.js';
import { eventually, newMail, outboxFiles, type ParsedMail, pngFile } from '../helpers/enquiries.js';
import { pdfText } from '../helpers/pdf-text.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const A: GuideSlug = 'fabric-101';
const B: GuideSlug = 'fabric-204-synthetic';
const MAX_MB = 2;

/** Collects a binary body (supertest only buffers text and JSON by itself). */
function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
  res.on('error', (err: Error) => cb(err, Buffer.alloc(0)));
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('admin guide library', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Agent;
  let ipCounter = 0;
  const buyers: { email: string; agent: Agent; orderId: number }[] = [];

  const server = () => t.app.getHttpServer();
  const browserAt = (): Agent => request.agent(server()).set('X-Forwarded-For', `198.51.100.${++ipCounter}`);
  const editionsDir = () => join(t.storageDir, 'guides', 'editions');
  /** Every file under guides/editions, temporary uploads included (on disk: also those still arriving). */
  const editionFiles = async (): Promise<string[]> =>
    t.files.backend !== 'local'
      ? (await storedNames(t.files, 'guides/editions/')).filter((f) => f.endsWith('.pdf'))
      : existsSync(editionsDir())
        ? readdirSync(editionsDir(), { recursive: true, encoding: 'utf8' })
            .filter((f) => f.endsWith('.pdf') || basename(f).startsWith('.part-'))
            .sort()
        : [];
  const livePdf = (slug: GuideSlug): Promise<Buffer> => t.files.read(`guides/${slug}.pdf`);
  const editionRows = async (): Promise<number> => Number((await ds.query('SELECT COUNT(*) AS n FROM guide_editions'))[0].n);

  function upload(slug: string, file: { bytes: Buffer; name: string; type: string } | null, fields: Record<string, string>) {
    let req = admin.post(`/api/admin/guides/${slug}/editions`);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    if (file) req = req.attach('file', file.bytes, { filename: file.name, contentType: file.type });
    return req;
  }

  async function library(): Promise<GuideLibrary> {
    return (await admin.get('/api/admin/guides').expect(200)).body as GuideLibrary;
  }
  const guideIn = (lib: GuideLibrary, slug: GuideSlug): GuideLibraryItem => lib.guides.find((g) => g.slug === slug)!;

  async function download(agent: Agent | request.SuperTest<request.Test>, url = `/api/download/${A}`): Promise<Buffer> {
    const res = await agent.get(url).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.body as Buffer;
  }

  async function preview(page = 1): Promise<Buffer> {
    const res = await request(server()).get(`/previews/101-page-${page}-300.webp`).buffer(true).parse(binary).expect(200);
    return res.body as Buffer;
  }

  beforeAll(async () => {
    if (!existsSync(join(PROJECT_ROOT, 'dist', 'web', 'index.html'))) {
      throw new Error('dist/web is missing: run `npm run build:web` first');
    }
    t = await startTestApp({
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GUIDE_PDF_MAX_MB: String(MAX_MB),
    });
    ds = t.app.get(DataSource);
    for (const slug of [A, B]) {
      await storeSamplePdf(t.files, slug);
    }
    admin = browserAt();
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
    // Three buyers of A (one buys it twice), and one whose item was refunded.
    for (const email of ['ana@example.com', 'ben@example.com', 'ana@example.com', 'cy@example.com', 'refunded@example.com']) {
      const agent = browserAt();
      const { paymentIntentId } = await buyWithSandbox(agent, email, A);
      buyers.push({ email, agent, orderId: (await orderByIntent(ds, paymentIntentId)).id });
    }
    const refunded = buyers.find((b) => b.email === 'refunded@example.com')!;
    await ds.query(`UPDATE order_items SET revokedAt = datetime('now'), revokeReason = 'refund' WHERE orderId = ?`, [refunded.orderId]);
  }, 120_000);
  afterAll(async () => t?.close());

  it('is for the admin only: 401 without a session, 403 for a buyer, before anything is stored', async () => {
    const anon = request(server());
    await anon.get('/api/admin/guides').expect(401);
    await anon
      .post(`/api/admin/guides/${A}/editions`)
      .field('note', 'x')
      .attach('file', await editionPdf('Anonymous'), { filename: 'g.pdf', contentType: 'application/pdf' })
      .expect(401);
    const buyer = browserAt();
    await buyer
      .post('/api/register')
      .send({ username: 'plain_buyer', email: 'plain.buyer@example.com', password: 'buyer-password' })
      .expect(201);
    expect((await buyer.get('/api/admin/guides').expect(403)).body.code).toBe('forbidden');
    await buyer
      .post(`/api/admin/guides/${A}/editions`)
      .field('note', 'x')
      .attach('file', await editionPdf('Buyer'), { filename: 'g.pdf', contentType: 'application/pdf' })
      .expect(403);
    await buyer.post(`/api/admin/guides/${A}/editions/1/announce`).send({}).expect(403);
    expect(await editionFiles()).toEqual([]);
    expect(await editionRows()).toBe(0);
  });

  it('lists the five guides: the generated sample, its size, pages, previews, sales and buyers', async () => {
    const lib = await library();
    expect(lib.maxBytes).toBe(MAX_MB * 1024 * 1024);
    expect(lib.guides.map((g) => g.slug)).toHaveLength(5);
    const a = guideIn(lib, A);
    expect(a).toMatchObject({ number: '101', source: 'sample', current: null, editions: [], sales: 4, buyers: 3 });
    expect(a.file).toMatchObject({ size: (await livePdf(A)).length, sha256: sha(await livePdf(A)) });
    expect(a.file!.pages).toBeGreaterThan(4);
    expect(a.previews).toHaveLength(4);
    expect(a.previews[0]).toMatch(/^\/previews\/101-page-1-300\.webp\?v=[0-9a-f]{12}$/);
    // No PDF at all for a guide never generated here.
    expect(guideIn(lib, 'fabric-201-cotton')).toMatchObject({ source: 'missing', file: null, previews: [] });
  });

  describe('refuses what is not a guide PDF, leaving nothing behind', () => {
    let before: Buffer;
    beforeAll(async () => {
      before = await livePdf(A);
    });
    afterEach(async () => {
      // Pipe-rejected uploads are removed once the answer is sent.
      await until(async () => (await editionFiles()).length === 0, 3000);
      expect(await editionRows()).toBe(0);
      expect((await livePdf(A)).equals(before)).toBe(true);
    });

    it('a PNG (415 not_a_pdf)', async () => {
      const res = await upload(A, { bytes: pngFile(), name: 'guide.png', type: 'image/png' }, { note: 'New photos' }).expect(415);
      expect(res.body).toEqual({ code: 'not_a_pdf', message: 'The file is not a PDF. Please choose the guide as a .pdf file.' });
    });

    it('an HTML page renamed to .pdf and sent as application/pdf (415)', async () => {
      const html = Buffer.from('<!doctype html><html><body><h1>Fabric 101</h1></body></html>'.repeat(50));
      const res = await upload(A, { bytes: html, name: 'fabric-101.pdf', type: 'application/pdf' }, { note: 'Fixed typos' }).expect(415);
      expect(res.body.code).toBe('not_a_pdf');
    });

    it(`a file over the cap (${MAX_MB} MB), stopped while streaming (413)`, async () => {
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_MB * 1024 * 1024 + 10, 0x20)]);
      const res = await upload(A, { bytes: big, name: 'big.pdf', type: 'application/pdf' }, { note: 'Everything' }).expect(413);
      expect(res.body).toEqual({ code: 'pdf_too_large', message: `The PDF is larger than ${MAX_MB} MB, the most the shop takes.` });
    });

    it('a corrupt PDF: right magic, no document (422)', async () => {
      const good = await editionPdf('Corrupt');
      const corrupt = Buffer.concat([good.subarray(0, 16), Buffer.alloc(4000, 0x41)]);
      const res = await upload(A, { bytes: corrupt, name: 'broken.pdf', type: 'application/pdf' }, { note: 'Broken' }).expect(422);
      expect(res.body.code).toBe('unreadable_pdf');
      expect(res.body.message).toMatch(/^The PDF (could not be read|has no pages|cannot be stamped)/);
    });

    it('a missing or too long note, a bad notify value (400), the file removed', async () => {
      const pdf = { bytes: await editionPdf('No note'), name: 'g.pdf', type: 'application/pdf' };
      const res = await upload(A, pdf, {}).expect(400);
      expect(res.body).toMatchObject({ code: 'validation_failed' });
      expect(res.body.message).toContain('Please say what changed in this edition.');
      await upload(A, pdf, { note: '   ' }).expect(400);
      await upload(A, pdf, { note: 'x'.repeat(501) }).expect(400);
      await upload(A, pdf, { note: 'Fine', notify: 'maybe' }).expect(400);
      await upload(A, pdf, { note: 'Fine', extra: '1' }).expect(400);
    });

    it('no file (400 pdf_required), an unknown guide (404), another field name (400)', async () => {
      expect((await upload(A, null, { note: 'Only words' }).expect(400)).body.code).toBe('pdf_required');
      const pdf = { bytes: await editionPdf('Nowhere'), name: 'g.pdf', type: 'application/pdf' };
      await upload('fabric-999', pdf, { note: 'Who?' }).expect(404);
      await admin
        .post(`/api/admin/guides/${A}/editions`)
        .field('note', 'Wrong field')
        .attach('document', pdf.bytes, { filename: 'g.pdf', contentType: 'application/pdf' })
        .expect(400);
    });

    it('a cross-site upload (403 cross_origin)', async () => {
      const pdf = await editionPdf('Cross');
      await admin
        .post(`/api/admin/guides/${A}/editions`)
        .set('Origin', 'https://evil.example')
        .field('note', 'Sneaky')
        .attach('file', pdf, { filename: 'g.pdf', contentType: 'application/pdf' })
        .expect(403);
    });
  });

  describe('a new edition', () => {
    let edition1: Buffer;
    let firstDownload: Buffer;
    let firstPreview: Buffer;
    let mailsBefore: string[];

    beforeAll(async () => {
      edition1 = await editionPdf('Edition one marker');
      firstDownload = await download(buyers[0].agent);
      firstPreview = await preview(1);
      mailsBefore = outboxFiles(t.storageDir);
    });

    it('is stored, published and announced once per past buyer (201)', async () => {
      const res = await upload(
        A,
        { bytes: edition1, name: 'Fabric 101 (final).pdf', type: 'application/pdf' },
        { note: 'New chapter on knit structures', notify: 'true' },
      ).expect(201);
      expect(res.body.announced).toBe(3);
      const a = res.body.guide as GuideLibraryItem;
      expect(a).toMatchObject({ source: 'upload', file: { size: edition1.length, pages: 5, sha256: sha(edition1) } });
      expect(a.current).toMatchObject({
        edition: 1,
        note: 'New chapter on knit structures',
        size: edition1.length,
        pages: 5,
        sha256: sha(edition1),
        uploadedBy: ADMIN.email,
        announced: 3,
      });
      expect(a.previews).toHaveLength(4);
      expect(a.previews[0]).toContain(`?v=${sha(edition1).slice(0, 12)}`);
      // The edition's file, and no temporary file, in the storage volume.
      expect(await editionFiles()).toEqual([join(A, `1-${sha(edition1).slice(0, 12)}.pdf`)]);
      expect((await livePdf(A)).equals(edition1)).toBe(true);
      const [row] = await ds.query('SELECT slug, edition, filePath, sha256, size, pages FROM guide_editions');
      expect(row).toEqual({
        slug: A,
        edition: 1,
        filePath: join('guides', 'editions', A, `1-${sha(edition1).slice(0, 12)}.pdf`),
        sha256: sha(edition1),
        size: edition1.length,
        pages: 5,
      });
    });

    it("re-renders the previews from the edition's pages", async () => {
      const next = await preview(1);
      expect(next.equals(firstPreview)).toBe(false);
      expect(sha(next)).not.toBe(sha(firstPreview));
    });

    it("gives the buyer's next download the new edition, stamped for them", async () => {
      const pdf = await download(buyers[0].agent);
      expect(pdf.equals(firstDownload)).toBe(false);
      const text = await pdfText(pdf);
      expect(text).toContain('Edition one marker page 1');
      expect(text).toContain(`Licensed to ${buyers[0].email}`);
      expect(await pdfText(firstDownload)).not.toContain('Edition one marker');
      // The stamped copy of the old file is gone from the cache folder.
      const stamped = await storedNames(t.files, `stamped/${buyers[0].orderId}/`);
      expect(stamped).toEqual([`${A}-${sha(edition1).slice(0, 12)}.pdf`]);
    });

    it('e-mails each past buyer once, with a signed link that downloads their stamped copy', async () => {
      const mails = await eventually(() => {
        const m = newMail(t.storageDir, mailsBefore);
        return m.length >= 3 ? m : undefined;
      }, 10_000);
      const to = (m: ParsedMail) => m.headers.to;
      expect(mails.map(to).sort()).toEqual(['ana@example.com', 'ben@example.com', 'cy@example.com']);
      for (const mail of mails) {
        expect(mail.headers.subject).toBe('A new edition of Fabric 101 is ready for you');
        expect(mail.text).toContain('New chapter on knit structures');
        const link = /http:\/\/shop\.test(\/api\/download\/fabric-101\?\S+)/.exec(mail.text)?.[1];
        expect(link).toBeDefined();
        const pdf = await download(request(server()), link);
        const text = await pdfText(pdf);
        expect(text).toContain('Edition one marker page 1');
        expect(text).toContain(`Licensed to ${to(mail)}`);
      }
      // Ana bought twice: her link is for her latest order.
      const ana = mails.find((m) => to(m) === 'ana@example.com')!;
      const anaOrders = buyers.filter((b) => b.email === 'ana@example.com').map((b) => b.orderId);
      expect(ana.text).toContain(`order=${Math.max(...anaOrders)}`);
      expect(mails.some((m) => m.text.includes('refunded@example.com'))).toBe(false);
    });

    it('announces nobody twice: a repeated announcement queues nothing', async () => {
      const before = outboxFiles(t.storageDir);
      const res = await admin.post(`/api/admin/guides/${A}/editions/1/announce`).send({}).expect(200);
      expect(res.body.announced).toBe(0);
      expect(res.body.guide.current.announced).toBe(3);
      const rows = await ds.query(`SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'edition-announcement'`);
      expect(Number(rows[0].n)).toBe(3);
      await new Promise((r) => setTimeout(r, 200));
      expect(newMail(t.storageDir, before)).toEqual([]);
      await admin.post(`/api/admin/guides/${A}/editions/9/announce`).send({}).expect(404);
      await admin.post(`/api/admin/guides/${A}/editions/zero/announce`).send({}).expect(400);
      await admin.post(`/api/admin/guides/${A}/editions/1/announce`).set('Content-Type', 'text/plain').send('{}').expect(415);
    });

    it('refuses the same PDF again (409), leaving nothing behind', async () => {
      const res = await upload(A, { bytes: edition1, name: 'again.pdf', type: 'application/pdf' }, { note: 'Again' }).expect(409);
      expect(res.body).toEqual({ code: 'edition_unchanged', message: 'This PDF is already edition 1 of the guide.' });
      expect(await editionFiles()).toHaveLength(1);
      expect(await editionRows()).toBe(1);
    });

    it('numbers the next edition 2 and, unticked, e-mails nobody; counts sales and downloads', async () => {
      const before = outboxFiles(t.storageDir);
      const edition2 = await editionPdf('Edition two marker', 6);
      const res = await upload(A, { bytes: edition2, name: 'v2.pdf', type: 'application/pdf' }, { note: 'Corrected the GSM table' }).expect(
        201,
      );
      expect(res.body.announced).toBe(0);
      expect(res.body.guide.current).toMatchObject({ edition: 2, pages: 6, announced: null, note: 'Corrected the GSM table' });
      expect(res.body.guide.editions.map((e: { edition: number }) => e.edition)).toEqual([2, 1]);
      expect(await editionFiles()).toHaveLength(2);
      expect(await pdfText(await download(buyers[1].agent))).toContain('Edition two marker page 6');
      await new Promise((r) => setTimeout(r, 200));
      expect(newMail(t.storageDir, before)).toEqual([]);

      await t.app.get(DownloadsService).flushLog();
      const logged = Number((await ds.query('SELECT COUNT(*) AS n FROM download_log WHERE guideSlug = ?', [A]))[0].n);
      const a = guideIn(await library(), A);
      expect(a).toMatchObject({ source: 'upload', sales: 4, buyers: 3, downloads: logged });
      expect(logged).toBeGreaterThanOrEqual(6);
      // The other guides are untouched.
      expect(guideIn(await library(), B)).toMatchObject({ source: 'sample', current: null, sales: 0, downloads: 0 });
    });

    it('numbers concurrent uploads one after the other', async () => {
      const [x, y] = await Promise.all([editionPdf('Concurrent X'), editionPdf('Concurrent Y')]);
      const answers = await Promise.all([
        upload(A, { bytes: x, name: 'x.pdf', type: 'application/pdf' }, { note: 'X' }),
        upload(A, { bytes: y, name: 'y.pdf', type: 'application/pdf' }, { note: 'Y' }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([201, 201]);
      expect(answers.map((r) => (r.body as EditionResult).guide.current!.edition).sort()).toEqual([3, 4]);
      const rows: { edition: number; sha256: string }[] = await ds.query('SELECT edition, sha256 FROM guide_editions ORDER BY edition');
      expect(rows.map((r) => r.edition)).toEqual([1, 2, 3, 4]);
      // The published file is the last edition's.
      expect(sha(await livePdf(A))).toBe(rows[3].sha256);
      expect(await editionFiles()).toHaveLength(4);
    });

    it('an upload cut off mid-stream leaves nothing behind', async () => {
      const login = await request(server()).post('/api/admin/login').send(ADMIN).expect(200);
      const cookie = cookieOf(login)!;
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;
      const b = 'cutoff';
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/admin/guides/${A}/editions`,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${b}`, 'content-length': String(5_000_000) },
      });
      req.on('error', () => undefined);
      req.write(
        `--${b}\r\nContent-Disposition: form-data; name="note"\r\n\r\nCut off\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="g.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n${' '.repeat(300_000)}`,
      );
      // Streamed to a temporary file in the storage volume while it arrives (on S3 an
      // unfinished upload is no object yet) ...
      if (t.files.backend === 'local') await until(async () => (await editionFiles()).length === 5, 5000);
      else await new Promise((r) => setTimeout(r, 500));
      req.destroy();
      // ... and removed when the connection drops.
      await until(async () => (await editionFiles()).length === 4, 5000);
      expect(await editionRows()).toBe(4);
    });

    it('a guide whose published file is lost gets its latest edition back at start-up, not a sample', async () => {
      await t.files.delete(`guides/${A}.pdf`);
      const { GuideLibraryService } = await import('../../api/guide-library/guide-library.service.js');
      await t.app.get(GuideLibraryService).onModuleInit();
      const [latest] = await ds.query('SELECT sha256 FROM guide_editions ORDER BY edition DESC LIMIT 1');
      expect(sha(await livePdf(A))).toBe(latest.sha256);
    });
  });
});
