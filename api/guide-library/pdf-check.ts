/**
 * What an uploaded guide PDF must be before buyers get it: a PDF that pdf.js opens (the
 * previews) and pdf-lib loads (the buyer stamp), not encrypted, with at least one page.
 * Both libraries read the whole file, so they run in the PDF worker (api/common/pdf-worker.mjs).
 */
import { pdfWorker } from '../common/pdf-worker-client.js';

export const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export interface PdfFacts {
  pages: number;
}

/** Why the PDF cannot be a guide edition (one sentence for the owner), or its facts. */
export async function checkGuidePdf(bytes: Uint8Array): Promise<{ ok: true; facts: PdfFacts } | { ok: false; reason: string }> {
  if (!Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 5)).equals(PDF_MAGIC)) {
    return { ok: false, reason: 'The file is not a PDF.' };
  }
  const check = await pdfWorker.check(bytes);
  return check.ok ? { ok: true, facts: { pages: check.pages } } : check;
}

/** The generated sample guides say so in their metadata (api/guides/sample-pdf.ts). */
export const SAMPLE_CREATOR = 'Fabric guides';

export async function isSamplePdf(bytes: Uint8Array): Promise<boolean> {
  return (await pdfWorker.creator(bytes)) === SAMPLE_CREATOR;
}
