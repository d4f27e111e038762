/**
 * The one HTML escaper of the code base: the server's markup (api/common/html.ts), the
 * pre-rendered pages' head tags (seo.ts, scripts/prerender.mjs) and the share images' text
 * (scripts/share-images.mjs, Pango markup). Pure.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for element content and quoted attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
