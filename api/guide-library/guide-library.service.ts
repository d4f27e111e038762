/**
 * The owner's guide library: every uploaded PDF is an edition (guide_editions, the object
 * guides/editions/{slug}/... in storage), and the newest edition is published as
 * guides/{slug}.pdf, the one file the previews and the buyer stamps are made from
 * (both key their caches on the file's content hash, so a new edition means new previews
 * and freshly stamped copies). A guide without an upload keeps its generated sample.
 */
import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { withAdvisoryLock } from '../database/job-lock.js';
import type { Repository } from 'typeorm';
import { findGuide, GUIDES } from '../../shared/catalogue.js';
import type { GuideSlug } from '../../shared/guide.types.js';
import type { EditionResult, GuideEditionInfo, GuideFileSource, GuideLibrary, GuideLibraryItem } from '../../shared/api/guide-library.js';
import { GuideSalesService, type GuideSalesFigures } from '../checkout/guide-sales.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ObjectStore } from '../storage/object-store.js';
import { DownloadCountsService } from '../downloads/download-counts.service.js';
import { DownloadsService } from '../downloads/downloads.service.js';
import { GuideFilesService } from '../guides/guide-files.service.js';
import { type PreviewManifest, PreviewsService } from '../guides/previews.service.js';
import { MailService } from '../mail/mail.service.js';
import { editionAnnouncementMail } from './edition-announcement-mail.js';
import { GuideEdition } from './guide-edition.entity.js';
import { GuideLibraryError } from './guide-library.errors.js';
import { checkGuidePdf, isSamplePdf } from './pdf-check.js';
import { INCOMING_PREFIX, type StoredPdf } from './pdf-upload.storage.js';

/** Buyers read (and announcement e-mails queued) per round. */
const ANNOUNCE_BATCH = 200;
/** A temporary upload older than this at start-up was cut off by a crash. */
const STALE_INCOMING_MS = 3600_000;

export interface NewEdition {
  note: string;
  notify: boolean;
  uploadedBy: string | null;
}

@Injectable()
export class GuideLibraryService implements OnModuleInit {
  private readonly logger = new Logger('GuideLibrary');
  /** Where editions are kept (uploads stream to temporary keys beside them). */
  readonly editionsPrefix = 'guides/editions/';
  /** One upload per guide at a time, so editions are numbered and published in order. */
  private readonly locks = new Map<GuideSlug, Promise<unknown>>();
  /** Whether a file (by sha256) is the generated sample. */
  private readonly samples = new Map<string, boolean>();

  constructor(
    @InjectRepository(GuideEdition) private readonly editions: Repository<GuideEdition>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly guideFiles: GuideFilesService,
    private readonly previews: PreviewsService,
    private readonly sales: GuideSalesService,
    private readonly downloadCounts: DownloadCountsService,
    private readonly downloads: DownloadsService,
    private readonly mail: MailService,
    private readonly store: ObjectStore,
  ) {}

  get maxBytes(): number {
    return this.config.guidePdfMaxBytes;
  }

  /**
   * Before the sample generator runs (onApplicationBootstrap): a guide whose published
   * file is missing gets its latest edition back rather than a sample; temporary objects of
   * uploads cut off by a crash go (only old ones: another replica may be receiving one).
   */
  async onModuleInit(): Promise<void> {
    const cutoff = new Date(Date.now() - STALE_INCOMING_MS);
    for await (const info of this.store.list(INCOMING_PREFIX)) {
      if (info.lastModified.getTime() < cutoff.getTime()) await this.store.delete(info.key).catch(() => undefined);
    }
    await this.store.removeUnfinished(this.editionsPrefix, cutoff).catch(() => undefined);
    for (const guide of GUIDES) {
      if (await this.guideFiles.hasPdf(guide.slug)) continue;
      const latest = await this.latest(guide.slug);
      if (!latest) continue;
      try {
        await this.publish(guide.slug, latest.filePath);
        this.logger.warn({ msg: 'Guide PDF was missing: latest edition published again', slug: guide.slug, edition: latest.edition });
      } catch (err) {
        this.logger.error({ msg: 'Latest edition could not be published', slug: guide.slug, error: errorText(err) });
      }
    }
  }

  // --- reading -------------------------------------------------------------------------

  async library(): Promise<GuideLibrary> {
    const [sales, downloads] = await Promise.all([this.sales.figuresByGuide(), this.downloadCounts.byGuide()]);
    const guides: GuideLibraryItem[] = [];
    for (const guide of GUIDES) guides.push(await this.describe(guide.slug, sales, downloads));
    return { guides, maxBytes: this.maxBytes };
  }

  async item(slug: GuideSlug): Promise<GuideLibraryItem> {
    const [sales, downloads] = await Promise.all([this.sales.figuresByGuide(), this.downloadCounts.byGuide()]);
    return this.describe(slug, sales, downloads);
  }

  private async describe(
    slug: GuideSlug,
    sales: Map<string, GuideSalesFigures>,
    downloads: Map<string, number>,
  ): Promise<GuideLibraryItem> {
    const guide = findGuide(slug)!;
    const editions = await this.editions.find({ where: { slug }, order: { edition: 'DESC' } });
    const manifest = await this.manifest(slug);
    const file = manifest ? { size: manifest.pdf.size, pages: manifest.pdf.pages, sha256: manifest.pdf.sha256 } : null;
    let source: GuideFileSource = 'missing';
    if (file) {
      if (editions[0]?.sha256 === file.sha256) source = 'upload';
      else source = (await this.isSample(slug, file.sha256)) ? 'sample' : 'file';
    }
    const version = file ? file.sha256.slice(0, 12) : '';
    const figures = sales.get(slug);
    return {
      slug,
      number: guide.number,
      title: guide.title,
      source,
      file,
      current: editions[0] ? editionInfo(editions[0]) : null,
      editions: editions.map(editionInfo),
      previews: manifest
        ? Array.from({ length: manifest.pages }, (_, i) => `/previews/${guide.number}-page-${i + 1}-300.webp?v=${version}`)
        : [],
      sales: figures?.sales ?? 0,
      buyers: figures?.buyers ?? 0,
      downloads: downloads.get(slug) ?? 0,
    };
  }

  /** The previews' manifest: size, pages and hash of the published file (rendered now if stale). */
  private async manifest(slug: GuideSlug): Promise<PreviewManifest | null> {
    try {
      return (await this.previews.ensure(slug)).manifest;
    } catch (err) {
      this.logger.warn({ msg: 'Guide file unavailable', slug, error: errorText(err) });
      return null;
    }
  }

  private async isSample(slug: GuideSlug, sha256: string): Promise<boolean> {
    const known = this.samples.get(sha256);
    if (known !== undefined) return known;
    const sample = await this.store
      .read(this.guideFiles.pdfKey(slug))
      .then((bytes) => isSamplePdf(bytes))
      .catch(() => false);
    this.samples.set(sha256, sample);
    return sample;
  }

  private latest(slug: GuideSlug): Promise<GuideEdition | null> {
    return this.editions.findOne({ where: { slug }, order: { edition: 'DESC' } });
  }

  // --- a new edition -------------------------------------------------------------------

  /**
   * Checks the streamed upload, keeps it as the guide's next edition, publishes it (new
   * previews, new stamped copies) and, when asked, queues one e-mail per past buyer. The
   * temporary object is gone afterwards whatever happens.
   */
  addEdition(slug: GuideSlug, upload: StoredPdf, input: NewEdition): Promise<EditionResult> {
    const previous = this.locks.get(slug) ?? Promise.resolve();
    // In order here, and one replica at a time (PostgreSQL), so editions are numbered in turn.
    const run = previous
      .catch(() => undefined)
      .then(() =>
        withAdvisoryLock(this.editions.manager.connection, `guide-edition:${slug}`, () => this.addEditionNow(slug, upload, input)),
      );
    const tail = run.catch(() => undefined);
    this.locks.set(slug, tail);
    void tail.finally(() => {
      if (this.locks.get(slug) === tail) this.locks.delete(slug);
    });
    return run;
  }

  private async addEditionNow(slug: GuideSlug, upload: StoredPdf, input: NewEdition): Promise<EditionResult> {
    let row: GuideEdition;
    try {
      const check = await checkGuidePdf(await this.store.read(upload.key));
      if (!check.ok) throw new GuideLibraryError('unreadable_pdf', check.reason);
      const latest = await this.latest(slug);
      if (latest?.sha256 === upload.sha256) {
        throw new GuideLibraryError('edition_unchanged', `This PDF is already edition ${latest.edition} of the guide.`);
      }
      const edition = (latest?.edition ?? 0) + 1;
      const filePath = `${this.editionsPrefix}${slug}/${edition}-${upload.sha256.slice(0, 12)}.pdf`;
      const target = filePath;
      await this.store.move(upload.key, target);
      try {
        row = await this.editions.save(
          this.editions.create({
            slug,
            edition,
            note: input.note,
            filePath,
            sha256: upload.sha256,
            size: upload.size,
            pages: check.facts.pages,
            uploadedBy: input.uploadedBy,
            announcedCount: null,
            createdAt: new Date(),
          }),
        );
      } catch (err) {
        await this.store.delete(target).catch(() => undefined);
        throw err;
      }
      try {
        await this.publish(slug, target);
      } catch (err) {
        // Not published: the edition must not be listed as what buyers download.
        await this.editions.delete({ id: row.id }).catch(() => undefined);
        await this.store.delete(target).catch(() => undefined);
        throw err;
      }
    } catch (err) {
      await this.discardUpload(upload);
      throw err;
    }
    this.logger.log({ msg: 'New guide edition', slug, edition: row.edition, size: row.size, pages: row.pages, by: row.uploadedBy });
    this.previews.invalidate(slug);
    await this.manifest(slug); // the previews of the new edition, rendered before the owner looks
    const announced = input.notify ? await this.announceNow(row) : 0;
    return { guide: await this.item(slug), announced };
  }

  /** Announces an edition (again): buyers already announced to are skipped. */
  async announce(slug: GuideSlug, edition: number): Promise<EditionResult | null> {
    const row = await this.editions.findOne({ where: { slug, edition } });
    if (!row) return null;
    const announced = await this.announceNow(row);
    return { guide: await this.item(slug), announced };
  }

  /**
   * One e-mail per past buyer (distinct purchase address with a paid, not revoked item of
   * the guide), each with a signed link to their latest order, queued in the outbox: the
   * worker delivers them after the request. The dedupe key makes it once per buyer and
   * edition however often this runs.
   */
  private async announceNow(row: GuideEdition): Promise<number> {
    const slug = row.slug as GuideSlug;
    const guide = findGuide(slug)!;
    let after: string | null = null;
    let queued = 0;
    for (;;) {
      const buyers = await this.sales.buyersPage(slug, after, ANNOUNCE_BATCH);
      if (buyers.length === 0) break;
      const mails = buyers.map((buyer) => {
        const { url, expiresAt } = this.downloads.signedLink(buyer.orderId, slug);
        const content = editionAnnouncementMail({
          guideTitle: guide.title,
          edition: row.edition,
          note: row.note,
          link: url,
          expiresAt,
          supportEmail: this.config.supportEmail,
        });
        return {
          message: { kind: 'edition-announcement' as const, to: buyer.email, ...content },
          dedupeKey: `edition:${slug}:${row.edition}:${createHash('sha256').update(buyer.email).digest('hex').slice(0, 32)}`,
        };
      });
      queued += await this.mail.enqueue(mails);
      after = buyers[buyers.length - 1].email;
      if (buyers.length < ANNOUNCE_BATCH) break;
      await yieldToEventLoop();
    }
    if (queued > 0) {
      await this.editions
        .createQueryBuilder()
        .update(GuideEdition)
        .set({ announcedCount: () => `COALESCE("announcedCount", 0) + ${queued}` })
        .where('id = :id', { id: row.id })
        .execute();
    } else if (row.announcedCount === null) {
      await this.editions.update({ id: row.id }, { announcedCount: 0 });
    }
    this.logger.log({ msg: 'Edition announced', slug, edition: row.edition, queued });
    return queued;
  }

  /** A received upload that will not become an edition. */
  async discardUpload(upload: StoredPdf): Promise<void> {
    await this.store.delete(upload.key).catch(() => undefined);
  }

  /**
   * Makes the edition `key` the guide's published PDF at once (on disk a hard link and a
   * rename, no second copy where the volume allows; on S3 a server-side copy).
   */
  private async publish(slug: GuideSlug, key: string): Promise<void> {
    await this.store.copy(key, this.guideFiles.pdfKey(slug));
  }
}

function editionInfo(row: GuideEdition): GuideEditionInfo {
  return {
    edition: row.edition,
    createdAt: row.createdAt.toISOString(),
    note: row.note,
    size: row.size,
    pages: row.pages,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    announced: row.announcedCount,
  };
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
