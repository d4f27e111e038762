import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PendingOrdersPurge } from '../../api/checkout/pending-orders-purge.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import {
  type Agent,
  browser,
  createIntent,
  DECLINED_CARD,
  itemsOf,
  orderByIntent,
  sessionsEntitledTo,
  TEST_CARD,
  waitForWebDist,
} from '../helpers/checkout.js';
import { onPostgres } from '../helpers/pg.js';

const SUPPORT = 'help@threadwise.example';

describe('checkout (sandbox provider)', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    t = await startTestApp({ SUPPORT_EMAIL: SUPPORT });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  const agent = (): Agent => browser(t.app.getHttpServer());
  const count = async (table: string) => (await ds.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n as number;
  const sandboxIntent = async (id: string) => (await ds.query('SELECT * FROM sandbox_payment_intents WHERE id = ?', [id]))[0];

  describe('GET /api/config and the CSP', () => {
    it('tells the browser it runs on the sandbox, with no keys and no analytics', async () => {
      const res = await http().get('/api/config').expect(200);
      expect(res.body).toEqual({
        provider: 'sandbox',
        stripePublishableKey: null,
        gaMeasurementId: null,
        metaPixelId: null,
        supportEmail: SUPPORT,
      });
    });

    it('allows no third-party origin at all', async () => {
      const csp: string = (await http().get('/').expect(200)).headers['content-security-policy'];
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toMatch(/stripe|google|facebook/);
    });

    it('has no Stripe webhook on the sandbox', async () => {
      await http().post('/api/webhooks/stripe').set('Content-Type', 'application/json').send('{}').expect(404);
    });
  });

  describe('POST /api/create-payment-intent', () => {
    it('prices the order on the server and returns a sandbox client secret', async () => {
      const b = agent();
      const res = await b
        .post('/api/create-payment-intent')
        .send({ guideSlug: 'fabric-101', upsellSlugs: ['fabric-201-cotton', 'fabric-204-synthetic'], amount: 48.98 })
        .expect(200);
      expect(res.body).toEqual({
        clientSecret: expect.stringMatching(/^pi_sbx_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]+$/),
        amountCents: 4898,
        provider: 'sandbox',
      });
      const id = res.body.clientSecret.split('_secret_')[0];
      const order = await orderByIntent(ds, id);
      expect(order).toMatchObject({
        status: 'pending',
        guideSlug: 'fabric-101',
        amountCents: 4898,
        currency: 'usd',
        provider: 'sandbox',
        email: null,
      });
      // The number comes with the payment (issue 14: no gaps visible to buyers).
      expect(order.number).toBeNull();
      expect(await itemsOf(ds, order.id)).toEqual([
        { guideSlug: 'fabric-101', kind: 'main', priceCents: 2900, revokedAt: null, revokeReason: null },
        { guideSlug: 'fabric-201-cotton', kind: 'upsell', priceCents: 999, revokedAt: null, revokeReason: null },
        { guideSlug: 'fabric-204-synthetic', kind: 'upsell', priceCents: 999, revokedAt: null, revokeReason: null },
      ]);
      const intent = await sandboxIntent(id);
      expect(intent).toMatchObject({
        orderId: order.id,
        amountCents: 4898,
        currency: 'usd',
        status: 'requires_payment_method',
        last4: null,
      });
      // Only a hash of the client secret is stored.
      expect(intent.clientSecretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(intent)).not.toContain(res.body.clientSecret.split('_secret_')[1]);
    });

    it('refuses a tampered amount with 400 amount_mismatch and creates nothing', async () => {
      const orders = await count('orders');
      for (const amount of [0.01, 29, 48.97, 48.99, 1000]) {
        const res = await agent()
          .post('/api/create-payment-intent')
          .send({ guideSlug: 'fabric-101', upsellSlugs: ['fabric-201-cotton', 'fabric-204-synthetic'], amount })
          .expect(400);
        expect(res.body).toEqual({ message: expect.stringContaining('$48.98'), code: 'amount_mismatch' });
      }
      // The spec's client sends the total in dollars; floating point noise is fine.
      await agent().post('/api/create-payment-intent').send({ guideSlug: 'fabric-201-cotton', amount: 19.0000000001 }).expect(200);
      await agent()
        .post('/api/create-payment-intent')
        .send({ guideSlug: 'fabric-101', upsellSlugs: ['fabric-202-plant-based'], amount: 29 + 9.99 })
        .expect(200);
      expect(await count('orders')).toBe(orders + 2);
    });

    it.each([
      [{ guideSlug: 'fabric-999' }, 'unknown_guide'],
      [{ guideSlug: 'fabric-101', upsellSlugs: ['fabric-999'] }, 'unknown_upsell'],
      [{ guideSlug: 'fabric-101', upsellSlugs: ['fabric-201-cotton', 'fabric-201-cotton'] }, 'duplicate_upsell'],
      [{ guideSlug: 'fabric-101', upsellSlugs: ['fabric-101'] }, 'main_as_upsell'],
      [
        {
          guideSlug: 'fabric-101',
          upsellSlugs: [
            'fabric-201-cotton',
            'fabric-202-plant-based',
            'fabric-203-animal-based',
            'fabric-204-synthetic',
            'fabric-201-cotton',
          ],
        },
        'validation_failed',
      ],
      [{ guideSlug: 'fabric-101', amount: 'free' }, 'validation_failed'],
      [{ guideSlug: 'fabric-101', price: 1 }, 'validation_failed'],
      [{}, 'validation_failed'],
    ])('refuses %j with 400 %s', async (body, code) => {
      const orders = await count('orders');
      const res = await agent().post('/api/create-payment-intent').send(body).expect(400);
      expect(res.body).toEqual({ message: expect.any(String), code });
      expect(await count('orders')).toBe(orders);
    });

    it('takes JSON only', async () => {
      await http().post('/api/create-payment-intent').type('form').send('guideSlug=fabric-101').expect(415);
    });

    it('keeps one pending order and one intent per checkout: changing upsells updates both', async () => {
      const b = agent();
      const orders = await count('orders');
      const intents = await count('sandbox_payment_intents');
      const first = await createIntent(b, 'fabric-202-plant-based');
      expect(first.amountCents).toBe(1900);
      const second = await createIntent(b, 'fabric-202-plant-based', ['fabric-101', 'fabric-203-animal-based']);
      const third = await createIntent(b, 'fabric-202-plant-based', ['fabric-203-animal-based']);
      expect(second.clientSecret).toBe(first.clientSecret);
      expect(third.clientSecret).toBe(first.clientSecret);
      expect([second.amountCents, third.amountCents]).toEqual([1900 + 2 * 999, 1900 + 999]);
      expect(await count('orders')).toBe(orders + 1);
      expect(await count('sandbox_payment_intents')).toBe(intents + 1);

      const order = await orderByIntent(ds, first.paymentIntentId);
      expect(order.amountCents).toBe(2899);
      expect((await itemsOf(ds, order.id)).map((i) => [i.guideSlug, i.kind])).toEqual([
        ['fabric-202-plant-based', 'main'],
        ['fabric-203-animal-based', 'upsell'],
      ]);
      expect((await sandboxIntent(first.paymentIntentId)).amountCents).toBe(2899);

      // Another guide is another checkout; another browser is another checkout.
      const other = await createIntent(b, 'fabric-101');
      expect(other.clientSecret).not.toBe(first.clientSecret);
      const elsewhere = await createIntent(agent(), 'fabric-202-plant-based');
      expect(elsewhere.clientSecret).not.toBe(first.clientSecret);
      // Back on the first guide: still the same order and intent.
      expect((await createIntent(b, 'fabric-202-plant-based')).clientSecret).toBe(first.clientSecret);
    });

    it('keeps one order when the same browser asks twice at once', async () => {
      const b = agent();
      await createIntent(b, 'fabric-204-synthetic'); // the session exists
      const orders = await count('orders');
      const [x, y] = await Promise.all([
        createIntent(b, 'fabric-101', ['fabric-204-synthetic']),
        createIntent(b, 'fabric-101', ['fabric-203-animal-based', 'fabric-204-synthetic']),
      ]);
      expect(x.clientSecret).toBe(y.clientSecret);
      expect(await count('orders')).toBe(orders + 1);
      const order = await orderByIntent(ds, x.paymentIntentId);
      expect(order.amountCents).toBe((await sandboxIntent(x.paymentIntentId)).amountCents);
    });
  });

  describe('POST /api/sandbox/confirm', () => {
    it.each([
      [{ number: '4242 4242', expiry: '12 / 34', cvc: '123' }, 'Your card number is incomplete.'],
      [{ number: '4242 4242 4242 4241', expiry: '12 / 34', cvc: '123' }, 'Your card number is invalid.'],
      [{ number: '4242 4242 4242 4242', expiry: '01 / 20', cvc: '123' }, "Your card's expiration date is in the past."],
      [{ number: '4242 4242 4242 4242', expiry: '1', cvc: '123' }, "Your card's expiration date is incomplete."],
      [{ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '1' }, "Your card's security code is incomplete."],
    ])('refuses incomplete card data %j with 400 validation_failed', async (card, message) => {
      const b = agent();
      const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-101');
      const res = await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'ada@example.com', card }).expect(400);
      expect(res.body).toEqual({ message, code: 'validation_failed' });
      expect((await sandboxIntent(paymentIntentId)).status).toBe('requires_payment_method');
    });

    it('declines 4000 0000 0000 0002 with 402: the intent and the order fail, and the next checkout starts a new order', async () => {
      const b = agent();
      const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-203-animal-based', ['fabric-101']);
      const res = await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'ada@example.com', card: DECLINED_CARD }).expect(402);
      expect(res.body).toEqual({ message: 'Your card was declined.', code: 'card_declined' });
      expect((await sandboxIntent(paymentIntentId)).status).toBe('failed');
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('failed');

      // The checkout asks for a fresh intent (after 500 ms in the browser): a new order.
      const retry = await createIntent(b, 'fabric-203-animal-based', ['fabric-101']);
      expect(retry.clientSecret).not.toBe(clientSecret);
      expect((await orderByIntent(ds, retry.paymentIntentId)).status).toBe('pending');
      // A failed intent can't be confirmed again.
      const again = await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'ada@example.com', card: TEST_CARD }).expect(400);
      expect(again.body.code).toBe('payment_intent_unexpected_state');
    });

    it('succeeds with 4242 4242 4242 4242 (and any valid number), keeping only the last 4 digits and the brand', async () => {
      const b = agent();
      const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-101');
      const res = await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'Ada@Example.com', card: TEST_CARD }).expect(200);
      expect(res.body).toEqual({ status: 'succeeded', paymentIntentId });
      expect(await sandboxIntent(paymentIntentId)).toMatchObject({
        status: 'succeeded',
        last4: '4242',
        brand: 'visa',
        email: 'Ada@Example.com',
      });
      // The order is paid only by fulfilment (complete-purchase / webhook).
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('pending');

      const other = await createIntent(agent(), 'fabric-201-cotton');
      const mc = { number: '5555 5555 5555 4444', expiry: '09 / 31', cvc: '987' };
      await request(t.app.getHttpServer())
        .post('/api/sandbox/confirm')
        .send({ clientSecret: other.clientSecret, email: 'x@example.com', card: mc })
        .expect(200);

      // Confirming twice is refused; card numbers are nowhere in the database files.
      await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'ada@example.com', card: TEST_CARD }).expect(400);
      // The SQLite files (on PostgreSQL, npm run test:pg, there are none to read).
      if (!onPostgres) await ds.query('PRAGMA wal_checkpoint(TRUNCATE)');
      const bytes = ['shop.sqlite', 'shop.sqlite-wal']
        .map((f) => join(t.storageDir, f))
        .filter(existsSync)
        .map((f) => readFileSync(f).toString('latin1'))
        .join('');
      for (const digits of ['4242424242424242', '4242 4242 4242 4242', '5555555555554444', '5555 5555 5555 4444']) {
        expect(bytes).not.toContain(digits);
      }
    });

    it('refuses a wrong client secret', async () => {
      const { clientSecret } = await createIntent(agent(), 'fabric-101');
      const forged = clientSecret.replace(/_secret_.*/, '_secret_AAAAAAAAAAAAAAAAAAAAAAAA');
      await http().post('/api/sandbox/confirm').send({ clientSecret: forged, email: 'a@example.com', card: TEST_CARD }).expect(404);
      await http().post('/api/sandbox/confirm').send({ clientSecret: 'nope', email: 'a@example.com', card: TEST_CARD }).expect(404);
      const bad = await http().post('/api/sandbox/confirm').send({ clientSecret, email: 'not-an-email', card: TEST_CARD }).expect(400);
      expect(bad.body.code).toBe('validation_failed');
    });
  });

  describe('order hygiene: numbers when paid, unpaid checkouts purged', () => {
    it('numbers paid orders one after another, however many checkouts were opened and abandoned', async () => {
      const seqOf = (n: string | null) => Number(/^TW-(\d{6,})$/.exec(n ?? '')![1]);
      const numbers: number[] = [];
      for (let i = 0; i < 3; i++) {
        // Two page views in other browsers that never pay, one purchase.
        await createIntent(agent(), 'fabric-202-plant-based');
        await createIntent(agent(), 'fabric-101', ['fabric-201-cotton']);
        const b = agent();
        const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-203-animal-based');
        await b
          .post('/api/sandbox/confirm')
          .send({ clientSecret, email: `seq${i}@example.com`, card: TEST_CARD })
          .expect(200);
        const res = await b
          .post('/api/complete-purchase')
          .send({ paymentIntentId, email: `seq${i}@example.com`, guideSlug: 'fabric-203-animal-based' })
          .expect(200);
        expect(res.body.order.number).toBe((await orderByIntent(ds, paymentIntentId)).number);
        numbers.push(seqOf(res.body.order.number));
      }
      expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
      const [{ max }] = await ds.query(`SELECT MAX(numberSeq) AS max FROM orders`);
      expect(max).toBe(numbers[2]);
      expect((await ds.query(`SELECT COUNT(*) AS n FROM orders WHERE status = 'pending' AND number IS NOT NULL`))[0].n).toBe(0);
    });

    it('deletes checkouts unpaid after PENDING_ORDER_TTL_HOURS, cancelling their intents; paid and recent ones stay', async () => {
      const old = await createIntent(agent(), 'fabric-204-synthetic');
      const recent = await createIntent(agent(), 'fabric-204-synthetic');
      const b = agent();
      const paid = await createIntent(b, 'fabric-201-cotton');
      await b
        .post('/api/sandbox/confirm')
        .send({ clientSecret: paid.clientSecret, email: 'kept@example.com', card: TEST_CARD })
        .expect(200);
      const oldOrder = await orderByIntent(ds, old.paymentIntentId);
      // 25 hours ago (the default age is 24 hours); the paid one too, so only its status keeps it.
      await ds.query(`UPDATE orders SET createdAt = datetime('now', '-25 hours') WHERE paymentIntentId IN (?, ?)`, [
        old.paymentIntentId,
        paid.paymentIntentId,
      ]);

      const purge = t.app.get(PendingOrdersPurge);
      expect(await purge.purge()).toBeGreaterThanOrEqual(1);
      expect(await orderByIntent(ds, old.paymentIntentId)).toBeUndefined();
      expect(await itemsOf(ds, oldOrder.id)).toEqual([]);
      expect((await sandboxIntent(old.paymentIntentId)).status).toBe('canceled');
      expect((await orderByIntent(ds, recent.paymentIntentId)).status).toBe('pending');
      // Confirmed at the provider but not completed yet: the intent is not cancellable, the order stays.
      expect((await orderByIntent(ds, paid.paymentIntentId)).status).toBe('pending');
      expect((await sandboxIntent(paid.paymentIntentId)).status).toBe('succeeded');
      await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId: paid.paymentIntentId, email: 'kept@example.com', guideSlug: 'fabric-201-cotton' })
        .expect(200);
      // The old checkout's intent can no longer be paid.
      await http()
        .post('/api/sandbox/confirm')
        .send({ clientSecret: old.clientSecret, email: 'late@example.com', card: TEST_CARD })
        .expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    });
  });

  describe('POST /api/complete-purchase', () => {
    it('completes a paid order: the order, its downloads, and this session may download', async () => {
      const b = agent();
      const upsellSlugs = ['fabric-204-synthetic', 'fabric-201-cotton'];
      const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-101', upsellSlugs);
      await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'grace@example.com', card: TEST_CARD }).expect(200);
      const res = await b
        .post('/api/complete-purchase')
        .send({
          paymentIntentId,
          email: 'grace@example.com',
          guideSlug: 'fabric-101',
          upsellSlugs: ['fabric-201-cotton', 'fabric-204-synthetic'],
        })
        .expect(200);
      const order = await orderByIntent(ds, paymentIntentId);
      expect(res.body).toEqual({
        ok: true,
        order: {
          number: order.number,
          email: 'grace@example.com',
          totalCents: 4898,
          items: [
            { slug: 'fabric-101', title: 'Fabric 101', downloadUrl: '/api/download/fabric-101' },
            { slug: 'fabric-204-synthetic', title: 'Fabric 204 Synthetic', downloadUrl: '/api/download/fabric-204-synthetic' },
            { slug: 'fabric-201-cotton', title: 'Fabric 201 Cotton', downloadUrl: '/api/download/fabric-201-cotton' },
          ],
        },
      });
      expect(order).toMatchObject({ status: 'paid', email: 'grace@example.com' });
      expect(order.paidAt).not.toBeNull();
      expect(await sessionsEntitledTo(ds, order.id)).toBe(1);
      // Completing again is harmless.
      await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'grace@example.com', guideSlug: 'fabric-101', upsellSlugs })
        .expect(200);
      expect(await sessionsEntitledTo(ds, order.id)).toBe(1);
      // What this session owns is not sold to it again.
      const next = await b.post('/api/create-payment-intent').send({ guideSlug: 'fabric-101', upsellSlugs }).expect(409);
      expect(next.body.code).toBe('already_owned');
    });

    it('answers 402 payment_incomplete before the payment succeeded', async () => {
      const b = agent();
      const { paymentIntentId } = await createIntent(b, 'fabric-201-cotton');
      const res = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'a@example.com', guideSlug: 'fabric-201-cotton' })
        .expect(402);
      expect(res.body).toEqual({ message: 'Your payment has not been completed.', code: 'payment_incomplete' });
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('pending');
    });

    it('answers 404 for an unknown intent and 400 when the guides differ from the order', async () => {
      const unknown = await http()
        .post('/api/complete-purchase')
        .send({ paymentIntentId: 'pi_sbx_AAAAAAAAAAAAAAAAAAAAAAAA', email: 'a@example.com', guideSlug: 'fabric-101' })
        .expect(404);
      expect(unknown.body.code).toBe('payment_not_found');

      const b = agent();
      const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-101', ['fabric-202-plant-based']);
      await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'a@example.com', card: TEST_CARD }).expect(200);
      for (const body of [
        { guideSlug: 'fabric-202-plant-based', upsellSlugs: ['fabric-101'] },
        { guideSlug: 'fabric-101' },
        { guideSlug: 'fabric-101', upsellSlugs: ['fabric-202-plant-based', 'fabric-203-animal-based'] },
      ]) {
        const res = await b
          .post('/api/complete-purchase')
          .send({ paymentIntentId, email: 'a@example.com', ...body })
          .expect(400);
        expect(res.body.code).toBe('order_mismatch');
      }
      expect((await orderByIntent(ds, paymentIntentId)).status).toBe('pending');
      const badEmail = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'nope', guideSlug: 'fabric-101', upsellSlugs: ['fabric-202-plant-based'] })
        .expect(400);
      expect(badEmail.body.code).toBe('validation_failed');
    });
  });
});

describe('CSP and config with analytics configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    t = await startTestApp({ GA_MEASUREMENT_ID: 'G-TEST12345', META_PIXEL_ID: '1234567890' });
  });
  afterAll(async () => t?.close());

  it('hands the ids to the browser and allows exactly their origins', async () => {
    const config = await request(t.app.getHttpServer()).get('/api/config').expect(200);
    expect(config.body).toMatchObject({ provider: 'sandbox', gaMeasurementId: 'G-TEST12345', metaPixelId: '1234567890' });
    const csp: string = (await request(t.app.getHttpServer()).get('/').expect(200)).headers['content-security-policy'];
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self' https://www.googletagmanager.com https://connect.facebook.net");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://www.facebook.com",
    );
    expect(directive('img-src')).toBe(
      "img-src 'self' data: blob: https://www.google-analytics.com https://*.google-analytics.com https://www.facebook.com",
    );
    expect(directive('frame-src')).toBe("frame-src 'none'");
    expect(csp).not.toContain('stripe');
  });
});
