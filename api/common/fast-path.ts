import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { DATABASE_UNAVAILABLE, type HealthBody, type HealthProbe } from '../health/health-probe.js';
import type { JsonLogger } from './logger.js';
import { trackFastRequest } from './request-id.middleware.js';

/**
 * Answers a request and returns true, or returns false to let Express answer it. A
 * handler that returned true may still hand the request to Express later with `next()`
 * (before it has sent anything).
 */
export type FastHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => boolean;

/**
 * Puts handlers in front of Express (issue 7): the build's files and pages
 * (static-files.ts) and GET /api/health are answered without the middleware chain, which
 * costs far more than they do. Anything they decline goes to Express as before.
 */
export function installFastPath(app: NestExpressApplication, handlers: FastHandler[]): void {
  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) throw new Error(`Expected one request listener (Express), found ${listeners.length}`);
  const [express] = listeners;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A request with a body (even a GET's) goes through Express and its body checks.
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    const next = () => express(req, res);
    if (!hasBody) for (const handle of handlers) if (handle(req, res, next)) return;
    next();
  });
}

/**
 * The headers a middleware sets on every response. helmet's are fixed for a given
 * configuration, so they are computed once and set from a list (helmet itself runs a
 * dozen small middlewares per request).
 */
export function headersSetBy(middleware: (req: never, res: never, next: (err?: unknown) => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let called = false;
  middleware({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
    called = true;
  });
  if (!called) throw new Error('The security-headers middleware did not finish synchronously');
  return headers;
}

/** Express middleware setting a fixed list of headers. */
export function fixedHeaders(headers: Record<string, string>) {
  const list = Object.entries(headers);
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}

/** GET /api/health (exactly) from the shared probe; same body and status as HealthController. */
export function healthFastPath(probe: HealthProbe, baseHeaders: Record<string, string>, logger: JsonLogger): FastHandler {
  const headers = Object.entries({
    ...baseHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  }).flat();
  // The probe's answer changes at most once a second: its JSON is kept with it.
  let last: { body: unknown; json: string; length: string } | null = null;
  const answer = (res: ServerResponse, id: string, body: HealthBody | null) => {
    if (last?.body !== body) {
      const json = JSON.stringify(body ?? DATABASE_UNAVAILABLE);
      last = { body, json, length: String(Buffer.byteLength(json)) };
    }
    res.writeHead(body === null ? 503 : 200, [...headers, 'Content-Length', last.length, 'X-Request-Id', id]);
    res.end(last.json);
  };
  return (req, res) => {
    if (req.method !== 'GET' || req.url !== '/api/health') return false;
    const id = trackFastRequest(logger, req, res);
    probe.check().then(
      (body) => answer(res, id, body),
      () => answer(res, id, null),
    );
    return true;
  };
}
