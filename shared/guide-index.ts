/**
 * The five guides' names and accents only: what every page's navigation needs (the side
 * menu, the home hero's swatches). Kept apart from catalogue.ts, whose long texts only the
 * guide pages need, so a first visit does not download them. catalogue.ts builds on this.
 */
import type { GuideSlug } from './guide.types.js';

export interface GuideLabel {
  slug: GuideSlug;
  /** Catalogue title, as in spec §3 ('Fabric 101', 'Fabric 201 Cotton', ...). */
  title: string;
  /** Name used in the side menu ('Fabric 101', 'Cotton 201', ...). */
  shortName: string;
  /** Guide number shown on labels and used in preview image names ('101'). */
  number: string;
}

/** In catalogue order. */
export const GUIDE_LABELS: readonly GuideLabel[] = [
  { slug: 'fabric-101', title: 'Fabric 101', shortName: 'Fabric 101', number: '101' },
  { slug: 'fabric-201-cotton', title: 'Fabric 201 Cotton', shortName: 'Cotton 201', number: '201' },
  { slug: 'fabric-202-plant-based', title: 'Fabric 202 Plant-Based', shortName: 'Plant-Based 202', number: '202' },
  { slug: 'fabric-203-animal-based', title: 'Fabric 203 Animal-Based', shortName: 'Animal-Based 203', number: '203' },
  { slug: 'fabric-204-synthetic', title: 'Fabric 204 Synthetic', shortName: 'Synthetic 204', number: '204' },
];

export function isGuideSlug(s: unknown): s is GuideSlug {
  return typeof s === 'string' && GUIDE_LABELS.some((g) => g.slug === s);
}

export function guideLabel(slug: GuideSlug): GuideLabel {
  const label = GUIDE_LABELS.find((g) => g.slug === slug);
  if (!label) throw new Error(`unknown guide slug ${slug}`);
  return label;
}

export interface Accent {
  /** Main accent colour (backgrounds, buttons, badges). */
  main: string;
  /** A pale tint for section backgrounds. */
  soft: string;
  /** Text colour on `main`; at least 4.5:1 contrast (WCAG AA for normal text). */
  contrastText: string;
  name: string;
}

/** Accent colours by slug (spec §2): 101 yellow, 201 cream, 202 green, 203 pink, 204 red. */
export const ACCENTS: Record<GuideSlug, Accent> = {
  'fabric-101': { main: '#F2C230', soft: '#FDF6DA', contrastText: '#1F1A0E', name: 'yellow' },
  'fabric-201-cotton': { main: '#EFE3C6', soft: '#FAF6EC', contrastText: '#3A2E1E', name: 'cream' },
  'fabric-202-plant-based': { main: '#2F6B4F', soft: '#E4F1E9', contrastText: '#FFFFFF', name: 'green' },
  'fabric-203-animal-based': { main: '#F2A7BC', soft: '#FCEBF0', contrastText: '#3B1422', name: 'pink' },
  'fabric-204-synthetic': { main: '#B3261E', soft: '#FBE5E3', contrastText: '#FFFFFF', name: 'red' },
};
