import useSWR from 'swr';

/** GET /api/config: the public shop settings the browser needs. */
export interface ShopConfig {
  provider: 'sandbox' | 'stripe';
  stripePublishableKey: string | null;
  gaMeasurementId: string | null;
  metaPixelId: string | null;
  supportEmail: string;
}

export const SHOP_CONFIG_KEY = '/api/config';

/** Loaded once per page load (the app's SWR options: never stale, no retries). */
export function useShopConfig() {
  return useSWR<ShopConfig>(SHOP_CONFIG_KEY);
}
