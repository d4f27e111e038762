/**
 * Client-side updates of the search and social head tags (shared/seo.ts) on navigation.
 * Loaded by usePageMeta after the page has rendered, in a chunk of its own: a pre-rendered
 * page already carries its tags, so none of this is needed before the first paint.
 */
import { headTags, type HeadTag, type ProductReviews } from '@shared/seo';
import { SUPPORT_EMAIL } from './site';

/** The head elements this module owns (the pre-rendered ones included). */
const MANAGED =
  'link[rel="canonical"], meta[property^="og:"], meta[property^="product:"], meta[name^="twitter:"], meta[name="robots"], script[type="application/ld+json"]';

let origin: string | null = null;

/**
 * The shop's public address: the one the server wrote into the page's canonical link or
 * og:url (PUBLIC_URL), read before the first update; this window's origin otherwise.
 */
function siteOrigin(): string {
  if (origin === null) {
    const written =
      document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ??
      document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
    origin = written ? new URL(written).origin : window.location.origin;
  }
  return origin;
}

function element(tag: HeadTag): HTMLElement {
  if (tag.tag === 'meta') {
    const meta = document.createElement('meta');
    meta.setAttribute(tag.attr, tag.key);
    meta.content = tag.content;
    return meta;
  }
  if (tag.tag === 'link') {
    const link = document.createElement('link');
    link.rel = tag.rel;
    link.href = tag.href;
    return link;
  }
  const script = document.createElement('script');
  script.type = tag.type;
  script.textContent = tag.json;
  return script;
}

type Meta = { title: string; description: string; path: string };

let lastMeta: Meta | null = null;
/** Published reviews of guide pages, by path, for their Product data (loaded after hydration). */
const reviewsByPath = new Map<string, ProductReviews>();

/** A guide page's reviews arrived: its Product JSON-LD lists them, with the combined rating. */
export function setPageReviews(path: string, reviews: ProductReviews): void {
  reviewsByPath.set(path, reviews);
  if (lastMeta?.path === path) updateHeadTags(lastMeta);
  // A pre-rendered page on its first render: its title and description are the document's.
  else if (window.location.pathname === path) updateHeadTags({ title: document.title, description: documentDescription(), path });
}

function documentDescription(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
}

/** Replaces the managed head elements with the page's, leaving those that are already right. */
export function updateHeadTags(meta: Meta): void {
  lastMeta = meta;
  // The configured support address (the page's meta), as the server baked into the pre-rendered JSON-LD.
  const wanted = headTags(meta, siteOrigin(), reviewsByPath.get(meta.path), SUPPORT_EMAIL).map(element);
  for (const el of document.head.querySelectorAll<HTMLElement>(MANAGED)) {
    const same = wanted.findIndex((w) => w.isEqualNode(el));
    if (same >= 0) wanted.splice(same, 1);
    else el.remove();
  }
  document.head.append(...wanted);
}
