/**
 * What a PDF shows, read with pdf.js (scripts/lib/pdf-text.mjs) in a child `node` process:
 * pdf.js is an ES module that the tests, compiled to CommonJS, cannot load themselves.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../api/config/config.js';
import type { PdfTextPage } from '../../scripts/lib/pdf-text.mjs';

export type { PdfTextLine, PdfTextPage } from '../../scripts/lib/pdf-text.mjs';

const SCRIPT = join(PROJECT_ROOT, 'scripts', 'lib', 'pdf-text.mjs');

/** Every page of the PDF: size as displayed and text lines with their boxes. */
export function readPdf(bytes: Uint8Array): Promise<PdfTextPage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdf-text.mjs exited with ${code}: ${Buffer.concat(err).toString().slice(0, 500)}`));
      resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as PdfTextPage[]);
    });
    child.stdin.end(bytes);
  });
}

/** A page's text: its lines, one per line. */
export const pageText = (page: PdfTextPage): string => page.lines.map((l) => l.text).join('\n');

/** The text of every page, whitespace runs folded to one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await readPdf(bytes)).map(pageText).join('\n').replace(/\s+/g, ' ');
}
