import type { NextFunction, Request, Response } from 'express';

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
