import { findGuide, type Guide } from '@shared/catalogue';

export const THANK_YOU_TEXT = {
  loading: 'Verifying your payment...',
  invalidAccess: 'Invalid access. Please complete your purchase through our checkout.',
  missingInfo: 'Missing payment information. Please contact support.',
  failed: 'Unable to complete your purchase. Please contact support.',
} as const;

export interface Purchase {
  paymentIntentId: string;
  email: string;
  guideSlug: string;
  guide: Guide;
  upsells: Guide[];
}

export type Check = { kind: 'invalid'; message: string } | { kind: 'unknown-guide' } | { kind: 'ok'; purchase: Purchase };

/** Spec §4/§5: payment_intent, then email and guide are required. */
export function checkQuery(params: URLSearchParams, routeSlug: string | undefined): Check {
  const paymentIntentId = params.get('payment_intent')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const guideSlug = params.get('guide')?.trim() || routeSlug || '';
  if (!paymentIntentId) return { kind: 'invalid', message: THANK_YOU_TEXT.invalidAccess };
  if (!email || !guideSlug) return { kind: 'invalid', message: THANK_YOU_TEXT.missingInfo };
  const guide = findGuide(guideSlug);
  if (!guide) return { kind: 'unknown-guide' };
  const seen = new Set<string>([guide.slug]);
  const upsells: Guide[] = [];
  for (const slug of (params.get('upsells') ?? '').split(',')) {
    const g = findGuide(slug.trim());
    if (g && !seen.has(g.slug)) {
      seen.add(g.slug);
      upsells.push(g);
    }
  }
  return { kind: 'ok', purchase: { paymentIntentId, email, guideSlug: guide.slug, guide, upsells } };
}
