/**
 * Buying guides over HTTP in e2e tests: one supertest agent is one browser (it keeps the
 * session cookie), so the session that checks out is the one that completes and downloads.
 */
import type { DataSource } from 'typeorm';
import request from 'supertest';

export type Agent = ReturnType<typeof request.agent>;
type App = Parameters<typeof request.agent>[0];

export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' };

export function browser(server: App): Agent {
  return request.agent(server);
}

/**
 * The checkout page's consent box, ticked: records the current Terms and Refund policy
 * versions on this session's pending order of the guide (before the payment is confirmed).
 */
export async function agreeToTerms(agent: Agent, guideSlug: string): Promise<{ termsVersion: string; consentAt: string }> {
  const { termsVersion } = (await agent.get('/api/legal/checkout-terms').expect(200)).body as { termsVersion: string };
  const res = await agent.post('/api/checkout/consent').send({ guideSlug, termsVersion }).expect(200);
  return res.body as { termsVersion: string; consentAt: string };
}

/** A payment intent for the checkout, with the consent box ticked unless `consent: false`. */
export async function createIntent(
  agent: Agent,
  guideSlug: string,
  upsellSlugs: string[] = [],
  { consent = true }: { consent?: boolean } = {},
): Promise<{ clientSecret: string; amountCents: number; provider: string; paymentIntentId: string }> {
  const res = await agent.post('/api/create-payment-intent').send({ guideSlug, upsellSlugs }).expect(200);
  const clientSecret: string = res.body.clientSecret;
  if (consent) await agreeToTerms(agent, guideSlug);
  return { ...res.body, paymentIntentId: clientSecret.slice(0, clientSecret.indexOf('_secret_')) };
}

/** Checkout, sandbox card payment and completion; returns the completion body. */
export async function buyWithSandbox(
  agent: Agent,
  email: string,
  guideSlug: string,
  upsellSlugs: string[] = [],
): Promise<{
  paymentIntentId: string;
  body: { ok: true; order: { number: string; email: string; totalCents: number; items: { slug: string }[] } };
}> {
  const { clientSecret, paymentIntentId } = await createIntent(agent, guideSlug, upsellSlugs);
  await agent.post('/api/sandbox/confirm').send({ clientSecret, email, card: TEST_CARD }).expect(200);
  const res = await agent.post('/api/complete-purchase').send({ paymentIntentId, email, guideSlug, upsellSlugs }).expect(200);
  return { paymentIntentId, body: res.body };
}

export interface OrderRow {
  id: number;
  number: string | null;
  email: string | null;
  status: string;
  guideSlug: string;
  amountCents: number;
  currency: string;
  provider: string;
  paymentIntentId: string | null;
  paidAt: string | null;
  receiptSentAt: string | null;
  discountCode: string | null;
  discountCents: number;
}

export async function orderByIntent(ds: DataSource, paymentIntentId: string): Promise<OrderRow> {
  const [row] = await ds.query('SELECT * FROM orders WHERE paymentIntentId = ?', [paymentIntentId]);
  return row;
}

export async function itemsOf(
  ds: DataSource,
  orderId: number,
): Promise<{ guideSlug: string; kind: string; priceCents: number; revokedAt: string | null; revokeReason: string | null }[]> {
  return ds.query('SELECT guideSlug, kind, priceCents, revokedAt, revokeReason FROM order_items WHERE orderId = ? ORDER BY id', [orderId]);
}

/** How many stored sessions list the order in paidOrderIds (this session paid: it may download). */
export async function sessionsEntitledTo(ds: DataSource, orderId: number): Promise<number> {
  const rows: { data: string }[] = await ds.query('SELECT data FROM sessions');
  return rows.filter((r) => {
    const data = JSON.parse(r.data) as { paidOrderIds?: number[] };
    return (data.paidOrderIds ?? []).includes(orderId);
  }).length;
}

/**
 * dist/web/index.html, waiting a little when another build is replacing it right now
 * (vite empties dist/web first).
 */
export async function waitForWebDist(projectRoot: string, timeoutMs = 120_000): Promise<void> {
  const { existsSync } = await import('node:fs');
  const { join } = await import('node:path');
  const file = join(projectRoot, 'dist', 'web', 'index.html');
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error('dist/web is missing: run `npm run build:web` first');
    await new Promise((r) => setTimeout(r, 500));
  }
}
