import { useMemo } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiJson } from '../../../lib/api-client';
import type { GuideReviewsResponse, ReviewByLinkInput, ReviewLinkResponse, ReviewSaved } from '@shared/api/reviews';

function reviewsKey(slug: string) {
  return (index: number, previous: GuideReviewsResponse | null): string | null => {
    if (index === 0) return `/api/guides/${slug}/reviews`;
    if (!previous?.nextCursor) return null;
    return `/api/guides/${slug}/reviews?cursor=${encodeURIComponent(previous.nextCursor)}`;
  };
}

/** GET /api/guides/:slug/reviews, a page at a time (after hydration: the pre-rendered page has none). */
export function useGuideReviews(slug: string) {
  const swr = useSWRInfinite<GuideReviewsResponse>(reviewsKey(slug), (url: string) => apiJson<GuideReviewsResponse>('GET', url), {
    revalidateOnFocus: false,
    revalidateFirstPage: false,
  });
  const pages = swr.data;
  const last = pages?.at(-1);
  const reviews = useMemo(() => (pages ?? []).flatMap((p) => p.reviews), [pages]);
  return {
    stats: pages?.[0]?.stats ?? null,
    reviews,
    hasMore: Boolean(last?.nextCursor),
    loadingMore: swr.isValidating && swr.size > (pages?.length ?? 0),
    error: swr.error as unknown,
    loadMore: () => void swr.setSize(swr.size + 1),
    refresh: () => void swr.mutate(),
  };
}

export type GuideReviews = ReturnType<typeof useGuideReviews>;

/** GET /api/reviews/by-link?token= : what the receipt's review link opens. */
export function fetchReviewLink(token: string): Promise<ReviewLinkResponse> {
  return apiJson<ReviewLinkResponse>('GET', `/api/reviews/by-link?token=${encodeURIComponent(token)}`);
}

/**
 * GET /api/reviews/by-link for the review dialog: asked again on every opening (the review
 * it carries may have been saved meanwhile), never on focus, on reconnect or by retry.
 * `loading` until this opening's answer is in.
 */
export function useReviewLink(token: string) {
  const swr = useSWR<ReviewLinkResponse>(['/api/reviews/by-link', token], ([, t]: [string, string]) => fetchReviewLink(t), {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
  return { link: swr.data, error: swr.error as unknown, loading: swr.isValidating || (swr.data === undefined && swr.error === undefined) };
}

/** POST /api/reviews/by-link */
export function saveReviewByLink(body: ReviewByLinkInput): Promise<ReviewSaved> {
  return apiJson<ReviewSaved>('POST', '/api/reviews/by-link', body);
}
