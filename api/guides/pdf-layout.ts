/** The layout contract between guide PDFs and the buyer stamp (api/downloads/stamping.service.ts). */

/** Height (pt) of the empty strip at the bottom of every page, kept for the buyer stamp. */
export const STAMP_STRIP = 28;
