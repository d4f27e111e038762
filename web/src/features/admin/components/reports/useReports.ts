import type { AdminReports } from '@shared/api/admin-reports';
import useSWR from 'swr';
import { apiJson } from '../../../../lib/api-client';
import { ADMIN_REPORTS_KEY } from '../../api/admin';
import type { Period } from './period';

export const reportsKey = (p: Period) => `${ADMIN_REPORTS_KEY}?range=${p.range}&granularity=${p.granularity}`;

/** GET /api/admin/reports for a period; the previous answer stays on screen while the next loads. */
export function useReports(period: Period, onError: (e: unknown) => void) {
  return useSWR<AdminReports>(reportsKey(period), (url: string) => apiJson<AdminReports>('GET', url), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
    onError,
  });
}
