/**
 * A discount code that covers the whole order (issue 17 item 3): a free order without a
 * card. The server prices it ($0.00 only), requires and records the consent, completes the
 * order (paid at $0.00, provider 'none'), sends the receipt and grants the downloads; the
 * code's limits hold (per e-mail, total, under concurrent redemptions). Also the per-e-mail
 * limit of a guest, checked when the e-mail is entered and before the card is confirmed.
 */
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, orderByIntent, TEST_CARD } from '../helpers/checkout.js';
import { newMail, outboxFiles } from '../helpers/enquiries.js';
import { DISCOUNT_CHECK_SESSION_LIMIT } from '../../api/checkout/discount-check.controller.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };

describe('free orders and per-e-mail limits', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Agent;
  let termsVersion: string;
  let seq = 0;
  let ip = 0;

  const browser = (): Agent => request.agent(t.app.getHttpServer()).set('X-Forwarded-For', `198.51.100.${++ip % 250}`);
  const uniqueCode = (prefix: string) => `${prefix}-${++seq}`;

  async function createCode(body: Record<string, unknown>): Promise<{ id: number; code: string }> {
    return (await admin.post('/api/admin/discount-codes').send(body).expect(201)).body.code as { id: number; code: string };
  }
  const codeRow = async (id: number) =>
    ((await ds.query('SELECT uses, reserved, overLimitUses FROM discount_codes WHERE id = ?', [id])) as Record<string, number>[])[0];

  function freeOrder(agent: Agent, body: Record<string, unknown>) {
    return agent.post('/api/checkout/free-order').send({ guideSlug: 'fabric-101', termsVersion, ...body });
  }

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: 'true' });
    ds = t.app.get(DataSource);
    admin = request.agent(t.app.getHttpServer());
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
    termsVersion = (await request(t.app.getHttpServer()).get('/api/legal/checkout-terms').expect(200)).body.termsVersion as string;
  });
  afterAll(async () => t?.close());

  it('completes an order a 100% code makes free: paid at $0.00 without a card, consent recorded, receipt sent, downloads granted', async () => {
    const { code } = await createCode({ code: uniqueCode('FREE'), kind: 'percent', percentOff: 100 });
    const b = browser();
    // The check says what it takes off: everything.
    const check = await b
      .post('/api/discount-codes/check')
      .send({ code, guideSlug: 'fabric-101', upsellSlugs: ['fabric-201-cotton'] })
      .expect(200);
    expect(check.body).toMatchObject({ code, label: '100% off', discountCents: 2900 + 999 });
    // No payment intent can be $0.00: the page asks for none.
    const intent = await b.post('/api/create-payment-intent').send({ guideSlug: 'fabric-101', code }).expect(409);
    expect(intent.body.code).toBe('order_is_free');

    const before = outboxFiles(t.storageDir);
    const res = await freeOrder(b, {
      code: code.toLowerCase(),
      email: 'Free.Buyer@example.com',
      upsellSlugs: ['fabric-201-cotton'],
    }).expect(200);
    expect(res.body).toMatchObject({
      ok: true,
      paymentIntentId: expect.stringMatching(/^pi_free_[A-Za-z0-9]+$/),
      order: {
        number: expect.stringMatching(/^TW-\d{6,}$/),
        totalCents: 0,
        items: [{ slug: 'fabric-101' }, { slug: 'fabric-201-cotton' }],
      },
    });
    const order = await orderByIntent(ds, res.body.paymentIntentId as string);
    expect(order).toMatchObject({
      status: 'paid',
      amountCents: 0,
      provider: 'none',
      email: 'free.buyer@example.com',
      discountCode: code,
      discountCents: 3899,
    });
    const [consent] = await ds.query('SELECT termsVersion, consentAt FROM orders WHERE id = ?', [order.id]);
    expect(consent.termsVersion).toBe(termsVersion);
    expect(consent.consentAt).not.toBeNull();
    const mails = newMail(t.storageDir, before);
    expect(mails.map((m) => m.headers.to)).toEqual(['free.buyer@example.com']);
    expect(mails[0].text).toContain(order.number!);
    // This browser owns both guides, and the thank-you page's completion answers with the order.
    expect((await b.get('/api/owned-guides').expect(200)).body.slugs).toEqual(['fabric-101', 'fabric-201-cotton']);
    const done = await b
      .post('/api/complete-purchase')
      .send({
        paymentIntentId: res.body.paymentIntentId,
        email: 'free.buyer@example.com',
        guideSlug: 'fabric-101',
        upsellSlugs: ['fabric-201-cotton'],
      })
      .expect(200);
    expect(done.body.order).toMatchObject({ number: order.number, totalCents: 0 });
    expect(newMail(t.storageDir, before)).toHaveLength(1);
    // Bought once: the same guide again is refused.
    expect((await freeOrder(b, { code, email: 'free.buyer@example.com' }).expect(409)).body.code).toBe('already_owned');
  });

  it('a fixed code larger than the total makes it free too; a smaller one is not free (a card is needed)', async () => {
    const big = await createCode({ code: uniqueCode('GIFT'), kind: 'fixed', amountOffCents: 5000 });
    const res = await freeOrder(browser(), { guideSlug: 'fabric-204-synthetic', code: big.code, email: 'gift@example.com' }).expect(200);
    expect((await orderByIntent(ds, res.body.paymentIntentId as string)).amountCents).toBe(0);

    const half = await createCode({ code: uniqueCode('HALF'), kind: 'percent', percentOff: 50 });
    const b = browser();
    const refused = await freeOrder(b, { code: half.code, email: 'half@example.com' }).expect(409);
    expect(refused.body).toEqual({ code: 'order_not_free', message: 'This order is not free: please pay with a card.' });
    // Nearly free still charges at least $0.50 by card.
    const most = await createCode({ code: uniqueCode('MOST'), kind: 'percent', percentOff: 99 });
    const intent = await b.post('/api/create-payment-intent').send({ guideSlug: 'fabric-101', code: most.code }).expect(200);
    expect(intent.body.amountCents).toBe(50);
    expect(await ds.query("SELECT COUNT(*) AS n FROM orders WHERE provider = 'none' AND email = 'half@example.com'")).toEqual([{ n: 0 }]);
  });

  it('requires the current Terms: an old version or no consent creates nothing', async () => {
    const { code } = await createCode({ code: uniqueCode('TERMS'), kind: 'percent', percentOff: 100 });
    const count = async () => (await ds.query("SELECT COUNT(*) AS n FROM orders WHERE provider = 'none'"))[0].n as number;
    const n = await count();
    const old = await freeOrder(browser(), {
      code,
      email: 'terms@example.com',
      termsVersion: 'terms@2000-01-01.00000000+refund-policy@2000-01-01.00000000',
    }).expect(409);
    expect(old.body.code).toBe('terms_outdated');
    const none = await browser()
      .post('/api/checkout/free-order')
      .send({ guideSlug: 'fabric-101', code, email: 'terms@example.com' })
      .expect(400);
    expect(none.body.code).toBe('validation_failed');
    expect(await count()).toBe(n);
  });

  it('validates every field and takes JSON only', async () => {
    const { code } = await createCode({ code: uniqueCode('BAD'), kind: 'percent', percentOff: 100 });
    for (const body of [
      { code, email: 'not-an-email' },
      { code, email: '' },
      { code: '', email: 'a@example.com' },
      { code, email: 'a@example.com', upsellSlugs: 'fabric-201-cotton' },
      { code, email: 'a@example.com', guideSlug: 'no-such-guide' },
      { code, email: 'a@example.com', termsVersion: '<script>' },
      { code, email: 'a@example.com', extra: 1 },
    ]) {
      const res = await freeOrder(browser(), body);
      expect([400]).toContain(res.status);
      expect(res.body).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    await browser().post('/api/checkout/free-order').type('form').send(`guideSlug=fabric-101&code=${code}`).expect(415);
    const unknown = await freeOrder(browser(), { code: 'NO-SUCH-CODE', email: 'a@example.com' });
    expect(unknown.body.code).toBe('discount_code_unknown');
  });

  it('holds the per-e-mail limit for guests: a second free order, the check with the e-mail and the consent before a card are refused', async () => {
    const { id, code } = await createCode({ code: uniqueCode('ONCE'), kind: 'percent', percentOff: 100, maxUsesPerEmail: 1 });
    await freeOrder(browser(), { guideSlug: 'fabric-202-plant-based', code, email: 'once@example.com' }).expect(200);
    expect(await codeRow(id)).toMatchObject({ uses: 1 });

    // Another browser, the same address (any case): refused, nothing created.
    const again = await freeOrder(browser(), { guideSlug: 'fabric-203-animal-based', code, email: 'ONCE@example.com' }).expect(409);
    expect(again.body.code).toBe('discount_code_email_limit');
    // The page checks the code again once the e-mail is typed: the buyer learns before any card.
    const b = browser();
    await b.post('/api/discount-codes/check').send({ code, guideSlug: 'fabric-203-animal-based' }).expect(200);
    const check = await b
      .post('/api/discount-codes/check')
      .send({ code, guideSlug: 'fabric-203-animal-based', email: 'once@example.com' })
      .expect(409);
    expect(check.body).toEqual({ code: 'discount_code_email_limit', message: 'You have already used this discount code.' });
    // Typed with capitals and spaces around it: the same address (trimmed and lower-cased).
    const padded = await b
      .post('/api/discount-codes/check')
      .send({ code, guideSlug: 'fabric-203-animal-based', email: '  Once@Example.COM ' })
      .expect(409);
    expect(padded.body.code).toBe('discount_code_email_limit');
    const bad = await b.post('/api/discount-codes/check').send({ code, guideSlug: 'fabric-203-animal-based', email: 'once' }).expect(400);
    expect(bad.body).toEqual({ code: 'validation_failed', message: 'Please enter a valid email address' });
    await b.post('/api/discount-codes/check').send({ code, guideSlug: 'fabric-203-animal-based', email: 'other@example.com' }).expect(200);
    expect(await codeRow(id)).toMatchObject({ uses: 1 });
  });

  it('a paid checkout with a per-e-mail code: the consent (sent before the card) is refused for an address that used it', async () => {
    const { code } = await createCode({ code: uniqueCode('HALFONCE'), kind: 'percent', percentOff: 50, maxUsesPerEmail: 1 });
    const pay = async (email: string, guideSlug: string) => {
      const b = browser();
      const intent = await b.post('/api/create-payment-intent').send({ guideSlug, code }).expect(200);
      const clientSecret = intent.body.clientSecret as string;
      const consent = await b.post('/api/checkout/consent').send({ guideSlug, termsVersion, email });
      return { b, clientSecret, consent };
    };
    const first = await pay('twice@example.com', 'fabric-101');
    expect(first.consent.status).toBe(200);
    const paymentIntentId = first.clientSecret.slice(0, first.clientSecret.indexOf('_secret_'));
    await first.b
      .post('/api/sandbox/confirm')
      .send({ clientSecret: first.clientSecret, email: 'twice@example.com', card: TEST_CARD })
      .expect(200);
    await first.b.post('/api/complete-purchase').send({ paymentIntentId, email: 'twice@example.com', guideSlug: 'fabric-101' }).expect(200);

    // The same address typed with capitals and spaces around it (trimmed and lower-cased).
    const second = await pay('  TWICE@Example.com ', 'fabric-204-synthetic');
    expect(second.consent.status).toBe(409);
    expect(second.consent.body.code).toBe('discount_code_email_limit');
    // Nothing recorded, so nothing can be charged: the sandbox refuses the card without consent.
    const confirm = await second.b
      .post('/api/sandbox/confirm')
      .send({ clientSecret: second.clientSecret, email: 'twice@example.com', card: TEST_CARD })
      .expect(428);
    expect(confirm.body.code).toBe('consent_required');
  });

  it("the consent's per-e-mail check of a code spends the discount check's budget: 429 once spent, and no consent recorded", async () => {
    const { code } = await createCode({ code: uniqueCode('PROBE'), kind: 'percent', percentOff: 10, maxUsesPerEmail: 1 });
    const b = browser();
    await b.post('/api/create-payment-intent').send({ guideSlug: 'fabric-101', code }).expect(200);
    // One session probing addresses: each consent with the e-mail checks the code for it.
    const budget = DISCOUNT_CHECK_SESSION_LIMIT.rule.points;
    for (let n = 0; n < budget; n++) {
      await b
        .post('/api/checkout/consent')
        .send({ guideSlug: 'fabric-101', termsVersion, email: `probe${n}@example.com` })
        .expect(200);
    }
    await ds.query('UPDATE orders SET consentAt = NULL, termsVersion = NULL WHERE discountCode = ?', [code]);
    const refused = await b
      .post('/api/checkout/consent')
      .send({ guideSlug: 'fabric-101', termsVersion, email: 'probe-last@example.com' })
      .expect(429);
    expect(refused.body).toEqual({ message: DISCOUNT_CHECK_SESSION_LIMIT.message, code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before anything was recorded.
    expect(await ds.query('SELECT consentAt FROM orders WHERE discountCode = ?', [code])).toEqual([{ consentAt: null }]);
    // The code check with an e-mail shares that budget.
    await b.post('/api/discount-codes/check').send({ code, guideSlug: 'fabric-101', email: 'x@example.com' }).expect(429);
    // A checkout without a code checks nothing and spends nothing.
    const plain = browser();
    await plain.post('/api/create-payment-intent').send({ guideSlug: 'fabric-201-cotton' }).expect(200);
    for (let n = 0; n <= budget; n++) {
      await plain
        .post('/api/checkout/consent')
        .send({ guideSlug: 'fabric-201-cotton', termsVersion, email: `plain${n}@example.com` })
        .expect(200);
    }
  });

  it('concurrent free orders never exceed the code total limit', async () => {
    const { id, code } = await createCode({ code: uniqueCode('TWO'), kind: 'percent', percentOff: 100, maxUses: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        freeOrder(browser(), { guideSlug: 'fabric-203-animal-based', code, email: `rush${i}@example.com` }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.code).toMatch(/^discount_code_(used_up|taken)$/);
    expect(await codeRow(id)).toMatchObject({ uses: 2, overLimitUses: 0 });
    expect(
      await ds.query("SELECT COUNT(*) AS n FROM orders WHERE provider = 'none' AND status = 'paid' AND discountCodeId = ?", [id]),
    ).toEqual([{ n: 2 }]);
  });

  it("concurrent free orders for one address never exceed the code's per-e-mail limit: the others are refused, nothing delivered", async () => {
    const { id, code } = await createCode({ code: uniqueCode('ONEEACH'), kind: 'percent', percentOff: 100, maxUsesPerEmail: 1 });
    const before = outboxFiles(t.storageDir);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        freeOrder(browser(), { guideSlug: 'fabric-204-synthetic', code, email: i % 2 ? 'same@example.com' : 'Same@Example.com' }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 409, code: 'discount_code_email_limit' });
    }
    // One use counted, none over the limit, no hold left behind.
    expect(await codeRow(id)).toMatchObject({ uses: 1, reserved: 0, overLimitUses: 0 });
    expect(
      await ds.query("SELECT COUNT(*) AS n FROM orders WHERE provider = 'none' AND status = 'paid' AND discountCodeId = ?", [id]),
    ).toEqual([{ n: 1 }]);
    // One receipt.
    expect(newMail(t.storageDir, before).map((m) => m.headers.to)).toEqual(['same@example.com']);
    // Another address still gets its own share.
    await freeOrder(browser(), { guideSlug: 'fabric-204-synthetic', code, email: 'other.one@example.com' }).expect(200);
    expect(await codeRow(id)).toMatchObject({ uses: 2, reserved: 0, overLimitUses: 0 });
  });
});
