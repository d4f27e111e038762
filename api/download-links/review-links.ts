import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-signed, expiring review links for the receipt e-mail: the token names the buyer's
 * purchase e-mail and the guide, so the form opens without logging in. Token:
 * `{base64url(JSON [email, slug, exp])}.{base64url(HMAC-SHA256)}`, key
 * AppSecret.key('review-links').
 */
export interface ReviewGrant {
  email: string;
  slug: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

/** A receipt's review link works this long (buyers review after reading the guide). */
export const REVIEW_LINK_TTL_SECONDS = 90 * 24 * 60 * 60;

const MAX_TOKEN_LENGTH = 600;

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`review.${payload}`).digest('base64url');
}

export function signReviewGrant(key: Buffer, grant: ReviewGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.email, grant.slug, grant.exp]), 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The guide page opens the review form for this token (`?review=`). */
export function reviewLinkFor(publicUrl: string, key: Buffer, grant: ReviewGrant): string {
  return `${publicUrl}/guides/${encodeURIComponent(grant.slug)}?review=${signReviewGrant(key, grant)}#reviews`;
}

/** The grant when the signature is right and it has not expired; null otherwise. */
export function verifyReviewToken(key: Buffer, token: unknown, nowSeconds = Math.floor(Date.now() / 1000)): ReviewGrant | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const m = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(key, m[1]));
  const given = Buffer.from(m[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [email, slug, exp] = value as unknown[];
  if (typeof email !== 'string' || typeof slug !== 'string' || typeof exp !== 'number' || !Number.isSafeInteger(exp)) return null;
  if (exp < nowSeconds) return null;
  return { email, slug, exp };
}
