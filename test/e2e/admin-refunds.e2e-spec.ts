/**
 * Refunds from the back office (issue 15 item 1): POST /api/admin/orders/{id}/refunds per
 * line item or 'all', GET /api/admin/orders/{id} with the order's history.
 *
 * Sandbox: full and partial refunds, downloads after a refund, the buyer's e-mail in the
 * outbox, concurrent and repeated requests, bad input and who may call. Stripe (against
 * the local Stripe stub): the provider's answer and the webhook in either order, each
 * applied once.
 */
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { findGuide, type GuideSlug } from '../../shared/catalogue.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { loadGuideContent } from '../../api/guides/guide-content.js';
import { generateSamplePdf } from '../../api/guides/sample-pdf.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, buyWithSandbox, createIntent, itemsOf, orderByIntent, waitForWebDist } from '../helpers/checkout.js';
import { decodeWords, newMail, outboxFiles, type ParsedMail } from '../helpers/enquiries.js';
import { signPayload, startStripeStub, stripeEnv, stripeEvent, type StripeStub } from '../helpers/stripe-stub.js';

const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const MAIN: GuideSlug = 'fabric-101';
const COTTON: GuideSlug = 'fabric-201-cotton';
const SYNTH: GuideSlug = 'fabric-204-synthetic';

async function until<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== null && v !== false) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Both parts of a refund mail as one text. */
const mailText = (m: ParsedMail) => `${decodeWords(m.headers.subject)}\n${m.text}`;

interface Shop {
  t: TestApp;
  ds: DataSource;
  http: () => request.SuperTest<request.Test>;
  browserAt: () => Agent;
  admin: () => Promise<Agent>;
  itemIds: (orderId: number) => Promise<Record<string, number>>;
  refundRows: () => Promise<number>;
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const t = await startTestApp({
    PUBLIC_URL,
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const ds = t.app.get(DataSource);
  let ip = 0;
  const browserAt = () => request.agent(t.app.getHttpServer()).set('X-Forwarded-For', `198.51.100.${++ip}`);
  return {
    t,
    ds,
    http: () => request(t.app.getHttpServer()) as unknown as request.SuperTest<request.Test>,
    browserAt,
    admin: async () => {
      const b = browserAt();
      await b.post('/api/admin/login').send(ADMIN).expect(200);
      return b;
    },
    itemIds: async (orderId) => {
      const rows: { id: number; guideSlug: string }[] = await ds.query('SELECT id, guideSlug FROM order_items WHERE orderId = ?', [
        orderId,
      ]);
      return Object.fromEntries(rows.map((r) => [r.guideSlug, r.id]));
    },
    refundRows: async () => Number((await ds.query('SELECT COUNT(*) AS n FROM order_refunds'))[0].n),
  };
}

describe('admin refunds (sandbox)', () => {
  let s: Shop;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    s = await startShop({ RATE_LIMIT_PAYMENT_INTENT: '1000' });
    for (const slug of [MAIN, COTTON, SYNTH]) {
      await generateSamplePdf(findGuide(slug)!, await loadGuideContent(slug), join(s.t.storageDir, 'guides', `${slug}.pdf`));
    }
  });
  afterAll(async () => s?.t.close());

  let buyers = 0;
  /** A paid sandbox order; its buyer's browser (which may download what it paid). */
  async function paid(upsells: GuideSlug[] = [COTTON, SYNTH]) {
    const buyer = s.browserAt();
    const email = `buyer${++buyers}@example.com`;
    const { paymentIntentId } = await buyWithSandbox(buyer, email, MAIN, upsells);
    const order = await orderByIntent(s.ds, paymentIntentId);
    return { buyer, email, order, ids: await s.itemIds(order.id) };
  }

  const sandboxRefunds = async (paymentIntentId: string) =>
    (await s.ds.query('SELECT amountCents, shopRefundId FROM sandbox_refunds WHERE paymentIntentId = ?', [paymentIntentId])) as {
      amountCents: number;
      shopRefundId: number;
    }[];

  it('refunds the whole order: every item revoked, order refunded, the buyer e-mailed, history recorded', async () => {
    const { buyer, email, order } = await paid();
    await buyer.get(`/api/download/${MAIN}`).expect(200);
    const before = outboxFiles(s.t.storageDir);
    const admin = await s.admin();
    const res = await admin.post(`/api/admin/orders/${order.id}/refunds`).send({ itemIds: 'all', reason: 'Bought by mistake' }).expect(201);

    expect(res.body.created).toBe(true);
    expect(res.body.refund).toMatchObject({
      status: 'succeeded',
      amountCents: 2900 + 999 + 999,
      reason: 'Bought by mistake',
      by: ADMIN.email,
      providerRefundId: expect.stringMatching(/^re_sbx_/),
    });
    expect(res.body.refund.items.map((i: { slug: string; amountCents: number }) => [i.slug, i.amountCents])).toEqual([
      [MAIN, 2900],
      [COTTON, 999],
      [SYNTH, 999],
    ]);
    expect((await orderByIntent(s.ds, order.paymentIntentId!)).status).toBe('refunded');
    expect((await itemsOf(s.ds, order.id)).map((i) => i.revokeReason)).toEqual(['refund', 'refund', 'refund']);
    expect(await sandboxRefunds(order.paymentIntentId!)).toEqual([{ amountCents: 4898, shopRefundId: res.body.refund.id }]);

    // Access ends at once.
    for (const slug of [MAIN, COTTON, SYNTH]) await buyer.get(`/api/download/${slug}`).expect(403);

    // One e-mail, with the order number and the amounts.
    const mails = newMail(s.t.storageDir, before);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.to).toBe(email);
    expect(decodeWords(mails[0].headers.subject)).toBe(`Your Threadwise refund — order ${order.number}`);
    const text = mailText(mails[0]);
    for (const amount of ['$29.00', '$9.99', '$48.98']) expect(text).toContain(amount);
    expect(text).not.toContain('Bought by mistake');
    const [row] = await s.ds.query('SELECT kind, recipients, status FROM mail_outbox WHERE dedupeKey = ?', [
      `refund:${res.body.refund.id}`,
    ]);
    expect(row).toEqual({ kind: 'refund', recipients: email, status: 'sent' });

    // The sandbox's webhook-equivalent event arrives after the answer and changes nothing.
    await until(async () =>
      Number((await s.ds.query("SELECT COUNT(*) AS n FROM payment_events WHERE provider = 'sandbox'"))[0].n) > 0 ? true : false,
    );
    expect(newMail(s.t.storageDir, before)).toHaveLength(1);

    const detail = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body;
    expect(detail.order).toMatchObject({ status: 'refunded', refundedCents: 4898 });
    expect(detail.refundableItemIds).toEqual([]);
    expect(detail.history.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid', 'refunded']);
    expect(detail.history[2]).toMatchObject({ by: ADMIN.email, reason: 'Bought by mistake', amountCents: 4898 });
  });

  it('refunds chosen guides only: those stop downloading, the others go on; a later refund takes the rest', async () => {
    const { buyer, order, ids } = await paid();
    const admin = await s.admin();
    const before = outboxFiles(s.t.storageDir);
    const first = await admin
      .post(`/api/admin/orders/${order.id}/refunds`)
      .send({ itemIds: [ids[SYNTH]], reason: '  Already owned this one  ' })
      .expect(201);
    expect(first.body.refund).toMatchObject({ status: 'succeeded', amountCents: 999, reason: 'Already owned this one' });
    expect((await orderByIntent(s.ds, order.paymentIntentId!)).status).toBe('paid');
    await buyer.get(`/api/download/${SYNTH}`).expect(403);
    await buyer.get(`/api/download/${MAIN}`).expect(200);
    await buyer.get(`/api/download/${COTTON}`).expect(200);

    const mails = newMail(s.t.storageDir, before);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(order.number!);
    expect(mails[0].text).toContain('$9.99');
    expect(mails[0].text).toContain(findGuide(SYNTH)!.title);
    expect(mails[0].text).toMatch(/You keep .*Fabric 101/);

    expect(first.body.detail.refundableItemIds).toEqual([ids[MAIN], ids[COTTON]]);
    const second = await admin.post(`/api/admin/orders/${order.id}/refunds`).send({ itemIds: 'all', reason: 'Changed mind' }).expect(201);
    expect(second.body.refund.items.map((i: { slug: string }) => i.slug)).toEqual([MAIN, COTTON]);
    expect(second.body.refund.amountCents).toBe(3899);
    expect((await orderByIntent(s.ds, order.paymentIntentId!)).status).toBe('refunded');
    await buyer.get(`/api/download/${MAIN}`).expect(403);
    const history = second.body.detail.history.filter((e: { kind: string }) => e.kind === 'refunded');
    expect(history.map((e: { reason: string; amountCents: number }) => [e.reason, e.amountCents])).toEqual([
      ['Already owned this one', 999],
      ['Changed mind', 3899],
    ]);
    expect(newMail(s.t.storageDir, before)).toHaveLength(2);
  });

  it('concurrent and repeated requests refund once', async () => {
    const { order, ids } = await paid();
    const admin = await s.admin();
    const before = outboxFiles(s.t.storageDir);
    const body = { itemIds: [ids[COTTON], ids[MAIN]], reason: 'Double click' };
    const responses = await Promise.all(Array.from({ length: 6 }, () => admin.post(`/api/admin/orders/${order.id}/refunds`).send(body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.refund.id)).size).toBe(1);
    expect(await sandboxRefunds(order.paymentIntentId!)).toHaveLength(1);
    expect(Number((await s.ds.query('SELECT COUNT(*) AS n FROM order_refunds WHERE orderId = ?', [order.id]))[0].n)).toBe(1);
    // The same items in the other order are the same refund.
    const again = await admin
      .post(`/api/admin/orders/${order.id}/refunds`)
      .send({ ...body, itemIds: [ids[MAIN], ids[COTTON]] })
      .expect(200);
    expect(again.body.created).toBe(false);
    expect(newMail(s.t.storageDir, before)).toHaveLength(1);

    // Overlapping requests at once: one refunds, the other is told the guide is refunded already.
    const other = await paid();
    const [a, b] = await Promise.all([
      admin.post(`/api/admin/orders/${other.order.id}/refunds`).send({ itemIds: [other.ids[SYNTH]], reason: 'One' }),
      admin.post(`/api/admin/orders/${other.order.id}/refunds`).send({ itemIds: [other.ids[SYNTH], other.ids[COTTON]], reason: 'Two' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body.code, b.body.code]).toContain('refund_already_refunded');
    expect(await sandboxRefunds(other.order.paymentIntentId!)).toHaveLength(1);
  });

  it('refuses bad input with clear errors and changes nothing', async () => {
    const { order, ids } = await paid([COTTON]);
    const admin = await s.admin();
    const refunded = await paid([SYNTH]);
    await admin
      .post(`/api/admin/orders/${refunded.order.id}/refunds`)
      .send({ itemIds: [refunded.ids[SYNTH]], reason: 'Gone' })
      .expect(201);
    const fullyRefunded = await paid([]);
    await admin
      .post(`/api/admin/orders/${fullyRefunded.order.id}/refunds`)
      .send({ itemIds: [fullyRefunded.ids[MAIN]], reason: 'All' })
      .expect(201);
    const pending = await createIntent(s.browserAt(), MAIN);
    const pendingOrder = await orderByIntent(s.ds, pending.paymentIntentId);
    const foreignItem = refunded.ids[MAIN];

    const rows = await s.refundRows();
    const mails = outboxFiles(s.t.storageDir);
    const post = (id: number | string, body: unknown) => admin.post(`/api/admin/orders/${id}/refunds`).send(body as object);
    const cases: [number | string, unknown, number, string, RegExp?][] = [
      [999999, { itemIds: 'all', reason: 'x' }, 404, 'not_found'],
      ['abc', { itemIds: 'all', reason: 'x' }, 400, 'invalid_id'],
      [
        order.id,
        { itemIds: [foreignItem], reason: 'x' },
        400,
        'refund_unknown_items',
        new RegExp(`Item ${foreignItem} is not part of order ${order.number}`),
      ],
      [order.id, { itemIds: [ids[MAIN], 123456789], reason: 'x' }, 400, 'refund_unknown_items'],
      [
        refunded.order.id,
        { itemIds: [refunded.ids[SYNTH], refunded.ids[MAIN]], reason: 'x' },
        409,
        'refund_already_refunded',
        /already refunded/,
      ],
      [
        fullyRefunded.order.id,
        { itemIds: 'all', reason: 'x' },
        409,
        'refund_already_refunded',
        /Every guide of this order is already refunded/,
      ],
      [pendingOrder.id, { itemIds: 'all', reason: 'x' }, 409, 'refund_not_allowed', /Only a paid order can be refunded/],
      [order.id, { itemIds: 'all', reason: '' }, 400, 'validation_failed', /reason/],
      [order.id, { itemIds: 'all', reason: '   ' }, 400, 'validation_failed', /reason/],
      [order.id, { itemIds: 'all' }, 400, 'validation_failed'],
      [order.id, { itemIds: 'all', reason: 'x'.repeat(501) }, 400, 'validation_failed', /at most 500/],
      [order.id, { itemIds: 'all', reason: 42 }, 400, 'validation_failed'],
      [order.id, { itemIds: [], reason: 'x' }, 400, 'validation_failed', /itemIds/],
      [order.id, { itemIds: 'some', reason: 'x' }, 400, 'validation_failed'],
      [order.id, { itemIds: [ids[MAIN], ids[MAIN]], reason: 'x' }, 400, 'validation_failed'],
      [order.id, { itemIds: [-1], reason: 'x' }, 400, 'validation_failed'],
      [order.id, { itemIds: ['1'], reason: 'x' }, 400, 'validation_failed'],
      [order.id, { itemIds: [1.5], reason: 'x' }, 400, 'validation_failed'],
      [order.id, { itemIds: Array.from({ length: 21 }, (_, i) => i + 1), reason: 'x' }, 400, 'validation_failed'],
      [order.id, { reason: 'x' }, 400, 'validation_failed'],
      [order.id, { itemIds: 'all', reason: 'x', amountCents: 1 }, 400, 'validation_failed', /Unknown field 'amountCents'/],
    ];
    for (const [id, body, status, code, message] of cases) {
      const res = await post(id, body);
      expect({ id, body, status: res.status, code: res.body.code }).toEqual({ id, body, status, code });
      expect(typeof res.body.message).toBe('string');
      if (message) expect(res.body.message).toMatch(message);
    }
    await admin.post(`/api/admin/orders/${order.id}/refunds`).type('form').send('itemIds=all&reason=x').expect(415);
    expect((await admin.get('/api/admin/orders/999999').expect(404)).body.code).toBe('not_found');

    expect(await s.refundRows()).toBe(rows);
    expect(outboxFiles(s.t.storageDir)).toEqual(mails);
    expect((await itemsOf(s.ds, order.id)).every((i) => i.revokedAt === null)).toBe(true);
    expect((await orderByIntent(s.ds, order.paymentIntentId!)).status).toBe('paid');
  });

  it('is for the admin only, from the shop itself', async () => {
    const { order } = await paid([COTTON]);
    const body = { itemIds: 'all', reason: 'x' };
    expect((await s.http().get(`/api/admin/orders/${order.id}`).expect(401)).body.code).toBe('unauthorized');
    expect((await s.http().post(`/api/admin/orders/${order.id}/refunds`).send(body).expect(401)).body.code).toBe('unauthorized');
    const buyer = s.browserAt();
    await buyer
      .post('/api/register')
      .send({ username: 'refundbuyer', email: 'refundbuyer@example.com', password: 'buyer-password-1' })
      .expect(201);
    expect((await buyer.get(`/api/admin/orders/${order.id}`).expect(403)).body.code).toBe('forbidden');
    expect((await buyer.post(`/api/admin/orders/${order.id}/refunds`).send(body).expect(403)).body.code).toBe('forbidden');
    const admin = await s.admin();
    const res = await admin.post(`/api/admin/orders/${order.id}/refunds`).set('Origin', 'https://evil.example').send(body).expect(403);
    expect(res.body.code).toBe('cross_origin');
    expect((await orderByIntent(s.ds, order.paymentIntentId!)).status).toBe('paid');
  });
});

describe('admin refunds (Stripe, against the local stub)', () => {
  let stub: StripeStub;
  let s: Shop;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    stub = await startStripeStub();
    s = await startShop({ ...stripeEnv(stub), RATE_LIMIT_PAYMENT_INTENT: '1000' });
  });
  afterAll(async () => {
    await s?.t.close();
    await stub?.close();
  });

  const webhook = (payload: string) =>
    s
      .http()
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signPayload(payload))
      .send(payload);

  let buyers = 0;
  async function paidOrder(upsells: GuideSlug[] = [COTTON]) {
    const { paymentIntentId } = await createIntent(s.browserAt(), MAIN, upsells);
    stub.pay(paymentIntentId, `stripe${++buyers}@example.com`);
    await webhook(stripeEvent('payment_intent.succeeded', stub.intents.get(paymentIntentId))).expect(200);
    const order = await orderByIntent(s.ds, paymentIntentId);
    expect(order.status).toBe('paid');
    return { paymentIntentId, order, ids: await s.itemIds(order.id) };
  }

  const refundRow = async (orderId: number) =>
    (await s.ds.query('SELECT id, status, providerRefundId, refundedAt, notifiedAt FROM order_refunds WHERE orderId = ?', [orderId])) as {
      id: number;
      status: string;
      providerRefundId: string | null;
      refundedAt: string | null;
      notifiedAt: string | null;
    }[];
  const refundMails = async (orderId: number) =>
    Number(
      (
        await s.ds.query(
          "SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'refund' AND dedupeKey IN (SELECT 'refund:' || id FROM order_refunds WHERE orderId = ?)",
          [orderId],
        )
      )[0].n,
    );

  it("the provider's answer first, then the webhooks: applied once", async () => {
    const { paymentIntentId, order, ids } = await paidOrder([COTTON, SYNTH]);
    const admin = await s.admin();
    const from = stub.requests.length;
    const res = await admin
      .post(`/api/admin/orders/${order.id}/refunds`)
      .send({ itemIds: [ids[COTTON]], reason: 'Duplicate purchase' })
      .expect(201);
    expect(res.body.refund).toMatchObject({ status: 'succeeded', amountCents: 999 });

    const creates = stub.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(creates).toHaveLength(1);
    expect(creates[0].form.get('payment_intent')).toBe(paymentIntentId);
    expect(creates[0].form.get('amount')).toBe('999');
    expect(creates[0].form.get('metadata[shopRefundId]')).toBe(String(res.body.refund.id));
    expect(creates[0].form.get('metadata[guideSlugs]')).toBe(COTTON);
    expect(creates[0].headers['idempotency-key']).toMatch(new RegExp(`^threadwise-refund-${order.id}-[0-9a-f]{16}-1$`));
    const created = stub.createdRefunds.at(-1)!;
    expect(res.body.refund.providerRefundId).toBe(created.id);
    const [applied] = await refundRow(order.id);

    await webhook(stripeEvent('refund.created', created)).expect(200);
    await webhook(stripeEvent('charge.refunded', stub.chargeOf(paymentIntentId))).expect(200);
    await webhook(stripeEvent('refund.updated', created)).expect(200);

    expect(await refundRow(order.id)).toEqual([applied]);
    expect(await refundMails(order.id)).toBe(1);
    expect((await itemsOf(s.ds, order.id)).map((i) => [i.guideSlug, i.revokeReason])).toEqual([
      [MAIN, null],
      [COTTON, 'refund'],
      [SYNTH, null],
    ]);
    expect((await orderByIntent(s.ds, paymentIntentId)).status).toBe('paid');
  });

  it('the webhook first, then the answer: applied once, by the webhook', async () => {
    const { paymentIntentId, order } = await paidOrder([COTTON]);
    const admin = await s.admin();
    const release = stub.holdRefundAnswers();
    const made = stub.createdRefunds.length;
    const pending = admin
      .post(`/api/admin/orders/${order.id}/refunds`)
      .send({ itemIds: 'all', reason: 'Refund everything' })
      .then((r) => r);
    try {
      await until(async () => stub.createdRefunds.length > made);
      const created = stub.createdRefunds.at(-1)!;
      expect(created.amount).toBe(2900 + 999);
      await webhook(stripeEvent('charge.refunded', stub.chargeOf(paymentIntentId))).expect(200);
      // The webhook completed the refund while the answer is still on its way.
      const [row] = await refundRow(order.id);
      expect(row).toMatchObject({ status: 'succeeded', providerRefundId: created.id });
      expect(row.notifiedAt).not.toBeNull();
      expect((await orderByIntent(s.ds, paymentIntentId)).status).toBe('refunded');
      expect(await refundMails(order.id)).toBe(1);
    } finally {
      release();
    }
    const res = await pending;
    expect(res.status).toBe(201);
    expect(res.body.refund).toMatchObject({ status: 'succeeded', amountCents: 3899 });
    const [after] = await refundRow(order.id);
    expect(after.refundedAt).not.toBeNull();
    expect(await refundMails(order.id)).toBe(1);
    await webhook(stripeEvent('refund.updated', stub.createdRefunds.at(-1))).expect(200);
    expect(await refundRow(order.id)).toEqual([after]);
    expect(stub.createdRefunds.length).toBe(made + 1);
  });

  it('concurrent requests make one Stripe refund', async () => {
    const { order } = await paidOrder([COTTON]);
    const admin = await s.admin();
    const from = stub.createdRefunds.length;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => admin.post(`/api/admin/orders/${order.id}/refunds`).send({ itemIds: 'all', reason: 'Twice?' })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(stub.createdRefunds.length).toBe(from + 1);
    expect(await refundMails(order.id)).toBe(1);
  });

  it('Stripe unreachable: 502, the refund stays pending with its guides held; asking again completes that same refund', async () => {
    const { order, ids } = await paidOrder([COTTON]);
    const admin = await s.admin();
    const body = { itemIds: [ids[COTTON]], reason: 'Network trouble' };
    stub.failAll(true);
    try {
      const res = await admin.post(`/api/admin/orders/${order.id}/refunds`).send(body).expect(502);
      expect(res.body.code).toBe('payment_provider_unavailable');
    } finally {
      stub.failAll(false);
    }
    const [pending] = await refundRow(order.id);
    expect(pending.status).toBe('pending');
    expect((await itemsOf(s.ds, order.id)).every((i) => i.revokedAt === null)).toBe(true);
    const detail = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body;
    expect(detail.refundableItemIds).toEqual([ids[MAIN]]);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'refund_requested', reason: 'Network trouble' });
    // Another refund of the held guide is refused while this one is open.
    const clash = await admin.post(`/api/admin/orders/${order.id}/refunds`).send({ itemIds: 'all', reason: 'Everything' }).expect(409);
    expect(clash.body.code).toBe('refund_in_progress');

    const from = stub.createdRefunds.length;
    const again = await admin.post(`/api/admin/orders/${order.id}/refunds`).send(body).expect(200);
    expect(again.body).toMatchObject({ created: false, refund: { id: pending.id, status: 'succeeded', amountCents: 999 } });
    expect(stub.createdRefunds.length).toBe(from + 1);
    expect(await refundMails(order.id)).toBe(1);
  });

  it('a refund Stripe refuses is recorded as failed and changes nothing; the dashboard refund still revokes access', async () => {
    const { paymentIntentId, order } = await paidOrder([]);
    // Refunded in the Stripe dashboard meanwhile (no webhook yet).
    stub.refund(paymentIntentId, 2900);
    const admin = await s.admin();
    const res = await admin.post(`/api/admin/orders/${order.id}/refunds`).send({ itemIds: 'all', reason: 'Try' }).expect(502);
    expect(res.body).toEqual({ code: 'refund_refused', message: expect.stringContaining('already been refunded') });
    expect(await refundRow(order.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect((await itemsOf(s.ds, order.id)).every((i) => i.revokedAt === null)).toBe(true);
    const detail = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body;
    expect(detail.history.at(-1)).toMatchObject({ kind: 'refund_failed', reason: 'Try' });
    expect(detail.refundableItemIds).toHaveLength(1);
    // The dashboard refund's webhook still revokes access (outside the shop), shown in the history.
    await webhook(stripeEvent('charge.refunded', stub.chargeOf(paymentIntentId))).expect(200);
    const after = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body;
    expect(after.order.status).toBe('refunded');
    expect(after.history.at(-1)).toMatchObject({ kind: 'revoked', detail: 'refund' });
  });
});
