import { type RefObject, useEffect } from 'react';

/** Where the shown panel puts its reload, for the dashboard's Refresh button. */
export type PanelRefreshRef = RefObject<(() => Promise<unknown>) | null>;

/** Registers `reload` as the dashboard's Refresh while the panel is on screen. */
export function usePanelRefresh(ref: PanelRefreshRef | undefined, reload: () => Promise<unknown>): void {
  useEffect(() => {
    if (!ref) return;
    ref.current = reload;
    return () => {
      // Another panel may have registered meanwhile (tab switch): leave its reload alone.
      if (ref.current === reload) ref.current = null;
    };
  }, [ref, reload]);
}
