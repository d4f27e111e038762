import request from 'supertest';
import { DataSource } from 'typeorm';
import { OrdersService } from '../../api/checkout/orders.service.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, browser, createIntent, itemsOf, orderByIntent, sessionsEntitledTo, waitForWebDist } from '../helpers/checkout.js';
import { newMail, outboxFiles } from '../helpers/enquiries.js';
import {
  signPayload,
  startStripeStub,
  STUB_PUBLISHABLE_KEY,
  STUB_SECRET_KEY,
  stripeEnv,
  stripeEvent,
  type StripeStub,
} from '../helpers/stripe-stub.js';

describe('Stripe provider (against a local Stripe stub)', () => {
  let stub: StripeStub;
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    stub = await startStripeStub();
    t = await startTestApp({ ...stripeEnv(stub), PUBLIC_URL: 'http://shop.example.com' });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const agent = (): Agent => browser(t.app.getHttpServer());
  const webhook = (payload: string, signature: string | null = signPayload(payload)) => {
    const req = http().post('/api/webhooks/stripe').set('Content-Type', 'application/json');
    return (signature === null ? req : req.set('Stripe-Signature', signature)).send(payload);
  };
  const eventCount = async () => (await ds.query('SELECT COUNT(*) AS n FROM payment_events'))[0].n as number;

  /** A checkout whose intent the buyer has paid at Stripe (not yet known to the shop). */
  async function paidCheckout(guideSlug: string, upsellSlugs: string[] = [], email = 'ada@example.com') {
    const b = agent();
    const { paymentIntentId } = await createIntent(b, guideSlug, upsellSlugs);
    stub.pay(paymentIntentId, email);
    return { b, paymentIntentId, order: await orderByIntent(ds, paymentIntentId) };
  }

  /** A checkout paid and fulfilled through the webhook. */
  async function paidOrder(guideSlug: string, upsellSlugs: string[] = []) {
    const c = await paidCheckout(guideSlug, upsellSlugs);
    await webhook(stripeEvent('payment_intent.succeeded', stub.intents.get(c.paymentIntentId))).expect(200);
    expect((await orderByIntent(ds, c.paymentIntentId)).status).toBe('paid');
    return c;
  }

  describe('configuration', () => {
    it('hands the publishable key (never the secret) to the browser', async () => {
      const res = await http().get('/api/config').expect(200);
      expect(res.body).toMatchObject({ provider: 'stripe', stripePublishableKey: STUB_PUBLISHABLE_KEY });
      expect(JSON.stringify(res.body)).not.toContain(STUB_SECRET_KEY);
    });

    it('allows Stripe.js in the CSP and nothing else third-party', async () => {
      const csp: string = (await http().get('/').expect(200)).headers['content-security-policy'];
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com");
      expect(directive('connect-src')).toBe("connect-src 'self' https://api.stripe.com");
      expect(directive('frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp).not.toMatch(/google|facebook/);
    });

    it('has no sandbox confirmation', async () => {
      await http().post('/api/sandbox/confirm').send({ clientSecret: 'x', email: 'a@example.com', card: {} }).expect(404);
    });
  });

  describe('payment intents', () => {
    it('creates an intent with the server total, the order id in metadata and an idempotency key', async () => {
      const b = agent();
      const from = stub.requests.length;
      const res = await b
        .post('/api/create-payment-intent')
        .send({ guideSlug: 'fabric-101', upsellSlugs: ['fabric-202-plant-based'], amount: 38.99 })
        .expect(200);
      const pi = [...stub.intents.values()].find((i) => i.client_secret === res.body.clientSecret)!;
      expect(res.body).toEqual({ clientSecret: pi.client_secret, amountCents: 3899, provider: 'stripe' });
      const order = await orderByIntent(ds, pi.id);
      // Authorised only: the shop captures it at fulfilment, with the buyer's recorded consent.
      expect(pi).toMatchObject({ amount: 3899, currency: 'usd', automatic_payment_methods: { enabled: true }, capture_method: 'manual' });
      expect(pi.metadata).toEqual({ orderId: String(order.id), guideSlugs: 'fabric-101,fabric-202-plant-based' });
      const [create] = stub.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      expect(create.headers.authorization).toBe(`Bearer ${STUB_SECRET_KEY}`);
      expect(create.headers['idempotency-key']).toMatch(new RegExp(`^threadwise-order-${order.id}-[0-9a-f]{16}$`));
    });

    it('refuses a tampered amount before calling Stripe', async () => {
      const from = stub.requests.length;
      const res = await agent().post('/api/create-payment-intent').send({ guideSlug: 'fabric-101', amount: 0.5 }).expect(400);
      expect(res.body.code).toBe('amount_mismatch');
      expect(stub.requests.length).toBe(from);
    });

    it('updates the same intent when the upsells change, and starts a new one once it is paid', async () => {
      const b = agent();
      const first = await createIntent(b, 'fabric-203-animal-based');
      const creates = () => stub.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;
      const before = creates();
      const second = await createIntent(b, 'fabric-203-animal-based', ['fabric-101', 'fabric-204-synthetic']);
      expect(second.clientSecret).toBe(first.clientSecret);
      expect(creates()).toBe(before);
      expect(stub.intents.get(first.paymentIntentId)!.amount).toBe(1900 + 2 * 999);
      const update = stub.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${first.paymentIntentId}`).pop()!;
      expect(update.form.get('amount')).toBe('3898');
      expect((await orderByIntent(ds, first.paymentIntentId)).amountCents).toBe(3898);

      // Paid at Stripe (the webhook has not arrived yet): a new checkout must not change it.
      stub.pay(first.paymentIntentId);
      const third = await createIntent(b, 'fabric-203-animal-based', ['fabric-101']);
      expect(third.paymentIntentId).not.toBe(first.paymentIntentId);
      expect(stub.intents.get(first.paymentIntentId)!.amount).toBe(3898);
      expect((await orderByIntent(ds, first.paymentIntentId)).amountCents).toBe(3898);
      expect((await orderByIntent(ds, third.paymentIntentId)).amountCents).toBe(2899);
    });

    it('answers 502 when Stripe is unavailable, and retries the same order afterwards', async () => {
      const b = agent();
      const orders = (await ds.query('SELECT COUNT(*) AS n FROM orders'))[0].n;
      stub.failAll(true);
      try {
        const res = await b.post('/api/create-payment-intent').send({ guideSlug: 'fabric-204-synthetic' }).expect(502);
        expect(res.body.code).toBe('payment_provider_unavailable');
      } finally {
        stub.failAll(false);
      }
      const ok = await createIntent(b, 'fabric-204-synthetic');
      expect((await ds.query('SELECT COUNT(*) AS n FROM orders'))[0].n).toBe(orders + 1);
      expect((await orderByIntent(ds, ok.paymentIntentId)).status).toBe('pending');
    });
  });

  describe('webhook signature', () => {
    it('accepts a valid signature', async () => {
      const payload = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
      const res = await webhook(payload).expect(200);
      expect(res.body).toEqual({ received: true });
    });

    it('refuses a tampered body, a stale or future timestamp, a wrong secret and a missing header, with no effect', async () => {
      const { paymentIntentId } = await paidCheckout('fabric-101');
      const events = await eventCount();
      const payload = stripeEvent('payment_intent.succeeded', stub.intents.get(paymentIntentId));
      const signature = signPayload(payload);
      const tampered = payload.replace('"amount":2900', '"amount":1');
      expect(tampered).not.toBe(payload);
      const now = Math.floor(Date.now() / 1000);
      const cases: [string, string | null][] = [
        [tampered, signature],
        [payload, signPayload(payload, { timestamp: now - 10 * 60 })],
        [payload, signPayload(payload, { timestamp: now + 10 * 60 })],
        [payload, signPayload(payload, { secret: 'whsec_someoneElse' })],
        [payload, 't=1,v1=deadbeef'],
        [payload, null],
        [payload, ''],
      ];
      for (const [body, sig] of cases) {
        const res = await webhook(body, sig).expect(400);
        expect(res.body.code).toBe('invalid_signature');
      }
      // Signed bytes sent as another content type are not trusted either.
      await http()
        .post('/api/webhooks/stripe')
        .set('Content-Type', 'text/plain')
        .set('Stripe-Signature', signature)
        .send(payload)
        .expect(400);
      expect(await eventCount()).toBe(events);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('pending');
      // The genuine delivery works.
      await webhook(payload, signature).expect(200);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('paid');
    });
  });

  describe('fulfilment', () => {
    it('10 concurrent completions and 3 deliveries of the webhook give one paid order and one receipt', async () => {
      const { b, paymentIntentId, order } = await paidCheckout('fabric-101', ['fabric-201-cotton'], 'grace@example.com');
      const before = outboxFiles(t.storageDir);
      const payload = stripeEvent('payment_intent.succeeded', stub.intents.get(paymentIntentId));
      const signature = signPayload(payload);
      const body = { paymentIntentId, email: 'grace@example.com', guideSlug: 'fabric-101', upsellSlugs: ['fabric-201-cotton'] };
      const responses = await Promise.all([
        ...Array.from({ length: 10 }, () => b.post('/api/complete-purchase').send(body)),
        ...Array.from({ length: 3 }, () => webhook(payload, signature)),
      ]);
      expect(responses.map((r) => r.status)).toEqual(Array(13).fill(200));
      const row = await orderByIntent(ds, paymentIntentId);
      expect(row).toMatchObject({ status: 'paid', email: 'grace@example.com' });
      expect(row.receiptSentAt).not.toBeNull();
      const mails = newMail(t.storageDir, before);
      expect(mails).toHaveLength(1);
      expect(mails[0].headers.to).toBe('grace@example.com');
      // The card as Stripe's charge describes it (the capture's answer does not carry it).
      expect(mails[0].text).toMatch(/^Paid by Mastercard ending in 4444 \(Google Pay\) on /m);
      expect(await ds.query('SELECT COUNT(*) AS n FROM payment_events WHERE paymentIntentId = ?', [paymentIntentId])).toEqual([{ n: 1 }]);
      expect(await sessionsEntitledTo(ds, order.id)).toBe(1);
      // Another delivery later is recognised as a repeat.
      expect((await webhook(payload, signature).expect(200)).body).toEqual({ received: true, duplicate: true });
      expect(newMail(t.storageDir, before)).toHaveLength(1);
    });

    it('takes the buyer e-mail from the intent when the webhook comes first', async () => {
      const { paymentIntentId } = await paidCheckout('fabric-202-plant-based', [], 'Lin@Example.com');
      const before = outboxFiles(t.storageDir);
      await webhook(stripeEvent('payment_intent.succeeded', stub.intents.get(paymentIntentId))).expect(200);
      expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ status: 'paid', email: 'lin@example.com' });
      expect(newMail(t.storageDir, before).map((m) => m.headers.to)).toEqual(['lin@example.com']);
    });

    it('checks the intent at Stripe: a forged succeeded event for an unpaid intent changes nothing', async () => {
      const b = agent();
      const { paymentIntentId } = await createIntent(b, 'fabric-101');
      const forged = { ...stub.intents.get(paymentIntentId), status: 'succeeded' };
      await webhook(stripeEvent('payment_intent.succeeded', forged)).expect(200);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('pending');
      const res = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'a@example.com', guideSlug: 'fabric-101' })
        .expect(402);
      expect(res.body.code).toBe('payment_incomplete');
      stub.setStatus(paymentIntentId, 'processing');
      await b.post('/api/complete-purchase').send({ paymentIntentId, email: 'a@example.com', guideSlug: 'fabric-101' }).expect(402);
      await http()
        .post('/api/complete-purchase')
        .send({ paymentIntentId: 'pi_unknown123', email: 'a@example.com', guideSlug: 'fabric-101' })
        .expect(404);
    });

    it('captures an authorised payment only at fulfilment: the authorisation event, then succeeded (a repeat)', async () => {
      const { b, paymentIntentId } = await paidCheckout('fabric-201-cotton', [], 'hold@example.com');
      // The buyer confirmed: authorised, nothing taken yet.
      expect(stub.intents.get(paymentIntentId)).toMatchObject({ status: 'requires_capture', amount_capturable: 1900, amount_received: 0 });
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('pending');
      const before = outboxFiles(t.storageDir);
      await webhook(stripeEvent('payment_intent.amount_capturable_updated', stub.intents.get(paymentIntentId))).expect(200);
      expect(stub.intents.get(paymentIntentId)).toMatchObject({ status: 'succeeded', amount_capturable: 0, amount_received: 1900 });
      const captures = stub.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${paymentIntentId}/capture`);
      expect(captures).toHaveLength(1);
      expect(captures[0].headers['idempotency-key']).toBe(`threadwise-capture-${paymentIntentId}`);
      expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ status: 'paid', email: 'hold@example.com' });
      // Stripe's succeeded event after the capture, and the thank-you page: the same paid order, one receipt.
      await webhook(stripeEvent('payment_intent.succeeded', stub.intents.get(paymentIntentId))).expect(200);
      await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'hold@example.com', guideSlug: 'fabric-201-cotton' })
        .expect(200);
      expect(newMail(t.storageDir, before)).toHaveLength(1);
      expect(stub.requests.filter((r) => r.path === `/v1/payment_intents/${paymentIntentId}/capture`)).toHaveLength(1);
    });

    it('takes no money for a payment authorised around the page without the consent box: the hold is cancelled', async () => {
      const b = agent();
      const { paymentIntentId } = await createIntent(b, 'fabric-204-synthetic', [], { consent: false });
      // The buyer confirms with the client secret straight at Stripe: the card is only authorised.
      stub.pay(paymentIntentId, 'around@example.com');
      const before = outboxFiles(t.storageDir);
      // Acknowledged (Stripe would otherwise retry for days), the authorisation cancelled, nothing captured.
      await webhook(stripeEvent('payment_intent.amount_capturable_updated', stub.intents.get(paymentIntentId))).expect(200);
      expect(stub.intents.get(paymentIntentId)).toMatchObject({ status: 'canceled', amount_received: 0, amount_capturable: 0 });
      expect(stub.requests.filter((r) => r.path === `/v1/payment_intents/${paymentIntentId}/capture`)).toHaveLength(0);
      const res = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'around@example.com', guideSlug: 'fabric-204-synthetic' })
        .expect(428);
      expect(res.body.code).toBe('consent_required');
      expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ status: 'pending', number: null, receiptSentAt: null });
      expect(newMail(t.storageDir, before)).toHaveLength(0);
      await b.get('/api/download/fabric-204-synthetic').set('Accept', 'application/json').expect(403);
    });

    it('the thank-you page first, without consent: the authorisation is cancelled there, nothing is captured', async () => {
      const b = agent();
      const { paymentIntentId } = await createIntent(b, 'fabric-203-animal-based', [], { consent: false });
      stub.pay(paymentIntentId, 'around2@example.com');
      const res = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'around2@example.com', guideSlug: 'fabric-203-animal-based' })
        .expect(428);
      expect(res.body.code).toBe('consent_required');
      expect(stub.intents.get(paymentIntentId)).toMatchObject({ status: 'canceled', amount_received: 0 });
      await webhook(stripeEvent('payment_intent.amount_capturable_updated', stub.intents.get(paymentIntentId))).expect(200);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('pending');
      expect(stub.requests.filter((r) => r.path === `/v1/payment_intents/${paymentIntentId}/capture`)).toHaveLength(0);
    });

    it('a payment captured without consent anyway (by hand in the dashboard) is still not delivered', async () => {
      const b = agent();
      const { paymentIntentId } = await createIntent(b, 'fabric-101', [], { consent: false });
      stub.pay(paymentIntentId, 'manual@example.com');
      stub.setStatus(paymentIntentId, 'succeeded');
      const before = outboxFiles(t.storageDir);
      await webhook(stripeEvent('payment_intent.succeeded', stub.intents.get(paymentIntentId))).expect(200);
      const res = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'manual@example.com', guideSlug: 'fabric-101' })
        .expect(428);
      expect(res.body.code).toBe('consent_required');
      expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ status: 'pending', number: null, receiptSentAt: null });
      expect(newMail(t.storageDir, before)).toHaveLength(0);
    });

    it('ignores a succeeded event for an intent that is not ours', async () => {
      await webhook(stripeEvent('payment_intent.succeeded', { id: 'pi_elsewhere1', object: 'payment_intent', status: 'succeeded' })).expect(
        200,
      );
    });

    it('marks a pending order failed on payment_intent.payment_failed, never a paid one', async () => {
      const b = agent();
      const { paymentIntentId } = await createIntent(b, 'fabric-201-cotton');
      await webhook(stripeEvent('payment_intent.payment_failed', stub.intents.get(paymentIntentId))).expect(200);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('failed');
      // A failed order is never reused.
      expect((await createIntent(b, 'fabric-201-cotton')).paymentIntentId).not.toBe(paymentIntentId);

      const paid = await paidOrder('fabric-201-cotton');
      await webhook(stripeEvent('payment_intent.payment_failed', stub.intents.get(paid.paymentIntentId))).expect(200);
      expect((await orderByIntent(ds, paid.paymentIntentId)).status).toBe('paid');
    });
  });

  describe('refunds and disputes revoke access per item', () => {
    const entitled = async (orderId: number, slug: string) => (await t.app.get(OrdersService).findEntitledItem([orderId], slug)) !== null;
    const revoked = async (orderId: number) =>
      (await itemsOf(ds, orderId)).filter((i) => i.revokedAt !== null).map((i) => [i.guideSlug, i.revokeReason]);

    it('a full refund revokes every item and marks the order refunded', async () => {
      const { paymentIntentId, order } = await paidOrder('fabric-101', ['fabric-202-plant-based']);
      await webhook(stripeEvent('charge.refunded', stub.refund(paymentIntentId, 3899))).expect(200);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('refunded');
      expect(await revoked(order.id)).toEqual([
        ['fabric-101', 'refund'],
        ['fabric-202-plant-based', 'refund'],
      ]);
      expect(await entitled(order.id, 'fabric-101')).toBe(false);
      // Completing a refunded order is refused.
      const res = await agent()
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'ada@example.com', guideSlug: 'fabric-101', upsellSlugs: ['fabric-202-plant-based'] })
        .expect(409);
      expect(res.body.code).toBe('order_revoked');
    });

    it('a partial refund revokes add-ons it fully covers, latest first; metadata guideSlugs names guides exactly', async () => {
      const { paymentIntentId, order } = await paidOrder('fabric-101', ['fabric-201-cotton', 'fabric-204-synthetic']);
      // $5 goodwill: nothing is revoked.
      await webhook(stripeEvent('charge.refunded', stub.refund(paymentIntentId, 500))).expect(200);
      expect(await revoked(order.id)).toEqual([]);
      // Now $14.99 refunded in total: one add-on ($9.99) is covered.
      await webhook(stripeEvent('charge.refunded', stub.refund(paymentIntentId, 999))).expect(200);
      expect(await revoked(order.id)).toEqual([['fabric-204-synthetic', 'refund']]);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('paid');
      expect(await entitled(order.id, 'fabric-101')).toBe(true);
      expect(await entitled(order.id, 'fabric-201-cotton')).toBe(true);
      expect(await entitled(order.id, 'fabric-204-synthetic')).toBe(false);

      const named = await paidOrder('fabric-203-animal-based', ['fabric-101']);
      await webhook(
        stripeEvent('charge.refunded', stub.refund(named.paymentIntentId, 1900, { guideSlugs: 'fabric-203-animal-based' })),
      ).expect(200);
      expect(await revoked(named.order.id)).toEqual([['fabric-203-animal-based', 'refund']]);
      expect(await entitled(named.order.id, 'fabric-101')).toBe(true);
    });

    it('a dispute revokes everything; a won dispute restores it; a repeated event has no effect', async () => {
      const { paymentIntentId, order } = await paidOrder('fabric-202-plant-based', ['fabric-201-cotton']);
      const opened = stripeEvent('charge.dispute.created', stub.dispute(paymentIntentId, 'needs_response'));
      await webhook(opened).expect(200);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('disputed');
      expect(await revoked(order.id)).toEqual([
        ['fabric-202-plant-based', 'dispute'],
        ['fabric-201-cotton', 'dispute'],
      ]);
      expect(await entitled(order.id, 'fabric-202-plant-based')).toBe(false);

      await webhook(stripeEvent('charge.dispute.closed', stub.dispute(paymentIntentId, 'won'))).expect(200);
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('paid');
      expect(await revoked(order.id)).toEqual([]);
      expect(await entitled(order.id, 'fabric-202-plant-based')).toBe(true);

      // Stripe delivers the opening event again: recognised by its id, nothing changes.
      expect((await webhook(opened).expect(200)).body).toEqual({ received: true, duplicate: true });
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('paid');
      expect(await revoked(order.id)).toEqual([]);
    });

    it('a lost dispute keeps access revoked; an earlier partial refund stays a refund after a won dispute', async () => {
      const lost = await paidOrder('fabric-101');
      await webhook(stripeEvent('charge.dispute.created', stub.dispute(lost.paymentIntentId, 'needs_response'))).expect(200);
      await webhook(stripeEvent('charge.dispute.closed', stub.dispute(lost.paymentIntentId, 'lost'))).expect(200);
      expect((await orderByIntent(ds, lost.paymentIntentId)).status).toBe('disputed');
      expect(await entitled(lost.order.id, 'fabric-101')).toBe(false);

      const mixed = await paidOrder('fabric-101', ['fabric-203-animal-based']);
      await webhook(stripeEvent('charge.refunded', stub.refund(mixed.paymentIntentId, 999))).expect(200);
      await webhook(stripeEvent('charge.dispute.created', stub.dispute(mixed.paymentIntentId, 'needs_response'))).expect(200);
      await webhook(stripeEvent('charge.dispute.closed', stub.dispute(mixed.paymentIntentId, 'won'))).expect(200);
      expect(await revoked(mixed.order.id)).toEqual([['fabric-203-animal-based', 'refund']]);
      expect(await entitled(mixed.order.id, 'fabric-101')).toBe(true);
    });
  });
});
