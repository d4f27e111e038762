import useSWR from 'swr';
import type { LegalDocResponse } from '@shared/api/legal';
import type { LegalDocId } from '@shared/legal';
import { apiJson } from '../../../lib/api-client';

/** GET /api/legal/:doc: asked after a client-side navigation (a served page already carries its text). */
export function useLegalDoc(doc: LegalDocId | null) {
  return useSWR<LegalDocResponse>(doc === null ? null : `/api/legal/${doc}`, (url: string) => apiJson<LegalDocResponse>('GET', url), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
