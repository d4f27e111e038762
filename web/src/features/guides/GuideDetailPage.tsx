import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { findGuide, type Guide } from '@shared/catalogue';
import { combinedRating } from '@shared/reviews';
import { usePageMeta } from '../../lib/usePageMeta';
import { useGuideReviews } from './api/reviews';
import { GuideFinalCta } from './sections/GuideFinalCta';
import { GuideHero } from './sections/GuideHero';
import { GuideNotFound } from './sections/GuideNotFound';
import { InsideSection } from './sections/InsideSection';
import { LearnSection } from './sections/LearnSection';
import { MasterSection } from './sections/MasterSection';
import { PreviewSection } from './sections/PreviewSection';
import { RelatedSection } from './sections/RelatedSection';
import { ReviewsSection } from './sections/ReviewsSection';

/** Only opened from a receipt's review link: its own chunk. */
const ReviewLinkDialog = lazy(async () => ({ default: (await import('./components/ReviewLinkDialog')).ReviewLinkDialog }));

function GuideDetail({ guide }: { guide: Guide }) {
  const reviews = useGuideReviews(guide.slug);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reviewToken = params.get('review');

  // The Product JSON-LD gets the published reviews and the combined rating once they are in.
  const { stats, reviews: list } = reviews;
  useEffect(() => {
    if (!stats) return;
    let current = true;
    import('../../lib/headTags')
      .then(({ setPageReviews }) => current && setPageReviews(pathname, { stats, reviews: list }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, stats, list]);

  const rating = stats ? combinedRating(guide, stats) : null;
  return (
    <>
      <GuideHero guide={guide} rating={rating} />
      {guide.learningPoints.length > 0 && <LearnSection guide={guide} />}
      {guide.chapters.length > 0 && <InsideSection guide={guide} />}
      <PreviewSection guide={guide} />
      <MasterSection guide={guide} />
      <ReviewsSection guide={guide} reviews={reviews} />
      <GuideFinalCta guide={guide} />
      <RelatedSection guide={guide} />
      {reviewToken && (
        <Suspense fallback={null}>
          <ReviewLinkDialog
            guide={guide}
            token={reviewToken}
            onClose={() => {
              reviews.refresh();
              navigate(`${pathname}#reviews`, { replace: true });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** /guides/{slug} (spec §2), or 'Guide not found' for an unknown slug. */
export function GuideDetailPage() {
  const { slug = '' } = useParams();
  const guide = findGuide(slug);
  usePageMeta(
    guide ? guide.title : 'Guide not found',
    guide ? guide.blurb : 'We could not find that guide. Browse all five Threadwise fabric guides for fashion brand founders.',
  );
  if (!guide) return <GuideNotFound />;
  // Keyed by slug so preview fallbacks reset when moving between guides.
  return <GuideDetail key={guide.slug} guide={guide} />;
}

export { GuideDetailPage as Component };
