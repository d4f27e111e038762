/**
 * Discount codes over HTTP (issue 17 item 3): the owner's CRUD under /api/admin, the
 * checkout's check and payment intent priced by the server, the code and the per-item
 * allocation recorded on the order, refunds counting what each item was paid, and the
 * limits (total, per e-mail, dates, paused) under concurrent purchases.
 */
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OrdersService } from '../../api/checkout/orders.service.js';
import { DISCOUNT_CHECK_IP_LIMIT } from '../../api/checkout/discount-check.controller.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, agreeToTerms, itemsOf, orderByIntent, TEST_CARD } from '../helpers/checkout.js';
import { csvObjects } from '../helpers/csv.js';
import { newMail, outboxFiles } from '../helpers/enquiries.js';
import type { AdminOrderDetail } from '../../shared/api/refunds.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const DAY = 24 * 60 * 60 * 1000;

interface CodeRow {
  id: number;
  code: string;
  uses: number;
  reserved: number;
  overLimitUses: number;
  revenueCents: number;
  discountCents: number;
}

describe('discount codes', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Agent;
  let codeSeq = 0;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: 'true' });
    ds = t.app.get(DataSource);
    admin = request.agent(t.app.getHttpServer());
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
  });
  afterAll(async () => t?.close());

  let ip = 0;
  /** A browser of its own at its own address (per-IP limits never cross between tests). */
  const browser = (): Agent => request.agent(t.app.getHttpServer()).set('X-Forwarded-For', `203.0.113.${++ip % 250}`);
  const uniqueCode = (prefix: string) => `${prefix}-${++codeSeq}`;

  async function createCode(body: Record<string, unknown>): Promise<CodeRow> {
    const res = await admin.post('/api/admin/discount-codes').send(body).expect(201);
    return res.body.code as CodeRow;
  }

  async function codeRow(id: number): Promise<CodeRow> {
    const [row] = await ds.query('SELECT * FROM discount_codes WHERE id = ?', [id]);
    return row as CodeRow;
  }

  function intent(agent: Agent, guideSlug: string, upsellSlugs: string[], code?: string, amount?: number) {
    return agent
      .post('/api/create-payment-intent')
      .send({ guideSlug, upsellSlugs, ...(code ? { code } : {}), ...(amount ? { amount } : {}) });
  }

  /** Pays an intent made earlier by this browser with the sandbox card and completes it. */
  async function pay(agent: Agent, clientSecret: string, email: string, guideSlug: string, upsellSlugs: string[] = []) {
    const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    await agreeToTerms(agent, guideSlug);
    await agent.post('/api/sandbox/confirm').send({ clientSecret, email, card: TEST_CARD }).expect(200);
    await agent.post('/api/complete-purchase').send({ paymentIntentId, email, guideSlug, upsellSlugs }).expect(200);
    return orderByIntent(ds, paymentIntentId);
  }

  async function buy(email: string, guideSlug: string, upsellSlugs: string[], code?: string) {
    const agent = browser();
    const res = await intent(agent, guideSlug, upsellSlugs, code).expect(200);
    return pay(agent, res.body.clientSecret, email, guideSlug, upsellSlugs);
  }

  describe('admin', () => {
    it('creates codes (normalised to upper case) and lists them newest first with uses and revenue', async () => {
      const res = await admin
        .post('/api/admin/discount-codes')
        .send({ code: '  spring-sale_1 ', kind: 'percent', percentOff: 20, maxUses: 10, maxUsesPerEmail: 1 })
        .expect(201);
      expect(res.body).toEqual({
        ok: true,
        code: expect.objectContaining({
          code: 'SPRING-SALE_1',
          kind: 'percent',
          percentOff: 20,
          amountOffCents: null,
          guideSlugs: null,
          maxUses: 10,
          maxUsesPerEmail: 1,
          status: 'active',
          uses: 0,
          reserved: 0,
          overLimitUses: 0,
          revenueCents: 0,
          discountCents: 0,
        }),
      });
      await createCode({ code: 'FIVE-OFF-ADMIN', kind: 'fixed', amountOffCents: 500, guideSlugs: ['fabric-101'] });
      const list = await admin.get('/api/admin/discount-codes').expect(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.body.codes.map((c: CodeRow) => c.code).slice(0, 2)).toEqual(['FIVE-OFF-ADMIN', 'SPRING-SALE_1']);
      expect(list.body.codes[0]).toMatchObject({ amountOffCents: 500, percentOff: null, guideSlugs: ['fabric-101'] });

      const paged = await admin.get('/api/admin/discount-codes?limit=1').expect(200);
      expect(paged.body.codes).toHaveLength(1);
      const next = await admin.get(`/api/admin/discount-codes?limit=1&cursor=${encodeURIComponent(paged.body.nextCursor)}`).expect(200);
      expect(next.body.codes[0].code).not.toBe(paged.body.codes[0].code);
    });

    it('refuses a code that exists already, whatever its case', async () => {
      await createCode({ code: 'TAKEN-CODE', kind: 'percent', percentOff: 5 });
      const res = await admin.post('/api/admin/discount-codes').send({ code: 'taken-code', kind: 'percent', percentOff: 5 }).expect(409);
      expect(res.body).toEqual({ message: 'The code TAKEN-CODE already exists.', code: 'discount_code_taken' });
    });

    it.each([
      ['a code too short', { code: 'AB', kind: 'percent', percentOff: 10 }],
      ['a code too long', { code: 'A'.repeat(33), kind: 'percent', percentOff: 10 }],
      ['a code with spaces', { code: 'NO SPACES', kind: 'percent', percentOff: 10 }],
      ['a code with other characters', { code: 'CAFÉ!', kind: 'percent', percentOff: 10 }],
      ['no kind', { code: 'NOKIND', percentOff: 10 }],
      ['an unknown kind', { code: 'BADKIND', kind: 'bogo', percentOff: 10 }],
      ['percent 0', { code: 'ZERO', kind: 'percent', percentOff: 0 }],
      ['percent 101', { code: 'OVER', kind: 'percent', percentOff: 101 }],
      ['a fractional percent', { code: 'FRACT', kind: 'percent', percentOff: 12.5 }],
      ['percent without its value', { code: 'NOVALUE', kind: 'percent' }],
      ['a fixed amount of 0', { code: 'FIXZERO', kind: 'fixed', amountOffCents: 0 }],
      ['a fixed amount as text', { code: 'FIXTEXT', kind: 'fixed', amountOffCents: '500' }],
      ['both values', { code: 'BOTH', kind: 'percent', percentOff: 10, amountOffCents: 100 }],
      ['an unknown guide', { code: 'NOGUIDE', kind: 'percent', percentOff: 10, guideSlugs: ['fabric-999'] }],
      ['a guide twice', { code: 'TWICE', kind: 'percent', percentOff: 10, guideSlugs: ['fabric-101', 'fabric-101'] }],
      ['a date that is not ISO', { code: 'BADDATE', kind: 'percent', percentOff: 10, startsAt: 'tomorrow' }],
      [
        'an end before the start',
        { code: 'BACKWARDS', kind: 'percent', percentOff: 10, startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      ],
      ['max uses 0', { code: 'NOUSES', kind: 'percent', percentOff: 10, maxUses: 0 }],
      ['max uses per e-mail negative', { code: 'NEGUSES', kind: 'percent', percentOff: 10, maxUsesPerEmail: -1 }],
      ['an unknown status', { code: 'BADSTATUS', kind: 'percent', percentOff: 10, status: 'deleted' }],
      ['an unknown field', { code: 'EXTRA', kind: 'percent', percentOff: 10, uses: 5 }],
    ])('refuses %s with 400 validation_failed', async (_what, body) => {
      const res = await admin.post('/api/admin/discount-codes').send(body).expect(400);
      expect(res.body).toEqual({ message: expect.any(String), code: 'validation_failed' });
    });

    it('refuses a form post (JSON only) and bad paging', async () => {
      await admin.post('/api/admin/discount-codes').type('form').send('code=FORM&kind=percent&percentOff=10').expect(415);
      expect((await admin.get('/api/admin/discount-codes?limit=0').expect(400)).body.code).toBe('validation_failed');
      expect((await admin.get('/api/admin/discount-codes?cursor=nope').expect(400)).body.code).toBe('validation_failed');
    });

    it('pauses, resumes and edits the limits; null clears a limit', async () => {
      const code = await createCode({ code: uniqueCode('EDIT'), kind: 'percent', percentOff: 10, maxUses: 5 });
      const paused = await admin.patch(`/api/admin/discount-codes/${code.id}`).send({ status: 'paused' }).expect(200);
      expect(paused.body.code).toMatchObject({ status: 'paused', maxUses: 5 });
      const edited = await admin
        .patch(`/api/admin/discount-codes/${code.id}`)
        .send({ status: 'active', maxUses: null, maxUsesPerEmail: 2, endsAt: '2031-05-01T12:00:00.000Z' })
        .expect(200);
      expect(edited.body.code).toMatchObject({ status: 'active', maxUses: null, maxUsesPerEmail: 2, endsAt: '2031-05-01T12:00:00.000Z' });
    });

    it('refuses bad edits: unknown id, bad id, bad values, fields that cannot change, dates out of order', async () => {
      const code = await createCode({ code: uniqueCode('BADEDIT'), kind: 'percent', percentOff: 10, startsAt: '2030-01-10T00:00:00Z' });
      expect((await admin.patch('/api/admin/discount-codes/999999').send({ status: 'paused' }).expect(404)).body.code).toBe('not_found');
      expect((await admin.patch('/api/admin/discount-codes/abc').send({ status: 'paused' }).expect(400)).body.code).toBe('invalid_id');
      for (const body of [{ status: 'gone' }, { maxUses: 0 }, { maxUses: 'ten' }, { percentOff: 50 }, { code: 'RENAMED' }]) {
        expect((await admin.patch(`/api/admin/discount-codes/${code.id}`).send(body).expect(400)).body.code).toBe('validation_failed');
      }
      const res = await admin.patch(`/api/admin/discount-codes/${code.id}`).send({ endsAt: '2030-01-01T00:00:00Z' }).expect(400);
      expect(res.body).toEqual({ message: 'endsAt must be after startsAt', code: 'validation_failed' });
    });

    it('is for the admin only: 401 without a session, 403 for a buyer', async () => {
      const anon = request(t.app.getHttpServer());
      expect((await anon.get('/api/admin/discount-codes')).body.code).toBe('unauthorized');
      expect((await anon.post('/api/admin/discount-codes').send({ code: 'ANON', kind: 'percent', percentOff: 10 })).status).toBe(401);
      const buyer = browser();
      await buyer
        .post('/api/register')
        .send({ username: 'code_buyer', email: 'code.buyer@example.com', password: 'buyer-password' })
        .expect(201);
      expect((await buyer.get('/api/admin/discount-codes')).status).toBe(403);
      const created = await buyer.post('/api/admin/discount-codes').send({ code: 'BUYER', kind: 'percent', percentOff: 90 });
      expect(created.status).toBe(403);
      expect(created.body.code).toBe('forbidden');
      expect((await buyer.patch('/api/admin/discount-codes/1').send({ status: 'paused' })).status).toBe(403);
      expect(await ds.query("SELECT id FROM discount_codes WHERE code = 'BUYER'")).toEqual([]);
    });
  });

  describe('checkout', () => {
    it('a percent code: the check, the intent and the order carry the discount, split per item', async () => {
      const code = await createCode({ code: uniqueCode('PCT'), kind: 'percent', percentOff: 20 });
      const agent = browser();
      const check = await agent
        .post('/api/discount-codes/check')
        .send({ code: ` ${code.code.toLowerCase()} `, guideSlug: 'fabric-101', upsellSlugs: ['fabric-201-cotton'] })
        .expect(200);
      // $29 + $9.99 = $38.99; 20% = $7.80.
      expect(check.body).toEqual({
        code: code.code,
        terms: { kind: 'percent', percentOff: 20, amountOffCents: null, guideSlugs: null },
        label: '20% off',
        discountCents: 780,
      });
      const res = await intent(agent, 'fabric-101', ['fabric-201-cotton'], code.code, 31.19).expect(200);
      expect(res.body).toMatchObject({ amountCents: 3119, discountCode: code.code, discountCents: 780 });
      const before = outboxFiles(t.storageDir);
      const order = await pay(agent, res.body.clientSecret, 'pct@example.com', 'fabric-101', ['fabric-201-cotton']);
      expect(order).toMatchObject({ status: 'paid', amountCents: 3119, discountCode: code.code, discountCents: 780 });
      const items = await ds.query(
        'SELECT guideSlug, priceCents, discountCents, paidCents FROM order_items WHERE orderId = ? ORDER BY id',
        [order.id],
      );
      expect(items).toEqual([
        { guideSlug: 'fabric-101', priceCents: 2900, discountCents: 580, paidCents: 2320 },
        { guideSlug: 'fabric-201-cotton', priceCents: 999, discountCents: 200, paidCents: 799 },
      ]);
      expect(await codeRow(code.id)).toMatchObject({ uses: 1, reserved: 0, overLimitUses: 0, revenueCents: 3119, discountCents: 780 });
      // The receipt's lines are what was paid for each guide: they add up to the total.
      for (let i = 0; i < 100 && newMail(t.storageDir, before).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      const [receipt] = newMail(t.storageDir, before);
      for (const amount of ['$23.20', '$7.99', '$31.19']) expect(receipt.text).toContain(amount);
      expect(receipt.text).not.toContain('$29.00');
      const listed = (await admin.get('/api/admin/discount-codes').expect(200)).body.codes.find((c: CodeRow) => c.id === code.id);
      expect(listed).toMatchObject({ uses: 1, revenueCents: 3119, discountCents: 780 });
    });

    it('a fixed code on chosen guides only discounts those items', async () => {
      const code = await createCode({ code: uniqueCode('FIX'), kind: 'fixed', amountOffCents: 500, guideSlugs: ['fabric-201-cotton'] });
      const order = await buy('fix@example.com', 'fabric-101', ['fabric-201-cotton'], code.code);
      expect(order).toMatchObject({ amountCents: 2900 + 999 - 500, discountCents: 500 });
      const items = await ds.query('SELECT guideSlug, discountCents, paidCents FROM order_items WHERE orderId = ? ORDER BY id', [order.id]);
      expect(items).toEqual([
        { guideSlug: 'fabric-101', discountCents: 0, paidCents: 2900 },
        { guideSlug: 'fabric-201-cotton', discountCents: 500, paidCents: 499 },
      ]);
      // Not applicable without that guide in the order.
      const res = await intent(browser(), 'fabric-101', [], code.code).expect(422);
      expect(res.body).toEqual({
        message: 'This discount code does not apply to the guides in your order. It applies to: Fabric 201 Cotton.',
        code: 'discount_code_not_applicable',
      });
    });

    it('never charges less than $0.50 by card; a code that covers everything makes a free order instead (no intent)', async () => {
      const most = await createCode({ code: uniqueCode('MOST'), kind: 'percent', percentOff: 99 });
      const res = await intent(browser(), 'fabric-203-animal-based', [], most.code).expect(200);
      expect(res.body).toMatchObject({ amountCents: 50, discountCents: 1850 });
      const code = await createCode({ code: uniqueCode('FREE'), kind: 'percent', percentOff: 100 });
      const free = await intent(browser(), 'fabric-203-animal-based', [], code.code).expect(409);
      expect(free.body.code).toBe('order_is_free');
    });

    it('refuses the browser total when it ignores the discount (the server prices)', async () => {
      const code = await createCode({ code: uniqueCode('AMT'), kind: 'percent', percentOff: 10 });
      const res = await intent(browser(), 'fabric-101', [], code.code, 29).expect(400);
      expect(res.body.code).toBe('amount_mismatch');
      await intent(browser(), 'fabric-101', [], code.code, 26.1).expect(200);
    });

    it('gives a clear error for unknown, paused, not yet valid and expired codes', async () => {
      const agent = browser();
      const check = (code: string) => agent.post('/api/discount-codes/check').send({ code, guideSlug: 'fabric-101' });
      expect((await check('NO-SUCH-CODE').expect(404)).body).toEqual({
        message: "We don't recognise that discount code. Check the spelling and try again.",
        code: 'discount_code_unknown',
      });
      const paused = await createCode({ code: uniqueCode('PAUSED'), kind: 'percent', percentOff: 10, status: 'paused' });
      expect((await check(paused.code).expect(422)).body).toEqual({
        message: 'This discount code is not active at the moment.',
        code: 'discount_code_paused',
      });
      await intent(browser(), 'fabric-101', [], paused.code).expect(422);

      const later = new Date(Date.now() + 3 * DAY);
      const future = await createCode({ code: uniqueCode('FUTURE'), kind: 'percent', percentOff: 10, startsAt: later.toISOString() });
      expect((await check(future.code).expect(422)).body).toEqual({
        message: `This discount code is not valid yet: it starts on ${later.toISOString().slice(0, 10)}.`,
        code: 'discount_code_not_started',
      });
      await intent(browser(), 'fabric-101', [], future.code).expect(422);

      const past = await createCode({
        code: uniqueCode('PAST'),
        kind: 'percent',
        percentOff: 10,
        startsAt: new Date(Date.now() - 3 * DAY).toISOString(),
        endsAt: new Date(Date.now() - DAY).toISOString(),
      });
      expect((await check(past.code).expect(422)).body).toEqual({
        message: 'This discount code has expired.',
        code: 'discount_code_expired',
      });
      await intent(browser(), 'fabric-101', [], past.code).expect(422);

      // Resumed / dates moved: usable again.
      await admin.patch(`/api/admin/discount-codes/${paused.id}`).send({ status: 'active' }).expect(200);
      await check(paused.code).expect(200);
      await admin.patch(`/api/admin/discount-codes/${past.id}`).send({ endsAt: null }).expect(200);
      await check(past.code).expect(200);
      await admin
        .patch(`/api/admin/discount-codes/${future.id}`)
        .send({ startsAt: new Date(Date.now() - 1000).toISOString() })
        .expect(200);
      await check(future.code).expect(200);
    });

    it('validates the check input', async () => {
      const agent = browser();
      for (const body of [
        {},
        { code: '', guideSlug: 'fabric-101' },
        { code: 'X'.repeat(65), guideSlug: 'fabric-101' },
        { code: 5, guideSlug: 'fabric-101' },
      ]) {
        expect((await agent.post('/api/discount-codes/check').send(body).expect(400)).body.code).toBe('validation_failed');
      }
      const code = await createCode({ code: uniqueCode('CHK'), kind: 'percent', percentOff: 10 });
      expect((await agent.post('/api/discount-codes/check').send({ code: code.code, guideSlug: 'nope' }).expect(400)).body.code).toBe(
        'unknown_guide',
      );
      await agent.post('/api/discount-codes/check').type('form').send(`code=${code.code}&guideSlug=fabric-101`).expect(415);
    });

    it('a refund counts what each item was paid after the discount', async () => {
      const code = await createCode({ code: uniqueCode('REFUND'), kind: 'percent', percentOff: 20 });
      const order = await buy('refund@example.com', 'fabric-101', ['fabric-201-cotton'], code.code);
      // The owner's order detail names the code and what it took off: the lines add up to what was paid.
      const detail = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body as AdminOrderDetail;
      expect(detail.order.discountCode).toBe(code.code);
      expect(detail.order.discountCents).toBeGreaterThan(0);
      expect(detail.order.items.reduce((sum, i) => sum + i.priceCents, 0) - detail.order.discountCents).toBe(detail.order.amountCents);
      expect(detail.order.items.find((i) => i.slug === 'fabric-201-cotton')?.refundableCents).toBe(799);
      const orders = t.app.get(OrdersService);
      // $7.99 back: the add-on as paid ($9.99 - 20%), not its $9.99 list price.
      const revoked = await orders.applyRefund(order.id, { amountRefundedCents: 799, fullyRefunded: false, namedSlugs: null });
      expect(revoked).toHaveLength(1);
      const items = await itemsOf(ds, order.id);
      expect(items.map((i) => [i.guideSlug, i.revokeReason])).toEqual([
        ['fabric-101', null],
        ['fabric-201-cotton', 'refund'],
      ]);
      // The orders export names the code, what it took off and what was refunded, as paid.
      const csv = csvObjects((await admin.get('/api/admin/export/orders.csv').buffer(true).expect(200)).text);
      expect(csv.find((r) => r.id === String(order.id))).toMatchObject({
        amountCents: String(detail.order.amountCents),
        discountCode: code.code,
        discountCents: String(detail.order.discountCents),
        discount: (detail.order.discountCents / 100).toFixed(2),
        refundedCents: '799',
        refunded: '7.99',
        statusLabel: 'partly refunded',
        keptCents: String(detail.order.amountCents - 799),
        items: expect.stringContaining('fabric-201-cotton (upsell, 9.99, paid 7.99)'),
        revokedItems: expect.stringMatching(/^fabric-201-cotton \(refund /),
      });
      // The owner's list of codes: what the code's orders paid, and what was refunded of it since.
      const listed = (await admin.get('/api/admin/discount-codes').expect(200)).body.codes.find((c: { id: number }) => c.id === code.id);
      expect(listed).toMatchObject({ uses: 1, revenueCents: detail.order.amountCents, refundedCents: 799 });
      const paused = await admin.patch(`/api/admin/discount-codes/${code.id}`).send({ status: 'paused' }).expect(200);
      expect(paused.body.code).toMatchObject({ status: 'paused', refundedCents: 799 });
    });
  });

  describe('limits', () => {
    it('a total limit: used up once the paid uses reach it', async () => {
      const code = await createCode({ code: uniqueCode('TOTAL'), kind: 'percent', percentOff: 10, maxUses: 2 });
      await buy('one@example.com', 'fabric-101', [], code.code);
      await buy('two@example.com', 'fabric-101', [], code.code);
      const res = await intent(browser(), 'fabric-101', [], code.code).expect(409);
      expect(res.body).toEqual({ message: 'This discount code has been fully used.', code: 'discount_code_used_up' });
      expect(
        (await browser().post('/api/discount-codes/check').send({ code: code.code, guideSlug: 'fabric-101' }).expect(409)).body.code,
      ).toBe('discount_code_used_up');
      expect(await codeRow(code.id)).toMatchObject({ uses: 2, reserved: 0, overLimitUses: 0 });
      // Raising the limit makes it usable again.
      await admin.patch(`/api/admin/discount-codes/${code.id}`).send({ maxUses: 3 }).expect(200);
      await intent(browser(), 'fabric-101', [], code.code).expect(200);
    });

    it('one address cannot hold every use of a limited code: five new holds per 30 minutes, its own holds refresh freely', async () => {
      const code = await createCode({ code: uniqueCode('HOARD'), kind: 'percent', percentOff: 50, maxUses: 20 });
      const address = '198.51.100.77';
      const checkout = () => request.agent(t.app.getHttpServer()).set('X-Forwarded-For', address);
      // Five checkouts (new sessions, no e-mail, no card) from one address each hold a use.
      const held = [];
      for (let n = 0; n < 5; n++) {
        const agent = checkout();
        await intent(agent, 'fabric-101', [], code.code).expect(200);
        held.push(agent);
      }
      expect(await codeRow(code.id)).toMatchObject({ reserved: 5 });
      // A sixth is refused, with the reason; nothing more is held.
      const sixth = await intent(checkout(), 'fabric-101', [], code.code).expect(429);
      expect(sixth.body).toEqual({
        message:
          'This code is already held by several unfinished checkouts from your connection. Please finish one of them or try again later.',
        code: 'discount_code_held',
      });
      expect(await codeRow(code.id)).toMatchObject({ reserved: 5 });
      // A checkout that already holds a use keeps it through repricing (an add-on ticked).
      await intent(held[0], 'fabric-101', ['fabric-201-cotton'], code.code).expect(200);
      // Without the code the sixth checkout goes on at the full price.
      await intent(checkout(), 'fabric-101', []).expect(200);
      // Another address still gets the code, and a held checkout still pays with it.
      await intent(browser(), 'fabric-101', [], code.code).expect(200);
      const paid = await pay(
        held[1],
        (await intent(held[1], 'fabric-101', [], code.code).expect(200)).body.clientSecret,
        'hoard@example.com',
        'fabric-101',
      );
      expect(paid).toMatchObject({ status: 'paid', discountCents: 1450 });
      expect(await codeRow(code.id)).toMatchObject({ uses: 1, reserved: 5 });

      // An unlimited code keeps no one out: its holds are not counted.
      const open = await createCode({ code: uniqueCode('OPEN'), kind: 'percent', percentOff: 10 });
      for (let n = 0; n < 7; n++) await intent(checkout(), 'fabric-101', [], open.code).expect(200);
    });

    it("guessing codes through the payment intent or the free order spends the same per-IP budget as 'Add a discount code'", async () => {
      const known = await createCode({ code: uniqueCode('KNOWN'), kind: 'percent', percentOff: 10 });
      const address = '198.51.100.91';
      // A fresh session per request (no cookie kept): only the per-IP budget holds them.
      const from = () => request(t.app.getHttpServer()).post('/api/discount-codes/check').set('X-Forwarded-For', address);
      const intentFrom = (code?: string) =>
        request(t.app.getHttpServer())
          .post('/api/create-payment-intent')
          .set('X-Forwarded-For', address)
          .send({ guideSlug: 'fabric-101', upsellSlugs: [], ...(code ? { code } : {}) });
      // Unknown codes at the payment intent and the free order count; a known code and no code do not.
      expect((await intentFrom('NOPE-1').expect(404)).body.code).toBe('discount_code_unknown');
      const { termsVersion } = (await request(t.app.getHttpServer()).get('/api/legal/checkout-terms').expect(200)).body as {
        termsVersion: string;
      };
      const free = await request(t.app.getHttpServer())
        .post('/api/checkout/free-order')
        .set('X-Forwarded-For', address)
        .send({ guideSlug: 'fabric-101', code: 'NOPE-2', email: 'guess@example.com', termsVersion });
      expect(free.body.code).toBe('discount_code_unknown');
      await intentFrom(known.code).expect(200);
      await intentFrom().expect(200);

      // So the check has 98 of its 100 attempts left: the 99th is refused.
      const budget = DISCOUNT_CHECK_IP_LIMIT.rule.points;
      for (let n = 0; n < budget - 2; n++)
        await from()
          .send({ code: `NOPE-x${n}`, guideSlug: 'fabric-101' })
          .expect(404);
      expect((await from().send({ code: 'NOPE-3', guideSlug: 'fabric-101' }).expect(429)).body.code).toBe('too_many_requests');
      // Now the payment intent refuses any code, before pricing it.
      const refused = await intentFrom(known.code).expect(429);
      expect(refused.body).toEqual({
        message: 'Too many discount code attempts. Please wait a few minutes and try again.',
        code: 'too_many_requests',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Without a code the checkout goes on at the full price; another address is not affected.
      await intentFrom().expect(200);
      await intent(browser(), 'fabric-101', [], 'NOPE-4').expect(404);
    });

    it('concurrency: N parallel purchases with a code limited to 1 use give exactly one discounted paid order', async () => {
      const code = await createCode({ code: uniqueCode('RACE'), kind: 'percent', percentOff: 50, maxUses: 1 });
      const N = 8;
      const outcomes = await Promise.all(
        Array.from({ length: N }, async (_, n) => {
          const agent = browser();
          const email = `race${n}@example.com`;
          const withCode = await intent(agent, 'fabric-202-plant-based', [], code.code);
          if (withCode.status === 200)
            return { discounted: true, order: await pay(agent, withCode.body.clientSecret, email, 'fabric-202-plant-based') };
          expect(withCode.status).toBe(409);
          expect(withCode.body.code).toBe('discount_code_used_up');
          // The buyer pays the full price instead.
          const full = await intent(agent, 'fabric-202-plant-based', []).expect(200);
          return { discounted: false, order: await pay(agent, full.body.clientSecret, email, 'fabric-202-plant-based') };
        }),
      );
      expect(outcomes.filter((o) => o.discounted)).toHaveLength(1);
      expect(outcomes.every((o) => o.order.status === 'paid')).toBe(true);
      const [{ n }] = await ds.query("SELECT COUNT(*) AS n FROM orders WHERE discountCodeId = ? AND status = 'paid'", [code.id]);
      expect(Number(n)).toBe(1);
      expect(await codeRow(code.id)).toMatchObject({ uses: 1, reserved: 0, overLimitUses: 0 });
    });

    it('concurrency at payment: holds taken before the limit was lowered count once, the rest are honoured over the limit', async () => {
      const code = await createCode({ code: uniqueCode('LOWERED'), kind: 'fixed', amountOffCents: 300 });
      const N = 5;
      const checkouts = await Promise.all(
        Array.from({ length: N }, async () => {
          const agent = browser();
          const res = await intent(agent, 'fabric-101', [], code.code).expect(200);
          return { agent, clientSecret: res.body.clientSecret as string };
        }),
      );
      expect(await codeRow(code.id)).toMatchObject({ reserved: N });
      await admin.patch(`/api/admin/discount-codes/${code.id}`).send({ maxUses: 1 }).expect(200);
      const orders = await Promise.all(checkouts.map((c, n) => pay(c.agent, c.clientSecret, `late${n}@example.com`, 'fabric-101')));
      expect(orders.every((o) => o.status === 'paid' && o.amountCents === 2600)).toBe(true);
      expect(await codeRow(code.id)).toMatchObject({ uses: 1, reserved: 0, overLimitUses: N - 1, revenueCents: N * 2600 });
      const over = await ds.query("SELECT overLimit FROM discount_redemptions WHERE codeId = ? AND state = 'redeemed'", [code.id]);
      expect(over.filter((r: { overLimit: string | null }) => r.overLimit === 'max_uses')).toHaveLength(N - 1);
    });

    it('a hold lapses unpaid: the next buyer takes the use, and the late payment is honoured but recorded over the limit', async () => {
      const code = await createCode({ code: uniqueCode('LAPSE'), kind: 'percent', percentOff: 10, maxUses: 1 });
      const slow = browser();
      const slowIntent = await intent(slow, 'fabric-101', [], code.code).expect(200);
      // While the hold stands, nobody else gets the last use.
      expect((await intent(browser(), 'fabric-101', [], code.code).expect(409)).body.code).toBe('discount_code_used_up');
      // The hold runs out (30 minutes unpaid).
      await ds.query("UPDATE discount_redemptions SET expiresAt = '2000-01-01 00:00:00.000' WHERE codeId = ?", [code.id]);
      const fast = await buy('fast@example.com', 'fabric-101', [], code.code);
      expect(fast.discountCents).toBe(290);
      const late = await pay(slow, slowIntent.body.clientSecret, 'slow@example.com', 'fabric-101');
      expect(late).toMatchObject({ status: 'paid', amountCents: 2610, discountCents: 290 });
      expect(await codeRow(code.id)).toMatchObject({ uses: 1, reserved: 0, overLimitUses: 1 });
      const [row] = await ds.query('SELECT state, overLimit, email FROM discount_redemptions WHERE orderId = ?', [late.id]);
      expect(row).toEqual({ state: 'redeemed', overLimit: 'max_uses', email: 'slow@example.com' });
    });

    it('a checkout keeps its own hold when the add-ons change, and gives it back when the code is removed', async () => {
      const code = await createCode({ code: uniqueCode('KEEP'), kind: 'percent', percentOff: 10, maxUses: 1 });
      const agent = browser();
      await intent(agent, 'fabric-101', [], code.code).expect(200);
      const more = await intent(agent, 'fabric-101', ['fabric-204-synthetic'], code.code).expect(200);
      expect(more.body).toMatchObject({ amountCents: 3899 - 390, discountCents: 390 });
      expect(await codeRow(code.id)).toMatchObject({ reserved: 1 });
      await intent(agent, 'fabric-101', ['fabric-204-synthetic']).expect(200);
      expect(await codeRow(code.id)).toMatchObject({ reserved: 0 });
      await intent(browser(), 'fabric-101', [], code.code).expect(200);
    });

    it('a per-e-mail limit: a second paid order of that e-mail is honoured but not counted; a signed-in buyer is refused up front', async () => {
      const code = await createCode({ code: uniqueCode('PEREMAIL'), kind: 'percent', percentOff: 10, maxUsesPerEmail: 1 });
      await buy('Repeat@Example.com', 'fabric-101', [], code.code);
      const again = await buy('repeat@example.com', 'fabric-201-cotton', [], code.code);
      expect(again.status).toBe('paid');
      const [row] = await ds.query('SELECT overLimit FROM discount_redemptions WHERE orderId = ?', [again.id]);
      expect(row.overLimit).toBe('max_uses_per_email');
      expect(await codeRow(code.id)).toMatchObject({ uses: 1, overLimitUses: 1 });
      await buy('someone.else@example.com', 'fabric-101', [], code.code);
      expect(await codeRow(code.id)).toMatchObject({ uses: 2 });

      const member = browser();
      await member
        .post('/api/register')
        .send({ username: 'repeat_buyer', email: 'repeat@example.com', password: 'buyer-password' })
        .expect(201);
      const res = await intent(member, 'fabric-202-plant-based', [], code.code).expect(409);
      expect(res.body).toEqual({ message: 'You have already used this discount code.', code: 'discount_code_email_limit' });
      expect(
        (await member.post('/api/discount-codes/check').send({ code: code.code, guideSlug: 'fabric-202-plant-based' }).expect(409)).body
          .code,
      ).toBe('discount_code_email_limit');
    });

    it('a paid order counts its use once, however often it is completed', async () => {
      const code = await createCode({ code: uniqueCode('ONCE'), kind: 'percent', percentOff: 10, maxUses: 5 });
      const agent = browser();
      const res = await intent(agent, 'fabric-101', [], code.code).expect(200);
      const order = await pay(agent, res.body.clientSecret, 'once@example.com', 'fabric-101');
      const body = { paymentIntentId: order.paymentIntentId, email: 'once@example.com', guideSlug: 'fabric-101', upsellSlugs: [] };
      await Promise.all([1, 2, 3].map(() => agent.post('/api/complete-purchase').send(body).expect(200)));
      expect(await codeRow(code.id)).toMatchObject({ uses: 1, reserved: 0, revenueCents: 2610 });
    });
  });
});
