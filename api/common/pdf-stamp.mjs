/**
 * The buyer stamp drawn into a guide PDF (DESIGN §3 Downloads), with pdf-lib. Plain
 * JavaScript, so that the PDF worker process (pdf-worker.mjs) runs it from api/ (tests) and
 * dist/api/ (build:api copies it); api/downloads/stamping.service.ts sends its jobs there.
 */
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** Preferred and smallest font size of the stamp line (pt). */
export const STAMP_FONT_SIZE = 7.5;
const MIN_FONT_SIZE = 5;
/** Horizontal room kept free on each side of the line. */
const SIDE_MARGIN = 24;
const GREY = rgb(0.45, 0.45, 0.45);

/** Characters the standard Helvetica font (WinAnsi) cannot draw become '?'. */
function encodable(font, text) {
  const charset = new Set(font.getCharacterSet());
  return Array.from(text, (ch) => (charset.has(ch.codePointAt(0)) ? ch : '?')).join('');
}

/**
 * Draws `line` centred in the bottom strip (`strip` pt high: api/guides/pdf-layout.ts
 * STAMP_STRIP) of every page, upright as the page is shown (the page's /Rotate and crop box
 * are taken into account). Returns the new PDF bytes.
 */
export async function stampPdf(source, line, strip) {
  // The baseline sits in the middle of the strip.
  const BASELINE = strip / 2 - 2.5;
  const pdf = await PDFDocument.load(source, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = encodable(font, line);
  for (const page of pdf.getPages()) {
    const box = page.getCropBox();
    const angle = ((page.getRotation().angle % 360) + 360) % 360;
    const shownWidth = angle === 90 || angle === 270 ? box.height : box.width;
    let size = STAMP_FONT_SIZE;
    let width = font.widthOfTextAtSize(text, size);
    if (width > shownWidth - 2 * SIDE_MARGIN) {
      size = Math.max(MIN_FONT_SIZE, (size * (shownWidth - 2 * SIDE_MARGIN)) / width);
      width = font.widthOfTextAtSize(text, size);
    }
    const offset = (shownWidth - width) / 2;
    // Where the line starts in user space, so that it reads left to right along the shown bottom edge.
    const at = {
      0: { x: box.x + offset, y: box.y + BASELINE },
      90: { x: box.x + box.width - BASELINE, y: box.y + offset },
      180: { x: box.x + box.width - offset, y: box.y + box.height - BASELINE },
      270: { x: box.x + BASELINE, y: box.y + box.height - offset },
    }[angle] ?? { x: box.x + offset, y: box.y + BASELINE };
    page.drawText(text, { ...at, size, font, color: GREY, rotate: degrees(angle) });
  }
  return pdf.save();
}
