import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ObjectNotFoundError, ObjectStore } from '../storage/object-store.js';

/** A stamped PDF held in memory, with the validators sent with it. */
export interface CachedPdf {
  body: Buffer;
  /** Strong: a digest of the bytes, so If-Range and If-None-Match compare content. */
  etag: string;
  /** HTTP date of when the stamped copy was stored. */
  lastModified: string;
}

/**
 * Stamped PDFs in memory, least recently used first out, bounded by bytes
 * (STAMPED_PDF_CACHE_MB). Keys name the content (StampingService.stampedCopy: order, guide,
 * hash of the source PDF), so a new edition is a new key and the old copy just ages out.
 * A copy larger than half the budget is not kept: the caller streams it from storage.
 */
@Injectable()
export class StampedPdfCache {
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  /** Map order is recency order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, CachedPdf>();
  private readonly loading = new Map<string, Promise<CachedPdf | null>>();
  private held = 0;

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'stampedPdfCacheBytes'>,
    private readonly store: ObjectStore,
  ) {
    this.maxBytes = config.stampedPdfCacheBytes;
    this.maxEntryBytes = Math.floor(this.maxBytes / 2);
  }

  /** Bytes held. */
  get size(): number {
    return this.held;
  }

  get(key: string): CachedPdf | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /**
   * The cached copy, else the object `produce` names (stamped on demand) read into the
   * cache; null when it is too large to keep. Concurrent misses for one key read once.
   */
  getOrLoad(key: string, produce: () => Promise<string>): Promise<CachedPdf | null> {
    const hit = this.get(key);
    if (hit) return Promise.resolve(hit);
    if (this.maxEntryBytes === 0) return Promise.resolve(null);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, produce).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(key: string, produce: () => Promise<string>): Promise<CachedPdf | null> {
    // One retry: a stamped copy deleted between stamping and reading is stamped again.
    for (let attempt = 0; ; attempt++) {
      const object = await produce();
      try {
        const st = await this.store.head(object);
        if (!st) throw new ObjectNotFoundError(object);
        if (st.size > this.maxEntryBytes) return null;
        const body = await this.store.read(object);
        if (body.length > this.maxEntryBytes) return null;
        const entry = cachedPdf(body, st.lastModified);
        this.put(key, entry);
        return entry;
      } catch (err) {
        if (attempt === 0 && err instanceof ObjectNotFoundError) continue;
        throw err;
      }
    }
  }

  private put(key: string, entry: CachedPdf): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.held -= old.body.length;
    }
    this.entries.set(key, entry);
    this.held += entry.body.length;
    for (const [oldest, { body }] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= body.length;
    }
  }
}

export function cachedPdf(body: Buffer, mtime: Date): CachedPdf {
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    lastModified: mtime.toUTCString(),
  };
}
