/**
 * Text that came from a visitor (file names, an enquirer's name) made safe to show: no
 * control characters, no Unicode format characters (\p{Cf}: the bidi overrides and
 * isolates such as U+202E that make `invoice‮fdp.exe` read as `invoiceexe.pdf`, zero-width
 * characters, soft hyphens) and no line or paragraph separators (U+2028/9). Pure.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const FORMAT = /[\p{Cf}\u2028\u2029]/gu;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** The same without touching control characters (for input whose line breaks are refused, not dropped). */
export function stripFormatCharacters(text: string): string {
  return text.replace(FORMAT, '');
}
