import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './logger.js';

const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives every request an id (kept from X-Request-Id when sane), echoes it, logs the outcome. */
export function requestIdMiddleware(logger: JsonLogger) {
  return (req: Request & { id?: string }, res: Response, next: NextFunction): void => {
    const incoming = req.get('x-request-id');
    const id = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      logger.request({
        reqId: id,
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      });
    });
    next();
  };
}
