import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headTags, type HeadTag } from '@shared/seo';
import { SITE_NAME } from '@shared/site';

export { SITE_NAME };

export interface PageMeta {
  title: string;
  description: string;
  /** The path the page was rendered for (its canonical link, share image and structured data). */
  path: string;
}

/** Set only while the build pre-renders a page (entry-server.tsx): receives the page's meta. */
let collector: ((meta: PageMeta) => void) | null = null;

/** Pre-rendering: start collecting; the returned function stops and gives the last meta set. */
export function collectPageMeta(): () => PageMeta | null {
  let last: PageMeta | null = null;
  collector = (meta) => {
    last = meta;
  };
  return () => {
    collector = null;
    return last;
  };
}

function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
}

/** The head elements usePageMeta owns (the pre-rendered ones included). */
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

/** Replaces the managed head elements with `tags`, leaving those that are already right. */
function applyHeadTags(tags: readonly HeadTag[]): void {
  const wanted = tags.map(element);
  const existing = [...document.head.querySelectorAll<HTMLElement>(MANAGED)];
  for (const el of existing) {
    const same = wanted.findIndex((w) => w.isEqualNode(el));
    if (same >= 0) wanted.splice(same, 1);
    else el.remove();
  }
  document.head.append(...wanted);
}

/**
 * Sets the page title ('{title} · Threadwise'), the meta description and the search and
 * social tags of the current route (shared/seo.ts): the pre-render collects them into
 * the page's HTML, and each client-side navigation updates them.
 */
export function usePageMeta(title: string, description: string): void {
  const { pathname } = useLocation();
  const full = fullTitle(title);
  collector?.({ title: full, description, path: pathname });
  useEffect(() => {
    document.title = full;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    applyHeadTags(headTags({ title: full, description, path: pathname }, siteOrigin()));
  }, [full, description, pathname]);
}
