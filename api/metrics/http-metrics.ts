import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service.js';

/** Status recorded for a request whose client went away before an answer started (as in the request log). */
const CLIENT_CLOSED = 499;

/**
 * The route label of a request: the pattern of the Nest route that answered it (never the
 * raw URL, so ids and tokens cannot multiply the series), `static` for the build's files
 * and pages, `unmatched` for everything refused before any route (unknown paths, 404 pages,
 * bodies or origins refused by a middleware).
 */
export function routeLabel(req: Request, status: number): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  // Nest answers unknown paths from a catch-all route ('*path').
  if (typeof path === 'string' && !path.startsWith('*') && !path.startsWith('/*')) return path;
  return status < 400 && typeof path !== 'string' ? 'static' : 'unmatched';
}

/** Counts and times every request; mounted first in app.factory.ts, so refusals are counted too. */
export function httpMetrics(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const start = process.hrtime.bigint();
    res.once('close', () => {
      const status = res.writableFinished || res.headersSent ? res.statusCode : CLIENT_CLOSED;
      const labels = { method: req.method, route: routeLabel(req, status), status: String(status) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
    });
    next();
  };
}
