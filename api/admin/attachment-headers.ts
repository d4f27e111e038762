/**
 * Response headers of a private attachment (DESIGN §3: admin-only, forced download,
 * nosniff). Pure, unit-tested.
 */

/** RFC 5987 value: UTF-8 percent-encoded, also the characters encodeURIComponent leaves alone but RFC 5987 does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The stored name made safe for a header: no control characters, quotes, backslashes or path separators. */
export function sanitiseFileName(name: string): string {
  const clean = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/["\\/]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return clean === '' ? 'attachment' : clean;
}

/** Printable ASCII for old clients: accents dropped, anything else left out, the extension kept. */
export function asciiFallback(name: string): string {
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
  return `${base.replace(/^\.+/, '') || 'attachment'}${ext}`;
}

/** `attachment; filename="<ASCII>"; filename*=UTF-8''<exact name>` (RFC 6266). */
export function attachmentDisposition(originalName: string): string {
  const name = sanitiseFileName(originalName);
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** Every header of an attachment response except Content-Length. */
export function attachmentHeaders(file: { name: string; type: string }): Record<string, string> {
  return {
    'Content-Type': file.type,
    'Content-Disposition': attachmentDisposition(file.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Robots-Tag': 'noindex',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
