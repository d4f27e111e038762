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

/**
 * Control characters no field of the shop takes: C0 but tab, line feed and carriage
 * return; DEL; C1. The API refuses input with one (api/common/validation.ts).
 */
// eslint-disable-next-line no-control-regex
export const REFUSED_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const REFUSED_CONTROL_ALL = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
// eslint-disable-next-line no-control-regex
const LINE_BREAKING_CONTROL = /[\u000b\u000c\u0085]/g;

/**
 * Text as a form sends it: the line-breaking controls that pasting from a PDF or a word
 * processor leaves (vertical tab, form feed, NEL) become line breaks and the other refused
 * controls go, so a buyer's pasted text is never refused for what they cannot see.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(LINE_BREAKING_CONTROL, '\n').replace(REFUSED_CONTROL_ALL, '');
}
