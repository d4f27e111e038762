/**
 * What a visitor typed, picked or ticked in a pre-rendered form before the app hydrated it.
 * Hydration sets every controlled field to the app's first state, so a form that starts
 * blank would wipe out the text typed while the page was only painted (seconds on a slow
 * phone). A form reads its first state from here instead: the same values the page shows.
 */

/** Strings, checkbox booleans and lists, shaped like the form's blank values. */
export type FormShape = Record<string, string | boolean | readonly string[]>;

/**
 * `blank` with what the pre-rendered form matching `selector` holds, during the first
 * (hydrating) render only; `blank` itself once the app has hydrated, on the server, and when
 * the page has no such form (a client-side navigation renders the form fresh).
 */
export function valuesBeforeHydration<V extends FormShape>(selector: string, blank: V): V {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return blank;
  const form = document.querySelector(selector);
  if (!(form instanceof HTMLFormElement)) return blank;
  const data = new FormData(form);
  const values: FormShape = { ...blank };
  for (const [key, empty] of Object.entries(blank)) {
    if (typeof empty === 'boolean') values[key] = data.has(key);
    else if (typeof empty === 'string') {
      const value = data.get(key);
      if (typeof value === 'string') values[key] = value;
    } else values[key] = data.getAll(key).filter((v): v is string => typeof v === 'string');
  }
  return values as V;
}
