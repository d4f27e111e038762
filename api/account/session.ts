import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { SessionRow } from './session.entity.js';
import { TypeOrmSessionStore } from './typeorm-session.store.js';

export const SESSION_COOKIE = 'shop.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    /** Orders this browser session paid for (download entitlement, account linking). */
    paidOrderIds?: number[];
    /** The pending order of the checkout in progress, per main guide slug. */
    checkoutOrders?: Record<string, number>;
  }
}

/** SESSION_SECRET, or outside production a random one kept in storage/ so restarts keep sessions. */
export function sessionSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.storageDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Routes that never read or write a session (no login, checkout or download state): the
 * session and passport middlewares skip them, which saves a session id and cookie parsing
 * on every enquiry, sign-up, upload, preview and health check.
 */
const SESSIONLESS_ROUTES = [
  '/api/health',
  '/api/config',
  '/api/contact',
  '/api/newsletter',
  '/api/objects/upload',
  '/previews',
];

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

/** Server-side sessions in SQLite; HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export function configureSessions(app: INestApplication, config: AppConfig): TypeOrmSessionStore {
  const store = new TypeOrmSessionStore(app.get(DataSource).getRepository(SessionRow), THIRTY_DAYS_MS);
  app.use(
    forSessionRoutes(session({
      name: SESSION_COOKIE,
      secret: sessionSecret(config),
      store,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      proxy: config.trustProxy,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https://'),
        maxAge: THIRTY_DAYS_MS,
        path: '/',
      },
    })),
  );
  return store;
}
