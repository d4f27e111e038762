import { pdfFile } from '../../test/fixtures/pdf.mjs';
import { PdfWorkerClient } from './pdf-worker-client.js';

const pdf = new Uint8Array(Buffer.from(pdfFile('Worker')));

describe('PdfWorkerClient', () => {
  let client: PdfWorkerClient;
  beforeEach(() => (client = new PdfWorkerClient()));
  afterEach(() => client.close());

  it('checks a PDF in the worker: pages of a good one, a reason for a broken one', async () => {
    expect(await client.check(pdf)).toEqual({ ok: true, pages: 1 });
    const broken = new Uint8Array(Buffer.from('%PDF-1.7\nnot really a pdf'));
    const refused = await client.check(broken);
    expect(refused).toMatchObject({ ok: false });
    expect((refused as { reason: string }).reason).toMatch(/^The PDF (could not be read|has no pages|cannot be stamped)/);
  });

  it('renders pages as PNG and WebP at the widths asked, and reads the Creator', async () => {
    const rendered = await client.render(pdf, 4, [600], [300, 600], 80);
    expect(rendered.pdfPages).toBe(1);
    expect(rendered.pages).toHaveLength(1);
    const [a, b] = rendered.pages[0].images.sort((x, y) => x.width - y.width);
    const isWebp = (bytes: Uint8Array) =>
      Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP';
    expect(a.width).toBe(300);
    expect(a.png).toBeUndefined();
    expect(isWebp(a.webp!)).toBe(true);
    expect(Buffer.from(b.png!.subarray(0, 8))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(isWebp(b.webp!)).toBe(true);
    // The larger page is the larger picture.
    expect(b.webp!.length).toBeGreaterThan(a.webp!.length);
    expect(await client.creator(pdf)).toBe('');
  });

  it('fails the jobs of a worker that ends, and starts a new one for the next job', async () => {
    const job = client.render(pdf, 1, [1200], [], 80);
    await client.close();
    await expect(job).rejects.toThrow(/stopped/);
    expect(await client.check(pdf)).toEqual({ ok: true, pages: 1 });
  });
});
