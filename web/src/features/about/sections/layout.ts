/** The wrapper of the section headers of the about page. */
export const headerSx = { maxWidth: 640, mb: { xs: 5, md: 7 } } as const;
