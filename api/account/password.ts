import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (DESIGN §2), node:crypto only.
 *
 * Stored as `scrypt$N$r$p$saltB64$hashB64`, so the parameters travel with every hash and
 * can be raised later without breaking existing accounts (verify reads them back).
 *
 *   N = 2^15 (cost), r = 8 (block size), p = 1 (parallelism): 128 * N * r = 32 MiB of
 *   memory and roughly 50-100 ms of one core per hash, OWASP's scrypt baseline.
 *   64-byte derived key, 16-byte random salt per password.
 *   maxmem = 64 MiB: Node's default (32 MiB) is exactly the need, which it refuses.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
export const SCRYPT_KEY_LENGTH = 64;
export const SCRYPT_SALT_LENGTH = 16;
const MAXMEM = 64 * 1024 * 1024;

/** Upper bounds for parameters read back from a stored hash (a corrupt row must not hang the server). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function derive(password: string, salt: Buffer, keyLength: number, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: Math.max(MAXMEM, 256 * params.N * params.r) };
  return new Promise((resolve, reject) => {
    // NFC, so the same password typed on two keyboards (composed or decomposed accents) matches.
    scrypt(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** A new `scrypt$N$r$p$salt$hash` string for `password`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT_SALT_LENGTH);
  const key = await derive(password, salt, SCRYPT_KEY_LENGTH, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The parts of a stored hash, or null when it is not one of ours. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^\d{1,8}$/.test(s) ? Number(s) : NaN));
  if (!Number.isSafeInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return null;
  if (!Number.isSafeInteger(r) || r < 1 || r > MAX_R) return null;
  if (!Number.isSafeInteger(p) || p < 1 || p > MAX_P) return null;
  if (!B64.test(parts[4]) || !B64.test(parts[5])) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const hash = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}

/** True when `password` matches `stored`; the comparison is constant-time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

let dummy: Promise<string> | null = null;

/**
 * Spends the same scrypt work as a real check, for a login name nobody has: unknown
 * users and wrong passwords then take as long as each other. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummy);
  return false;
}

/** True when a stored hash was made with weaker parameters than today's (rehash at next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  return (
    !parsed ||
    parsed.N < SCRYPT_PARAMS.N ||
    parsed.r < SCRYPT_PARAMS.r ||
    parsed.p < SCRYPT_PARAMS.p ||
    parsed.hash.length < SCRYPT_KEY_LENGTH
  );
}
