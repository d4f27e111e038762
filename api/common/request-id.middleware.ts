import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { type JsonLogger, requestContext } from './logger.js';

const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Where the build's hashed files are served (StaticFiles). */
const ASSETS_PREFIX = '/assets/';

/** Logged as the status of a request whose client went away before the answer was sent. */
export const CLIENT_CLOSED_STATUS = 499;

/**
 * Gives every request an id (kept from X-Request-Id when sane), echoes it, runs the rest
 * of the request inside `requestContext` (so every log line it causes carries the id) and
 * logs one line when it ends: `{ reqId, method, url, status, ms }`, the url with secret
 * query values redacted. A request cut off before its answer was complete is logged too,
 * with `aborted: true` (status 499 when no answer had started). A hashed asset answered
 * without an error (/assets/..., a page view loads a dozen) is logged at level debug: at
 * info its line cost about a third of the asset path's throughput, and it tells the owner
 * nothing the page view's line does not.
 */
export function requestIdMiddleware(logger: JsonLogger) {
  return (req: Request & { id?: string }, res: Response, next: NextFunction): void => {
    const id = trackRequest(logger, req.method, req.originalUrl, req.get('x-request-id'), res);
    req.id = id;
    requestContext.run({ reqId: id }, next);
  };
}

/** Sets X-Request-Id and logs one line when the response ends or is cut off. */
function trackRequest(logger: JsonLogger, method: string, url: string, incomingId: string | undefined, res: ServerResponse): string {
  const id = incomingId && VALID_ID.test(incomingId) ? incomingId : randomUUID();
  res.setHeader('X-Request-Id', id);
  const start = process.hrtime.bigint();
  let logged = false;
  const done = (aborted: boolean) => {
    if (logged) return;
    logged = true;
    const status = aborted && !res.headersSent ? CLIENT_CLOSED_STATUS : res.statusCode;
    logger.request({
      reqId: id,
      method,
      url,
      status,
      ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      ...(aborted ? { aborted: true } : {}),
      routine: !aborted && status < 400 && url.startsWith(ASSETS_PREFIX),
    });
  };
  res.on('finish', () => done(false));
  res.on('close', () => done(!res.writableFinished));
  return id;
}
