/**
 * The text of a PDF as shown, line by line with boxes, read with pdf.js (pdfjs-dist, a
 * dependency of the shop): for the tests (stamp position, sample guide contents, downloads)
 * and scripts/test-docker.mjs. Jest runs the tests as CommonJS, where pdf.js (an ES module)
 * does not load, so they run this file as a child process: `node scripts/lib/pdf-text.mjs`
 * reads a PDF on stdin and writes the pages as JSON on stdout (test/helpers/pdf-text.ts).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** pdfjs-dist's data folders (trailing slash: pdf.js appends the file names). */
function pdfjsData(dir) {
  return createRequire(import.meta.url)
    .resolve('pdfjs-dist/package.json')
    .replace(/package\.json$/, `${dir}/`);
}

/**
 * Every page: its size as displayed (points, /Rotate applied) and its text lines, each with
 * its box in the same coordinates (origin top left, y down; from the fonts' ascent to their
 * descent). A line is the text pdf.js reads up to an end of line, in content order.
 * @param {Uint8Array} bytes
 * @returns {Promise<{ width: number, height: number, lines: { text: string, x0: number, y0: number, x1: number, y1: number }[] }[]>}
 */
export async function readPdfText(bytes) {
  globalThis.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes), // a copy: pdf.js detaches the buffer it gets
    standardFontDataUrl: pdfjsData('standard_fonts'),
    cMapUrl: pdfjsData('cmaps'),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const { items, styles } = await page.getTextContent();
      const lines = [];
      let line = null;
      for (const item of items) {
        if (!('str' in item)) continue; // marked content
        line ??= { text: '', x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
        line.text += item.str;
        if (item.str.trim()) {
          const [a, b, c, d, e, f] = item.transform;
          const along = Math.hypot(a, b) || 1;
          const up = Math.hypot(c, d) || 1;
          const size = item.height || up;
          const style = styles[item.fontName] ?? {};
          const ascent = (style.ascent ?? 0.8) * size;
          const descent = (style.descent ?? -0.2) * size;
          for (const [s, t] of [
            [0, descent],
            [0, ascent],
            [item.width, descent],
            [item.width, ascent],
          ]) {
            const [x, y] = viewport.convertToViewportPoint(e + (a / along) * s + (c / up) * t, f + (b / along) * s + (d / up) * t);
            line.x0 = Math.min(line.x0, x);
            line.x1 = Math.max(line.x1, x);
            line.y0 = Math.min(line.y0, y);
            line.y1 = Math.max(line.y1, y);
          }
        }
        if (item.hasEOL) {
          lines.push(line);
          line = null;
        }
      }
      if (line) lines.push(line);
      pages.push({ width: viewport.width, height: viewport.height, lines: lines.filter((l) => l.text.trim() !== '') });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  process.stdout.write(JSON.stringify(await readPdfText(Buffer.concat(chunks))));
}
