/**
 * Search and social metadata of every page: the canonical link, Open Graph and Twitter card
 * tags and the JSON-LD (schema.org) of a path, from the route list and the catalogue only.
 * The pre-render writes these tags into each page's HTML (scripts/prerender.mjs) and the
 * web app updates them on every client-side navigation (web/src/lib/usePageMeta.ts).
 * `origin` is the shop's public address (PUBLIC_URL, no trailing slash). Pure.
 */
import { GUIDES, type Guide } from './catalogue.js';
import { escapeHtml } from './html.js';
import { CURRENCY } from './pricing.js';
import { matchPage, type PageRoute } from './routes.js';
import { combinedRating, type ReviewStats } from './reviews.js';
import { SITE_DESCRIPTION, SITE_NAME, SUPPORT_EMAIL, TAGLINE } from './site.js';

/** Share images: 1200×630 PNGs written at build time (scripts/share-images.mjs). */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;
/** The square logo of the Organization data (Google asks for at least 112×112). */
export const LOGO_IMAGE = { path: '/og/logo.png', size: 512 } as const;

export type ShareCard = Guide['slug'] | 'home';

export function shareImagePath(card: ShareCard): string {
  return `/og/${card}.png`;
}

/** Every share image the build writes. */
export const SHARE_CARDS: readonly ShareCard[] = ['home', ...GUIDES.map((g) => g.slug)];

export interface PageSeo {
  route: PageRoute | null;
  /** The page's own path: no trailing slash, no query. Null for an unknown page. */
  canonicalPath: string | null;
  indexed: boolean;
  guide: Guide | null;
  card: ShareCard;
}

/** What the metadata of `path` is built from (an unknown path: not indexed, no canonical). */
export function pageSeo(path: string): PageSeo {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const route = matchPage(clean);
  const guide = route?.path.includes(':slug') ? (GUIDES.find((g) => clean.split('/')[2] === g.slug) ?? null) : null;
  return {
    route,
    canonicalPath: route ? clean : null,
    indexed: route?.indexed ?? false,
    guide,
    card: guide?.slug ?? 'home',
  };
}

export type HeadTag =
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'script'; type: 'application/ld+json'; json: string };

/** '29.00': schema.org and Open Graph prices are decimal strings. */
function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

const ORGANIZATION_ID = '/#organization';

/** The shop as a schema.org Organization (home page), with the configured support address. */
export function organizationJsonLd(origin: string, supportEmail: string = SUPPORT_EMAIL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}${ORGANIZATION_ID}`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}${LOGO_IMAGE.path}`,
    email: supportEmail,
    description: SITE_DESCRIPTION,
    slogan: TAGLINE,
  };
}

/** The site's name for search results (home page). */
export function webSiteJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    description: SITE_DESCRIPTION,
  };
}

/**
 * Published reviews from verified buyers, as the guide page loads them (after hydration:
 * the pre-rendered page carries the catalogue's rating alone).
 */
export interface ProductReviews {
  stats: ReviewStats;
  reviews: ReadonlyArray<{ rating: number; title: string | null; text: string; displayName: string; publishedAt: string }>;
}

/**
 * A guide as a schema.org Product with its Offer (the sale price) and AggregateRating: the
 * catalogue's rating combined with the published reviews (shared/reviews.ts), which are
 * listed as Reviews.
 */
export function productJsonLd(guide: Guide, origin: string, reviews?: ProductReviews): Record<string, unknown> {
  const url = `${origin}/guides/${guide.slug}`;
  const rating = combinedRating(guide, reviews?.stats ?? { count: 0, ratingSum: 0 });
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: guide.title,
    description: guide.blurb,
    sku: guide.slug,
    url,
    image: [`${origin}${shareImagePath(guide.slug)}`, `${origin}${guide.image}`],
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: decimalPrice(guide.saleCents),
      priceCurrency: CURRENCY.toUpperCase(),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
  if (reviews && reviews.reviews.length > 0) {
    product.review = reviews.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.displayName },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      datePublished: r.publishedAt.slice(0, 10),
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.text,
    }));
  }
  return product;
}

/** Home › Our Guides › the guide, for the search result's breadcrumb. */
export function breadcrumbJsonLd(guide: Guide, origin: string): Record<string, unknown> {
  const items = [
    { name: 'Home', path: '/' },
    { name: 'Our Guides', path: '/guides' },
    { name: guide.title, path: `/guides/${guide.slug}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: `${origin}${item.path}` })),
  };
}

/** The structured data of a page: Organization and WebSite on the home page, Product and breadcrumb on a guide page. */
export function jsonLdFor(seo: PageSeo, origin: string, reviews?: ProductReviews, supportEmail?: string): Record<string, unknown>[] {
  if (!seo.indexed) return [];
  if (seo.route?.id === 'home') return [organizationJsonLd(origin, supportEmail), webSiteJsonLd(origin)];
  if (seo.route?.id === 'guide' && seo.guide) return [productJsonLd(seo.guide, origin, reviews), breadcrumbJsonLd(seo.guide, origin)];
  return [];
}

/** JSON for a <script> element: `<` escaped, so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The head tags of a page besides <title> and the description: canonical, Open Graph,
 * Twitter card and JSON-LD for an indexed page; Open Graph and Twitter tags and
 * `robots: noindex` for the other known pages; only `robots: noindex` for an unknown path.
 * `supportEmail`: the configured SUPPORT_EMAIL (the web reads it from the page), else the default.
 */
export function headTags(
  meta: { title: string; description: string; path: string },
  origin: string,
  reviews?: ProductReviews,
  supportEmail?: string,
): HeadTag[] {
  const seo = pageSeo(meta.path);
  const tags: HeadTag[] = [];
  const add = (attr: 'name' | 'property', key: string, content: string) => tags.push({ tag: 'meta', attr, key, content });
  if (!seo.indexed) add('name', 'robots', 'noindex');
  if (seo.canonicalPath === null) return tags;

  const url = `${origin}${seo.canonicalPath}`;
  const image = `${origin}${shareImagePath(seo.card)}`;
  const imageAlt = seo.guide
    ? `${seo.guide.title}: a ${seo.guide.pages}-page PDF fabric guide by ${SITE_NAME}, ${seo.guide.price}`
    : `${SITE_NAME}: fabric guides and brand services for fashion founders`;
  // A page kept out of the index still gets a rich preview when shared (a checkout link
  // with a discount code), but no canonical link.
  if (seo.indexed) tags.push({ tag: 'link', rel: 'canonical', href: url });
  add('property', 'og:site_name', SITE_NAME);
  add('property', 'og:type', seo.guide && seo.route?.id === 'guide' ? 'product' : 'website');
  add('property', 'og:url', url);
  add('property', 'og:title', meta.title);
  add('property', 'og:description', meta.description);
  add('property', 'og:image', image);
  add('property', 'og:image:type', SHARE_IMAGE.type);
  add('property', 'og:image:width', String(SHARE_IMAGE.width));
  add('property', 'og:image:height', String(SHARE_IMAGE.height));
  add('property', 'og:image:alt', imageAlt);
  if (seo.guide && seo.route?.id === 'guide') {
    add('property', 'product:price:amount', decimalPrice(seo.guide.saleCents));
    add('property', 'product:price:currency', CURRENCY.toUpperCase());
  }
  add('name', 'twitter:card', 'summary_large_image');
  add('name', 'twitter:title', meta.title);
  add('name', 'twitter:description', meta.description);
  add('name', 'twitter:image', image);
  add('name', 'twitter:image:alt', imageAlt);
  for (const data of jsonLdFor(seo, origin, reviews, supportEmail))
    tags.push({ tag: 'script', type: 'application/ld+json', json: scriptJson(data) });
  return tags;
}

/** The tags as HTML, for the pre-rendered pages. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'meta') return `<meta ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}">`;
      if (t.tag === 'link') return `<link rel="${t.rel}" href="${escapeHtml(t.href)}">`;
      return `<script type="${t.type}">${t.json}</script>`;
    })
    .join('');
}
