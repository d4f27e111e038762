import { startTransition, useEffect, useState } from 'react';
import { apiJson } from '../../../lib/api-client';

import type { PublicConfig } from '@shared/api/checkout';

export const SHOP_CONFIG_KEY = '/api/config';

let loading: Promise<PublicConfig> | null = null;
let loaded: PublicConfig | undefined;

/**
 * GET /api/config, loaded once per page load (spec §9: no refetch on an interval or on
 * focus, never stale, no retries; a failed load is tried again on the next mount). Not an
 * SWR hook: SWR's update would re-render the checkout synchronously, one long task while
 * the page starts (total blocking time); here the answer is rendered in a transition.
 */
export function useShopConfig(): { data: PublicConfig | undefined; error: unknown } {
  const [state, setState] = useState<{ data: PublicConfig | undefined; error: unknown }>({ data: loaded, error: undefined });
  useEffect(() => {
    if (state.data !== undefined) return;
    let current = true;
    loading ??= apiJson<PublicConfig>('GET', SHOP_CONFIG_KEY).then(
      (config) => (loaded = config),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
    loading.then(
      (data) => current && startTransition(() => setState({ data, error: undefined })),
      (error: unknown) => current && startTransition(() => setState({ data: undefined, error })),
    );
    return () => {
      current = false;
    };
  }, [state.data]);
  return state;
}
