import { type ComponentType, lazy, type LazyExoticComponent, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * `React.lazy` for a below-the-fold part of a pre-rendered page: its chunk is fetched
 * only when the part's pre-rendered markup (the element carrying `data-defer="{marker}"`)
 * enters the viewport, or takes focus or a pointer. Until then the
 * markup stays as pre-rendered (links work as plain links), and the first visit does
 * not download code for what may never be seen. Without that markup (a client-side
 * navigation, or on the server) it loads at once.
 */
export function lazyWhenNear<P extends object>(
  marker: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => whenNear(marker).then(load));
}

/** Deferred loads still waiting. */
const waiting = new Set<() => void>();

/**
 * Starts every deferred load at once. Called on the first client-side navigation: a
 * navigation renders in a transition, and a transition that meets a deferred part still
 * waiting for the viewport would otherwise wait for it too.
 */
export function loadDeferredNow(): void {
  for (const release of [...waiting]) release();
}

function whenNear(marker: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.querySelector(`[data-defer="${marker}"]`);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['focusin', 'pointerdown', 'pointerover'] as const;
    const done = () => {
      waiting.delete(done);
      observer.disconnect();
      for (const e of events) element.removeEventListener(e, done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '0px',
    });
    observer.observe(element);
    for (const e of events) element.addEventListener(e, done, { passive: true });
    waiting.add(done);
  });
}

/**
 * For a page with deferred parts: a change of location that re-renders the page (a new
 * hash or query) starts their loads, so the transition it renders in does not wait for
 * the viewport. Called during render: starting a load is idempotent.
 */
export function useLoadDeferredOnNavigation(): void {
  const { key } = useLocation();
  const first = useRef(key);
  if (key !== first.current) loadDeferredNow();
}
