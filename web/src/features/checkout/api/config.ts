import useSWR from 'swr';
import { swrFetcher } from '../../../lib/api-client';

/** GET /api/config: the public shop settings the browser needs. */
export interface ShopConfig {
  provider: 'sandbox' | 'stripe';
  stripePublishableKey: string | null;
  gaMeasurementId: string | null;
  metaPixelId: string | null;
  supportEmail: string;
}

export const SHOP_CONFIG_KEY = '/api/config';

/**
 * Spec §9 data loading: no refetch interval or on focus, never stale, no retries. Given
 * per hook (not by an app-wide <SWRConfig>) so that swr loads only with the pages that
 * use it, not with every first visit.
 */
const ONCE_PER_PAGE_LOAD = {
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} as const;

/** Loaded once per page load. */
export function useShopConfig() {
  return useSWR<ShopConfig>(SHOP_CONFIG_KEY, swrFetcher<ShopConfig>, ONCE_PER_PAGE_LOAD);
}
