import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/config.js';
import type { ErrorBody } from '../../shared/error-codes.js';
import { CommonError } from './domain-error.js';

/**
 * DESIGN §4 rule 4: state-changing requests must come from the shop itself.
 *
 * Every POST/PUT/PATCH/DELETE (any path, so also unknown ones) is refused with 403
 * `{ message: 'Cross-site request refused', code: 'cross_origin' }` when
 *   - it names an `Origin` that is not the shop's: PUBLIC_URL's origin, or the origin the
 *     request itself was sent to (scheme + Host, for local use: 127.0.0.1 vs localhost, the
 *     Vite dev proxy). `Origin: null` (sandboxed frames, privacy redirects) and anything
 *     unparsable are foreign too;
 *   - or the browser says `Sec-Fetch-Site: cross-site`.
 * Browsers send `Origin` with every POST/PUT/PATCH/DELETE, same-origin fetch and
 * XMLHttpRequest included, so the shop's own pages pass. A request without `Origin` is not
 * from a browser's cross-site form or fetch (curl, server-to-server): it goes on to the
 * route's own checks (JSON only, sessions, tokens, signatures).
 *
 * Exempt, because they are called from outside on purpose and authenticate otherwise:
 *   - POST /api/webhooks/stripe: server-to-server, signature-verified on the raw body;
 *   - POST /api/newsletter/unsubscribe: RFC 8058 one-click unsubscribe from mail clients
 *     (a webmail client posts from its own origin), authenticated by the link's token.
 *
 * Runs as Express middleware before the session is read and before any route, so a refused
 * request changes nothing.
 */
export const CROSS_ORIGIN_ERROR: Readonly<ErrorBody> = Object.freeze({
  message: 'Cross-site request refused',
  code: 'cross_origin',
});

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `METHOD /path` (lower-case path, no trailing slash) of the routes the check leaves alone. */
export const ORIGIN_CHECK_EXEMPT: readonly string[] = ['POST /api/webhooks/stripe', 'POST /api/newsletter/unsubscribe'];

/** The origin (scheme://host[:port]) of a URL, or null when it has none. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Express routes case-insensitively and ignores one trailing slash: so does the exemption. */
function normalisedPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/$/, '') : lower;
}

export function isExempt(method: string, path: string): boolean {
  return ORIGIN_CHECK_EXEMPT.includes(`${method.toUpperCase()} ${normalisedPath(path)}`);
}

type RequestLike = Pick<Request, 'method' | 'path' | 'headers' | 'protocol'>;

/** True when the request must be refused as cross-site (see above). */
export function isCrossSiteRequest(req: RequestLike, publicUrl: string): boolean {
  if (!STATE_CHANGING.has(req.method.toUpperCase())) return false;
  if (isExempt(req.method, req.path)) return false;
  const fetchSite = req.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite.trim().toLowerCase() === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const claimed = originOf(origin);
  if (claimed === null) return true;
  const host = req.headers.host;
  const own = [originOf(publicUrl), typeof host === 'string' && host !== '' ? originOf(`${req.protocol}://${host}`) : null];
  return !own.includes(claimed);
}

/** The Express middleware: 403 `cross_origin` for a cross-site state change, otherwise on. */
export function originCheck(config: Pick<AppConfig, 'publicUrl'>) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!isCrossSiteRequest(req, config.publicUrl)) return next();
    next(new CommonError('cross_origin', CROSS_ORIGIN_ERROR.message, { 'Cache-Control': 'no-store' }));
  };
}
