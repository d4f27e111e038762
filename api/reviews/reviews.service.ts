import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { normalizeEmail, OrdersService } from '../checkout/orders.service.js';
import { AppSecret } from '../config/app-secret.js';
import { CommonError } from '../common/domain-error.js';
import { type Cursor, decodeCursor, encodeCursor, fetchPage, type Page, type PageRequest, storedDate } from '../database/keyset.js';
import { REVIEW_LINK_TTL_SECONDS, reviewLinkFor, verifyReviewToken } from '../download-links/review-links.js';
import type { AccountUser } from '../session/current-user.js';
import { findGuide, type GuideSlug } from '../../shared/catalogue.js';
import { defaultDisplayName, type ReviewStats, type ReviewStatus } from '../../shared/reviews.js';
import { Review } from './review.entity.js';
import { INVALID_LINK_MESSAGE, NOT_OWNED_MESSAGE, REVIEW_NOT_FOUND_MESSAGE, ReviewError } from './reviews.errors.js';

/** Reviews per page on the guide page. */
export const PUBLIC_PAGE_SIZE = 10;

export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this guide. Edit your review instead.';
export const NO_REVIEW_MESSAGE = 'You have not reviewed this guide yet.';

/** What a buyer writes (validated by the DTOs; trimmed here). */
export interface ReviewFields {
  rating: number;
  title?: string;
  text: string;
  displayName?: string;
}

export interface ReviewFilter {
  status?: ReviewStatus;
  guide?: GuideSlug;
}

/** Control characters other than line breaks and tabs never reach the page. */
function clean(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Reviews from verified buyers (issue 17 item 4). A buyer is a purchase e-mail: one review
 * per guide and e-mail, written from the account (which owns the guide as the accounts
 * module decides) or from the receipt's signed link (the e-mail's paid, non-revoked
 * orders). New reviews and edits that change the wording wait for the owner; only
 * published ones are shown. Orders are read through OrdersService only.
 */
@Injectable()
export class ReviewsService {
  private readonly logger = new Logger('Reviews');
  private readonly linkKey: Buffer;

  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly orders: OrdersService,
    secret: AppSecret,
  ) {
    this.linkKey = secret.key('review-links');
  }

  // --- the guide page --------------------------------------------------------------------

  /** Count and rating sum of the published reviews of a guide (index-backed). */
  async stats(slug: GuideSlug): Promise<ReviewStats> {
    const row = await this.reviews
      .createQueryBuilder('r')
      .select('COUNT(*)', 'count')
      .addSelect('COALESCE(SUM(r.rating), 0)', 'ratingSum')
      .where('r.guideSlug = :slug AND r.status = :published', { slug, published: 'published' })
      .getRawOne<{ count: number | string; ratingSum: number | string }>();
    return { count: Number(row?.count ?? 0), ratingSum: Number(row?.ratingSum ?? 0) };
  }

  /** Published reviews of a guide, newest first, keyset on (publishedAt, id). */
  async publishedPage(slug: GuideSlug, cursor: Cursor | null, limit = PUBLIC_PAGE_SIZE): Promise<Page<Review>> {
    const qb = this.reviews
      .createQueryBuilder('r')
      .where('r.guideSlug = :slug AND r.status = :published', { slug, published: 'published' });
    if (cursor) qb.andWhere('(r.publishedAt, r.id) < (:at, :id)', { at: cursor.createdAt, id: cursor.id });
    qb.orderBy('r.publishedAt', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(limit + 1);
    const { entities, raw } = await qb.getRawAndEntities<Record<string, unknown>>();
    if (entities.length <= limit) return { rows: entities, nextCursor: null };
    const last = raw[limit - 1];
    return {
      rows: entities.slice(0, limit),
      nextCursor: encodeCursor({ createdAt: storedDate(last.r_publishedAt), id: Number(last.r_id) }),
    };
  }

  // --- the buyer ---------------------------------------------------------------------------

  /**
   * The account's reviews, one per guide at most: its e-mail's once the e-mail is verified,
   * else only those it wrote itself (an unproven address shows nobody else's reviews).
   */
  async ownReviews(user: AccountUser): Promise<Review[]> {
    const email = normalizeEmail(user.email);
    const where = user.emailVerified ? { email } : { email, userId: user.id };
    return this.reviews.find({ where, order: { id: 'ASC' }, take: 50 });
  }

  /** POST /api/account/reviews: a first review of a guide the account owns. */
  async createForAccount(user: AccountUser, slug: GuideSlug, fields: ReviewFields): Promise<Review> {
    await this.assertAccountOwns(user, slug);
    const email = normalizeEmail(user.email);
    const created = await this.insert(email, user.id, slug, fields, email);
    if (!created) throw new CommonError('conflict', ALREADY_REVIEWED_MESSAGE);
    return created;
  }

  /** PUT /api/account/reviews: replaces the account's review of a guide it still owns. */
  async updateForAccount(user: AccountUser, slug: GuideSlug, fields: ReviewFields): Promise<Review> {
    await this.assertAccountOwns(user, slug);
    const existing = await this.reviews.findOneBy({ guideSlug: slug, email: normalizeEmail(user.email) });
    if (!existing) throw new ReviewError('review_not_found', NO_REVIEW_MESSAGE);
    return this.replace(existing, user.id, fields, existing.email);
  }

  /** The review link of the receipt: the guide, the e-mail's review of it (if any) and the default name. */
  async linkInfo(token: unknown): Promise<{ slug: GuideSlug; email: string; review: Review | null }> {
    const { slug, email } = await this.grantOf(token);
    return { slug, email, review: await this.reviews.findOneBy({ guideSlug: slug, email }) };
  }

  /** POST /api/reviews/by-link: creates or replaces the e-mail's review of the linked guide. */
  async saveByLink(token: unknown, fields: ReviewFields): Promise<Review> {
    const { slug, email } = await this.grantOf(token);
    const existing = await this.reviews.findOneBy({ guideSlug: slug, email });
    if (existing) return this.replace(existing, null, fields, email);
    const created = await this.insert(email, null, slug, fields, email);
    if (created) return created;
    // Another request created it meanwhile: this one edits it.
    return this.replace((await this.reviews.findOneBy({ guideSlug: slug, email }))!, null, fields, email);
  }

  /** The review link for a purchase e-mail and guide (the receipt). */
  reviewLink(publicUrl: string, email: string, slug: string, now = new Date()): string {
    const exp = Math.floor(now.getTime() / 1000) + REVIEW_LINK_TTL_SECONDS;
    return reviewLinkFor(publicUrl, this.linkKey, { email: normalizeEmail(email), slug, exp });
  }

  private async grantOf(token: unknown): Promise<{ slug: GuideSlug; email: string }> {
    const grant = verifyReviewToken(this.linkKey, token);
    const guide = grant ? findGuide(grant.slug) : undefined;
    if (!grant || !guide) throw new ReviewError('invalid_review_link', INVALID_LINK_MESSAGE);
    const email = normalizeEmail(grant.email);
    // A refund or dispute since the e-mail went out ends the right to review.
    if ((await this.orders.findPaidItemsByEmail(email, guide.slug)).length === 0) throw new ReviewError('not_owned', NOT_OWNED_MESSAGE);
    return { slug: guide.slug, email };
  }

  private async assertAccountOwns(user: AccountUser, slug: GuideSlug): Promise<void> {
    const owned = await this.orders.findPaidItemsForAccount(
      { userId: user.id, email: user.email, emailVerified: user.emailVerified },
      slug,
    );
    if (owned.length === 0) throw new ReviewError('not_owned', NOT_OWNED_MESSAGE);
  }

  /** A new pending review; null when the buyer has one for this guide (the unique index settles a race quietly). */
  private async insert(
    email: string,
    userId: number | null,
    slug: GuideSlug,
    fields: ReviewFields,
    nameSource: string,
  ): Promise<Review | null> {
    if (await this.reviews.existsBy({ guideSlug: slug, email })) return null;
    await this.reviews
      .createQueryBuilder()
      .insert()
      .into(Review)
      .values({
        guideSlug: slug,
        email,
        userId,
        rating: fields.rating,
        title: fields.title ? clean(fields.title) || null : null,
        text: clean(fields.text),
        displayName: (fields.displayName && clean(fields.displayName)) || defaultDisplayName(nameSource),
        status: 'pending',
        publishedAt: null,
      })
      .orIgnore()
      .execute();
    return this.reviews.findOneBy({ guideSlug: slug, email });
  }

  /** An edit replaces every field; new wording goes back to moderation, a new rating alone does not. */
  private async replace(existing: Review, userId: number | null, fields: ReviewFields, nameSource: string): Promise<Review> {
    const title = fields.title ? clean(fields.title) || null : null;
    const text = clean(fields.text);
    const displayName = (fields.displayName && clean(fields.displayName)) || existing.displayName || defaultDisplayName(nameSource);
    const reworded = title !== existing.title || text !== existing.text || displayName !== existing.displayName;
    await this.reviews.update(
      { id: existing.id },
      {
        rating: fields.rating,
        title,
        text,
        displayName,
        userId: userId ?? existing.userId,
        ...(reworded ? { status: 'pending' as const, publishedAt: null } : {}),
      },
    );
    if (reworded && existing.status === 'published') this.logger.log(`Review ${existing.id} edited: back to moderation`);
    return (await this.reviews.findOneBy({ id: existing.id }))!;
  }

  // --- the owner ---------------------------------------------------------------------------

  /** The owner's list, newest first (keyset on createdAt, id). */
  adminPage(filter: ReviewFilter, page: PageRequest): Promise<Page<Review>> {
    return fetchPage(this.filtered(filter), 'r', page);
  }

  private filtered(filter: ReviewFilter): SelectQueryBuilder<Review> {
    const qb = this.reviews.createQueryBuilder('r');
    if (filter.status) qb.andWhere('r.status = :status', { status: filter.status });
    if (filter.guide) qb.andWhere('r.guideSlug = :guide', { guide: filter.guide });
    return qb;
  }

  /** Publish or hide; publishing dates the review (the guide page's order). */
  async moderate(id: number, status: 'published' | 'hidden', now = new Date()): Promise<Review> {
    const existing = await this.reviews.findOneBy({ id });
    if (!existing) throw new ReviewError('review_not_found', REVIEW_NOT_FOUND_MESSAGE);
    if (existing.status !== status) {
      await this.reviews.update({ id }, { status, publishedAt: status === 'published' ? now : existing.publishedAt });
    }
    return (await this.reviews.findOneBy({ id }))!;
  }
}

export { decodeCursor };
