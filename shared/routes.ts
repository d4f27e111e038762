/**
 * The pages of the web app (spec §2), one list for the router (web/src/app/routes.tsx),
 * the server's page check (api/common/static-files.ts) and the pre-render script
 * (web/src/entry-server.tsx). Pure: no Node or browser imports.
 */
import type { GuideSlug } from './guide.types.js';
import { GUIDE_LABELS, isGuideSlug } from './guide-index.js';

export type PageId =
  | 'home'
  | 'guides'
  | 'guide'
  | 'checkout'
  | 'guideThankYou'
  | 'thankYou'
  | 'about'
  | 'login'
  | 'resetPassword'
  | 'contact'
  | 'techPack'
  | 'production'
  | 'brandBuilding'
  | 'landingV1'
  | 'account'
  | 'admin'
  | 'terms'
  | 'privacy'
  | 'refundPolicy'
  | 'imprint';

export interface PageRoute {
  id: PageId;
  /** react-router pattern; `:slug` is a guide slug from the catalogue. */
  path: string;
  /** site: top bar and footer; side-menu: the /v1 frame; bare: its own shell. */
  layout: 'site' | 'side-menu' | 'bare';
  /** Rendered to HTML at build time (pages that do not depend on the visitor). */
  prerender: boolean;
  /**
   * A public page for search engines: in the sitemap, with a canonical link, Open Graph
   * and Twitter tags (shared/seo.ts). The others are disallowed in robots.txt.
   */
  indexed: boolean;
  /**
   * A pre-rendered page whose one action needs JavaScript (paying by card, signing in): what
   * its <noscript> notice above the page says. The other pre-rendered pages work without
   * JavaScript (their forms post to the server) and carry no notice.
   */
  noScriptNotice?: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { id: 'home', path: '/', layout: 'site', prerender: true, indexed: true },
  { id: 'guides', path: '/guides', layout: 'site', prerender: true, indexed: true },
  { id: 'guide', path: '/guides/:slug', layout: 'site', prerender: true, indexed: true },
  {
    id: 'checkout',
    path: '/guides/:slug/checkout',
    layout: 'site',
    prerender: true,
    indexed: false,
    noScriptNotice: 'Paying by card needs JavaScript. Please enable it in your browser to complete your purchase.',
  },
  { id: 'guideThankYou', path: '/guides/:slug/thank-you', layout: 'site', prerender: false, indexed: false },
  { id: 'thankYou', path: '/thank-you', layout: 'site', prerender: false, indexed: false },
  { id: 'about', path: '/about', layout: 'site', prerender: true, indexed: true },
  {
    id: 'login',
    path: '/login',
    layout: 'site',
    prerender: true,
    indexed: false,
    noScriptNotice: 'Logging in and creating an account need JavaScript. Please enable it in your browser to continue.',
  },
  { id: 'resetPassword', path: '/reset-password', layout: 'site', prerender: false, indexed: false },
  { id: 'contact', path: '/contact', layout: 'site', prerender: true, indexed: true },
  { id: 'techPack', path: '/contact/tech-pack', layout: 'site', prerender: true, indexed: true },
  { id: 'production', path: '/contact/production', layout: 'site', prerender: true, indexed: true },
  { id: 'brandBuilding', path: '/contact/brand-building', layout: 'site', prerender: true, indexed: true },
  { id: 'landingV1', path: '/v1', layout: 'side-menu', prerender: true, indexed: true },
  // Legal texts (api/legal): the server fills in the owner's current text at request time.
  { id: 'terms', path: '/terms', layout: 'site', prerender: true, indexed: true },
  { id: 'privacy', path: '/privacy', layout: 'site', prerender: true, indexed: true },
  { id: 'refundPolicy', path: '/refund-policy', layout: 'site', prerender: true, indexed: true },
  { id: 'imprint', path: '/imprint', layout: 'site', prerender: true, indexed: true },
  { id: 'account', path: '/account', layout: 'side-menu', prerender: false, indexed: false },
  { id: 'admin', path: '/admin', layout: 'bare', prerender: false, indexed: false },
];

/** Paths outside the web app: the API, private files, form posts and /metrics (never a page). */
export const NON_PAGE_PREFIXES = ['/api', '/objects', '/previews', '/forms', '/metrics'] as const;

/** Files the API writes per request, outside the /api prefix (api/seo). */
export const SERVER_FILES = ['/robots.txt', '/sitemap.xml'] as const;

const byPath = new Map(PAGE_ROUTES.filter((r) => !r.path.includes(':')).map((r) => [r.path, r]));
const withSlug = PAGE_ROUTES.filter((r) => r.path.includes(':')).map((r) => ({
  route: r,
  pattern: new RegExp(`^${r.path.replace(':slug', '([^/]+)')}$`),
}));

/** The page at `path` (already URL-decoded, trailing slashes allowed), or null. */
export function matchPage(path: string): PageRoute | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = byPath.get(clean);
  if (exact) return exact;
  for (const { route, pattern } of withSlug) {
    const m = pattern.exec(clean);
    if (m) return isGuideSlug(m[1]) ? route : null;
  }
  return null;
}

export function isKnownPage(path: string): boolean {
  return matchPage(path) !== null;
}

/** Every concrete path of the pages rendered at build time. */
export function prerenderedPaths(): { path: string; id: PageId; noScriptNotice?: string }[] {
  return PAGE_ROUTES.filter((r) => r.prerender).flatMap(({ id, path, noScriptNotice }) =>
    path.includes(':slug')
      ? GUIDE_LABELS.map((g) => ({ id, noScriptNotice, path: path.replace(':slug', g.slug) }))
      : [{ id, noScriptNotice, path }],
  );
}

/** Every concrete path of the indexed pages (the sitemap), guide pages with their guide. */
export function indexedPaths(): { path: string; id: PageId; slug?: GuideSlug }[] {
  return PAGE_ROUTES.filter((r) => r.indexed).flatMap((r) =>
    r.path.includes(':slug')
      ? GUIDE_LABELS.map((g) => ({ path: r.path.replace(':slug', g.slug), id: r.id, slug: g.slug }))
      : [{ path: r.path, id: r.id }],
  );
}

/** robots.txt patterns of the pages that are not indexed (`:slug` becomes `*`), in route order. */
export function unindexedPatterns(): string[] {
  return PAGE_ROUTES.filter((r) => !r.indexed).map((r) => r.path.replace(':slug', '*'));
}
