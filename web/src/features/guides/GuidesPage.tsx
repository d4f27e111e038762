import { findGuide } from '@shared/catalogue';
import { usePageMeta } from '../../lib/usePageMeta';
import { GuidesGrid } from './sections/GuidesGrid';
import { GuidesHeader } from './sections/GuidesHeader';
import { StartHereCta } from './sections/StartHereCta';
import { WhyGuidesWork } from './sections/WhyGuidesWork';

const DESCRIPTION =
  'Five downloadable PDF fabric guides for fashion brand founders: Fabric 101, Cotton 201, Plant-Based 202, Animal-Based 203 and Synthetic 204. 40+ pages each, instant PDF download, lifetime updates.';

/** /guides (spec §2): 'Our Guides', the grid of cards, 'Why Our Guides Work' and a call to action to Fabric 101. */
export function GuidesPage() {
  usePageMeta('Our Guides', DESCRIPTION);
  const starter = findGuide('fabric-101');

  return (
    <>
      <GuidesHeader />
      <GuidesGrid />
      <WhyGuidesWork />
      {starter && <StartHereCta starter={starter} />}
    </>
  );
}

export { GuidesPage as Component };
