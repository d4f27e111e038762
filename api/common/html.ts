/**
 * HTML escaping for the markup the server writes itself (e-mails, the few server-rendered
 * pages). `html` is a tagged template that escapes every interpolated value unless it is
 * already `Html`, so a call site cannot forget to escape.
 */
import { escapeHtml } from '../../shared/html.js';

export { escapeHtml };

/** Markup that is safe to insert as it is (built by `html`, or trusted constant markup). */
export class Html {
  private constructor(readonly value: string) {}

  /** Markup written in this code base (never user input). */
  static trusted(markup: string): Html {
    return new Html(markup);
  }

  toString(): string {
    return this.value;
  }
}

export type HtmlValue = string | number | Html | readonly Html[] | null | undefined;

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map((v: Html) => v.value).join('');
  return escapeHtml(String(value));
}

/** html`<p>Hello ${name}</p>`: the text parts are trusted markup, every value is escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0];
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1];
  });
  return Html.trusted(out);
}

/** Escaped text, or the markup as it is. */
export function toHtml(content: string | Html): Html {
  return content instanceof Html ? content : Html.trusted(escapeHtml(content));
}
