import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { lazyWhenNear, useLoadDeferredOnNavigation } from '../../lib/lazyWhenNear';
import { usePageMeta } from '../../lib/usePageMeta';
import { HomeHero } from './sections/HomeHero';
import { TopicStrip } from './sections/TopicStrip';

const HomeSections = lazyWhenNear('home-sections', async () => ({ default: (await import('./HomeSections')).HomeSections }));

/** / (spec §2 Home): the hero and the topic strip, then the rest of the page in its own chunk. */
export function HomePage() {
  useLoadDeferredOnNavigation();
  usePageMeta(
    'Your complete fashion brand partner',
    'Fabric guides, brand building, tech packs and garment production for fashion brand founders. Master textiles, one thread at a time.',
  );

  return (
    <>
      <HomeHero />
      <TopicStrip />
      {/* Below the fold: its own chunk. A pre-rendered page shows it at once and hydrates it
          when it nears the viewport; the placeholder keeps the footer down meanwhile. */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <HomeSections />
      </Suspense>
    </>
  );
}

export { HomePage as Component };
