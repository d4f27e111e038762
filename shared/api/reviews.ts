/** Wire types of the review routes (issue 17 item 4). Pure types: used by the API and the web. */
import type { ReviewStats, ReviewStatus } from '../reviews.js';

/** A published review as anyone sees it. */
export interface PublicReview {
  id: number;
  rating: number;
  title: string | null;
  text: string;
  displayName: string;
  /** When it was published (ISO 8601). */
  publishedAt: string;
}

/** GET /api/guides/:slug/reviews?cursor= : newest first. */
export interface GuideReviewsResponse {
  guideSlug: string;
  stats: ReviewStats;
  reviews: PublicReview[];
  nextCursor: string | null;
}

/** A buyer's own review of one guide. */
export interface OwnReview {
  guideSlug: string;
  rating: number;
  title: string | null;
  text: string;
  displayName: string;
  status: ReviewStatus;
  updatedAt: string;
}

/** POST/PUT /api/account/reviews and the fields of POST /api/reviews/by-link. */
export interface ReviewInput {
  guideSlug: string;
  rating: number;
  title?: string;
  text: string;
  displayName?: string;
}

/** GET /api/account/reviews: the buyer's reviews and the name a new one is signed with. */
export interface OwnReviewsResponse {
  reviews: OwnReview[];
  defaultDisplayName: string;
}

/** GET /api/reviews/by-link?token= : what the e-mailed link opens. */
export interface ReviewLinkResponse {
  guideSlug: string;
  review: OwnReview | null;
  defaultDisplayName: string;
}

/** POST /api/reviews/by-link */
export interface ReviewByLinkInput extends Omit<ReviewInput, 'guideSlug'> {
  token: string;
}

/** The answer of every review write. */
export interface ReviewSaved {
  review: OwnReview;
}

/** One review in the owner's list. */
export interface AdminReview extends OwnReview {
  id: number;
  email: string;
  createdAt: string;
  publishedAt: string | null;
}

/** GET /api/admin/reviews?status=&guide=&cursor=&limit= */
export interface AdminReviewsPage {
  reviews: AdminReview[];
  nextCursor: string | null;
}
