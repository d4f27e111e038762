import type { Request, Response } from 'express';
import parseRange from 'range-parser';
import { DownloadError } from './download.errors.js';
import type { CachedPdf } from './stamped-pdf-cache.js';

const BYTES_RANGE = /^ *bytes=/;

/**
 * Answers a GET or HEAD with a PDF held in memory, as `send` answers from disk: If-Match
 * and If-Unmodified-Since (412), If-None-Match and If-Modified-Since (304), one byte range
 * (206, or 416 when unsatisfiable) while If-Range still matches. Several ranges that do
 * not merge into one get the whole file, as RFC 9110 allows. Validators compare strongly.
 */
export function sendCachedPdf(req: Request, res: Response, pdf: CachedPdf, headers: Record<string, string>): void {
  if (preconditionFailed(req, pdf)) {
    throw new DownloadError('precondition_failed', 'Precondition failed.', { 'Cache-Control': 'no-store' });
  }
  const size = pdf.body.length;
  for (const name in headers) res.setHeader(name, headers[name]);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', pdf.etag);
  res.setHeader('Last-Modified', pdf.lastModified);

  if ((req.headers['if-none-match'] || req.headers['if-modified-since']) && req.fresh) {
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    res.end();
    return;
  }

  let body = pdf.body;
  const range = req.headers.range;
  if (range && BYTES_RANGE.test(range) && rangeStillValid(req, pdf)) {
    const ranges = parseRange(size, range, { combine: true });
    if (ranges === -1) {
      // An error, not the PDF: the PDF's own headers go (the security headers stay).
      for (const name of ['Content-Type', 'Content-Disposition', 'ETag', 'Last-Modified']) res.removeHeader(name);
      throw new DownloadError('range_not_satisfiable', 'The requested range is not satisfiable.', {
        'Content-Range': `bytes */${size}`,
        'Cache-Control': 'no-store',
      });
    }
    if (ranges !== -2 && ranges.length === 1) {
      const [{ start, end }] = ranges;
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
      body = body.subarray(start, end + 1);
    }
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

function preconditionFailed(req: Request, pdf: CachedPdf): boolean {
  const ifMatch = req.headers['if-match'];
  if (ifMatch) return ifMatch.trim() !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === pdf.etag);
  const since = Date.parse(req.headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(pdf.lastModified) > since;
}

/** If-Range: the client's copy is still this one (an exact ETag, or exactly this Last-Modified). */
function rangeStillValid(req: Request, pdf: CachedPdf): boolean {
  const ifRange = req.get('if-range');
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.trim() === pdf.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && date === Date.parse(pdf.lastModified);
}
