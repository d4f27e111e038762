import type { AdminReview, OwnReview, PublicReview } from '../../../shared/api/reviews.js';
import type { Review } from '../review.entity.js';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toPublicReview(r: Review): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    text: r.text,
    displayName: r.displayName,
    publishedAt: iso(r.publishedAt ?? r.updatedAt),
  };
}

export function toOwnReview(r: Review): OwnReview {
  return {
    guideSlug: r.guideSlug,
    rating: r.rating,
    title: r.title,
    text: r.text,
    displayName: r.displayName,
    status: r.status,
    updatedAt: iso(r.updatedAt),
  };
}

export function toAdminReview(r: Review): AdminReview {
  return {
    ...toOwnReview(r),
    id: r.id,
    email: r.email,
    createdAt: iso(r.createdAt),
    publishedAt: r.publishedAt ? iso(r.publishedAt) : null,
  };
}
