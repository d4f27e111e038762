import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { AppSecret } from '../config/app-secret.js';
import type { AppConfig } from '../config/config.js';
import { SESSION_TTL_MS, sessionCookieName, sessionCookieOptions } from './session-cookie.js';
import type { TypeOrmSessionStore } from './session.store.js';

declare module 'express-session' {
  interface SessionData {
    /** Orders this browser session paid for (download entitlement, account linking). */
    paidOrderIds?: number[];
    /** The pending order of the checkout in progress, per main guide slug. */
    checkoutOrders?: Record<string, number>;
    /** Epoch ms after which the session is over however active it is (the admin's 12 hours). */
    notAfter?: number;
  }
}

/**
 * Routes that never read or write a session (no login, checkout or download state): the
 * session and passport middlewares skip them, which saves a session id and cookie parsing
 * on every enquiry, sign-up, upload, preview and health check.
 */
const SESSIONLESS_ROUTES = ['/api/health', '/api/config', '/api/contact', '/api/newsletter', '/api/objects/upload', '/previews'];

/**
 * False for the routes above and everything under them, and for the file upload itself
 * (PUT /objects/uploads/:id; a GET there is the admin's attachment download, which does).
 */
export function needsSession(method: string, path: string): boolean {
  if (method === 'PUT' && path.startsWith('/objects/uploads/')) return false;
  return !SESSIONLESS_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}

/** Runs `middleware` only for requests whose route uses the session. */
export function forSessionRoutes(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => (needsSession(req.method, req.path) ? middleware(req, res, next) : next());
}

/** Server-side sessions in the database; HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export function configureSessions(app: INestApplication, config: AppConfig, store: TypeOrmSessionStore): void {
  app.use(
    forSessionRoutes(
      session({
        name: sessionCookieName(config.publicUrl),
        secret: app.get(AppSecret).value,
        store,
        resave: false,
        saveUninitialized: false,
        rolling: false,
        cookie: { ...sessionCookieOptions(config.publicUrl), maxAge: SESSION_TTL_MS },
      }),
    ),
  );
  app.use(forSessionRoutes(endExpiredSession));
}

/** A session past its absolute end (`notAfter`) is replaced by a new, empty one. */
function endExpiredSession(req: Request, _res: Response, next: NextFunction): void {
  const notAfter = req.session?.notAfter;
  if (notAfter === undefined || Date.now() < notAfter) return next();
  req.session.regenerate((err) => next(err));
}
