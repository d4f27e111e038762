import type { GuideSlug } from '../../../shared/guide.types.js';
export interface ChapterSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}
export interface ChapterContent {
  number: number;
  title: string;
  summary: string;
  sections: ChapterSection[];
  checklist: string[];
  keyTerms: { term: string; definition: string }[];
}
export interface GuideContent {
  slug: GuideSlug;
  introduction: string[];
  chapters: ChapterContent[];
  closing: string[];
}
