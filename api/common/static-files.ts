import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import type { JsonLogger } from './logger.js';
import { trackFastRequest } from './request-id.middleware.js';
import { cacheControlFor, NON_SPA_PREFIXES } from './spa.js';
import { isKnownPage } from './spa-routes.js';

/**
 * The web app's files and pages, answered straight from memory before Express (issue 7:
 * static files at least half as fast as nginx). At start-up every file of the build
 * (dist/web) and every pre-rendered page (dist/pages) is read once with its .br and .gz
 * variants (written at build time by scripts/compress.mjs); a request then costs a lookup
 * and one write. Everything this does not answer (the API, other methods, missing files)
 * goes to Express as before, where serve-static stays as the fallback.
 *
 *  - /assets/* (hashed names): cached for a year, immutable.
 *  - a page the app knows: its pre-rendered HTML, else index.html (pages that depend on
 *    the visitor render in the browser); an unknown page: index.html with a 404 status. HTML is `no-cache` with an ETag, so a deploy is seen at once.
 *  - other public files (favicon, images): one hour.
 * Every answer carries the same security headers as the rest of the app (`baseHeaders`,
 * from helmet), an X-Request-Id and a log line.
 */

const MAX_CACHED_FILE = 4 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

type Encoding = 'br' | 'gzip';

interface CachedFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The headers every answer for this file carries (type, caching, ETag, Vary). */
  headers: Record<string, string>;
  etag: string;
  /** Complete header lists for writeHead() (security headers included), per encoding. */
  raw?: { identity: string[]; br?: string[]; gzip?: string[]; notModified: string[] };
}

export interface StaticFilesOptions {
  webDir: string;
  pagesDir: string;
  /** Headers of every response (helmet's security headers). */
  baseHeaders: Record<string, string>;
  logger: JsonLogger;
}

export class StaticFiles {
  private readonly files = new Map<string, CachedFile>();
  private readonly pages = new Map<string, CachedFile>();
  private readonly indexPage: CachedFile | undefined;
  private readonly notFoundPage: CachedFile | undefined;

  constructor(private readonly options: StaticFilesOptions) {
    const { webDir, pagesDir } = options;
    if (existsSync(webDir)) this.load(webDir, webDir, this.files, (rel) => `/${rel}`);
    if (existsSync(pagesDir)) {
      this.load(pagesDir, pagesDir, this.pages, (rel) => {
        const path = `/${rel.replace(/\.html$/, '')}`;
        return path === '/index' ? '/' : path;
      });
    }
    this.indexPage = this.files.get('/index.html');
    // Unknown pages render in the browser (the app shows a 404 screen, or 'Guide not
    // found' under /guides/...): index.html with a 404 status, not a pre-rendered page.
    this.notFoundPage = this.indexPage;
    this.pages.delete('/404');
  }

  /** How many files and pages are held (for the start-up log). */
  get size(): { files: number; pages: number } {
    return { files: this.files.size, pages: this.pages.size };
  }

  /** For installFastPath(). */
  handler(): (req: IncomingMessage, res: ServerResponse) => boolean {
    return (req, res) => this.handle(req, res);
  }

  /** Answers the request and returns true, or returns false to let Express answer it. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const rawPath = q === -1 ? url : url.slice(0, q);
    if (NON_SPA_PREFIXES.some((p) => rawPath === p || rawPath.startsWith(`${p}/`))) return false;

    let file = this.files.get(rawPath);
    let status = 200;
    if (file === undefined) {
      // A file name that is not in the build: Express answers (a JSON 404).
      if (/\.[a-z0-9]{1,8}$/i.test(rawPath)) return false;
      let path: string;
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        return false;
      }
      const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
      if (isKnownPage(clean)) {
        file = this.pages.get(clean) ?? this.indexPage;
      } else {
        file = this.notFoundPage;
        status = 404;
      }
      if (file === undefined) return false;
    }
    this.send(req, res, file, status);
    return true;
  }

  private send(req: IncomingMessage, res: ServerResponse, file: CachedFile, status: number): void {
    const id = trackFastRequest(this.options.logger, req, res);
    const raw = (file.raw ??= this.rawHeaders(file));
    if (status === 200 && req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, [...raw.notModified, 'X-Request-Id', id]);
      res.end();
      return;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], file);
    res.writeHead(status, [...(encoding === undefined ? raw.identity : raw[encoding]!), 'X-Request-Id', id]);
    if (req.method === 'HEAD') res.end();
    else res.end(encoding === undefined ? file.identity : file[encoding]!);
  }

  /** Header lists built once per file: a request then costs one writeHead(). */
  private rawHeaders(file: CachedFile): NonNullable<CachedFile['raw']> {
    const common = [...Object.entries(this.options.baseHeaders), ...Object.entries(file.headers)].flat();
    const withBody = (body: Buffer, encoding?: string) => [
      ...common,
      ...(encoding ? ['Content-Encoding', encoding] : []),
      'Content-Length',
      String(body.length),
    ];
    return {
      identity: withBody(file.identity),
      br: file.br && withBody(file.br, 'br'),
      gzip: file.gzip && withBody(file.gzip, 'gzip'),
      notModified: common,
    };
  }

  private load(root: string, dir: string, into: Map<string, CachedFile>, key: (rel: string) => string): void {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue; // .vite (the build manifest) and other dot-files stay private
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) {
        this.load(root, path, into, key);
        continue;
      }
      if (name.endsWith('.br') || name.endsWith('.gz') || stat.size > MAX_CACHED_FILE) continue;
      const rel = relative(root, path).split(sep).join('/');
      into.set(key(rel), cacheFile(path, rel));
    }
  }
}

function cacheFile(path: string, rel: string): CachedFile {
  const identity = readFileSync(path);
  const variant = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  const br = variant('.br');
  const gzip = variant('.gz');
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  const ext = extname(path).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(rel),
    ETag: etag,
  };
  if (br || gzip) headers.Vary = 'Accept-Encoding';
  return { identity, br, gzip, headers, etag };
}

/** Parsed Accept-Encoding headers (browsers send a handful of distinct ones): bounded. */
const acceptedCache = new Map<string, { br: boolean; gzip: boolean }>();

function accepted(header: string): { br: boolean; gzip: boolean } {
  let hit = acceptedCache.get(header);
  if (hit === undefined) {
    const tokens = new Set<string>();
    for (const part of header.split(',')) {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      if (q !== undefined && Number(q.trim().slice(2)) === 0) continue;
      tokens.add(token.trim());
    }
    hit = { br: tokens.has('br') || tokens.has('*'), gzip: tokens.has('gzip') || tokens.has('*') };
    if (acceptedCache.size >= 256) acceptedCache.clear();
    acceptedCache.set(header, hit);
  }
  return hit;
}

/** brotli, else gzip, when the browser accepts it (q=0 refuses) and the variant exists. */
export function pickEncoding(header: string | string[] | undefined, file: Pick<CachedFile, 'br' | 'gzip'>): Encoding | undefined {
  if (header === undefined || (file.br === undefined && file.gzip === undefined)) return undefined;
  const ok = accepted(Array.isArray(header) ? header.join(',') : header);
  if (file.br && ok.br) return 'br';
  if (file.gzip && ok.gzip) return 'gzip';
  return undefined;
}
