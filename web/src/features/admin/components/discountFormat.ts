import { findGuide } from '@shared/catalogue';
import { describeDiscount } from '@shared/discount';
import { formatCents } from '@shared/pricing';
import type { AdminDiscountCode } from '../api/discountCodes';
import { formatDate } from './format';

/** '20% off all guides', '$5.00 off Fabric 101'. */
export function describeCode(c: AdminDiscountCode): string {
  const label = describeDiscount(c, formatCents);
  const guides = c.guideSlugs ? c.guideSlugs.map((s) => findGuide(s)?.title ?? s).join(', ') : 'all guides';
  return `${label} ${guides}`;
}

/** 'Always', 'From Mar 5, 2026', 'Until ...', 'Mar 5, 2026 – Apr 1, 2026'. */
export function validity(c: AdminDiscountCode): string {
  if (c.startsAt && c.endsAt) return `${formatDate(c.startsAt)} – ${formatDate(c.endsAt)}`;
  if (c.startsAt) return `From ${formatDate(c.startsAt)}`;
  if (c.endsAt) return `Until ${formatDate(c.endsAt)}`;
  return 'Always';
}

/** '3 / 100', '3' (no limit); the per-e-mail limit after it. */
export function usesText(c: AdminDiscountCode): string {
  const total = c.maxUses === null ? String(c.uses) : `${c.uses} / ${c.maxUses}`;
  return c.maxUsesPerEmail === null ? total : `${total} · ${c.maxUsesPerEmail} per e-mail`;
}
