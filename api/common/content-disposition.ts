/**
 * The one Content-Disposition builder for files the shop sends (guide PDFs, admin
 * attachments, CSV exports). Formatting is the `content-disposition` package's (RFC 6266:
 * a quoted ASCII `filename`, plus `filename*` with the exact UTF-8 name when it differs);
 * here only the name is made safe and its ASCII fallback readable.
 */
import contentDisposition from 'content-disposition';
import { stripInvisible } from '../../shared/display-text.js';

/** The name made safe for a header: no control, format (bidi) or line-separator characters, quotes, backslashes, path separators or leading dots. */
export function sanitiseFileName(name: string, defaultName = 'attachment'): string {
  const clean = stripInvisible(name)
    .replace(/["\\/]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return clean === '' ? defaultName : clean;
}

/** Printable ASCII for old clients: accents dropped, anything else left out, the extension kept. */
export function asciiFallback(name: string, defaultName = 'attachment'): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\/:*?<>|%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && /^\.[A-Za-z0-9]{1,10}$/.test(name.slice(dot)) ? name.slice(dot) : '';
  const base = ext && ascii.endsWith(ext) ? ascii.slice(0, -ext.length).trim() : ascii;
  return `${base.replace(/^\.+/, '') || defaultName}${ext}`;
}

/** `attachment; filename="<ASCII>"[; filename*=UTF-8''<exact name>]`; `defaultName` stands in for a name with nothing left. */
export function attachmentDisposition(fileName: string, defaultName = 'attachment'): string {
  const name = sanitiseFileName(fileName, defaultName);
  return contentDisposition(name, { fallback: asciiFallback(name, defaultName) });
}
