import { ACCENTS as CATALOGUE_ACCENTS, GUIDES, isGuideSlug as catalogueIsGuideSlug } from './catalogue.js';
import { ACCENTS, GUIDE_LABELS, guideLabel, isGuideSlug } from './guide-index.js';
import { prerenderedPaths } from './routes.js';

describe('guide index (the navigation names, apart from the catalogue texts)', () => {
  it('lists the catalogue guides in catalogue order, with the spec menu names', () => {
    expect(GUIDE_LABELS.map((g) => g.slug)).toEqual(GUIDES.map((g) => g.slug));
    expect(GUIDE_LABELS.map((g) => g.shortName)).toEqual([
      'Fabric 101',
      'Cotton 201',
      'Plant-Based 202',
      'Animal-Based 203',
      'Synthetic 204',
    ]);
    for (const g of GUIDES) expect(guideLabel(g.slug)).toEqual({ slug: g.slug, title: g.title, shortName: g.shortName, number: g.number });
    expect(GUIDES.map((g) => g.title)).toEqual([
      'Fabric 101',
      'Fabric 201 Cotton',
      'Fabric 202 Plant-Based',
      'Fabric 203 Animal-Based',
      'Fabric 204 Synthetic',
    ]);
  });

  it('is the one source of the accents and of slug checks the catalogue re-exports', () => {
    expect(CATALOGUE_ACCENTS).toBe(ACCENTS);
    expect(catalogueIsGuideSlug).toBe(isGuideSlug);
    expect(isGuideSlug('fabric-203-animal-based')).toBe(true);
    for (const bad of ['fabric-999', '', 'Fabric-101', 101, null, undefined]) expect(isGuideSlug(bad)).toBe(false);
    expect(() => guideLabel('nope' as never)).toThrow('unknown guide slug nope');
  });

  it('gives the pre-render a page for every guide and its checkout', () => {
    const paths = prerenderedPaths().map((p) => p.path);
    for (const g of GUIDES) expect(paths).toEqual(expect.arrayContaining([`/guides/${g.slug}`, `/guides/${g.slug}/checkout`]));
  });
});
