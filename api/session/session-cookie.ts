import type { CookieOptions } from 'express';

export const SESSION_COOKIE = 'shop.sid';

/**
 * Over HTTPS the cookie is `__Host-shop.sid`: browsers then accept it only when Secure,
 * Path=/ and without Domain, so a sibling subdomain cannot plant or shadow it.
 */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
/** A buyer's session; the admin's is shorter (admin-auth.controller.ts). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** HttpOnly, SameSite=Lax, Secure when the shop is served over HTTPS. */
export function sessionCookieOptions(publicUrl: string): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: publicUrl.startsWith('https://'), path: '/' };
}
