/**
 * Preview images of the first pages of each guide PDF (spec §2 'Preview the First 4
 * Pages'), rendered from the actual PDF with pdf.js and kept in storage under previews/:
 *
 *   {number}-page-{n}.png      600 px wide
 *   {number}-page-{n}@2x.png   1200 px wide
 *   {number}-page-{n}-{w}.webp WebP at w = 300, 600 and 1200 px wide (what the page
 *                              uses: smaller files; the PNGs stay for old links)
 *   {slug}.json                manifest: size, mtimeMs and sha256 of the PDF rendered
 *
 * ensure(slug) is a stat (a HEAD on S3) when nothing changed; the PDF is hashed only when its size or
 * mtime moved, and the pages are rendered again only when the content really changed.
 * Concurrent calls for one guide share one check / render.
 */
import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ObjectNotFoundError, ObjectStore } from '../storage/object-store.js';
import { findGuide } from '../../shared/catalogue.js';
import { pdfWorker } from '../common/pdf-worker-client.js';
import type { GuideSlug } from '../../shared/guide.types.js';

/** Spec §2: the detail page previews the first 4 pages. */
export const PREVIEW_PAGES = 4;
export const PREVIEW_WIDTH = 600;
export type PreviewScale = 1 | 2;
const SCALES: readonly PreviewScale[] = [1, 2];
/** WebP widths: a 264 px slot at 1x, 2x and 4x-ish (mobile 44vw at 2-3x lands on 600). */
export const WEBP_WIDTHS = [300, 600, 1200] as const;
export type WebpWidth = (typeof WEBP_WIDTHS)[number];
const WEBP_QUALITY = 82;
/** Bump when the rendering changes, so cached previews are rendered again. */
const RENDER_VERSION = 3;

export interface PreviewManifest {
  version: number;
  slug: GuideSlug;
  number: string;
  pdf: { size: number; mtimeMs: number; sha256: string; pages: number };
  /** Pages rendered (at most PREVIEW_PAGES; fewer when the PDF is shorter). */
  pages: number;
  width: number;
  renderedAt: string;
}

export interface EnsureResult {
  manifest: PreviewManifest;
  /** True when this call rendered the images (false: the cache was up to date). */
  rendered: boolean;
}

/** The PDF is missing or could not be rendered; the web page falls back to a generic image. */
export class PreviewUnavailableError extends Error {
  constructor(
    readonly slug: string,
    readonly reason: 'unknown_guide' | 'missing_pdf' | 'render_failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PreviewUnavailableError';
  }
}

@Injectable()
export class PreviewsService implements OnApplicationShutdown {
  private readonly logger = new Logger(PreviewsService.name);
  /** Manifests known to match the files on disk, by slug. */
  private readonly known = new Map<GuideSlug, PreviewManifest>();
  private readonly inflight = new Map<GuideSlug, Promise<EnsureResult>>();
  private stopped = false;

  constructor(readonly store: ObjectStore) {}

  /** Stops the warm-up and waits for a render in progress (it stops after its current page). */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.inflight.values()]);
  }

  pdfKey(slug: GuideSlug): string {
    return `guides/${slug}.pdf`;
  }

  fileKey(number: string, page: number, scale: PreviewScale = 1): string {
    return `previews/${previewFileName(number, page, scale)}`;
  }

  webpKey(number: string, page: number, width: WebpWidth): string {
    return `previews/${webpFileName(number, page, width)}`;
  }

  private manifestKey(slug: GuideSlug): string {
    return `previews/${slug}.json`;
  }

  /** Makes sure the previews of `slug` match its current PDF. Rejects with PreviewUnavailableError. */
  ensure(slug: GuideSlug): Promise<EnsureResult> {
    const running = this.inflight.get(slug);
    if (running) return running;
    const p = this.check(slug).finally(() => this.inflight.delete(slug));
    this.inflight.set(slug, p);
    return p;
  }

  /** Forgets what is known about `slug` (e.g. a preview file went missing); the next ensure() verifies from disk. */
  invalidate(slug: GuideSlug): void {
    this.known.delete(slug);
  }

  /** Renders whatever is stale, one guide after another; never rejects. */
  async warmUp(slugs: readonly GuideSlug[]): Promise<void> {
    for (const slug of slugs) {
      if (this.stopped) return;
      try {
        await this.ensure(slug);
      } catch (err) {
        const reason = err instanceof PreviewUnavailableError ? err.reason : 'render_failed';
        this.logger.warn({ msg: 'Preview warm-up skipped a guide', slug, reason, error: errorMessage(err) });
      }
    }
  }

  private async check(slug: GuideSlug): Promise<EnsureResult> {
    const guide = findGuide(slug);
    if (!guide) throw new PreviewUnavailableError(slug, 'unknown_guide', `Unknown guide ${slug}`);
    const pdfKey = this.pdfKey(slug);
    const missing = () => new PreviewUnavailableError(slug, 'missing_pdf', `No PDF for ${slug}`);
    const st = await this.store.head(pdfKey);
    if (!st) throw missing();

    const known = this.known.get(slug) ?? (await this.loadManifest(slug, guide.number));
    if (known && known.pdf.size === st.size && known.pdf.mtimeMs === st.lastModified.getTime()) {
      this.known.set(slug, known);
      return { manifest: known, rendered: false };
    }

    // Size or mtime moved (or nothing cached): read once, hash, compare.
    const { bytes, size, mtimeMs } = await this.readStable(pdfKey).catch((err: unknown) => {
      throw err instanceof ObjectNotFoundError ? missing() : err;
    });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (known && known.pdf.sha256 === sha256) {
      // Same content (copied or touched): only the manifest needs the new stat.
      const manifest: PreviewManifest = { ...known, pdf: { ...known.pdf, size, mtimeMs } };
      await this.store.put(this.manifestKey(slug), JSON.stringify(manifest, null, 2), { contentType: 'application/json' });
      this.known.set(slug, manifest);
      return { manifest, rendered: false };
    }

    this.known.delete(slug);
    const started = Date.now();
    let rendered: { pages: number; pdfPages: number };
    try {
      rendered = await this.render(bytes, guide.number);
    } catch (err) {
      throw new PreviewUnavailableError(slug, 'render_failed', `Could not render previews of ${slug}: ${errorMessage(err)}`, {
        cause: err,
      });
    }
    const manifest: PreviewManifest = {
      version: RENDER_VERSION,
      slug,
      number: guide.number,
      pdf: { size, mtimeMs, sha256, pages: rendered.pdfPages },
      pages: rendered.pages,
      width: PREVIEW_WIDTH,
      renderedAt: new Date().toISOString(),
    };
    await this.store.put(this.manifestKey(slug), JSON.stringify(manifest, null, 2), { contentType: 'application/json' });
    this.known.set(slug, manifest);
    this.logger.log({ msg: 'Previews rendered', slug, pages: rendered.pages, ms: Date.now() - started });
    return { manifest, rendered: true };
  }

  /** The manifest on disk, if it is current and every image it promises exists. */
  private async loadManifest(slug: GuideSlug, number: string): Promise<PreviewManifest | undefined> {
    let manifest: PreviewManifest;
    try {
      manifest = JSON.parse((await this.store.read(this.manifestKey(slug))).toString('utf8')) as PreviewManifest;
    } catch {
      return undefined;
    }
    if (
      manifest?.version !== RENDER_VERSION ||
      manifest.slug !== slug ||
      manifest.number !== number ||
      manifest.width !== PREVIEW_WIDTH ||
      typeof manifest.pdf?.sha256 !== 'string' ||
      !Number.isInteger(manifest.pages) ||
      manifest.pages < 1
    ) {
      return undefined;
    }
    for (let page = 1; page <= manifest.pages; page++) {
      for (const scale of SCALES) {
        if (!(await this.store.exists(this.fileKey(number, page, scale)))) return undefined;
      }
      for (const width of WEBP_WIDTHS) {
        if (!(await this.store.exists(this.webpKey(number, page, width)))) return undefined;
      }
    }
    return manifest;
  }

  /** The PDF's bytes, with the size and time of that very version (read again if it changed meanwhile). */
  private async readStable(key: string): Promise<{ bytes: Buffer; size: number; mtimeMs: number }> {
    for (let attempt = 0; ; attempt++) {
      const before = await this.store.head(key);
      if (!before) throw new ObjectNotFoundError(key);
      const bytes = await this.store.read(key);
      const after = await this.store.head(key);
      if ((after && after.etag === before.etag && bytes.length === before.size) || attempt === 2) {
        return { bytes, size: bytes.length, mtimeMs: (after ?? before).lastModified.getTime() };
      }
    }
  }

  private async render(bytes: Uint8Array, number: string): Promise<{ pages: number; pdfPages: number }> {
    // pdf.js draws and sharp encodes in the PDF worker process: their memory is not the shop's.
    const rendered = await pdfWorker.render(
      bytes,
      PREVIEW_PAGES,
      SCALES.map((s) => PREVIEW_WIDTH * s),
      [...WEBP_WIDTHS],
      WEBP_QUALITY,
    );
    if (rendered.pages.length < 1) throw new Error('the PDF has no pages');
    for (const [i, page] of rendered.pages.entries()) {
      if (this.stopped) throw new Error('shutting down');
      const images: { key: string; type: string; data: Uint8Array }[] = [];
      for (const image of page.images) {
        const scale = SCALES.find((s) => PREVIEW_WIDTH * s === image.width);
        if (scale !== undefined && image.png) images.push({ key: this.fileKey(number, i + 1, scale), type: 'image/png', data: image.png });
        if (image.webp) images.push({ key: this.webpKey(number, i + 1, image.width as WebpWidth), type: 'image/webp', data: image.webp });
      }
      for (const img of images) await this.store.put(img.key, img.data, { contentType: img.type });
      await yieldToEventLoop();
    }
    return { pages: rendered.pages.length, pdfPages: rendered.pdfPages };
  }
}

export function previewFileName(number: string, page: number, scale: PreviewScale = 1): string {
  return `${number}-page-${page}${scale === 2 ? '@2x' : ''}.png`;
}

export function webpFileName(number: string, page: number, width: WebpWidth): string {
  return `${number}-page-${page}-${width}.webp`;
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
