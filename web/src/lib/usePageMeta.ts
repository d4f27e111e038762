import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
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

/**
 * True when the document already carries this page's title, description and canonical
 * link: a pre-rendered page on its first render. Its search and social tags are in the
 * HTML, so the code that writes them is not fetched until a client-side navigation.
 */
function tagsAlreadyFor(title: string, description: string, pathname: string): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return (
    document.title === title &&
    document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content === description &&
    canonical !== null &&
    new URL(canonical.href).pathname === pathname
  );
}

/**
 * Sets the page title ('{title} · Threadwise'), the meta description and the search and
 * social tags of the current route (shared/seo.ts): the pre-render collects them into
 * the page's HTML, and each client-side navigation updates them (lib/headTags.ts).
 */
export function usePageMeta(title: string, description: string): void {
  const { pathname } = useLocation();
  const full = fullTitle(title);
  collector?.({ title: full, description, path: pathname });
  useEffect(() => {
    if (tagsAlreadyFor(full, description, pathname)) return;
    document.title = full;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    let current = true;
    import('./headTags')
      .then(({ updateHeadTags }) => {
        if (current) updateHeadTags({ title: full, description, path: pathname });
      })
      // A chunk that fails to load (a deploy meanwhile) leaves the previous tags: the page works.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [full, description, pathname]);
}
