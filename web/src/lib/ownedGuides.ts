import useSWR from 'swr';
import type { OwnedGuidesResponse } from '@shared/api/checkout';
import { apiJson } from './api-client';

export const OWNED_GUIDES_KEY = '/api/owned-guides';

const NONE: readonly string[] = [];

/**
 * GET /api/owned-guides: the guides this browser's paying session or signed-in account
 * owns (offered as downloads, never for sale again). Empty until known and on error; the
 * server refuses to sell an owned guide whatever this says. Shared by the guide pages, the
 * checkout and the account page.
 */
export function useOwnedGuides(): readonly string[] {
  const { data } = useSWR<OwnedGuidesResponse>(OWNED_GUIDES_KEY, () => apiJson<OwnedGuidesResponse>('GET', OWNED_GUIDES_KEY), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data?.slugs ?? NONE;
}
