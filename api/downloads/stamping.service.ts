/**
 * Buyer stamps (DESIGN §3 Downloads): every page of a downloaded guide carries, in the
 * empty bottom strip the sample PDFs leave for it (STAMP_STRIP), a small grey line naming
 * the buyer's e-mail and order number.
 *
 * Stamped copies are kept per order in storage at
 * `stamped/{orderId}/{slug}-{first 12 hex of the source PDF's sha256}.pdf`, so a replaced
 * source PDF gives a new stamp (and the stale copy is removed). A store's put is all or
 * nothing, so a reader never sees half a PDF; concurrent requests for the same copy share
 * one stamping promise.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { Injectable, Logger } from '@nestjs/common';
import { pdfWorker } from '../common/pdf-worker-client.js';
import { ObjectNotFoundError, ObjectStore } from '../storage/object-store.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import { GuideFilesService } from '../guides/guide-files.service.js';
import { STAMP_STRIP } from '../guides/pdf-layout.js';

export interface StampRequest {
  slug: GuideSlug;
  orderId: number;
  email: string;
  orderNumber: string;
}

/** The footer line stamped on every page. */
export function stampLine(email: string, orderNumber: string): string {
  return `Licensed to ${email} · Order ${orderNumber} · Personal use only — please do not share`;
}

/** A stamped copy: `key` names its content (order, guide, source PDF hash), `object` is its storage key. */
export interface StampedCopy {
  key: string;
  object: string;
}

/** What the source PDF's hash was computed for: its stat on disk, its ETag on S3. */
interface SourceHash {
  version: string;
  hash: string;
}

@Injectable()
export class StampingService {
  private readonly logger = new Logger('Stamping');
  /** Stamping in progress, by target key. */
  private readonly inFlight = new Map<string, Promise<string>>();
  /** sha256 of each source PDF, recomputed when the file changes. */
  private readonly hashes = new Map<string, SourceHash>();

  constructor(
    private readonly guideFiles: GuideFilesService,
    private readonly store: ObjectStore,
  ) {}

  /**
   * The storage key of the stamped copy of the guide for this order, stamped now if there
   * is none for the current source PDF (or for `copy`, when the caller already chose it).
   * Rejects when the source PDF is missing or unreadable.
   */
  async stampedFile(req: StampRequest, copy?: StampedCopy): Promise<string> {
    const { object: target } = copy ?? (await this.stampedCopy(req));
    const running = this.inFlight.get(target);
    if (running) return running;
    if (await this.store.exists(target)) return target;
    let pending = this.inFlight.get(target);
    if (!pending) {
      pending = this.stamp(this.guideFiles.pdfKey(req.slug), target, req).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, pending);
    }
    return pending;
  }

  /** Which stamped copy this request gets (nothing is stamped). Rejects when the source PDF is missing. */
  async stampedCopy(req: StampRequest): Promise<StampedCopy> {
    const hash = await this.sourceHash(this.guideFiles.pdfKey(req.slug));
    const key = `${req.orderId}/${req.slug}-${hash.slice(0, 12)}.pdf`;
    // No join(): the parts are a number, a catalogue slug and hex, and this runs on every download.
    return { key, object: `stamped/${key}` };
  }

  private async stamp(source: string, target: string, req: StampRequest): Promise<string> {
    const started = Date.now();
    // pdf-lib runs in the PDF worker process: a large guide's parse never lands in the shop's heap.
    const bytes = await pdfWorker.stamp(await this.store.read(source), stampLine(req.email, req.orderNumber), STAMP_STRIP);
    await this.store.put(target, bytes, { contentType: 'application/pdf' });
    await this.removeStale(target, req.slug);
    this.logger.log({ msg: 'Guide stamped', slug: req.slug, orderId: req.orderId, file: target, ms: Date.now() - started });
    return target;
  }

  /** Copies stamped from an earlier version of the source PDF. */
  private async removeStale(keep: string, slug: GuideSlug): Promise<void> {
    const folder = keep.slice(0, keep.lastIndexOf('/') + 1);
    const stale = new RegExp(`^${slug}-[0-9a-f]{12}\\.pdf$`);
    for await (const { key } of this.store.list(folder)) {
      if (key !== keep && stale.test(key.slice(folder.length))) await this.store.delete(key).catch(() => undefined);
    }
  }

  private async sourceHash(key: string): Promise<string> {
    const version = this.sourceVersion(key) ?? (await this.store.head(key))?.etag;
    if (version === undefined) throw new ObjectNotFoundError(key);
    const known = this.hashes.get(key);
    if (known && known.version === version) return known.hash;
    const hash = createHash('sha256')
      .update(await this.store.read(key))
      .digest('hex');
    this.hashes.set(key, { version, hash });
    return hash;
  }

  /**
   * On disk, the file's identity from a synchronous stat: every download asks, and it costs
   * ~2 µs of CPU where the async one costs ~30 µs. Null on S3 (a HEAD gives the ETag).
   */
  private sourceVersion(key: string): string | null {
    const path = this.store.localPath(key);
    if (path === null) return null;
    try {
      const st = statSync(path);
      return `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(key);
      throw err;
    }
  }
}
