import { Logger, NotFoundException } from '@nestjs/common';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { sendError } from './all-exceptions.filter.js';

/**
 * The routes Nest serves outside the /api prefix (setGlobalPrefix's `exclude`), in Nest's
 * path syntax: a trailing `{*path}` takes everything below.
 */
export const ROOT_ROUTES = ['objects/uploads/{*path}', 'previews/{*path}', 'robots.txt', 'sitemap.xml', 'forms/{*path}', 'metrics'];

const WILDCARD = '{*path}';

/** Whether Nest has routes for `path` (its 404 and error handling cover /api and ROOT_ROUTES only). */
export function servedByNest(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return true;
  return ROOT_ROUTES.some((route) =>
    route.endsWith(WILDCARD) ? path.startsWith(`/${route.slice(0, -WILDCARD.length)}`) : path === `/${route}`,
  );
}

/**
 * Nest answers an unknown route or a failed request with `{ message, code }` under its
 * prefix only; anything else (a POST to a page, a malformed body sent to `/`) would fall
 * to Express's own HTML page, without the shop's error shape. Mounted after the build's
 * files and pages (which answer GET and HEAD): `notFound` answers what is left outside
 * Nest's paths as Nest would (404, 'Cannot POST /'), `errors` an error raised on the way
 * (the body parser's) as the exception filter does.
 */
export function outsideApi(): { notFound: RequestHandler; errors: ErrorRequestHandler } {
  const logger = new Logger('Exceptions');
  return {
    notFound: (req, res, next) => {
      if (servedByNest(req.path)) return next();
      sendError(new NotFoundException(`Cannot ${req.method} ${req.path}`), req, res, logger);
    },
    errors: (err: unknown, req, res, next) => {
      if (servedByNest(req.path)) return next(err);
      sendError(err, req, res, logger);
    },
  };
}
