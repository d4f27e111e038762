import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is pre-rendered and while React hydrates it, true from the first
 * render after that (and at once on a client-side navigation). Forms that cannot work
 * before JavaScript stay inactive until it turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
