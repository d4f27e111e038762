import type request from 'supertest';
import { SESSION_COOKIE } from '../../api/session/session-cookie.js';

/** The Set-Cookie line of cookie `name` in a response, or undefined. */
export function setCookieLineOf(res: request.Response, name = SESSION_COOKIE): string | undefined {
  const lines = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return lines.find((l) => l.startsWith(`${name}=`));
}

/** `name=value` of cookie `name` (the session cookie by default), ready for a Cookie header; or undefined. */
export function cookieOf(res: request.Response, name = SESSION_COOKIE): string | undefined {
  return setCookieLineOf(res, name)?.split(';')[0];
}
