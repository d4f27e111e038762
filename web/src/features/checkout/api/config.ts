import { useEffect, useState } from 'react';
import { apiJson } from '../../../lib/api-client';

import type { PublicConfig } from '@shared/api/checkout';

export const SHOP_CONFIG_KEY = '/api/config';

let loading: Promise<PublicConfig> | null = null;
let loaded: PublicConfig | undefined;
/** A load started before the checkout mounted (earlyRequests.ts): its outcome, failure included, goes to the first mount. */
let handoff: Promise<PublicConfig> | null = null;

function load(): Promise<PublicConfig> {
  const request: Promise<PublicConfig> = apiJson<PublicConfig>('GET', SHOP_CONFIG_KEY).then(
    (config) => (loaded = config),
    (err: unknown) => {
      if (loading === request) loading = null;
      throw err;
    },
  );
  loading = request;
  return request;
}

/** Starts GET /api/config before any component asks (the pre-rendered checkout, while React hydrates). */
export function preloadShopConfig(): Promise<PublicConfig> {
  if (loading) return loading;
  handoff = load();
  // Handled by the first mount; until then a failure is no unhandled rejection.
  handoff.catch(() => undefined);
  return handoff;
}

/**
 * GET /api/config, loaded once per page load (spec §9: no refetch on an interval or on
 * focus, never stale, no retries; a failed load is tried again on the next mount). Not an
 * SWR hook: the pre-rendered checkout starts the load before it hydrates (preloadShopConfig),
 * and a failed load is reported to the mount that waited for it, never asked again for it.
 */
export function useShopConfig(): { data: PublicConfig | undefined; error: unknown } {
  const [state, setState] = useState<{ data: PublicConfig | undefined; error: unknown }>({ data: loaded, error: undefined });
  useEffect(() => {
    if (state.data !== undefined) return;
    let current = true;
    const request = handoff ?? loading ?? load();
    handoff = null;
    // Rendered at once, not in a transition: the users (the payment form, the thank-you
    // page) are small, and the payment form's spinner waits for it.
    request.then(
      (data) => current && setState({ data, error: undefined }),
      (error: unknown) => current && setState({ data: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [state.data]);
  return state;
}
