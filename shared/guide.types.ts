/**
 * The guide catalogue types. This file and catalogue.ts / pricing.ts are pure data and
 * pure functions: they are imported by the API (Node) and by the web app (Vite), so they
 * must never import Node or browser modules.
 */

export type GuideSlug = 'fabric-101' | 'fabric-201-cotton' | 'fabric-202-plant-based' | 'fabric-203-animal-based' | 'fabric-204-synthetic';

export interface Chapter {
  number: number;
  title: string;
}

export interface MasterPoint {
  title: string;
  description: string;
}

export interface Guide {
  id: number;
  slug: GuideSlug;
  /** Catalogue title, as in spec §3 ('Fabric 101', 'Fabric 201 Cotton', ...). */
  title: string;
  /** Name used in the side menu ('Fabric 101', 'Cotton 201', ...). */
  shortName: string;
  /** Guide number shown on labels and used in preview image names ('101'). */
  number: string;
  /** A one-line promise shown under the title on the detail page. */
  subtitle: string;
  /** Short tags; cards show the first 3 and '+N' for the rest. */
  topics: string[];
  /** One or two sentences for cards; the checkout upsell cuts it to 80 characters. */
  blurb: string;
  /** A longer paragraph for the detail page hero. */
  details: string;
  /** Cover image path, served by the web app. */
  image: string;
  /** Sale price as text, e.g. '$29' (spec §3). Derived from saleCents. */
  price: string;
  saleCents: number;
  listCents: number;
  featured: boolean;
  rating: number;
  reviewCount: number;
  /** Optional; default `/api/download/{slug}` (see downloadUrlOf). */
  downloadUrl?: string;
  /** Page count of the full PDF (40+). */
  pages: number;
  /** Date of the current edition (YYYY-MM-DD): the sitemap's lastmod. Change it with each new edition. */
  editionDate: string;
  learningPoints: string[];
  masterPoints: MasterPoint[];
  chapters: Chapter[];
}
