/**
 * Buyer stamps (DESIGN §3 Downloads): every page of a downloaded guide carries, in the
 * empty bottom strip the sample PDFs leave for it (STAMP_STRIP), a small grey line naming
 * the buyer's e-mail and order number.
 *
 * Stamped copies are cached per order at
 * `storage/stamped/{orderId}/{slug}-{first 12 hex of the source PDF's sha256}.pdf`, so a
 * replaced source PDF gives a new stamp (and the stale copy is removed). Files are written
 * to a temporary name and renamed, so a reader never sees half a PDF; concurrent requests
 * for the same copy share one stamping promise.
 */
import { createHash, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { degrees, PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { storagePaths } from '../common/storage.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import { GuideFilesService } from '../guides/guide-files.service.js';
import { STAMP_STRIP } from '../guides/pdf-layout.js';

/** Preferred and smallest font size of the stamp line (pt). */
export const STAMP_FONT_SIZE = 7.5;
const MIN_FONT_SIZE = 5;
/** Distance of the baseline from the bottom edge: the line sits in the middle of the strip. */
const BASELINE = STAMP_STRIP / 2 - 2.5;
/** Horizontal room kept free on each side of the line. */
const SIDE_MARGIN = 24;
const GREY = rgb(0.45, 0.45, 0.45);

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

/** Characters the standard Helvetica font (WinAnsi) cannot draw become '?'. */
function encodable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return Array.from(text, (ch) => (charset.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/**
 * Draws `line` centred in the bottom strip of every page, upright as the page is shown
 * (the page's /Rotate and crop box are taken into account). Returns the new PDF bytes.
 */
export async function stampPdf(source: Uint8Array, line: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(source, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = encodable(font, line);
  for (const page of pdf.getPages()) {
    const box = page.getCropBox();
    const angle = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
    const shownWidth = angle === 90 || angle === 270 ? box.height : box.width;
    let size = STAMP_FONT_SIZE;
    let width = font.widthOfTextAtSize(text, size);
    if (width > shownWidth - 2 * SIDE_MARGIN) {
      size = Math.max(MIN_FONT_SIZE, (size * (shownWidth - 2 * SIDE_MARGIN)) / width);
      width = font.widthOfTextAtSize(text, size);
    }
    const offset = (shownWidth - width) / 2;
    // Where the line starts in user space, so that it reads left to right along the shown bottom edge.
    const at = {
      0: { x: box.x + offset, y: box.y + BASELINE },
      90: { x: box.x + box.width - BASELINE, y: box.y + offset },
      180: { x: box.x + box.width - offset, y: box.y + box.height - BASELINE },
      270: { x: box.x + BASELINE, y: box.y + box.height - offset },
    }[angle] ?? { x: box.x + offset, y: box.y + BASELINE };
    page.drawText(text, { ...at, size, font, color: GREY, rotate: degrees(angle) });
  }
  return pdf.save();
}

/** A stamped copy: `key` names its content (order, guide, source PDF hash), `file` is where it is kept. */
export interface StampedCopy {
  key: string;
  file: string;
}

interface SourceHash {
  mtimeMs: number;
  size: number;
  ino: number;
  hash: string;
}

@Injectable()
export class StampingService {
  private readonly logger = new Logger('Stamping');
  private readonly stampedDir: string;
  /** Stamping in progress, by target file. */
  private readonly inFlight = new Map<string, Promise<string>>();
  /** sha256 of each source PDF, recomputed when the file changes. */
  private readonly hashes = new Map<string, SourceHash>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly guideFiles: GuideFilesService,
  ) {
    this.stampedDir = storagePaths(config.storageDir).stamped;
  }

  /**
   * The stamped copy of the guide for this order (absolute path), stamped now if there is
   * none for the current source PDF (or for `copy`, when the caller already chose it).
   * Rejects when the source PDF is missing or unreadable.
   */
  async stampedFile(req: StampRequest, copy?: StampedCopy): Promise<string> {
    const { file: target } = copy ?? (await this.stampedCopy(req));
    const running = this.inFlight.get(target);
    if (running) return running;
    if (await exists(target)) return target;
    let pending = this.inFlight.get(target);
    if (!pending) {
      pending = this.stamp(this.guideFiles.pdfPath(req.slug), target, req).finally(() => this.inFlight.delete(target));
      this.inFlight.set(target, pending);
    }
    return pending;
  }

  /** Which stamped copy this request gets (nothing is stamped). Rejects when the source PDF is missing. */
  async stampedCopy(req: StampRequest): Promise<StampedCopy> {
    const hash = await this.sourceHash(this.guideFiles.pdfPath(req.slug));
    const key = `${req.orderId}/${req.slug}-${hash.slice(0, 12)}.pdf`;
    // No join(): the parts are a number, a catalogue slug and hex, and this runs on every download.
    return { key, file: `${this.stampedDir}/${key}` };
  }

  private async stamp(source: string, target: string, req: StampRequest): Promise<string> {
    const started = Date.now();
    const bytes = await stampPdf(await readFile(source), stampLine(req.email, req.orderNumber));
    const dir = dirname(target);
    await mkdir(dir, { recursive: true });
    const tmp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, target);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    await this.removeStale(dir, req.slug, basename(target));
    this.logger.log({ msg: 'Guide stamped', slug: req.slug, orderId: req.orderId, file: target, ms: Date.now() - started });
    return target;
  }

  /** Copies stamped from an earlier version of the source PDF. */
  private async removeStale(dir: string, slug: GuideSlug, keep: string): Promise<void> {
    const stale = new RegExp(`^${slug}-[0-9a-f]{12}\\.pdf$`);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name !== keep && stale.test(name)) await unlink(join(dir, name)).catch(() => undefined);
    }
  }

  private async sourceHash(file: string): Promise<string> {
    // Every download asks; a synchronous stat costs ~2 µs of CPU, the async one ~30 µs.
    const st = statSync(file);
    const known = this.hashes.get(file);
    if (known && known.mtimeMs === st.mtimeMs && known.size === st.size && known.ino === st.ino) return known.hash;
    const hash = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    this.hashes.set(file, { mtimeMs: st.mtimeMs, size: st.size, ino: st.ino, hash });
    return hash;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
