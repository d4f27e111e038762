/**
 * The child process of api/common/pdf-worker-client.ts: pdf.js (pdfjs-dist, drawing on
 * @napi-rs/canvas) and pdf-lib work on a whole guide PDF. What they take grows with the PDF
 * (a real guide carries megabytes of photographs: decoded images, page pixels in native
 * memory); all of it goes back to the system when the process exits (a worker thread's would
 * stay in the shop's heap arenas). Plain JavaScript, so that the same file runs from api/
 * (tests) and dist/api/ (build:api copies it).
 *
 * IPC messages (advanced serialization): { id, job } in, { id, result } or { id, error } out. Jobs:
 *   { kind: 'check', bytes }     → { ok: true, pages } | { ok: false, reason }
 *   { kind: 'creator', bytes }   → the PDF's Creator metadata ('' when none)
 *   { kind: 'render', bytes, pages, pngWidths, webpWidths, webpQuality }
 *                                → { pdfPages, pages: [{ images: [{ width, png?, webp? }] }] }
 *     each of the first `pages` pages drawn at each width (the page's width in pixels): PNG
 *     bytes for the widths in pngWidths, WebP (sharp, at webpQuality) for webpWidths; both RGB.
 *   { kind: 'stamp', bytes, line, strip } → the PDF with the buyer's line on every page (pdf-stamp.mjs)
 */
import { createRequire } from 'node:module';
import { stampPdf } from './pdf-stamp.mjs';

let pdfjsModule;
/** pdf.js's Node build. It parses in this process (Node has no web workers) and draws with @napi-rs/canvas. */
async function pdfjs() {
  if (!pdfjsModule) {
    // The parser module given up front, so that pdf.js does not look for a worker file.
    globalThis.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    pdfjsModule = await import('pdfjs-dist/legacy/build/pdf.mjs');
  }
  return pdfjsModule;
}

/** pdfjs-dist's data folders (trailing slash: pdf.js appends the file names). */
const pdfjsData = (() => {
  const root = createRequire(import.meta.url)
    .resolve('pdfjs-dist/package.json')
    .replace(/package\.json$/, '');
  return (dir) => `${root}${dir}/`;
})();

/**
 * Opens a PDF. pdf.js takes over (detaches) the buffer it is given: it gets a copy.
 * The standard fonts (Helvetica & co., not embedded in the sample guides) come from
 * pdfjs-dist's standard_fonts: without them the canvas draws such text in whatever system font
 * it finds, at the wrong widths (or, in the slim image, none). No eval (PostScript functions are
 * interpreted), and no console output (warnings such as a repaired xref are not the shop's).
 */
async function open(bytes) {
  const m = await pdfjs();
  return m.getDocument({
    data: new Uint8Array(bytes), // a plain copy (pdf.js refuses a Buffer)
    standardFontDataUrl: pdfjsData('standard_fonts'),
    cMapUrl: pdfjsData('cmaps'),
    wasmUrl: pdfjsData('wasm'),
    iccUrl: pdfjsData('iccs'),
    isEvalSupported: false,
    verbosity: m.VerbosityLevel.ERRORS,
  }).promise;
}

let sharpModule;
/** sharp (libvips) for the PNG and WebP files: no operation cache, one thread. */
async function sharp() {
  if (!sharpModule) {
    sharpModule = (await import('sharp')).default;
    sharpModule.cache(false);
    sharpModule.concurrency(1);
  }
  return sharpModule;
}

let canvasModule;
async function canvas() {
  canvasModule ??= await import('@napi-rs/canvas');
  return canvasModule;
}

const errorText = (err) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

async function check(bytes) {
  let pages;
  try {
    let doc;
    try {
      doc = await open(bytes);
    } catch (err) {
      if (err?.name === 'PasswordException') return { ok: false, reason: 'The PDF is password-protected; upload it without a password.' };
      throw err;
    }
    try {
      pages = doc.numPages;
      if (pages < 1) return { ok: false, reason: 'The PDF has no pages.' };
      // The first page must render: a broken page tree opens but fails here (its drawing
      // operations are read, fonts and images included, without painting pixels).
      const page = await doc.getPage(1);
      await page.getOperatorList();
      page.cleanup();
    } finally {
      await doc.destroy();
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
  const doc = await open(bytes);
  try {
    const { info } = await doc.getMetadata();
    return typeof info?.Creator === 'string' ? info.Creator : '';
  } finally {
    await doc.destroy();
  }
}

/** Pixels of the page as displayed (its /Rotate applied), `width` px wide, on white. */
async function draw(page, width) {
  const { createCanvas } = await canvas();
  const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
  // Whole pixels, rounded outwards: A4 at 600 px wide is 849 px high.
  const w = Math.ceil(viewport.width - 1e-3);
  const h = Math.ceil(viewport.height - 1e-3);
  const target = createCanvas(w, h);
  const context = target.getContext('2d');
  await page.render({ canvas: target, canvasContext: context, viewport, background: 'white' }).promise;
  const { data } = context.getImageData(0, 0, w, h);
  return { pixels: Buffer.from(data.buffer, data.byteOffset, data.byteLength), raw: { width: w, height: h, channels: 4 } };
}

async function render({ bytes, pages: wanted, pngWidths, webpWidths, webpQuality }) {
  const encoder = await sharp();
  const doc = await open(bytes);
  try {
    const pdfPages = doc.numPages;
    const pages = [];
    for (let i = 0; i < Math.min(wanted, pdfPages); i++) {
      const page = await doc.getPage(i + 1);
      const images = [];
      try {
        for (const width of new Set([...pngWidths, ...webpWidths])) {
          const { pixels, raw } = await draw(page, width);
          // RGB files, as before: the page is opaque.
          const rgb = () => encoder(pixels, { raw }).removeAlpha();
          const image = { width };
          // zlib level 9: a fifth smaller than sharp's default (6) on the guides' pages.
          if (pngWidths.includes(width)) image.png = new Uint8Array(await rgb().png({ compressionLevel: 9 }).toBuffer());
          if (webpWidths.includes(width)) image.webp = new Uint8Array(await rgb().webp({ quality: webpQuality }).toBuffer());
          images.push(image);
        }
      } finally {
        page.cleanup();
      }
      pages.push({ images });
    }
    return { pdfPages, pages };
  } finally {
    await doc.destroy();
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
