/**
 * An order's status as the owner reads it (the orders list, the CSV export): 'paid' with
 * some guides refunded reads 'partly refunded'. Pure: no Node or browser imports.
 */
export interface StatusLabelInput {
  status: string;
  items?: ReadonlyArray<{ revokedAt: string | null; revokeReason: string | null }>;
}

export function orderStatusLabel(order: StatusLabelInput): string {
  const someRefunded = (order.items ?? []).some((i) => i.revokedAt && i.revokeReason === 'refund');
  return order.status === 'paid' && someRefunded ? 'partly refunded' : order.status;
}
