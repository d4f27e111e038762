import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConsoleLogger, Logger } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { findGuide } from '../../shared/catalogue.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import sharp from 'sharp';
import { LocalDiskStore } from '../storage/local-disk-store.js';
import { PREVIEW_PAGES, PreviewsService, PreviewUnavailableError, type PreviewScale, WEBP_WIDTHS } from './previews.service.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SLUG: GuideSlug = 'fabric-101';
const NUMBER = findGuide(SLUG)!.number;

/** A small A4 PDF whose pages say `label` (different labels give different pixels). */
function writePdf(path: string, label: string, pages = 6): Promise<void> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { CreationDate: new Date('2025-01-01T00:00:00Z') } });
    const out = createWriteStream(path);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
    for (let i = 1; i <= pages; i++) {
      if (i > 1) doc.addPage();
      doc.rect(0, 0, 595, 120).fill(label === 'A' ? '#F2C230' : '#2F6B4F');
      doc.fillColor('#000').fontSize(28).text(`${label}: page ${i}`, 72, 180);
    }
    doc.end();
  });
}

function pngWidth(png: Buffer): number {
  return png.readUInt32BE(16);
}

describe('PreviewsService', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(new ConsoleLogger()));

  let root: string;
  let service: PreviewsService;
  let pdf: string;
  const at = (key: string): string => join(root, key);

  const files = (): { page: number; scale: PreviewScale; path: string }[] =>
    [1, 2, 3, 4].flatMap((page) => ([1, 2] as const).map((scale) => ({ page, scale, path: at(service.fileKey(NUMBER, page, scale)) })));

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'previews-'));
    service = new PreviewsService(new LocalDiskStore(root));
    pdf = at(service.pdfKey(SLUG));
    await mkdir(join(root, 'guides'), { recursive: true });
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('renders pages 1-4 as PNGs, 600 px wide and 1200 px at @2x', async () => {
    await writePdf(pdf, 'A');
    const { rendered, manifest } = await service.ensure(SLUG);
    expect(rendered).toBe(true);
    expect(manifest.pages).toBe(PREVIEW_PAGES);
    expect(manifest.pdf.pages).toBe(6);
    expect(manifest.pdf.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(at(service.fileKey(NUMBER, 1))).toBe(join(root, 'previews', '101-page-1.png'));
    expect(at(service.fileKey(NUMBER, 3, 2))).toBe(join(root, 'previews', '101-page-3@2x.png'));
    for (const f of files()) {
      const png = await readFile(f.path);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngWidth(png)).toBe(600 * f.scale);
      // A4 proportions: height = width x 841.89 / 595.28.
      expect(Math.abs(png.readUInt32BE(20) - (600 * f.scale * 841.89) / 595.28)).toBeLessThanOrEqual(1);
    }
    const onDisk = JSON.parse(await readFile(join(root, 'previews', `${SLUG}.json`), 'utf8'));
    expect(onDisk).toMatchObject({ slug: SLUG, number: NUMBER, pages: 4, pdf: { sha256: manifest.pdf.sha256 } });
  });

  it('also renders each page as WebP 300, 600 and 1200 px wide, smaller than the PNGs', async () => {
    await writePdf(pdf, 'A');
    await service.ensure(SLUG);
    expect(at(service.webpKey(NUMBER, 2, 300))).toBe(join(root, 'previews', '101-page-2-300.webp'));
    for (const page of [1, 2, 3, 4]) {
      for (const width of WEBP_WIDTHS) {
        const webp = await readFile(at(service.webpKey(NUMBER, page, width)));
        expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const { width: w, height: h, format } = await sharp(webp).metadata();
        expect(format).toBe('webp');
        expect(w).toBe(width);
        expect(Math.abs(h - (width * 841.89) / 595.28)).toBeLessThanOrEqual(1);
      }
      const png600 = await readFile(at(service.fileKey(NUMBER, page, 1)));
      expect((await readFile(at(service.webpKey(NUMBER, page, 600)))).length).toBeLessThan(png600.length);
    }
  });

  it('does not render again while the PDF is unchanged, also after a restart', async () => {
    await writePdf(pdf, 'A');
    await service.ensure(SLUG);
    const before = await Promise.all(files().map((f) => stat(f.path)));
    expect((await service.ensure(SLUG)).rendered).toBe(false);

    const restarted = new PreviewsService(new LocalDiskStore(root));
    expect((await restarted.ensure(SLUG)).rendered).toBe(false);
    const after = await Promise.all(files().map((f) => stat(f.path)));
    expect(after.map((s) => s.mtimeMs)).toEqual(before.map((s) => s.mtimeMs));
  });

  it('renders again when the PDF is replaced by a different one', async () => {
    await writePdf(pdf, 'A');
    await service.ensure(SLUG);
    const oldPage1 = await readFile(at(service.fileKey(NUMBER, 1)));
    const oldHash = (await service.ensure(SLUG)).manifest.pdf.sha256;

    await writePdf(pdf, 'B');
    const { rendered, manifest } = await service.ensure(SLUG);
    expect(rendered).toBe(true);
    expect(manifest.pdf.sha256).not.toBe(oldHash);
    expect((await readFile(at(service.fileKey(NUMBER, 1)))).equals(oldPage1)).toBe(false);
  });

  it('only re-hashes, without rendering, when the PDF is touched but identical', async () => {
    await writePdf(pdf, 'A');
    const first = await service.ensure(SLUG);
    const later = new Date(Date.now() + 60_000);
    await utimes(pdf, later, later);
    const { rendered, manifest } = await service.ensure(SLUG);
    expect(rendered).toBe(false);
    expect(manifest.pdf.sha256).toBe(first.manifest.pdf.sha256);
    expect(manifest.pdf.mtimeMs).toBe((await stat(pdf)).mtime.getTime());
  });

  it('shares one render between concurrent calls', async () => {
    await writePdf(pdf, 'A');
    const calls = [service.ensure(SLUG), service.ensure(SLUG), service.ensure(SLUG)];
    expect(calls[1]).toBe(calls[0]);
    const results = await Promise.all(calls);
    expect(results.every((r) => r.rendered)).toBe(true);
    expect(new Set(results.map((r) => r.manifest)).size).toBe(1);
    expect((await service.ensure(SLUG)).rendered).toBe(false);
  });

  it('renders again on restart when a preview file went missing', async () => {
    await writePdf(pdf, 'A');
    await service.ensure(SLUG);
    await unlink(at(service.fileKey(NUMBER, 2, 2)));
    const restarted = new PreviewsService(new LocalDiskStore(root));
    expect((await restarted.ensure(SLUG)).rendered).toBe(true);
    expect(pngWidth(await readFile(at(service.fileKey(NUMBER, 2, 2))))).toBe(1200);
  });

  it('renders only the pages a short PDF has', async () => {
    await writePdf(pdf, 'A', 2);
    const { manifest } = await service.ensure(SLUG);
    expect(manifest.pages).toBe(2);
    await expect(stat(at(service.fileKey(NUMBER, 3)))).rejects.toThrow();
  });

  it('rejects when the PDF is missing', async () => {
    await expect(service.ensure(SLUG)).rejects.toBeInstanceOf(PreviewUnavailableError);
    await expect(service.ensure(SLUG)).rejects.toMatchObject({ reason: 'missing_pdf' });
  });

  it('rejects when the PDF cannot be rendered, and recovers once it is fixed', async () => {
    await writeFile(pdf, 'this is not a PDF');
    await expect(service.ensure(SLUG)).rejects.toMatchObject({ reason: 'render_failed' });
    await writePdf(pdf, 'A');
    expect((await service.ensure(SLUG)).rendered).toBe(true);
  });

  it('warmUp() never rejects and skips guides without a PDF', async () => {
    await writePdf(pdf, 'A');
    await expect(service.warmUp([SLUG, 'fabric-204-synthetic'])).resolves.toBeUndefined();
    expect((await service.ensure(SLUG)).rendered).toBe(false);
  });
});
