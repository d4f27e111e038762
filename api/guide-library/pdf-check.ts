/**
 * What an uploaded guide PDF must be before buyers get it: a PDF that MuPDF opens (the
 * previews) and pdf-lib loads (the buyer stamp), not encrypted, with at least one page.
 */
import { Logger } from '@nestjs/common';
import { PDFDocument } from 'pdf-lib';

type Mupdf = typeof import('mupdf');
let mupdfModule: Promise<Mupdf> | undefined;
/** MuPDF (WASM) is loaded on first use; its warnings go to the debug log. */
function loadMupdf(): Promise<Mupdf> {
  mupdfModule ??= import('mupdf').then((m) => {
    const log = new Logger('MuPDF');
    m.setLog({ warning: (message) => log.debug(message), error: (message) => log.debug(message) });
    return m;
  });
  return mupdfModule;
}

export const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export interface PdfFacts {
  pages: number;
}

/** Why the PDF cannot be a guide edition (one sentence for the owner), or its facts. */
export async function checkGuidePdf(bytes: Uint8Array): Promise<{ ok: true; facts: PdfFacts } | { ok: false; reason: string }> {
  if (!Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 5)).equals(PDF_MAGIC)) {
    return { ok: false, reason: 'The file is not a PDF.' };
  }
  const mupdf = await loadMupdf();
  let pages: number;
  try {
    const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
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
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    if (pdf.getPageCount() < 1) return { ok: false, reason: 'The PDF has no pages.' };
  } catch (err) {
    return { ok: false, reason: `The PDF cannot be stamped for buyers (${errorText(err)}).` };
  }
  return { ok: true, facts: { pages } };
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 200);
}

/** The generated sample guides say so in their metadata (api/guides/sample-pdf.ts). */
export const SAMPLE_CREATOR = 'Fabric guides';

export async function isSamplePdf(bytes: Uint8Array): Promise<boolean> {
  const mupdf = await loadMupdf();
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return doc.getMetaData('info:Creator') === SAMPLE_CREATOR;
  } finally {
    doc.destroy();
  }
}
