/**
 * Response headers of a private attachment (DESIGN §3: admin-only, forced download,
 * nosniff). Pure, unit-tested.
 */
import { attachmentDisposition } from '../common/content-disposition.js';

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
