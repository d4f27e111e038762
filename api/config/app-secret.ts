import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './config.js';

/** What a derived key is for: one secret, a separate key per use. */
export type KeyPurpose = 'download-links' | 'sandbox-client-secrets' | 'review-links';

/**
 * The app secret (SESSION_SECRET; outside production a random one kept in storage/ so a
 * restart keeps sessions and links). Resolved once per app by ConfigModule.
 */
export class AppSecret {
  private readonly keys = new Map<KeyPurpose, Buffer>();

  constructor(readonly value: string) {}

  static resolve(config: Pick<AppConfig, 'sessionSecret' | 'storageDir'>): AppSecret {
    if (config.sessionSecret) return new AppSecret(config.sessionSecret);
    const file = join(config.storageDir, '.session-secret');
    if (existsSync(file)) return new AppSecret(readFileSync(file, 'utf8').trim());
    const secret = randomBytes(48).toString('base64url');
    mkdirSync(config.storageDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return new AppSecret(secret);
  }

  /** HMAC key for one purpose. */
  key(purpose: KeyPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = deriveKey(this.value, purpose);
      this.keys.set(purpose, key);
    }
    return key;
  }
}

export function deriveKey(appSecret: string, purpose: KeyPurpose): Buffer {
  return createHmac('sha256', appSecret).update(`threadwise:${purpose}`).digest();
}
