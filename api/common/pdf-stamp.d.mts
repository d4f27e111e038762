/** api/common/pdf-stamp.mjs: the buyer stamp, drawn with pdf-lib (run by the PDF worker process). */
export const STAMP_FONT_SIZE: number;
/** Draws `line` centred in the bottom strip (`strip` pt high) of every page, upright as the page is shown. Returns the new PDF bytes. */
export function stampPdf(source: Uint8Array, line: string, strip: number): Promise<Uint8Array>;
