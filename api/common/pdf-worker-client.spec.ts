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

  it('renders pages as PNG and raw RGB at the widths asked, and reads the Creator', async () => {
    const rendered = await client.render(pdf, 4, [600], [300, 600]);
    expect(rendered.pdfPages).toBe(1);
    expect(rendered.pages).toHaveLength(1);
    const [a, b] = rendered.pages[0].images.sort((x, y) => x.width - y.width);
    expect(a).toMatchObject({ width: 300, rgb: { width: 300 } });
    expect(a.png).toBeUndefined();
    expect(a.rgb!.data.length).toBe(a.rgb!.width * a.rgb!.height * 3);
    expect(Buffer.from(b.png!.subarray(0, 8))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(b.rgb!.width).toBe(600);
    expect(await client.creator(pdf)).toBe('');
  });

  it('fails the jobs of a worker that ends, and starts a new one for the next job', async () => {
    const job = client.render(pdf, 1, [1200], []);
    await client.close();
    await expect(job).rejects.toThrow(/stopped/);
    expect(await client.check(pdf)).toEqual({ ok: true, pages: 1 });
  });
});
