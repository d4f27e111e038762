import { useEffect } from 'react';

export const SITE_NAME = 'Threadwise';

export interface PageMeta {
  title: string;
  description: string;
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

/** Sets the page title ('{title} · Threadwise') and meta description for the current route. */
export function usePageMeta(title: string, description: string): void {
  collector?.({ title: fullTitle(title), description });
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
