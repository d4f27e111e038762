import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { matchPage, NON_PAGE_PREFIXES, SERVER_FILES } from '../../shared/routes.js';

/**
 * The web app's files and pre-rendered pages, served from memory by one Express
 * middleware. At start-up every file of the build (dist/web) and every page (dist/pages)
 * is read once with its .br and .gz variants (scripts/compress.mjs), so a request costs a
 * lookup and one write. `classify()` is the one place that decides what a path is.
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

/** The Content-Type of a build file, by its extension. */
export function contentTypeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Asked about a hashed asset this build does not have, before the 404 is sent: it answers,
 * or calls `miss` (api/storage/shared-assets.ts: the copy another build left in the bucket).
 */
export type AssetFallback = (req: Request, res: Response, miss: () => void, next: NextFunction) => void;

type Encoding = 'br' | 'gzip';

interface CachedFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Type, caching, ETag and Vary. */
  headers: Record<string, string>;
  etag: string;
}

/**
 * A pre-rendered page with a part that changes at run time without a rebuild (the legal
 * texts, api/legal). `version()` is cheap and called on every request; `fill(html)` is
 * called with the built page only when the version changed.
 */
export interface LivePage {
  version(): string;
  fill(html: string): string;
}

/** What a GET path is: a file of the build, a page (200 or 404), or not ours (the API, a missing file). */
export type Classified = { kind: 'file' | 'page'; file: CachedFile; status: 200 | 404 } | { kind: 'pass' };

/**
 * Hashed build assets never change: a year. HTML is revalidated on every visit (ETag), so
 * a deploy shows at once. Share images (og/, fetched by link-preview crawlers under a fixed
 * name): a day. Everything else (favicon, images): one hour.
 */
export function cacheControlFor(filePath: string): string {
  const normalised = filePath.replace(/\\/g, '/');
  if (normalised.endsWith('.html')) return 'no-cache';
  if (normalised.includes('assets/')) return 'public, max-age=31536000, immutable';
  if (normalised.startsWith('og/')) return 'public, max-age=86400';
  return 'public, max-age=3600';
}

/**
 * The build to serve and the earlier ones still on disk. `npm run build` writes each build
 * to dist/builds/<id>/ (web, pages) and then points dist/web and dist/pages at it; a plain
 * dist/web folder (an older layout) is one build with no history.
 */
export function locateBuilds(webDistDir: string, keep = 2): { webDir: string; pagesDir: string; olderWebDirs: string[] } {
  const webDir = existsSync(webDistDir) ? realpathSync(webDistDir) : webDistDir;
  const buildDir = dirname(webDir);
  const pagesDir = join(buildDir, 'pages');
  const buildsDir = dirname(buildDir);
  if (basename(buildsDir) !== 'builds') return { webDir, pagesDir: join(dirname(webDistDir), 'pages'), olderWebDirs: [] };
  const olderWebDirs = readdirSync(buildsDir)
    .filter((id) => id !== basename(buildDir) && existsSync(join(buildsDir, id, 'web')))
    .sort()
    .reverse()
    .slice(0, keep)
    .map((id) => join(buildsDir, id, 'web'));
  return { webDir, pagesDir, olderWebDirs };
}

export class StaticFiles {
  private readonly files = new Map<string, CachedFile>();
  private readonly pages = new Map<string, CachedFile>();
  /** The SPA shell: pages that depend on the visitor, and the 404 screen, render in the browser. */
  private readonly shell: CachedFile | undefined;

  /**
   * `webDir` and `pagesDir`: one build. `olderWebDirs`: earlier builds, newest first, whose
   * hashed assets stay available, so a page loaded before a deploy still gets its chunks.
   * `publicUrl`: the shop's address; the pages' canonical links, share images and structured
   * data carry the address the build was made for (pagesDir/.origin, scripts/prerender.mjs),
   * and are rewritten once here when it differs. `rewriteHtml`: settings baked into every
   * HTML file (pages and shell) once at start-up, e.g. SUPPORT_EMAIL (app.factory.ts).
   */
  constructor(
    webDir: string,
    pagesDir: string,
    olderWebDirs: readonly string[] = [],
    publicUrl?: string,
    rewriteHtml?: (html: string) => string,
    /** Pages filled at request time, by path. */
    private readonly livePages: ReadonlyMap<string, LivePage> = new Map(),
  ) {
    if (existsSync(webDir)) load(webDir, webDir, this.files, (rel) => `/${rel}`);
    const compressing: Promise<void>[] = [];
    const replace = (map: Map<string, CachedFile>, path: string, file: CachedFile, next: CachedFile) => {
      if (next === file) return;
      map.set(path, next);
      if (file.br) compressing.push(withBrotli(next));
    };
    if (existsSync(pagesDir)) {
      load(pagesDir, pagesDir, this.pages, (rel) => {
        const path = `/${rel.replace(/\.html$/, '')}`;
        return path === '/index' ? '/' : path;
      });
      const originFile = join(pagesDir, '.origin');
      const builtFor = existsSync(originFile) ? readFileSync(originFile, 'utf8').trim() : '';
      if (publicUrl !== undefined && builtFor !== '' && builtFor !== publicUrl) {
        for (const [path, page] of this.pages) replace(this.pages, path, page, withOrigin(page, builtFor, publicUrl));
      }
    }
    if (rewriteHtml) {
      for (const map of [this.files, this.pages]) {
        for (const [path, file] of map) {
          if (file.headers['Content-Type'].startsWith('text/html')) replace(map, path, file, rewritten(file, rewriteHtml));
        }
      }
    }
    // A failed brotli run leaves that page with its gzip variant.
    if (compressing.length > 0) this.rewritten = Promise.allSettled(compressing).then(() => undefined);
    this.shell = this.files.get('/index.html');
    this.missing = this.findMissingAssets();
    for (const older of olderWebDirs) {
      const assets = join(older, 'assets');
      if (!existsSync(assets)) continue;
      const found = new Map<string, CachedFile>();
      load(older, assets, found, (rel) => `/${rel}`);
      for (const [path, file] of found) if (!this.files.has(path)) this.files.set(path, file);
    }
  }

  /** The last filled copy of each live page, with the version it was filled for. */
  private readonly filled = new Map<string, { version: string; file: CachedFile }>();

  /** The live page at `path` as it is now: filled again only when its version changed. */
  private live(path: string, built: CachedFile): CachedFile {
    const page = this.livePages.get(path);
    if (!page) return built;
    const version = page.version();
    const last = this.filled.get(path);
    if (last?.version === version) return last.file;
    const file = rewritten(built, page.fill);
    // Until brotli is ready the gzip variant is sent.
    if (file !== built && built.br) void withBrotli(file).catch(() => undefined);
    this.filled.set(path, { version, file });
    return file;
  }

  /** Asset paths the pages and the shell refer to that this build does not have (a broken build). */
  readonly missing: readonly string[];

  /** Settles when the rewritten HTML (PUBLIC_URL, rewriteHtml) has its brotli variants. */
  readonly rewritten: Promise<void> = Promise.resolve();

  private findMissingAssets(): string[] {
    const missing = new Set<string>();
    const html = [...this.pages.values(), ...(this.shell ? [this.shell] : [])];
    for (const page of html) {
      const text = page.identity.toString('utf8');
      const refs = [...text.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]);
      // The boot script's list of the page's chunks.
      for (const m of text.matchAll(/<meta name="app-modules" content="([^"]*)"/g)) refs.push(...m[1].split(' '));
      for (const ref of refs) if (ref.startsWith('/assets/') && !this.files.has(ref)) missing.add(ref);
    }
    return [...missing].sort();
  }

  get size(): { files: number; pages: number } {
    return { files: this.files.size, pages: this.pages.size };
  }

  /** The path of the first file of the build whose path matches (a hashed asset found by its name). */
  assetMatching(pattern: RegExp): string | undefined {
    for (const path of this.files.keys()) if (pattern.test(path)) return path;
    return undefined;
  }

  classify(rawPath: string): Classified {
    if (NON_PAGE_PREFIXES.some((p) => rawPath === p || rawPath.startsWith(`${p}/`))) return { kind: 'pass' };
    // Answered by controllers (api/seo), outside the /api prefix.
    if ((SERVER_FILES as readonly string[]).includes(rawPath)) return { kind: 'pass' };
    const file = this.files.get(rawPath);
    if (file) return { kind: 'file', file, status: 200 };
    // A file name that is not in the build (/old-page.html, /wp-login.php, a chunk older
    // than the builds kept): the 404 page, like an unknown page. A script or stylesheet tag
    // fails on the status alone; a person gets the site's 404 screen.
    if (/\.[a-z0-9]{1,8}$/i.test(rawPath)) return this.shell ? { kind: 'page', file: this.shell, status: 404 } : { kind: 'pass' };
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return { kind: 'pass' };
    }
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const page = matchPage(clean);
    const built = page ? this.pages.get(clean) : undefined;
    const html = built ? this.live(clean, built) : this.shell;
    if (!html) return { kind: 'pass' };
    return { kind: 'page', file: html, status: page ? 200 : 404 };
  }

  /** GET and HEAD of the build's files and pages; everything else goes on to Nest. */
  middleware(assetFallback?: AssetFallback): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const found = this.classify(req.path);
      if (found.kind === 'pass') return next();
      if (assetFallback && found.status === 404 && req.path.startsWith('/assets/')) {
        return assetFallback(req, res, () => send(req, res, found.file, found.status), next);
      }
      send(req, res, found.file, found.status);
    };
  }
}

function send(req: Request, res: Response, file: CachedFile, status: number): void {
  // Node's setHeader: the cached headers are final (Express's res.set would re-check each one).
  for (const name in file.headers) res.setHeader(name, file.headers[name]);
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.status(304).end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding'], file);
  const body = encoding === undefined ? file.identity : file[encoding]!;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.status(status);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

const brotli = promisify(brotliCompress);

/**
 * A page with `from` (the origin it was built for) replaced by `to` in its canonical link,
 * Open Graph tags and JSON-LD, and its gzip variant made again (a few ms). Its brotli
 * variant follows in the background (`withBrotli`): until then browsers get the gzip one.
 */
function withOrigin(page: CachedFile, from: string, to: string): CachedFile {
  const text = page.identity.toString('utf8');
  if (!text.includes(from)) return page;
  const identity = Buffer.from(text.split(from).join(to), 'utf8');
  const gzip = page.gzip ? gzipSync(identity, { level: 9, memLevel: 9 }) : undefined;
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, gzip, etag, headers: { ...page.headers, ETag: etag } };
}

/** Brotli at the build's quality, on the libuv thread pool, so start-up does not wait for it. */
async function withBrotli(page: CachedFile): Promise<void> {
  page.br = await brotli(page.identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.length,
    },
  });
}

function load(root: string, dir: string, into: Map<string, CachedFile>, key: (rel: string) => string): void {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue; // .vite (the build manifest) and other dot-files stay private
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      load(root, path, into, key);
      continue;
    }
    if (name.endsWith('.br') || name.endsWith('.gz') || stat.size > MAX_CACHED_FILE) continue;
    const rel = relative(root, path).split(sep).join('/');
    into.set(key(rel), cacheFile(path, rel));
  }
}

function cacheFile(path: string, rel: string): CachedFile {
  const identity = readFileSync(path);
  const variant = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  const br = variant('.br');
  const gzip = variant('.gz');
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(rel),
    ETag: etag,
  };
  if (br || gzip) headers.Vary = 'Accept-Encoding';
  return { identity, br, gzip, headers, etag };
}

/** The file with its HTML rewritten (the same file when nothing changed); brotli follows in the background (withBrotli). */
function rewritten(file: CachedFile, rewrite: (html: string) => string): CachedFile {
  const text = file.identity.toString('utf8');
  const next = rewrite(text);
  if (next === text) return file;
  const identity = Buffer.from(next, 'utf8');
  const gzip = file.gzip ? gzipSync(identity, { level: 9, memLevel: 9 }) : undefined;
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, gzip, etag, headers: { ...file.headers, ETag: etag } };
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
