import type { Request, Response } from 'express';
import parseRange from 'range-parser';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, type ObjectInfo, type ObjectStore } from './object-store.js';

export type ServeOutcome = 'sent' | 'missing';

/** A conditional or range request that cannot be answered with the object: 412 or 416, with the headers to send. */
export class ServeRefusal extends Error {
  constructor(
    readonly status: 412 | 416,
    readonly headers: Record<string, string>,
  ) {
    super(status === 416 ? 'Range not satisfiable' : 'Precondition failed');
  }
}

export interface ServeOptions {
  /** Type, disposition and the like. */
  headers: Record<string, string>;
  /** Cache-Control: public, max-age; unset: the caller's own Cache-Control (or none). */
  maxAgeMs?: number;
  /** Answer Range requests (206/416). */
  ranges?: boolean;
}

interface SendError extends Error {
  code?: string;
  status?: number;
  statusCode?: number;
  headers?: Record<string, string>;
}

/**
 * Answers a GET or HEAD with a stored object, as Express's `send` does for a file: ETag and
 * Last-Modified, If-Match / If-Unmodified-Since (412), If-None-Match / If-Modified-Since
 * (304), one byte range (206, or 416) while If-Range still matches. On the local disk it is
 * `res.sendFile` itself (the fast path); on S3 one HEAD and one ranged GET, streamed.
 * Resolves 'missing' when there is no object and nothing has been sent.
 */
export async function serveObject(req: Request, res: Response, store: ObjectStore, key: string, options: ServeOptions): Promise<ServeOutcome> {
  const path = store.localPath(key);
  if (path !== null) return sendLocal(res, path, options);
  const info = await store.head(key);
  if (!info) return 'missing';
  return sendRemote(req, res, store, info, options);
}

function sendLocal(res: Response, path: string, options: ServeOptions): Promise<ServeOutcome> {
  return new Promise<ServeOutcome>((resolve, reject) => {
    res.sendFile(
      path,
      {
        acceptRanges: options.ranges ?? false,
        cacheControl: options.maxAgeMs !== undefined,
        maxAge: options.maxAgeMs,
        etag: true,
        lastModified: true,
        dotfiles: 'allow',
        headers: options.headers,
      },
      (err?: SendError) => {
        if (!err || res.headersSent) return resolve('sent');
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.status === 404) return resolve('missing');
        if (err.code === 'ECONNABORTED') return resolve('sent');
        const status = err.status ?? err.statusCode ?? 500;
        if (status === 416 || status === 412) {
          // `send` had already set the file's headers: this answer is an error, not the file.
          clearObjectHeaders(res);
          return reject(new ServeRefusal(status, { ...(err.headers ?? {}), 'Cache-Control': 'no-store' }));
        }
        reject(err);
      },
    );
  });
}

const BYTES_RANGE = /^ *bytes=/;

async function sendRemote(req: Request, res: Response, store: ObjectStore, info: ObjectInfo, options: ServeOptions): Promise<ServeOutcome> {
  const lastModified = info.lastModified.toUTCString();
  if (preconditionFailed(req, info.etag, lastModified)) throw new ServeRefusal(412, { 'Cache-Control': 'no-store' });
  for (const name in options.headers) res.setHeader(name, options.headers[name]);
  if (options.maxAgeMs !== undefined) res.setHeader('Cache-Control', `public, max-age=${Math.floor(options.maxAgeMs / 1000)}`);
  if (options.ranges) res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', info.etag);
  res.setHeader('Last-Modified', lastModified);
  if ((req.headers['if-none-match'] || req.headers['if-modified-since']) && req.fresh) {
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    res.end();
    return 'sent';
  }
  let range: { start: number; end: number } | undefined;
  const header = req.headers.range;
  if (options.ranges && header && BYTES_RANGE.test(header) && rangeStillValid(req, info.etag, lastModified)) {
    const ranges = parseRange(info.size, header, { combine: true });
    if (ranges === -1) {
      clearObjectHeaders(res);
      throw new ServeRefusal(416, { 'Content-Range': `bytes */${info.size}`, 'Cache-Control': 'no-store' });
    }
    // Several ranges that do not merge into one get the whole object, as RFC 9110 allows.
    if (ranges !== -2 && ranges.length === 1) range = ranges[0];
  }
  const length = range ? range.end - range.start + 1 : info.size;
  if (req.method === 'HEAD') {
    if (range) res.statusCode = 206;
    if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    res.setHeader('Content-Length', String(length));
    res.end();
    return 'sent';
  }
  let body;
  try {
    // An empty object has no byte to ask for.
    body = await store.get(info.key, info.size === 0 ? undefined : (range ?? { start: 0, end: info.size - 1 }));
  } catch (err) {
    if (err instanceof ObjectNotFoundError) {
      clearObjectHeaders(res);
      return 'missing';
    }
    throw err;
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  res.setHeader('Content-Length', String(length));
  try {
    await pipeline(body, res);
  } catch (err) {
    // The client went away, or the store broke off mid-way: nothing more can be said.
    if (!res.writableEnded) res.destroy(err instanceof Error ? err : undefined);
  }
  return 'sent';
}

function clearObjectHeaders(res: Response): void {
  for (const name of ['Content-Type', 'Content-Disposition', 'Content-Length', 'ETag', 'Last-Modified']) res.removeHeader(name);
}

function preconditionFailed(req: Request, etag: string, lastModified: string): boolean {
  const ifMatch = req.headers['if-match'];
  if (ifMatch) return ifMatch.trim() !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === etag);
  const since = Date.parse(req.headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(lastModified) > since;
}

/** If-Range: the client's copy is still this one (an exact ETag, or exactly this Last-Modified). */
function rangeStillValid(req: Request, etag: string, lastModified: string): boolean {
  const ifRange = req.get('if-range');
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.trim() === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && date === Date.parse(lastModified);
}
