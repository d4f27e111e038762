import { useParams } from 'react-router-dom';
import { findGuide, type Guide } from '@shared/catalogue';
import { usePageMeta } from '../../lib/usePageMeta';
import { GuideFinalCta } from './sections/GuideFinalCta';
import { GuideHero } from './sections/GuideHero';
import { GuideNotFound } from './sections/GuideNotFound';
import { InsideSection } from './sections/InsideSection';
import { LearnSection } from './sections/LearnSection';
import { MasterSection } from './sections/MasterSection';
import { PreviewSection } from './sections/PreviewSection';
import { RelatedSection } from './sections/RelatedSection';

function GuideDetail({ guide }: { guide: Guide }) {
  return (
    <>
      <GuideHero guide={guide} />
      {guide.learningPoints.length > 0 && <LearnSection guide={guide} />}
      {guide.chapters.length > 0 && <InsideSection guide={guide} />}
      <PreviewSection guide={guide} />
      <MasterSection guide={guide} />
      <GuideFinalCta guide={guide} />
      <RelatedSection guide={guide} />
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
