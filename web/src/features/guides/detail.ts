import type { Guide } from '@shared/catalogue';

/** Preview pages are rendered 600 px wide (1200 px for @2x); the guides are A4 (600 x 849). */
export const PREVIEW_WIDTH = 600;
export const PREVIEW_HEIGHT = 849;
export const PREVIEW_PAGES = [1, 2, 3, 4] as const;
export const PAGE_PLACEHOLDER = '/images/page-placeholder.svg';

export const checkoutPath = (g: Guide) => `/guides/${g.slug}/checkout`;

/** The wrapper of the section headers of the guide detail page. */
export const headerSx = { maxWidth: 680, mb: { xs: 4, md: 6 } } as const;
