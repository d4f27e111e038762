/**
 * The routes of the web app (spec §2). Pure data, used by the server to answer an unknown
 * page with index.html and a 404 status (the SPA still renders its 404 screen), and by
 * tests. Guide slugs are checked against the catalogue.
 */
import { isGuideSlug } from '../guides/catalogue.js';

const STATIC_ROUTES = new Set([
  '/',
  '/v1',
  '/guides',
  '/thank-you',
  '/about',
  '/contact',
  '/contact/tech-pack',
  '/contact/production',
  '/contact/brand-building',
  '/login',
  '/account',
  '/admin',
]);

const GUIDE_ROUTE = /^\/guides\/([^/]+)(?:\/(checkout|thank-you))?$/;

/** True when the path is a page the app knows and the content behind it exists. */
export function isKnownPage(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (STATIC_ROUTES.has(clean)) return true;
  const m = GUIDE_ROUTE.exec(clean);
  if (m === null) return false;
  try {
    return isGuideSlug(decodeURIComponent(m[1]));
  } catch {
    // A malformed escape ('%ff') names no page; decodeURIComponent throws on it (was a 500).
    return false;
  }
}
