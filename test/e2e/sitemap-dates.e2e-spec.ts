/**
 * The sitemap's dates (issues 15 and 17): a guide page's lastmod is its current edition's
 * date, so a new edition uploaded in the guide library moves it (and the guide list's);
 * the legal pages are listed with the date of their text's version, which follows the
 * owner's edit of the file.
 */
import { utimesSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { GUIDES } from '../../shared/catalogue.js';
import { LEGAL_DOC_INFO, LEGAL_DOCS } from '../../shared/legal.js';
import { editionPdf } from '../fixtures/pdf.mjs';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };

describe('sitemap dates', () => {
  let t: TestApp;
  let ds: DataSource;
  const http = () => request(t.app.getHttpServer());

  async function lastmods(): Promise<Map<string, string | undefined>> {
    const res = await http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return new Map(
      [...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [
        m[1].slice(PUBLIC_URL.length) || '/',
        m[2],
      ]),
    );
  }

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  it('lists the Terms, Privacy, Refund policy and Imprint pages dated by their text version', async () => {
    const dates = await lastmods();
    for (const doc of LEGAL_DOCS) {
      const { updatedAt } = (await http().get(`/api/legal/${doc}`).expect(200)).body as { updatedAt: string };
      expect(dates.has(LEGAL_DOC_INFO[doc].path)).toBe(true);
      expect(dates.get(LEGAL_DOC_INFO[doc].path)).toBe(updatedAt.slice(0, 10));
    }
    expect(['/terms', '/privacy', '/refund-policy'].every((p) => dates.has(p))).toBe(true);
  });

  it("an owner's edit of a legal text moves its page's date", async () => {
    const file = join(t.storageDir, 'legal', 'privacy.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n## Changes\n\nWe now keep server logs for 14 days.\n`);
    const edited = new Date('2027-03-04T10:00:00Z');
    utimesSync(file, edited, edited);
    const dates = await lastmods();
    expect(dates.get('/privacy')).toBe('2027-03-04');
    const { updatedAt } = (await http().get('/api/legal/privacy').expect(200)).body as { updatedAt: string };
    expect(updatedAt.slice(0, 10)).toBe('2027-03-04');
    expect(dates.get('/terms')).not.toBe('2027-03-04');
  });

  it('a guide without an upload keeps the catalogue edition date', async () => {
    const dates = await lastmods();
    for (const g of GUIDES) expect(dates.get(`/guides/${g.slug}`)).toBe(g.editionDate);
    expect(dates.get('/guides')).toBe(
      GUIDES.map((g) => g.editionDate)
        .sort()
        .at(-1),
    );
  });

  it("a new edition uploaded in the guide library moves the guide's date and the guide list's", async () => {
    const admin = request.agent(t.app.getHttpServer());
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
    const slug = 'fabric-202-plant-based';
    await admin
      .post(`/api/admin/guides/${slug}/editions`)
      .field('note', 'New chapter on hemp blends.')
      .attach('file', await editionPdf('Second edition', 3), { filename: 'fabric-202.pdf', contentType: 'application/pdf' })
      .expect(201);
    const today = new Date().toISOString().slice(0, 10);
    let dates = await lastmods();
    expect(dates.get(`/guides/${slug}`)).toBe(today);
    expect(dates.get('/guides')).toBe(today);
    for (const g of GUIDES.filter((x) => x.slug !== slug)) expect(dates.get(`/guides/${g.slug}`)).toBe(g.editionDate);

    // The newest edition counts: a later one (dated here in the database) moves the date again.
    await ds.query(`UPDATE guide_editions SET createdAt = ? WHERE slug = ?`, ['2027-05-06 08:30:00.000', slug]);
    dates = await lastmods();
    expect(dates.get(`/guides/${slug}`)).toBe('2027-05-06');
    expect(dates.get('/guides')).toBe('2027-05-06');
  });
});
