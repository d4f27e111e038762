/**
 * The child process of api/common/pdf-worker-client.ts: MuPDF (WebAssembly) and pdf-lib work
 * on a whole guide PDF. A WebAssembly memory never shrinks, and a real guide (megabytes of
 * photographs) grows MuPDF's by about a hundred megabytes; all of it goes back to the system
 * when the process exits (a worker thread's would stay in the shop's heap arenas). Plain
 * JavaScript, so that the same file runs from api/ (tests) and dist/api/ (build:api copies it).
 *
 * IPC messages (advanced serialization): { id, job } in, { id, result } or { id, error } out. Jobs:
 *   { kind: 'check', bytes }     → { ok: true, pages } | { ok: false, reason }
 *   { kind: 'creator', bytes }   → the PDF's Creator metadata ('' when none)
 *   { kind: 'render', bytes, pages, pngWidths, webpWidths, webpQuality }
 *                                → { pdfPages, pages: [{ images: [{ width, png?, webp? }] }] }
 *     each of the first `pages` pages drawn at each width (the page's width in pixels): PNG
 *     bytes for the widths in pngWidths, WebP (sharp, at webpQuality) for webpWidths.
 *   { kind: 'stamp', bytes, line, strip } → the PDF with the buyer's line on every page (pdf-stamp.mjs)
 */
import { stampPdf } from './pdf-stamp.mjs';
let mupdfModule;
async function mupdf() {
  mupdfModule ??= await import('mupdf');
  // Warnings such as "repairing PDF" are not the worker's to print.
  mupdfModule.setLog?.({ warning: () => undefined, error: () => undefined });
  return mupdfModule;
}

let sharpModule;
/** sharp (libvips) for the WebP files: no operation cache, one thread. */
async function sharp() {
  if (!sharpModule) {
    sharpModule = (await import('sharp')).default;
    sharpModule.cache(false);
    sharpModule.concurrency(1);
  }
  return sharpModule;
}

const errorText = (err) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

async function check(bytes) {
  const m = await mupdf();
  let pages;
  try {
    const doc = m.Document.openDocument(bytes, 'application/pdf');
    try {
      if (doc.needsPassword()) return { ok: false, reason: 'The PDF is password-protected; upload it without a password.' };
      pages = doc.countPages();
      if (pages < 1) return { ok: false, reason: 'The PDF has no pages.' };
      // The first page must render: a broken page tree opens but fails here.
      const page = doc.loadPage(0);
      try {
        page.toDisplayList(true).destroy();
      } finally {
        page.destroy();
      }
    } finally {
      doc.destroy();
    }
  } catch (err) {
    return { ok: false, reason: `The PDF could not be read (${errorText(err)}).` };
  }
  try {
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    if (pdf.getPageCount() < 1) return { ok: false, reason: 'The PDF has no pages.' };
  } catch (err) {
    return { ok: false, reason: `The PDF cannot be stamped for buyers (${errorText(err)}).` };
  }
  return { ok: true, pages };
}

async function creator(bytes) {
  const m = await mupdf();
  const doc = m.Document.openDocument(bytes, 'application/pdf');
  try {
    return doc.getMetaData('info:Creator') ?? '';
  } finally {
    doc.destroy();
  }
}

async function render({ bytes, pages: wanted, pngWidths, webpWidths, webpQuality }) {
  const m = await mupdf();
  const encoder = webpWidths.length > 0 ? await sharp() : null;
  const doc = m.Document.openDocument(bytes, 'application/pdf');
  try {
    const pdfPages = doc.countPages();
    const pages = [];
    for (let i = 0; i < Math.min(wanted, pdfPages); i++) {
      const page = doc.loadPage(i);
      const images = [];
      try {
        const [x0, , x1] = page.getBounds();
        const list = page.toDisplayList(true);
        try {
          for (const width of new Set([...pngWidths, ...webpWidths])) {
            const zoom = width / (x1 - x0);
            const pixmap = list.toPixmap(m.Matrix.scale(zoom, zoom), m.ColorSpace.DeviceRGB, false);
            try {
              // Copies out of the WebAssembly memory, which the pixmap reuses.
              const image = { width };
              if (pngWidths.includes(width)) image.png = pixmap.asPNG().slice();
              if (webpWidths.includes(width)) {
                const raw = { width: pixmap.getWidth(), height: pixmap.getHeight(), channels: 3 };
                image.webp = new Uint8Array(await encoder(pixmap.getPixels().slice(), { raw }).webp({ quality: webpQuality }).toBuffer());
              }
              images.push(image);
            } finally {
              pixmap.destroy();
            }
          }
        } finally {
          list.destroy();
        }
      } finally {
        page.destroy();
      }
      pages.push({ images });
    }
    return { pdfPages, pages };
  } finally {
    doc.destroy();
  }
}

async function run(job) {
  switch (job.kind) {
    case 'check':
      return check(job.bytes);
    case 'creator':
      return creator(job.bytes);
    case 'render':
      return render(job);
    case 'stamp':
      return stampPdf(job.bytes, job.line, job.strip);
    default:
      throw new Error(`unknown job ${String(job.kind)}`);
  }
}

process.on('message', ({ id, job }) => {
  run(job).then(
    (result) => process.send({ id, result }),
    (err) => process.send({ id, error: errorText(err) }),
  );
});
// The shop went away: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
