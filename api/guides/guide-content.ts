/**
 * The chapter body text of each guide (content/*.ts), used only to generate the sample
 * PDFs. A static map of literal imports: type-checked, and each module is loaded only
 * when its PDF is generated.
 */
import type { GuideContent } from './content/types.js';
import type { GuideSlug } from '../../shared/guide.types.js';

const LOADERS: Record<GuideSlug, () => Promise<{ content: GuideContent }>> = {
  'fabric-101': () => import('./content/fabric-101.js'),
  'fabric-201-cotton': () => import('./content/fabric-201-cotton.js'),
  'fabric-202-plant-based': () => import('./content/fabric-202-plant-based.js'),
  'fabric-203-animal-based': () => import('./content/fabric-203-animal-based.js'),
  'fabric-204-synthetic': () => import('./content/fabric-204-synthetic.js'),
};

export async function loadGuideContent(slug: GuideSlug): Promise<GuideContent> {
  const load = LOADERS[slug];
  if (!load) throw new Error(`No content for guide ${String(slug)}`);
  const { content } = await load();
  if (content.slug !== slug) {
    throw new Error(`Content module for ${slug} declares slug ${content.slug}`);
  }
  return content;
}
