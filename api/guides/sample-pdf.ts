/**
 * Sample guide PDFs (the embedded default): a designed, printable A4 document built from
 * the guide's catalogue entry and its chapter content.
 *
 * Layout: title page, table of contents, introduction, then per chapter an opener page,
 * the sections flowing across pages, a supplier checklist and a notes page (plus a spec
 * sheet worksheet per chapter when the guide would otherwise stay under 40 pages), and a
 * closing page. Every page but the title page has a running footer. The bottom
 * STAMP_STRIP points of every page stay empty: the download stamps the buyer's e-mail
 * and order number there.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { ACCENTS, GUIDES } from '../../shared/catalogue.js';
import type { ChapterContent, GuideContent } from './content/types.js';
import type { Guide } from '../../shared/guide.types.js';
import { STAMP_STRIP } from './pdf-layout.js';

type Doc = PDFKit.PDFDocument;

export const SAMPLE_TAGLINE = 'Master textiles, one thread at a time.';
export const SAMPLE_COPYRIGHT = '© 2025';
/** Spec §1: every guide has 40+ pages. */
export const MIN_SAMPLE_PAGES = 40;
/** Fixed dates keep the output byte-for-byte reproducible. */
const FIXED_DATE = new Date('2025-01-01T00:00:00.000Z');

/** A4 in points. */
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = { top: 72, bottom: 86, left: 64, right: 64 };
const CONTENT_W = PAGE_W - MARGIN.left - MARGIN.right;
/** The footer sits just above the stamp strip. */
const FOOTER_RULE_Y = PAGE_H - STAMP_STRIP - 32;
const FOOTER_TEXT_Y = FOOTER_RULE_Y + 9;

const INK = '#1E2229';
const MUTED = '#5E6672';
const RULE = '#D3D8DE';
const FAINT = '#E8EBEF';

const BODY = { font: 'Helvetica', size: 10.5, lineGap: 3.6 };
const LINE_H = BODY.size * 1.16 + BODY.lineGap;

const SPEC_ROWS = [
  'Fabric / quality name',
  'Supplier & article no.',
  'Composition (%)',
  'Construction (weave / knit)',
  'Weight (GSM)',
  'Usable width (cm)',
  'Shrinkage (length x width, %)',
  'Colourfastness (wash / rub / light)',
  'Pilling (Martindale / ICI)',
  'Price per metre',
  'MOQ and lead time',
  'Test report reference',
];

export interface SamplePdfResult {
  pages: number;
}

/**
 * Writes the sample PDF of `guide` to `outPath` (through a temporary file and a rename,
 * so readers never see a half-written PDF).
 */
export async function generateSamplePdf(guide: Guide, content: GuideContent, outPath: string): Promise<SamplePdfResult> {
  if (content.slug !== guide.slug) {
    throw new Error(`Content for ${content.slug} does not belong to ${guide.slug}`);
  }
  // Does the guide reach 40 pages on its own? If not, lay it out again with a spec sheet
  // worksheet in every chapter (never filler text). Layout is cheap; the first try is
  // discarded only in that case.
  let { doc, pages } = layoutGuide(guide, content, { specSheets: false });
  if (pages < MIN_SAMPLE_PAGES) {
    discard(doc);
    ({ doc, pages } = layoutGuide(guide, content, { specSheets: true }));
  }
  if (pages < MIN_SAMPLE_PAGES) {
    discard(doc);
    throw new Error(`Sample guide ${guide.slug} has only ${pages} pages (minimum ${MIN_SAMPLE_PAGES})`);
  }
  await writeAtomically(doc, outPath);
  return { pages };
}

function discard(doc: Doc): void {
  doc.resume();
  doc.end();
}

async function writeAtomically(doc: Doc, outPath: string): Promise<void> {
  await mkdir(dirname(outPath), { recursive: true });
  const tmp = join(dirname(outPath), `.${basename(outPath)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(tmp);
      out.on('finish', resolve);
      out.on('error', reject);
      doc.on('error', reject);
      doc.pipe(out);
      doc.end();
    });
    await rename(tmp, outPath);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------
// Layout

interface PageMeta {
  kind: 'title' | 'toc' | 'body';
  /** Running header (chapter pages only). */
  header?: string;
}

interface TocEntry {
  label: string;
  title: string;
  page: number;
  dest: string;
}

interface Palette {
  main: string;
  soft: string;
  onMain: string;
  /** The accent darkened enough to be read as text on white. */
  ink: string;
  /** The accent, darkened just enough to be seen as a small mark (bar, bullet) on white. */
  mark: string;
}

function layoutGuide(guide: Guide, content: GuideContent, opts: { specSheets: boolean }): { doc: Doc; pages: number } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    compress: true,
    displayTitle: true,
    lang: 'en-GB',
    info: {
      Title: clean(`${guide.title}: ${guide.subtitle}`),
      Subject: clean(guide.blurb),
      Keywords: clean(guide.topics.join(', ')),
      Creator: 'Fabric guides',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const layout = new GuideLayout(doc, guide, content, opts.specSheets);
  layout.run();
  return { doc, pages: doc.bufferedPageRange().count };
}

class GuideLayout {
  private readonly meta: PageMeta[] = [];
  private readonly toc: TocEntry[] = [];
  private readonly palette: Palette;
  /** What the next added page is (set before addPage or before text flows over a page). */
  private nextMeta: PageMeta = { kind: 'body' };

  constructor(
    private readonly doc: Doc,
    private readonly guide: Guide,
    private readonly content: GuideContent,
    private readonly specSheets: boolean,
  ) {
    const accent = ACCENTS[guide.slug];
    this.palette = {
      main: accent.main,
      soft: accent.soft,
      onMain: accent.contrastText,
      ink: darkenTo(accent.main, 4.5),
      mark: darkenTo(accent.main, 1.5),
    };
    // Pages added automatically when text flows over the bottom margin inherit the
    // current running header.
    doc.on('pageAdded', () => {
      this.meta.push({ ...this.nextMeta });
    });
  }

  run(): void {
    this.newPage({ kind: 'title' }); // drawn last: it shows the final page count
    this.newPage({ kind: 'toc' }); // drawn last: it needs every page number
    this.introduction();
    for (const chapter of this.content.chapters) this.chapter(chapter);
    this.closing();
    this.titlePage();
    this.tocPage();
    this.decorate();
  }

  // --- pages -------------------------------------------------------------------------

  private newPage(meta: PageMeta): void {
    this.nextMeta = meta;
    this.doc.addPage();
    this.doc.x = MARGIN.left;
    this.doc.y = MARGIN.top;
  }

  private get pageIndex(): number {
    return this.doc.bufferedPageRange().count - 1;
  }

  private bookmark(label: string, title: string, dest: string): void {
    this.doc.addNamedDestination(dest, 'XYZ', 0, PAGE_H, null);
    this.doc.outline.addItem(clean(label === title ? title : `${label}: ${title}`));
    this.toc.push({ label, title, page: this.pageIndex + 1, dest });
  }

  private introduction(): void {
    this.newPage({ kind: 'body' });
    this.bookmark('Introduction', 'Introduction', 'introduction');
    this.pageTitle('Introduction', `${this.guide.title}: how to use this guide`);
    for (const p of this.content.introduction) this.paragraph(p);
    const points = this.guide.learningPoints;
    if (points.length > 0) {
      this.doc.y += 10;
      this.subheading("What you'll learn");
      for (const p of points) this.bullet(p);
    }
  }

  private chapter(ch: ChapterContent): void {
    const header = `Chapter ${ch.number}  ·  ${ch.title}`;
    this.chapterOpener(ch);
    // The sections flow over as many pages as they need.
    this.newPage({ kind: 'body', header });
    ch.sections.forEach((section, i) => {
      this.sectionHeading(`${ch.number}.${i + 1}`, section.heading, i === 0);
      for (const p of section.paragraphs) this.paragraph(p);
      if (section.bullets?.length) {
        this.doc.y += 2;
        for (const b of section.bullets) this.bullet(b);
        this.doc.y += 6;
      }
    });
    if (this.specSheets) this.specSheet(ch, header);
    this.checklistPage(ch, header);
    this.notesPage(ch, header);
  }

  private chapterOpener(ch: ChapterContent): void {
    const { doc, palette } = this;
    // The opener has no running header (the band fills the top of the page).
    this.newPage({ kind: 'body' });
    this.bookmark(`Chapter ${ch.number}`, ch.title, `chapter-${ch.number}`);

    // The accent band holds the label, the big number and the title.
    doc.font('Helvetica-Bold').fontSize(30);
    const titleH = doc.heightOfString(clean(ch.title), { width: CONTENT_W, lineGap: 2 });
    const titleY = 184;
    const bandH = Math.max(276, titleY + titleH + 40);
    doc.rect(0, 0, PAGE_W, bandH).fill(palette.main);
    this.label(`Chapter ${ch.number} of ${this.content.chapters.length}`, MARGIN.left, 60, palette.onMain);
    doc.font('Helvetica-Bold').fontSize(92).fillColor(palette.onMain);
    doc.text(String(ch.number).padStart(2, '0'), MARGIN.left, 78, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(30).fillColor(palette.onMain);
    doc.text(clean(ch.title), MARGIN.left, titleY, { width: CONTENT_W, lineGap: 2 });

    doc.y = bandH + 28;
    doc.font('Helvetica').fontSize(13).fillColor(INK);
    doc.text(clean(ch.summary), MARGIN.left, doc.y, { width: CONTENT_W, lineGap: 4 });

    // In this chapter: the section headings.
    doc.y += 18;
    this.label('In this chapter', MARGIN.left, doc.y, palette.ink);
    doc.y += 16;
    ch.sections.forEach((s, i) => {
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor(palette.ink);
      doc.text(`${ch.number}.${i + 1}`, MARGIN.left, y, { width: 34, lineBreak: false });
      doc.font('Helvetica').fontSize(10.5).fillColor(INK);
      doc.text(clean(s.heading), MARGIN.left + 36, y, { width: CONTENT_W - 36 });
      doc.y += 4;
    });

    if (ch.keyTerms.length > 0) this.keyTerms(ch);
  }

  /** Key terms in a tinted box; falls back to plain flowing text if the box cannot fit. */
  private keyTerms(ch: ChapterContent): void {
    const { doc, palette } = this;
    const pad = 16;
    const innerW = CONTENT_W - 2 * pad;
    const entryH = (t: { term: string; definition: string }): number => {
      doc.font('Helvetica-Bold').fontSize(10);
      const h1 = doc.heightOfString(clean(t.term), { width: innerW });
      doc.font('Helvetica').fontSize(9.5);
      return h1 + 2 + doc.heightOfString(clean(t.definition), { width: innerW, lineGap: 2 }) + 7;
    };
    const boxH = pad + 18 + ch.keyTerms.reduce((sum, t) => sum + entryH(t), 0) + pad - 7;
    const top = doc.y + 18;
    if (top + boxH <= this.maxY()) {
      doc.roundedRect(MARGIN.left, top, CONTENT_W, boxH, 6).fill(palette.soft);
      doc.rect(MARGIN.left, top + 10, 3, boxH - 20).fill(palette.mark);
      this.label('Key terms', MARGIN.left + pad, top + pad, palette.ink);
      doc.y = top + pad + 18;
      for (const t of ch.keyTerms) {
        doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
        doc.text(clean(t.term), MARGIN.left + pad, doc.y, { width: innerW });
        doc.y += 2;
        doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
        doc.text(clean(t.definition), MARGIN.left + pad, doc.y, { width: innerW, lineGap: 2 });
        doc.y += 7;
      }
      doc.y = top + boxH;
      return;
    }
    doc.y += 18;
    this.subheading('Key terms');
    for (const t of ch.keyTerms) {
      this.ensureSpace(LINE_H * 2);
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
      doc.text(clean(t.term), MARGIN.left, doc.y, { width: CONTENT_W });
      doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
      doc.text(clean(t.definition), MARGIN.left, doc.y + 1, { width: CONTENT_W, lineGap: 2 });
      doc.y += 8;
    }
  }

  private specSheet(ch: ChapterContent, header: string): void {
    const { doc, palette } = this;
    this.newPage({ kind: 'body', header });
    this.pageTitle('Spec sheet', `Chapter ${ch.number}: ${ch.title}`);
    this.paragraph(
      'Compare up to three fabric options side by side. Record what the mill confirms in writing or in a test report, not what the swatch card promises.',
    );
    const top = doc.y + 10;
    const labelW = 168;
    const colW = (CONTENT_W - labelW) / 3;
    const headH = 26;
    const rowH = Math.min(40, Math.floor((this.maxY() - top - headH - 8) / SPEC_ROWS.length));
    doc.rect(MARGIN.left, top, CONTENT_W, headH).fill(palette.main);
    ['Option A', 'Option B', 'Option C'].forEach((h, i) => {
      doc.font('Helvetica-Bold').fontSize(9.5).fillColor(palette.onMain);
      doc.text(h, MARGIN.left + labelW + i * colW + 10, top + 9, { width: colW - 20, lineBreak: false });
    });
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(palette.onMain);
    doc.text('Specification', MARGIN.left + 10, top + 9, { width: labelW - 20, lineBreak: false });
    SPEC_ROWS.forEach((row, i) => {
      const y = top + headH + i * rowH;
      if (i % 2 === 1) doc.rect(MARGIN.left, y, CONTENT_W, rowH).fill('#F6F7F9');
      doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
      doc.text(row, MARGIN.left + 10, y + rowH / 2 - 5, { width: labelW - 16, lineBreak: false });
    });
    const bottom = top + headH + SPEC_ROWS.length * rowH;
    doc.lineWidth(0.6).strokeColor(RULE);
    for (let i = 0; i <= SPEC_ROWS.length; i++) {
      const y = top + headH + i * rowH;
      doc
        .moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + CONTENT_W, y)
        .stroke();
    }
    for (let i = 0; i <= 3; i++) {
      const x = MARGIN.left + labelW + i * colW;
      doc.moveTo(x, top).lineTo(x, bottom).stroke();
    }
    doc.rect(MARGIN.left, top, CONTENT_W, bottom - top).stroke();
    doc.y = bottom + 10;
  }

  private checklistPage(ch: ChapterContent, header: string): void {
    const { doc, palette } = this;
    this.newPage({ kind: 'body', header });
    this.pageTitle('Supplier checklist', `Chapter ${ch.number}: ${ch.title}`);
    this.paragraph('Take this page to your next supplier meeting. Tick each point once the supplier has confirmed it in writing.');
    doc.y += 8;
    for (const item of ch.checklist) {
      doc.font(BODY.font).fontSize(BODY.size);
      const h = doc.heightOfString(clean(item), { width: CONTENT_W - 30, lineGap: BODY.lineGap });
      this.ensureSpace(h + 12);
      const y = doc.y;
      doc.lineWidth(1.2).strokeColor(palette.ink).roundedRect(MARGIN.left, y, 13, 13, 2).stroke();
      doc.font(BODY.font).fontSize(BODY.size).fillColor(INK);
      doc.text(clean(item), MARGIN.left + 26, y + 1, { width: CONTENT_W - 26, lineGap: BODY.lineGap });
      doc.y = Math.max(doc.y, y + 13) + 12;
      doc
        .lineWidth(0.5)
        .strokeColor(FAINT)
        .moveTo(MARGIN.left + 26, doc.y - 6)
        .lineTo(MARGIN.left + CONTENT_W, doc.y - 6)
        .stroke();
    }
    // Sign-off fields, then ruled lines for follow-up actions.
    const fields = ['Supplier', 'Contact', 'Date', 'Confirmed by'];
    if (doc.y + 2 * 34 + 30 > this.maxY()) return;
    doc.y += 14;
    const fieldsTop = doc.y;
    const colW = (CONTENT_W - 24) / 2;
    fields.forEach((f, i) => {
      const x = MARGIN.left + (i % 2) * (colW + 24);
      const y = fieldsTop + Math.floor(i / 2) * 34;
      doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
      doc.text(f.toUpperCase(), x, y, { width: colW, lineBreak: false });
      doc
        .lineWidth(0.6)
        .strokeColor(RULE)
        .moveTo(x, y + 26)
        .lineTo(x + colW, y + 26)
        .stroke();
    });
    doc.y = fieldsTop + 2 * 34 + 22;
    if (doc.y + 60 > this.maxY()) return;
    this.label('Follow-up actions', MARGIN.left, doc.y, palette.ink);
    this.ruledLines(doc.y + 22, 24);
  }

  private notesPage(ch: ChapterContent, header: string): void {
    this.newPage({ kind: 'body', header });
    this.pageTitle('Notes', `Chapter ${ch.number}: ${ch.title}`);
    this.ruledLines(this.doc.y + 12, 26);
  }

  private closing(): void {
    const { doc, palette } = this;
    this.newPage({ kind: 'body' });
    this.bookmark('Closing', 'Where to go from here', 'closing');
    this.pageTitle('Where to go from here', `${this.guide.title}: closing notes`);
    for (const p of this.content.closing) this.paragraph(p);

    const others = GUIDES.filter((g) => g.slug !== this.guide.slug);
    if (others.length > 0) {
      doc.y += 12;
      this.subheading('Continue the series');
      for (const g of others) {
        this.ensureSpace(LINE_H * 3);
        const y = doc.y;
        doc.rect(MARGIN.left, y + 2, 8, 8).fill(darkenTo(ACCENTS[g.slug].main, 1.5));
        doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK);
        doc.text(clean(g.title), MARGIN.left + 18, y, { width: CONTENT_W - 18 });
        doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
        doc.text(clean(g.subtitle), MARGIN.left + 18, doc.y + 1, { width: CONTENT_W - 18, lineGap: 2 });
        doc.y += 9;
      }
    }
    // Sign-off above the footer.
    const y = this.maxY() - 34;
    if (doc.y + 20 <= y) {
      doc.rect(MARGIN.left, y, 36, 3).fill(palette.mark);
      doc.font('Helvetica-Oblique').fontSize(12).fillColor(INK);
      doc.text(SAMPLE_TAGLINE, MARGIN.left, y + 12, { width: CONTENT_W, lineBreak: false });
      doc.font('Helvetica').fontSize(9).fillColor(MUTED);
      doc.text(clean(SAMPLE_COPYRIGHT), MARGIN.left, y + 12, { width: CONTENT_W, align: 'right', lineBreak: false });
    }
  }

  private titlePage(): void {
    const { doc, guide, palette } = this;
    doc.switchToPage(0);
    withNoBottomMargin(doc, () => {
      const bandH = 384;
      doc.rect(0, 0, PAGE_W, bandH).fill(palette.main);
      // The guide number as a large, quiet numeral bleeding off the bottom of the band.
      doc.save();
      doc.rect(0, 0, PAGE_W, bandH).clip();
      doc.font('Helvetica-Bold').fontSize(200).fillColor(palette.onMain).fillOpacity(0.1);
      doc.text(guide.number, 0, bandH - 122, { width: PAGE_W - 24, align: 'right', lineBreak: false });
      doc.restore();
      this.label(`Fabric guide  ·  No. ${guide.number}`, MARGIN.left, 72, palette.onMain);
      doc.rect(MARGIN.left, 92, 44, 3).fill(palette.onMain);
      // The title on one line when it can be (down to 32 pt), so 'Animal-Based' is not split.
      let size = 44;
      doc.font('Helvetica-Bold').fontSize(size);
      while (size > 32 && doc.widthOfString(clean(guide.title)) > CONTENT_W) doc.fontSize((size -= 2));
      doc.fillColor(palette.onMain).text(clean(guide.title), MARGIN.left, 140, { width: CONTENT_W, lineGap: 2 });
      doc.font('Helvetica').fontSize(15).fillColor(palette.onMain);
      doc.text(clean(guide.subtitle), MARGIN.left, doc.y + 12, { width: CONTENT_W - 60, lineGap: 4 });

      let y = bandH + 32;
      doc.font('Helvetica').fontSize(12).fillColor(INK);
      doc.text(clean(guide.blurb), MARGIN.left, y, { width: CONTENT_W, lineGap: 4.5 });
      y = doc.y + 20;
      const total = doc.bufferedPageRange().count;
      const facts = `${this.content.chapters.length} chapters  ·  ${total} pages  ·  checklists, worksheets and notes`;
      this.label(facts, MARGIN.left, y, palette.ink);
      y += 24;
      // Topic tags.
      let x = MARGIN.left;
      doc.font('Helvetica').fontSize(9);
      for (const topic of guide.topics) {
        const text = clean(topic);
        const w = doc.widthOfString(text) + 20;
        if (x + w > MARGIN.left + CONTENT_W) {
          x = MARGIN.left;
          y += 26;
        }
        doc.roundedRect(x, y, w, 19, 9.5).fill(palette.soft);
        doc.font('Helvetica').fontSize(9).fillColor(INK);
        doc.text(text, x + 10, y + 5.5, { lineBreak: false });
        x += w + 8;
      }
      y += 19;

      // Tagline and copyright, above the stamp strip.
      const base = PAGE_H - STAMP_STRIP - 58;
      this.masterPoints(y + 26, base - 14);
      doc
        .lineWidth(0.6)
        .strokeColor(RULE)
        .moveTo(MARGIN.left, base)
        .lineTo(MARGIN.left + CONTENT_W, base)
        .stroke();
      doc.font('Helvetica-Oblique').fontSize(12).fillColor(INK);
      doc.text(SAMPLE_TAGLINE, MARGIN.left, base + 14, { lineBreak: false });
      doc.font('Helvetica').fontSize(9).fillColor(MUTED);
      doc.text(clean(SAMPLE_COPYRIGHT), MARGIN.left, base + 16, { width: CONTENT_W, align: 'right', lineBreak: false });
    });
  }

  /** 'What you'll master' as a two-column grid between `top` and `bottom`, when it fits. */
  private masterPoints(top: number, bottom: number): void {
    const { doc, palette } = this;
    const points = this.guide.masterPoints;
    if (points.length === 0) return;
    const gap = 24;
    const colW = (CONTENT_W - gap) / 2;
    const cellH = (p: { title: string; description: string }): number => {
      doc.font('Helvetica-Bold').fontSize(10.5);
      const h = doc.heightOfString(clean(p.title), { width: colW - 14 });
      doc.font('Helvetica').fontSize(9.5);
      return h + 3 + doc.heightOfString(clean(p.description), { width: colW - 14, lineGap: 2 });
    };
    const rows: number[] = [];
    for (let i = 0; i < points.length; i += 2) {
      rows.push(Math.max(cellH(points[i]), points[i + 1] ? cellH(points[i + 1]) : 0));
    }
    const total = 22 + rows.reduce((a, h) => a + h + 12, 0) - 12;
    if (top + total > bottom) return;
    this.label("What you'll master", MARGIN.left, top, palette.ink);
    let y = top + 22;
    rows.forEach((rowH, r) => {
      for (let c = 0; c < 2; c++) {
        const p = points[r * 2 + c];
        if (!p) continue;
        const x = MARGIN.left + c * (colW + gap);
        doc.rect(x, y + 1, 3, rowH - 2).fill(palette.mark);
        doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK);
        doc.text(clean(p.title), x + 14, y, { width: colW - 14 });
        doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
        doc.text(clean(p.description), x + 14, doc.y + 3, { width: colW - 14, lineGap: 2 });
      }
      y += rowH + 12;
    });
  }

  private tocPage(): void {
    const { doc, palette } = this;
    doc.switchToPage(1);
    doc.x = MARGIN.left;
    doc.y = MARGIN.top;
    this.pageTitle('Contents', this.guide.title);
    let y = doc.y + 8;
    const rowGap = 10;
    for (const entry of this.toc) {
      const isChapter = entry.dest.startsWith('chapter-');
      const numW = 40;
      const pageW = 36;
      const titleW = CONTENT_W - numW - pageW - 16;
      doc.font(isChapter ? 'Helvetica-Bold' : 'Helvetica').fontSize(12);
      const h = Math.max(22, doc.heightOfString(clean(entry.title), { width: titleW, lineGap: 2 }));
      if (isChapter) {
        const n = entry.label.replace(/^Chapter\s+/, '');
        doc.roundedRect(MARGIN.left, y - 3, 26, 20, 3).fill(palette.main);
        doc.font('Helvetica-Bold').fontSize(10).fillColor(palette.onMain);
        doc.text(n.padStart(2, '0'), MARGIN.left, y + 2.5, { width: 26, align: 'center', lineBreak: false });
      }
      doc
        .font(isChapter ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(12)
        .fillColor(INK);
      doc.text(clean(entry.title), MARGIN.left + numW, y, { width: titleW, lineGap: 2 });
      doc.font('Helvetica-Bold').fontSize(12).fillColor(palette.ink);
      doc.text(String(entry.page), MARGIN.left + CONTENT_W - pageW, y, { width: pageW, align: 'right', lineBreak: false });
      const lineY = y + h + rowGap / 2 + 2;
      doc
        .lineWidth(0.5)
        .strokeColor(FAINT)
        .moveTo(MARGIN.left, lineY)
        .lineTo(MARGIN.left + CONTENT_W, lineY)
        .stroke();
      doc.goTo(MARGIN.left, y - 4, CONTENT_W, h + 8, entry.dest);
      y += h + rowGap + 8;
    }
    // How the guide is organised.
    y += 12;
    doc.roundedRect(MARGIN.left, y, CONTENT_W, 86, 6).fill(palette.soft);
    this.label('How each chapter works', MARGIN.left + 16, y + 16, palette.ink);
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    const parts = this.specSheets
      ? 'An opener with the key terms, the chapter itself, a spec sheet to compare fabric options, a supplier checklist to tick off in meetings and a page for your own notes.'
      : 'An opener with the key terms, the chapter itself, a supplier checklist to tick off in meetings and a page for your own notes.';
    doc.text(parts, MARGIN.left + 16, y + 34, { width: CONTENT_W - 32, lineGap: 3 });
  }

  /** Running header and footer on every page but the title page. */
  private decorate(): void {
    const { doc, guide, palette } = this;
    const { count } = doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      const meta = this.meta[i] ?? { kind: 'body' };
      if (meta.kind === 'title') continue;
      doc.switchToPage(i);
      withNoBottomMargin(doc, () => {
        if (meta.header) {
          doc.rect(MARGIN.left, 40, 10, 3).fill(palette.mark);
          doc.font('Helvetica').fontSize(8).fillColor(MUTED);
          doc.text(clean(meta.header), MARGIN.left + 16, 37, { width: CONTENT_W - 16, lineBreak: false, ellipsis: true, height: 10 });
        }
        doc
          .lineWidth(0.5)
          .strokeColor(RULE)
          .moveTo(MARGIN.left, FOOTER_RULE_Y)
          .lineTo(MARGIN.left + CONTENT_W, FOOTER_RULE_Y)
          .stroke();
        doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
        doc.text(clean(guide.title), MARGIN.left, FOOTER_TEXT_Y, { width: CONTENT_W / 2, lineBreak: false });
        doc.font('Helvetica').fontSize(8).fillColor(MUTED);
        doc.text(`Page ${i + 1} of ${count}`, MARGIN.left + CONTENT_W / 2, FOOTER_TEXT_Y, {
          width: CONTENT_W / 2,
          align: 'right',
          lineBreak: false,
        });
      });
    }
  }

  // --- building blocks ----------------------------------------------------------------

  private maxY(): number {
    return PAGE_H - MARGIN.bottom;
  }

  /** Starts a new page (same running header) unless `height` still fits on this one. */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.maxY()) {
      this.newPage({ ...(this.meta[this.pageIndex] ?? { kind: 'body' }) });
    }
  }

  private label(text: string, x: number, y: number, color: string): void {
    this.doc.font('Helvetica-Bold').fontSize(8.5).fillColor(color);
    this.doc.text(clean(text).toUpperCase(), x, y, { lineBreak: false });
  }

  private pageTitle(title: string, kicker: string): void {
    const { doc, palette } = this;
    this.label(kicker, MARGIN.left, doc.y, palette.ink);
    doc.font('Helvetica-Bold').fontSize(26).fillColor(INK);
    doc.text(clean(title), MARGIN.left, doc.y + 16, { width: CONTENT_W, lineGap: 2 });
    doc.rect(MARGIN.left, doc.y + 8, 44, 3).fill(palette.mark);
    doc.y += 28;
  }

  private subheading(text: string): void {
    this.ensureSpace(26 + LINE_H * 2);
    this.label(text, MARGIN.left, this.doc.y, this.palette.ink);
    this.doc.y += 18;
  }

  private sectionHeading(number: string, text: string, first: boolean): void {
    const { doc, palette } = this;
    doc.font('Helvetica-Bold').fontSize(15);
    const h = doc.heightOfString(clean(text), { width: CONTENT_W - 44, lineGap: 1 });
    if (!first) doc.y += 16;
    // Keep the heading with at least three lines of its first paragraph.
    this.ensureSpace(h + 12 + LINE_H * 3);
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(15).fillColor(palette.ink);
    doc.text(number, MARGIN.left, y, { width: 42, lineBreak: false });
    doc.fillColor(INK).text(clean(text), MARGIN.left + 44, y, { width: CONTENT_W - 44, lineGap: 1 });
    doc.rect(MARGIN.left + 44, doc.y + 5, 28, 2.5).fill(palette.mark);
    doc.y += 16;
  }

  private paragraph(text: string): void {
    const { doc } = this;
    // Never leave a single line at the bottom of a page.
    this.ensureSpace(LINE_H * 2);
    doc.font(BODY.font).fontSize(BODY.size).fillColor(INK);
    doc.text(clean(text), MARGIN.left, doc.y, { width: CONTENT_W, lineGap: BODY.lineGap });
    doc.y += 8;
  }

  private bullet(text: string): void {
    const { doc, palette } = this;
    this.ensureSpace(LINE_H * 2);
    const y = doc.y;
    doc.rect(MARGIN.left + 4, y + 4.2, 4.5, 4.5).fill(palette.mark);
    doc.font(BODY.font).fontSize(BODY.size).fillColor(INK);
    doc.text(clean(text), MARGIN.left + 18, y, { width: CONTENT_W - 18, lineGap: BODY.lineGap });
    doc.y += 4;
  }

  private ruledLines(from: number, step: number): void {
    const { doc } = this;
    doc.lineWidth(0.5).strokeColor(RULE);
    for (let y = from + step; y <= this.maxY(); y += step) {
      doc
        .moveTo(MARGIN.left, y)
        .lineTo(MARGIN.left + CONTENT_W, y)
        .stroke();
    }
    doc.y = this.maxY();
  }
}

/** Draws outside the text area (header, footer) without pdfkit starting a new page. */
function withNoBottomMargin(doc: Doc, draw: () => void): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  try {
    draw();
  } finally {
    doc.page.margins.bottom = bottom;
  }
}

// ---------------------------------------------------------------------------------------
// Text and colour helpers

/** Characters the standard PDF fonts (WinAnsi) cannot show, mapped to close equivalents. */
const REPLACEMENTS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u2248': '~',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
};
/** Code points above 0xFF that WinAnsi encodes (pdfkit maps them). */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d,
  0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Makes text safe for the standard fonts: unknown characters get a close equivalent. */
export function clean(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if ((cp >= 0x20 && cp < 0x7f) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp) || ch === '\n') {
      out += ch;
    } else if (REPLACEMENTS[ch] !== undefined) {
      out += REPLACEMENTS[ch];
    } else if (ch === '\t') {
      out += ' ';
    } else {
      // Letters with accents outside Latin-1 lose the accent; anything else becomes '?'.
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) && base.length > 0 ? base : '?';
    }
  }
  return out;
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colour itself when its contrast on white reaches `ratio`, otherwise a darker shade of it. */
function darkenTo(hex: string, ratio: number): string {
  let rgb = hexToRgb(hex);
  for (let i = 0; i < 30 && 1.05 / (luminance(rgb) + 0.05) < ratio; i++) {
    rgb = [rgb[0] * 0.85, rgb[1] * 0.85, rgb[2] * 0.85];
  }
  return rgbToHex(rgb);
}
