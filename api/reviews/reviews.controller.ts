import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { GuideReviewsResponseDto, OwnReviewsResponseDto, ReviewLinkResponseDto, ReviewSavedDto } from './dto/review-responses.dto.js';
import { LoggedInGuard } from '../account/guards/logged-in.guard.js';
import { CommonError } from '../common/domain-error.js';
import { JsonOnly } from '../common/json-only.js';
import { type FixedRateLimit, RateLimit } from '../common/rate-limit.js';
import { decodeCursor } from '../database/keyset.js';
import { currentUser } from '../session/current-user.js';
import { findGuide } from '../../shared/catalogue.js';
import { defaultDisplayName } from '../../shared/reviews.js';
import type { GuideReviewsResponse, OwnReviewsResponse, ReviewLinkResponse, ReviewSaved } from '../../shared/api/reviews.js';
import { AccountReviewDto, CursorQueryDto, LinkReviewDto } from './dto/review.dto.js';
import { toOwnReview, toPublicReview } from './dto/review-responses.js';
import { ReviewsService } from './reviews.service.js';

/** Review writes: per IP, and per browser session (an office behind one address still gets its share). */
const WRITE_LIMITS: [FixedRateLimit, FixedRateLimit] = [
  {
    name: 'review-write-ip',
    rule: { points: 30, duration: 10 * 60 },
    message: 'Too many reviews sent. Please wait a few minutes and try again.',
  },
  {
    name: 'review-write-session',
    rule: { points: 20, duration: 10 * 60 },
    message: 'Too many reviews sent. Please wait a few minutes and try again.',
    per: 'session',
  },
];
/** Opening review links (each costs a signature check and an orders query). */
const LINK_READ_LIMIT: FixedRateLimit = {
  name: 'review-link-read',
  rule: { points: 60, duration: 10 * 60 },
  message: 'Too many requests. Please wait a few minutes and try again.',
};

export const GUIDE_NOT_FOUND_MESSAGE = 'Guide not found';

/**
 * Reviews from verified buyers (issue 17 item 4): the guide page's published reviews, the
 * buyer's own from /account, and the receipt's signed link (no login).
 */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('guides/:slug/reviews')
  @ApiOkResponse({ type: GuideReviewsResponseDto })
  @ApiErrors(400, 404)
  async guideReviews(
    @Param('slug') slug: string,
    @Query() q: CursorQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GuideReviewsResponse> {
    const guide = findGuide(slug);
    if (!guide) throw new CommonError('not_found', GUIDE_NOT_FOUND_MESSAGE);
    const cursor = q.cursor === undefined ? null : decodeCursor(q.cursor);
    if (q.cursor !== undefined && !cursor)
      throw new CommonError('validation_failed', 'cursor is not valid: pass the nextCursor of the previous page');
    // Revalidated on every visit: a review the owner publishes shows at once.
    res.setHeader('Cache-Control', 'no-cache');
    const [stats, page] = await Promise.all([this.reviews.stats(guide.slug), this.reviews.publishedPage(guide.slug, cursor)]);
    return { guideSlug: guide.slug, stats, reviews: page.rows.map(toPublicReview), nextCursor: page.nextCursor };
  }

  @Get('account/reviews')
  @ApiCookieAuth()
  @ApiOkResponse({ type: OwnReviewsResponseDto })
  @ApiErrors(401)
  @UseGuards(LoggedInGuard)
  async ownReviews(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OwnReviewsResponse> {
    const user = currentUser(req)!;
    res.setHeader('Cache-Control', 'no-store');
    return { reviews: (await this.reviews.ownReviews(user)).map(toOwnReview), defaultDisplayName: defaultDisplayName(user.email) };
  }

  @Post('account/reviews')
  @ApiCookieAuth()
  @ApiCreatedResponse({ type: ReviewSavedDto })
  @ApiErrors(400, 401, 403, 409, 415, 429)
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(LoggedInGuard)
  @RateLimit(...WRITE_LIMITS)
  @JsonOnly()
  async create(@Body() dto: AccountReviewDto, @Req() req: Request): Promise<ReviewSaved> {
    const { guideSlug, ...fields } = dto;
    return { review: toOwnReview(await this.reviews.createForAccount(currentUser(req)!, guideSlug, fields)) };
  }

  @Put('account/reviews')
  @ApiCookieAuth()
  @ApiOkResponse({ type: ReviewSavedDto })
  @ApiErrors(400, 401, 403, 404, 415, 429)
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoggedInGuard)
  @RateLimit(...WRITE_LIMITS)
  @JsonOnly()
  async update(@Body() dto: AccountReviewDto, @Req() req: Request): Promise<ReviewSaved> {
    const { guideSlug, ...fields } = dto;
    return { review: toOwnReview(await this.reviews.updateForAccount(currentUser(req)!, guideSlug, fields)) };
  }

  @Get('reviews/by-link')
  @ApiQuery({ name: 'token', description: 'From the review link of the receipt e-mail' })
  @ApiOkResponse({ type: ReviewLinkResponseDto })
  @ApiErrors(403, 429)
  @RateLimit(LINK_READ_LIMIT)
  async linkInfo(@Query('token') token: unknown, @Res({ passthrough: true }) res: Response): Promise<ReviewLinkResponse> {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const { slug, email, review } = await this.reviews.linkInfo(token);
    return { guideSlug: slug, review: review ? toOwnReview(review) : null, defaultDisplayName: defaultDisplayName(email) };
  }

  @Post('reviews/by-link')
  @ApiOkResponse({ type: ReviewSavedDto })
  @ApiErrors(400, 403, 415, 429)
  @HttpCode(HttpStatus.OK)
  @RateLimit(...WRITE_LIMITS)
  @JsonOnly()
  async saveByLink(@Body() dto: LinkReviewDto): Promise<ReviewSaved> {
    const { token, ...fields } = dto;
    return { review: toOwnReview(await this.reviews.saveByLink(token, fields)) };
  }
}
