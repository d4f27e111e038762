import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { LocalDiskStore } from '../storage/local-disk-store.js';
import type { GuideFilesService } from '../guides/guide-files.service.js';
import { STAMP_STRIP } from '../guides/pdf-layout.js';
import { stampPdf as stampWith } from '../common/pdf-stamp.mjs';
import { stampLine, StampingService } from './stamping.service.js';
import { readPdf } from '../../test/helpers/pdf-text.js';

const stampPdf = (source: Uint8Array, line: string) => stampWith(source, line, STAMP_STRIP);

/** A small PDF: `pages` A4 pages (with /Rotate `rotate`) and a body line on each. */
async function makePdf(pages: number, body = 'Body text', rotate = 0): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(`${body} ${i + 1}`, { x: 72, y: 700, size: 12, font });
    if (rotate) page.setRotation(degrees(rotate));
  }
  return pdf.save();
}

/** Each page's text lines as shown (pdf.js applies /Rotate), with the page's displayed size. */
async function pageLines(
  bytes: Uint8Array,
): Promise<{ text: string; y1: number; height: number; x0: number; x1: number; width: number }[][]> {
  return (await readPdf(bytes)).map((page) => page.lines.map((l) => ({ ...l, height: page.height, width: page.width })));
}

describe('stampPdf', () => {
  const line = stampLine('buyer@example.com', 'TW-000042');

  it('reads as the licence line', () => {
    expect(line).toBe('Licensed to buyer@example.com · Order TW-000042 · Personal use only — please do not share');
  });

  it.each([0, 90, 180, 270])('puts the line on every page, centred in the bottom strip as shown (rotation %i)', async (rotate) => {
    const pages = await pageLines(await stampPdf(await makePdf(3, 'Body', rotate), line));
    for (let i = 0; i < 3; i++) {
      const found = pages[i].find((l) => l.text.includes('buyer@example.com'));
      expect(found?.text).toBe(line);
      // Inside the strip at the bottom of the page as displayed, and centred.
      expect(found!.y1).toBeGreaterThan(found!.height - STAMP_STRIP);
      expect(found!.y1).toBeLessThanOrEqual(found!.height);
      expect(Math.abs((found!.x0 + found!.x1) / 2 - found!.width / 2)).toBeLessThan(2);
      expect(pages[i].some((l) => l.text === `Body ${i + 1}`)).toBe(true);
    }
  });

  it('shrinks the line to fit a narrow page and replaces characters Helvetica cannot draw', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 300]);
    const stamped = await stampPdf(await pdf.save(), stampLine('zoë.ñandú@例え.jp', 'TW-1'));
    const found = (await pageLines(stamped))[0].find((l) => l.text.startsWith('Licensed to'))!;
    expect(found.text).toBe('Licensed to zoë.ñandú@??.jp · Order TW-1 · Personal use only — please do not share');
    expect(found.x0).toBeGreaterThanOrEqual(0);
    expect(found.x1).toBeLessThanOrEqual(200);
  });
});

describe('StampingService', () => {
  let dir: string;
  let source: string;
  let service: StampingService;
  const req = { slug: 'fabric-101' as const, orderId: 7, email: 'buyer@example.com', orderNumber: 'TW-000007' };

  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stamping-spec-'));
    source = join(dir, 'guides', 'fabric-101.pdf');
    await mkdir(join(dir, 'guides'), { recursive: true });
    const guideFiles = { pdfKey: () => 'guides/fabric-101.pdf' } as unknown as GuideFilesService;
    service = new StampingService(guideFiles, new LocalDiskStore(dir));
    await writeFile(source, await makePdf(2, 'First edition'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('caches per order under the source hash, and restamps (removing the stale copy) when the source changes', async () => {
    const first = await service.stampedFile(req);
    const sha = (await import('node:crypto'))
      .createHash('sha256')
      .update(await readFile(source))
      .digest('hex');
    expect(first).toBe(`stamped/7/fabric-101-${sha.slice(0, 12)}.pdf`);
    const mtime = (await stat(join(dir, first))).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    expect(await service.stampedFile(req)).toBe(first);
    expect((await stat(join(dir, first))).mtimeMs).toBe(mtime);

    await writeFile(source, await makePdf(2, 'Second edition'));
    const second = await service.stampedFile(req);
    expect(second).not.toBe(first);
    expect(await readdir(join(dir, 'stamped', '7'))).toEqual([second.split('/').pop()]);
    expect((await pageLines(await readFile(join(dir, second))))[0].map((l) => l.text)).toContain('Second edition 1');
  });

  it('shares one stamping between concurrent requests and leaves no temporary file', async () => {
    const target = service as unknown as { stamp: (...args: unknown[]) => Promise<string> };
    const original = target.stamp.bind(service);
    let calls = 0;
    target.stamp = (...args: unknown[]) => {
      calls += 1;
      return original(...args);
    };
    const files = await Promise.all([service.stampedFile(req), service.stampedFile(req), service.stampedFile(req)]);
    expect(new Set(files).size).toBe(1);
    expect(calls).toBe(1);
    expect(await readdir(join(dir, 'stamped', '7'))).toHaveLength(1);
  });

  it('names a stamped copy by order, guide and source content: a new edition is a new key', async () => {
    const copy = await service.stampedCopy(req);
    expect(copy.object).toBe(`stamped/${copy.key}`);
    expect(copy.key).toMatch(/^7\/fabric-101-[0-9a-f]{12}\.pdf$/);
    expect(await service.stampedCopy(req)).toEqual(copy);
    expect((await service.stampedCopy({ ...req, orderId: 8 })).key).not.toBe(copy.key);
    expect(await service.stampedFile(req, copy)).toBe(copy.object);

    await writeFile(source, await makePdf(2, 'Second edition'));
    const next = await service.stampedCopy(req);
    expect(next.key).not.toBe(copy.key);
    expect(next.key.startsWith('7/fabric-101-')).toBe(true);
  });

  it('rejects when the source PDF is missing', async () => {
    await rm(source);
    await expect(service.stampedFile(req)).rejects.toMatchObject({ code: 'not_found' });
  });
});
