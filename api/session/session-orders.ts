/**
 * Reading `req.session.paidOrderIds`. Pure: the accounts and downloads modules import this
 * file, not the session module.
 */

/** Order ids from the session: positive integers only (the session store is JSON). */
export function orderIdsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
}
