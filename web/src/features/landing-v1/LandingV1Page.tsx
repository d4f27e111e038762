import type { MouseEvent } from 'react';
import { Footer } from '../../components/layout/Footer';
import { NewsletterForm } from '../../components/newsletter/NewsletterForm';
import { usePageMeta } from '../../lib/usePageMeta';
import { BeforeAfter } from './sections/BeforeAfter';
import { GuidesSection } from './sections/GuidesSection';
import { LandingHero } from './sections/LandingHero';
import { GUIDES_SECTION_ID, gutter } from './sections/layout';
import { Testimonials } from './sections/Testimonials';
import { WhatsInside } from './sections/WhatsInside';
import { WhyInvest } from './sections/WhyInvest';

/** /v1, the alternate landing page (spec §2), inside the side-menu frame. */
export function LandingV1Page() {
  usePageMeta(
    'Fabric guides for fashion founders',
    'Five downloadable PDF fabric guides, 40+ pages each, for fashion brand founders. Master textiles, one thread at a time.',
  );

  const scrollToGuides = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(GUIDES_SECTION_ID);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <LandingHero onExplore={scrollToGuides} />
      <GuidesSection />
      <WhyInvest />
      <WhatsInside />
      <BeforeAfter />
      <Testimonials />
      {/* Not lazy here: the form hydrates with the page, no extra chunk after it. */}
      <Footer variant="compact" gutterSx={gutter} newsletterForm={<NewsletterForm tone="light" />} />
    </>
  );
}

export { LandingV1Page as Component };
