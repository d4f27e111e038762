/** Spacing shared by the sections of the /v1 landing page. */

/** The id of the guides section, the target of 'Explore Our Guides'. */
export const GUIDES_SECTION_ID = 'guides';

/** The wrapper of the section headers on this page. */
export const headerSx = { maxWidth: 660, mb: { xs: 5, md: 6 } } as const;

export const sectionY = { py: { xs: 8, md: 12 } } as const;

/** Wider side gutters next to the fixed side menu. */
export const gutter = { px: { xs: 2, sm: 3, md: 5 } } as const;
