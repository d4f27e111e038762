/** A line of text as shown: its box in points, origin at the top left of the page as displayed, y down. */
export interface PdfTextLine {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A page as displayed (/Rotate applied): its size in points and its text lines in content order. */
export interface PdfTextPage {
  width: number;
  height: number;
  lines: PdfTextLine[];
}

/** Every page's text lines (pdf.js, in this process: an ES module, so not under Jest). */
export function readPdfText(bytes: Uint8Array): Promise<PdfTextPage[]>;
