import { ApiProperty } from '@nestjs/swagger';
import type {
  AdminReview,
  AdminReviewsPage,
  GuideReviewsResponse,
  OwnReview,
  OwnReviewsResponse,
  PublicReview,
  ReviewLinkResponse,
  ReviewSaved,
} from '../../../shared/api/reviews.js';
import { REVIEW_STATUSES, type ReviewStats, type ReviewStatus } from '../../../shared/reviews.js';

/** OpenAPI shapes of the review routes: each implements its wire type (shared/api/reviews.ts). */

export class ReviewStatsDto implements ReviewStats {
  @ApiProperty({ description: 'Published reviews' })
  count: number;

  @ApiProperty({ description: 'Sum of their ratings' })
  ratingSum: number;
}

export class PublicReviewDto implements PublicReview {
  @ApiProperty()
  id: number;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty({ type: String, nullable: true })
  title: string | null;

  @ApiProperty()
  text: string;

  @ApiProperty({ example: 'Ada L.' })
  displayName: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt: string;
}

export class GuideReviewsResponseDto implements GuideReviewsResponse {
  @ApiProperty()
  guideSlug: string;

  @ApiProperty({ type: () => ReviewStatsDto })
  stats: ReviewStatsDto;

  @ApiProperty({ type: () => [PublicReviewDto] })
  reviews: PublicReviewDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

export class OwnReviewDto implements OwnReview {
  @ApiProperty()
  guideSlug: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty({ type: String, nullable: true })
  title: string | null;

  @ApiProperty()
  text: string;

  @ApiProperty()
  displayName: string;

  @ApiProperty({ enum: REVIEW_STATUSES })
  status: ReviewStatus;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class OwnReviewsResponseDto implements OwnReviewsResponse {
  @ApiProperty({ type: () => [OwnReviewDto] })
  reviews: OwnReviewDto[];

  @ApiProperty({ example: 'Ada L.' })
  defaultDisplayName: string;
}

export class ReviewSavedDto implements ReviewSaved {
  @ApiProperty({ type: () => OwnReviewDto })
  review: OwnReviewDto;
}

export class ReviewLinkResponseDto implements ReviewLinkResponse {
  @ApiProperty()
  guideSlug: string;

  @ApiProperty({ type: () => OwnReviewDto, nullable: true })
  review: OwnReviewDto | null;

  @ApiProperty()
  defaultDisplayName: string;
}

export class AdminReviewDto extends OwnReviewDto implements AdminReview {
  @ApiProperty()
  id: number;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt: string | null;
}

export class AdminReviewsPageDto implements AdminReviewsPage {
  @ApiProperty({ type: () => [AdminReviewDto] })
  reviews: AdminReviewDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

export class AdminReviewSavedDto {
  @ApiProperty({ type: () => AdminReviewDto })
  review: AdminReviewDto;
}
