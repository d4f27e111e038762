/**
 * Hashed build assets shared through the bucket, for rolling deploys with several
 * replicas: a page rendered by a replica of the old build asks for /assets/<old hash>.js,
 * which a replica of the new build does not have on its disk. Each replica copies its
 * dist/web/assets/* into the bucket under assets/ at start-up (keys that exist are
 * skipped: a hashed name never changes content), and the static middleware asks the
 * bucket for a hashed asset it does not have (StaticFiles.middleware's fallback).
 */
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { ObjectStore } from './object-store.js';
import { serveObject } from './serve-object.js';

export const ASSETS_PREFIX = 'assets/';
/** Vite's hashed file names; nothing else is looked up in the bucket. */
const HASHED_ASSET = /^\/assets\/([A-Za-z0-9_-]+-[A-Za-z0-9_-]{6,}\.[a-z0-9]{1,8})$/;

/** Copies the build's assets (not their .br/.gz variants) into the bucket; returns how many were new. */
export async function publishAssets(store: ObjectStore, webDir: string, contentType: (name: string) => string): Promise<number> {
  const dir = join(webDir, 'assets');
  if (!existsSync(dir)) return 0;
  const present = new Set<string>();
  for await (const info of store.list(ASSETS_PREFIX)) present.add(info.key);
  let copied = 0;
  for (const name of readdirSync(dir)) {
    const key = `${ASSETS_PREFIX}${name}`;
    if (present.has(key) || name.endsWith('.br') || name.endsWith('.gz') || !statSync(join(dir, name)).isFile()) continue;
    if (!HASHED_ASSET.test(`/${key}`)) continue;
    await store.put(key, createReadStream(join(dir, name)), { contentType: contentType(name) });
    copied += 1;
  }
  return copied;
}

/**
 * The static middleware's fallback for a /assets/ path this build lacks: the bucket's copy,
 * with the immutable caching of a hashed asset; otherwise `miss()` (the 404 it would send).
 */
export function assetsFromStore(store: ObjectStore, contentType: (name: string) => string) {
  return (req: Request, res: Response, miss: () => void, next: NextFunction): void => {
    const m = HASHED_ASSET.exec(req.path);
    if (!m) return miss();
    serveObject(req, res, store, `${ASSETS_PREFIX}${m[1]}`, {
      headers: { 'Content-Type': contentType(m[1]), 'Cache-Control': 'public, max-age=31536000, immutable' },
    }).then(
      (outcome) => {
        if (outcome === 'missing') miss();
      },
      (err: unknown) => (res.headersSent ? res.destroy() : next(err)),
    );
  };
}
