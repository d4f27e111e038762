import { statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { ServeStaticModuleOptions } from '@nestjs/serve-static';
import { isKnownPage } from './spa-routes.js';

/** Paths the SPA fallback must never answer: the API and private files answer JSON 404s. */
export const NON_SPA_PREFIXES = ['/api', '/objects', '/previews'] as const;
const EXCLUDE = NON_SPA_PREFIXES.flatMap((p) => [p, `${p}/{*path}`]);

/**
 * Hashed build assets never change: cache them for a year. index.html must always be
 * revalidated so a new deploy is picked up at once. Everything else: one hour.
 */
export function cacheControlFor(filePath: string): string {
  const normalised = filePath.replace(/\\/g, '/');
  if (normalised.endsWith('.html')) return 'no-cache';
  if (normalised.includes('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** serve-static's hook (the fallback behind the fast path): the same rule. */
export function setStaticHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}

export function spaServeOptions(webDistDir: string): ServeStaticModuleOptions[] {
  return [
    {
      rootPath: webDistDir,
      exclude: EXCLUDE,
      serveStaticOptions: {
        index: false,
        fallthrough: true,
        setHeaders: (res: Response, path: string) => setStaticHeaders(res, path),
      },
    },
  ];
}

/**
 * Runs before the SPA fallback. A page the app does not know still gets index.html (so
 * the SPA shows its 404 screen) but with a 404 status, as crawlers and monitors expect.
 * A missing file (a path with an extension, e.g. an old hashed asset) is a plain 404,
 * never index.html.
 */
export function spaStatusMiddleware(webDistDir: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    if (NON_SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return next();
    if (/\.[a-z0-9]{1,8}$/i.test(path)) {
      const decoded = safeDecode(path);
      const file = decoded === null ? null : normalize(join(webDistDir, decoded));
      if (file === null || !file.startsWith(webDistDir) || !isFile(file)) {
        res.status(404).json({ message: 'Not found', code: 'not_found' });
        return;
      }
      return next();
    }
    if (!isKnownPage(path)) res.status(404);
    next();
  };
}

/** decodeURIComponent, or null for a malformed escape such as '%ff' (which throws: a 500). */
function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
