/** Response headers of a guide download (pure functions, unit-tested). */

/** The ASCII fallback file name: printable ASCII without quotes, backslashes or path separators. */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\/:*?<>|%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii === '' ? 'guide' : ascii;
}

/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves alone that RFC 5987 does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="Fabric 101.pdf"; filename*=UTF-8''Fabric%20101.pdf` for a guide
 * title: the quoted name for old clients, the exact UTF-8 name for the others (RFC 6266).
 */
export function attachmentDisposition(title: string): string {
  const clean = title.replace(/[\x00-\x1f\x7f]/g, ' ').replace(/["\\/]/g, '').replace(/\s+/g, ' ').trim() || 'guide';
  return `attachment; filename="${asciiFileName(clean)}.pdf"; filename*=UTF-8''${rfc5987(`${clean}.pdf`)}`;
}

/** Headers on every PDF response (sendFile adds Content-Length, Content-Range, ETag, Last-Modified). */
export function pdfHeaders(title: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(title),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
  };
}
