import type { AdminOrderDetail, AdminRefundRequest, AdminRefundResponse } from '@shared/api/refunds';
import useSWR from 'swr';
import { apiJson } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './admin';

/** GET /api/admin/orders/{id}: the order with its items' ids, refunds and history. */
export function orderDetailKey(id: number): string {
  return `${ADMIN_ORDERS_KEY}/${encodeURIComponent(String(id))}`;
}

export function fetchOrderDetail(url: string): Promise<AdminOrderDetail> {
  return apiJson<AdminOrderDetail>('GET', url);
}

/** The open order's detail (nothing is fetched while `id` is null). */
export function useOrderDetail(id: number | null) {
  return useSWR<AdminOrderDetail>(id === null ? null : orderDetailKey(id), fetchOrderDetail, { revalidateOnFocus: false });
}

/** POST /api/admin/orders/{id}/refunds: 201 a new refund, 200 the same one asked again. */
export function createRefund(id: number, body: AdminRefundRequest): Promise<AdminRefundResponse> {
  return apiJson<AdminRefundResponse>('POST', `${orderDetailKey(id)}/refunds`, body);
}
