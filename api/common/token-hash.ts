import { createHash } from 'node:crypto';

/**
 * The sha256 (hex) of a secret token sent by e-mail or kept by a browser (verification,
 * reset, unsubscribe and upload links): the database keeps only this, never the token.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
