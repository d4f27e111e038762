import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-signed, expiring download links for the receipt e-mail (DESIGN §3 Downloads):
 * `/api/download/{slug}?order={orderId}&exp={epochSeconds}&sig={base64url}`.
 */
export interface DownloadGrant {
  orderId: number;
  slug: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

/** Default lifetime of a receipt link. */
export const DOWNLOAD_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

function mac(key: Buffer, g: DownloadGrant): string {
  return createHmac('sha256', key).update(`${g.orderId}.${g.slug}.${g.exp}`).digest('base64url');
}

export function signDownloadGrant(key: Buffer, grant: DownloadGrant): string {
  return mac(key, grant);
}

export function downloadLinkFor(publicUrl: string, key: Buffer, grant: DownloadGrant): string {
  const q = new URLSearchParams({ order: String(grant.orderId), exp: String(grant.exp), sig: mac(key, grant) });
  return `${publicUrl}/api/download/${encodeURIComponent(grant.slug)}?${q.toString()}`;
}

/** The grant when the signature is right and not expired; null otherwise. */
export function verifyDownloadGrant(
  key: Buffer,
  input: { slug: string; order?: unknown; exp?: unknown; sig?: unknown },
  nowSeconds = Math.floor(Date.now() / 1000),
): DownloadGrant | null {
  const { slug, order, exp, sig } = input;
  if (typeof order !== 'string' || typeof exp !== 'string' || typeof sig !== 'string') return null;
  if (!/^\d{1,12}$/.test(order) || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const grant: DownloadGrant = { orderId: Number(order), slug, exp: Number(exp) };
  if (grant.exp < nowSeconds) return null;
  const expected = Buffer.from(mac(key, grant));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : null;
}
