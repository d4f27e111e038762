/**
 * Two app instances on one PostgreSQL database (`npm run test:pg` only; skipped on the SQLite
 * default, which is one process): what the in-process locks guard holds across processes.
 * Concurrent requests at both replicas fulfil each order once, number paid orders without
 * gaps or repeats, count a limited discount code's uses up to its limit only, and refund an
 * order item once.
 */
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { GuideSlug } from '../../shared/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, agreeToTerms, createIntent, TEST_CARD } from '../helpers/checkout.js';
import { createTestDatabase, onPostgres } from '../helpers/pg.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const MAIN: GuideSlug = 'fabric-101';
const COTTON: GuideSlug = 'fabric-201-cotton';
const SYNTH: GuideSlug = 'fabric-204-synthetic';

const describePg = onPostgres ? describe : describe.skip;

describePg('two replicas on one PostgreSQL database (npm run test:pg)', () => {
  let drop: () => Promise<void>;
  let replicas: TestApp[] = [];
  let ds: DataSource;
  let ip = 0;

  /** A browser at replica `r` (0 or 1), from an address of its own (per-IP limits). */
  const browserAt = (r: number): Agent =>
    request.agent(replicas[r].app.getHttpServer()).set('X-Forwarded-For', `198.51.100.${++ip % 250}`) as unknown as Agent;
  const admins: Agent[] = [];

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    const env = { DATABASE_URL: db.url, TRUST_PROXY: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    // Started together: the migrations run once, under their lock.
    replicas = await Promise.all([startTestApp(env), startTestApp(env)]);
    ds = replicas[0].app.get(DataSource);
    for (const r of [0, 1]) {
      const admin = browserAt(r);
      await admin.post('/api/admin/login').send(ADMIN).expect(200);
      admins.push(admin);
    }
  });

  afterAll(async () => {
    for (const t of replicas) await t.close();
    await drop?.();
  });

  /** A confirmed (not yet completed) sandbox payment made at replica `r`. */
  async function confirmedPayment(r: number, upsells: GuideSlug[] = [], code?: string) {
    const buyer = browserAt(r);
    let clientSecret: string;
    if (code) {
      const res = await buyer.post('/api/create-payment-intent').send({ guideSlug: MAIN, upsellSlugs: upsells, code }).expect(200);
      clientSecret = res.body.clientSecret;
      await agreeToTerms(buyer, MAIN);
    } else {
      ({ clientSecret } = await createIntent(buyer, MAIN, upsells));
    }
    const email = `buyer${++ip}@example.com`;
    await buyer.post('/api/sandbox/confirm').send({ clientSecret, email, card: TEST_CARD }).expect(200);
    return { paymentIntentId: clientSecret.slice(0, clientSecret.indexOf('_secret_')), email, upsells };
  }

  /** `per` completions of each payment at each replica, all at once. */
  function completeEverywhere(payments: Array<{ paymentIntentId: string; email: string; upsells: GuideSlug[] }>, per = 2) {
    return Promise.all(
      payments.flatMap((p) =>
        [0, 1].flatMap((r) =>
          Array.from({ length: per }, () =>
            browserAt(r)
              .post('/api/complete-purchase')
              .send({ paymentIntentId: p.paymentIntentId, email: p.email, guideSlug: MAIN, upsellSlugs: p.upsells }),
          ),
        ),
      ),
    );
  }

  it('fulfils each order once and numbers paid orders 1..n with no gap or repeat', async () => {
    const payments = await Promise.all(Array.from({ length: 8 }, (_, i) => confirmedPayment(i % 2)));
    const responses = await completeEverywhere(payments);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));

    const orders: { id: number; status: string; numberSeq: number; number: string; receiptSentAt: Date | null }[] = await ds.query(
      'SELECT "id", "status", "numberSeq", "number", "receiptSentAt" FROM "orders" WHERE "paymentIntentId" = ANY($1) ORDER BY "numberSeq"',
      [payments.map((p) => p.paymentIntentId)],
    );
    expect(orders).toHaveLength(8);
    expect(orders.every((o) => o.status === 'paid' && o.receiptSentAt !== null)).toBe(true);
    expect(orders.map((o) => o.numberSeq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(orders.map((o) => o.number)).toEqual(orders.map((o) => `TW-${String(o.numberSeq).padStart(6, '0')}`));
    // One receipt per order, however many completions raced.
    const receipts: { dedupeKey: string }[] = await ds.query(`SELECT "dedupeKey" FROM "mail_outbox" WHERE "dedupeKey" LIKE 'receipt:%'`);
    expect(receipts.map((r) => r.dedupeKey).sort()).toEqual(orders.map((o) => `receipt:${o.id}`).sort());
  });

  it('counts a limited discount code up to its limit only, whichever replica takes each checkout', async () => {
    const code = (
      await admins[0].post('/api/admin/discount-codes').send({ code: 'REPLICAS', kind: 'percent', percentOff: 10, maxUses: 3 }).expect(201)
    ).body.code as { id: number };

    // Eight checkouts at once, four per replica: three hold a use.
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        confirmedPayment(i % 2, [], 'REPLICAS').then(
          (p) => ({ ok: true as const, p }),
          () => ({ ok: false as const }),
        ),
      ),
    );
    const held = attempts.flatMap((a) => (a.ok ? [a.p] : []));
    expect(held).toHaveLength(3);

    const responses = await completeEverywhere(held);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const [row] = await ds.query('SELECT "uses", "reserved", "overLimitUses" FROM "discount_codes" WHERE "id" = $1', [code.id]);
    expect(row).toEqual({ uses: 3, reserved: 0, overLimitUses: 0 });
    const redemptions: { state: string }[] = await ds.query('SELECT "state" FROM "discount_redemptions" WHERE "codeId" = $1', [code.id]);
    expect(redemptions.filter((r) => r.state === 'redeemed')).toHaveLength(3);
  });

  it('refunds an order item once, whichever replicas the refund requests reach', async () => {
    const [payment] = [await confirmedPayment(0, [COTTON, SYNTH])];
    await completeEverywhere([payment], 1);
    const [order] = await ds.query('SELECT "id", "amountCents" FROM "orders" WHERE "paymentIntentId" = $1', [payment.paymentIntentId]);
    const items: { id: number; guideSlug: string }[] = await ds.query('SELECT "id", "guideSlug" FROM "order_items" WHERE "orderId" = $1', [
      order.id,
    ]);
    const id = (slug: GuideSlug) => items.find((i) => i.guideSlug === slug)!.id;

    // The same refund from both replicas at once, and an overlapping one.
    const refund = (r: number, itemIds: number[] | 'all', reason: string) =>
      admins[r].post(`/api/admin/orders/${order.id}/refunds`).send({ itemIds, reason });
    const responses = await Promise.all([
      refund(0, [id(COTTON)], 'Twice'),
      refund(1, [id(COTTON)], 'Twice'),
      refund(0, [id(COTTON)], 'Twice'),
      refund(1, [id(COTTON), id(SYNTH)], 'Overlapping'),
    ]);
    for (const res of responses) expect([200, 201, 409]).toContain(res.status);
    expect(responses.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);

    const claims: { orderItemId: number; n: number }[] = await ds.query(
      `SELECT ri."orderItemId", COUNT(*) AS "n" FROM "order_refund_items" ri
       JOIN "order_refunds" r ON r."id" = ri."refundId"
       WHERE r."orderId" = $1 AND r."status" = 'succeeded' GROUP BY ri."orderItemId"`,
      [order.id],
    );
    expect(claims.every((c) => c.n === 1)).toBe(true);
    expect(claims.map((c) => c.orderItemId)).toContain(id(COTTON));
    const [{ refunded }] = await ds.query(
      'SELECT COALESCE(SUM("amountCents"), 0) AS "refunded" FROM "sandbox_refunds" WHERE "paymentIntentId" = $1',
      [payment.paymentIntentId],
    );
    const [{ claimed }] = await ds.query(
      `SELECT COALESCE(SUM("amountCents"), 0) AS "claimed" FROM "order_refunds" WHERE "orderId" = $1 AND "status" = 'succeeded'`,
      [order.id],
    );
    expect(refunded).toBe(claimed);
    expect(refunded).toBeLessThanOrEqual(order.amountCents);

    // Everything left, from both replicas at once: one refund of what remains, then nothing.
    const all = await Promise.all([refund(0, 'all', 'Rest'), refund(1, 'all', 'Rest')]);
    for (const res of all) expect([200, 201, 409]).toContain(res.status);
    const [{ total }] = await ds.query(
      'SELECT COALESCE(SUM("amountCents"), 0) AS "total" FROM "sandbox_refunds" WHERE "paymentIntentId" = $1',
      [payment.paymentIntentId],
    );
    expect(total).toBe(order.amountCents);
    // No refund was given up while the provider made it (two replicas asking under one key).
    const [{ failed }] = await ds.query(`SELECT COUNT(*) AS "failed" FROM "order_refunds" WHERE "orderId" = $1 AND "status" = 'failed'`, [
      order.id,
    ]);
    expect(failed).toBe(0);
    const [{ status }] = await ds.query('SELECT "status" FROM "orders" WHERE "id" = $1', [order.id]);
    expect(status).toBe('refunded');
  });
});
