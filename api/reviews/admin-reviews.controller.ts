import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-docs.js';
import { AdminReviewSavedDto, AdminReviewsPageDto } from './dto/review-responses.dto.js';
import { AdminOnly } from '../admin/admin.guard.js';
import { CommonError } from '../common/domain-error.js';
import { JsonOnly } from '../common/json-only.js';
import { decodeCursor, PAGE_SIZE_DEFAULT } from '../database/keyset.js';
import type { AdminReview, AdminReviewsPage } from '../../shared/api/reviews.js';
import { AdminReviewsQueryDto, EmptyReviewBodyDto } from './dto/review.dto.js';
import { toAdminReview } from './dto/review-responses.js';
import { ReviewsService } from './reviews.service.js';

function reviewId(raw: string): number {
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new CommonError('invalid_id', 'The id must be a positive whole number');
  return id;
}

/** The owner moderates reviews: every review, newest first, filtered by status or guide; publish or hide. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('admin/reviews')
@AdminOnly()
export class AdminReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOkResponse({ type: AdminReviewsPageDto })
  @ApiErrors(400, 401, 403)
  async list(@Query() q: AdminReviewsQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminReviewsPage> {
    res.setHeader('Cache-Control', 'no-store');
    const cursor = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    if (cursor === null) throw new CommonError('validation_failed', 'cursor is not valid: pass the nextCursor of the previous page');
    const page = await this.reviews.adminPage({ status: q.status, guide: q.guide }, { cursor, limit: q.limit ?? PAGE_SIZE_DEFAULT });
    return { reviews: page.rows.map(toAdminReview), nextCursor: page.nextCursor };
  }

  @Post(':id/publish')
  @ApiOkResponse({ type: AdminReviewSavedDto })
  @ApiErrors(400, 401, 403, 404, 415)
  @HttpCode(HttpStatus.OK)
  @JsonOnly()
  async publish(@Param('id') id: string, @Body() _body: EmptyReviewBodyDto): Promise<{ review: AdminReview }> {
    return { review: toAdminReview(await this.reviews.moderate(reviewId(id), 'published')) };
  }

  @Post(':id/hide')
  @ApiOkResponse({ type: AdminReviewSavedDto })
  @ApiErrors(400, 401, 403, 404, 415)
  @HttpCode(HttpStatus.OK)
  @JsonOnly()
  async hide(@Param('id') id: string, @Body() _body: EmptyReviewBodyDto): Promise<{ review: AdminReview }> {
    return { review: toAdminReview(await this.reviews.moderate(reviewId(id), 'hidden')) };
  }
}
