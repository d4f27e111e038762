/** Response headers of a guide download (pure functions, unit-tested). */
import { attachmentDisposition } from '../common/content-disposition.js';

/** `attachment; filename="Fabric 101.pdf"` for a guide title (plus `filename*` when the title is not plain ASCII). */
export function guideDisposition(title: string): string {
  return attachmentDisposition(`${title}.pdf`, 'guide');
}

/** Headers on every PDF response (sendFile adds Content-Length, Content-Range, ETag, Last-Modified). */
export function pdfHeaders(title: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': guideDisposition(title),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex',
  };
}
