import { usePageMeta } from '../../lib/usePageMeta';
import { AboutCta } from './sections/AboutCta';
import { AboutHero } from './sections/AboutHero';
import { Audience } from './sections/Audience';
import { Mission } from './sections/Mission';
import { TrustPoints } from './sections/TrustPoints';

/** /about (spec §2). */
export function AboutPage() {
  usePageMeta(
    'About',
    'Threadwise makes textile knowledge accessible to fashion brand founders, product designers and textile entrepreneurs.',
  );

  return (
    <>
      <AboutHero />
      <Mission />
      <Audience />
      <TrustPoints />
      <AboutCta />
    </>
  );
}

export { AboutPage as Component };
