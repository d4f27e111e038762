import { mkdtemp, readFile, rm, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GUIDES } from '../../shared/catalogue.js';
import type { GuideContent } from './content/types.js';
import { loadGuideContent } from './guide-content.js';
import { STAMP_STRIP } from './pdf-layout.js';
import { clean, generateSamplePdf, MIN_SAMPLE_PAGES, SAMPLE_TAGLINE } from './sample-pdf.js';
import { pageText as linesText, readPdf, type PdfTextPage } from '../../test/helpers/pdf-text.js';

/** Whitespace runs folded to one space; words split at a hyphen over a line end rejoined. */
function norm(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/(\w)- (\w)/g, '$1-$2')
    .trim();
}

/** Page text, normalised with norm(). */
const pageText = (page: PdfTextPage): string => norm(linesText(page));

/** The lowest point of any text on a page (the bottom of its lowest line, descenders included), in points. */
const lowestTextY = (page: PdfTextPage): number => Math.max(0, ...page.lines.map((l) => l.y1));

describe('generateSamplePdf', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sample-pdf-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each(GUIDES.map((g) => [g.slug, g] as const))('builds a complete guide for %s', async (_slug, guide) => {
    const content = await loadGuideContent(guide.slug);
    const out = join(dir, `${guide.slug}.pdf`);
    const { pages } = await generateSamplePdf(guide, content, out);
    expect(pages).toBeGreaterThanOrEqual(MIN_SAMPLE_PAGES);

    const bytes = await readFile(out);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await readPdf(bytes);
    expect(doc).toHaveLength(pages);

    // Title page: number, title, tagline, copyright.
    const title = pageText(doc[0]);
    expect(title).toContain(clean(guide.title));
    expect(title).toContain(guide.number);
    expect(title).toContain(SAMPLE_TAGLINE);
    expect(title).toContain('© 2025');

    // Table of contents: all eight chapters, each with the page its opener is on.
    const toc = pageText(doc[1]);
    expect(toc).toContain('Contents');
    expect(guide.chapters).toHaveLength(8);
    for (const ch of guide.chapters) {
      const t = norm(clean(ch.title));
      const m = new RegExp(`${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)`).exec(toc);
      expect(m).not.toBeNull();
      const target = Number(m![1]);
      expect(target).toBeGreaterThan(2);
      const opener = pageText(doc[target - 1]);
      expect(opener).toContain(`CHAPTER ${ch.number} OF 8`);
      expect(opener).toContain(t);
    }

    // Chapter pages carry readable body text from the content.
    const all = doc.map(pageText);
    const first = content.chapters[0].sections[0].paragraphs[0];
    const snippet = norm(clean(first).split(/\s+/).slice(0, 10).join(' '));
    expect(all.some((t) => t.includes(snippet))).toBe(true);
    for (const ch of content.chapters) {
      expect(
        all.some((t) => t.includes('Supplier checklist') && t.includes(norm(clean(ch.checklist[0]).split(/\s+/).slice(0, 6).join(' ')))),
      ).toBe(true);
    }
    expect(all.filter((t) => t.startsWith('NOTES') || / Notes /.test(` ${t} `)).length).toBeGreaterThanOrEqual(8);

    // Running footer on every page but the title page; the stamp strip stays empty.
    expect(all[0]).not.toMatch(/Page 1 of/);
    for (let i = 1; i < pages; i++) expect(all[i]).toContain(`Page ${i + 1} of ${pages}`);
    for (const page of doc) expect(lowestTextY(page)).toBeLessThan(page.height - STAMP_STRIP);
  });

  it('adds a spec sheet worksheet to every chapter when a guide would stay under 40 pages', async () => {
    const guide = GUIDES[0];
    const full = await loadGuideContent(guide.slug);
    const short: GuideContent = {
      ...full,
      chapters: full.chapters.map((ch) => ({
        ...ch,
        sections: ch.sections.slice(0, 1).map((s) => ({ ...s, paragraphs: s.paragraphs.slice(0, 1), bullets: undefined })),
      })),
    };
    const out = join(dir, 'short.pdf');
    const { pages } = await generateSamplePdf(guide, short, out);
    expect(pages).toBeGreaterThanOrEqual(MIN_SAMPLE_PAGES);
    const all = (await readPdf(await readFile(out))).map(pageText);
    expect(all).toHaveLength(pages);
    const sheets = all.filter((t) => t.includes('Spec sheet') && t.includes('Weight (GSM)') && t.includes('Option C'));
    expect(sheets).toHaveLength(8);
  });

  it('is deterministic and writes atomically', async () => {
    const guide = GUIDES[0];
    const content = await loadGuideContent(guide.slug);
    const a = join(dir, 'a.pdf');
    const b = join(dir, 'b.pdf');
    await generateSamplePdf(guide, content, a);
    await generateSamplePdf(guide, content, b);
    expect((await readFile(a)).equals(await readFile(b))).toBe(true);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps text the standard PDF fonts can show and replaces the rest', () => {
    expect(clean('Pima – ‘extra-long’ staple, 20 °C, café, Ü, §3, 2²')).toBe('Pima – ‘extra-long’ staple, 20 °C, café, Ü, §3, 2²');
    expect(clean('−5 % ≈ 3 mm → ≥ 40 ≤ 60')).toBe('-5 % ~ 3 mm -> >= 40 <= 60');
    expect(clean('Łódź CO₂ 漢')).toBe('Lódz CO2 ?');
  });

  it('refuses content that belongs to another guide', async () => {
    const content = await loadGuideContent(GUIDES[0].slug);
    await expect(generateSamplePdf(GUIDES[1], content, join(dir, 'x.pdf'))).rejects.toThrow(/does not belong/);
  });
});
