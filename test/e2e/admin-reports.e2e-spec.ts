/**
 * The owner's reports (GET /api/admin/reports): aggregates against seeded data whose
 * totals are known. Revenue and orders count paid orders by the day they were paid, net of
 * refunds (fully refunded, disputed, pending and failed orders are out; a partial refund
 * takes its items off); refunds count by the day of the refund; every figure has the
 * period before it, bucket for bucket, per day or per week. Also: bad input, non-admins.
 */
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { AdminReports } from '../../shared/api/admin-reports.js';
import { OrderItem } from '../../api/checkout/order-item.entity.js';
import { Order, type OrderStatus } from '../../api/checkout/order.entity.js';
import { ContactMessage } from '../../api/contact/contact-message.entity.js';
import { DownloadLog } from '../../api/downloads/download-log.entity.js';
import { NewsletterSubscriber } from '../../api/newsletter/newsletter-subscriber.entity.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import type { Agent } from '../helpers/checkout.js';

const ADMIN = { email: 'owner@threadwise.test', password: 'correct-horse-battery-42' };
const DAY = 86_400_000;
const TODAY = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** A moment `n` days before today (UTC), at `hours` past midnight. */
const ago = (n: number, hours = 12) => new Date(TODAY - n * DAY + hours * 3600_000);
const dayOf = (n: number) => new Date(TODAY - n * DAY).toISOString().slice(0, 10);

interface SeedOrder {
  status: OrderStatus;
  paidDaysAgo: number | null;
  paidHours?: number;
  /** [slug, price, revoked: days ago and why] */
  items: [string, number, [number, 'refund' | 'dispute']?][];
}

const ORDERS: Record<string, SeedOrder> = {
  // Current period (the last 30 days, today included).
  bundleToday: {
    status: 'paid',
    paidDaysAgo: 0,
    items: [
      ['fabric-101', 2900],
      ['fabric-201-cotton', 999],
    ],
  },
  single3: { status: 'paid', paidDaysAgo: 3, items: [['fabric-201-cotton', 1900]] },
  refunded5: { status: 'refunded', paidDaysAgo: 5, items: [['fabric-202-plant-based', 1900, [1, 'refund']]] },
  partial10: {
    status: 'paid',
    paidDaysAgo: 10,
    items: [
      ['fabric-101', 2900],
      ['fabric-203-animal-based', 999, [2, 'refund']],
    ],
  },
  disputed4: { status: 'disputed', paidDaysAgo: 4, items: [['fabric-101', 2900, [3, 'dispute']]] },
  pending: { status: 'pending', paidDaysAgo: null, items: [['fabric-101', 2900]] },
  failed: { status: 'failed', paidDaysAgo: null, items: [['fabric-204-synthetic', 1900]] },
  // The first moment of the current period, and the last of the previous one.
  firstMoment: { status: 'paid', paidDaysAgo: 29, paidHours: 0, items: [['fabric-201-cotton', 1900]] },
  lastMoment: { status: 'paid', paidDaysAgo: 30, paidHours: 23.999, items: [['fabric-202-plant-based', 1900]] },
  // Previous period (30 to 59 days ago), and further back (in the 90-day period only).
  bundle40: {
    status: 'paid',
    paidDaysAgo: 40,
    items: [
      ['fabric-204-synthetic', 1900],
      ['fabric-101', 999],
    ],
  },
  single70: { status: 'paid', paidDaysAgo: 70, items: [['fabric-204-synthetic', 1900]] },
};

describe('admin reports', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Agent;
  const server = () => t.app.getHttpServer();
  const get = async (query: string): Promise<AdminReports> => (await admin.get(`/api/admin/reports${query}`).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    ds = t.app.get(DataSource);
    admin = request.agent(server());
    await admin.post('/api/admin/login').send(ADMIN).expect(200);

    let n = 0;
    for (const o of Object.values(ORDERS)) {
      n++;
      const paidAt = o.paidDaysAgo === null ? null : ago(o.paidDaysAgo, o.paidHours);
      const created = paidAt ?? ago(1);
      const { identifiers } = await ds.getRepository(Order).insert({
        status: o.status,
        email: `buyer${n}@example.com`,
        guideSlug: o.items[0][0],
        amountCents: o.items.reduce((s, [, price]) => s + price, 0),
        currency: 'usd',
        provider: 'sandbox',
        paymentIntentId: `pi_reports_${n}`,
        paidAt,
        createdAt: created,
        updatedAt: created,
      });
      await ds.getRepository(OrderItem).insert(
        o.items.map(([guideSlug, priceCents, revoked], j) => ({
          orderId: identifiers[0].id as number,
          guideSlug,
          kind: j === 0 ? ('main' as const) : ('upsell' as const),
          priceCents,
          // No discount code on these: paid the list price.
          discountCents: 0,
          paidCents: priceCents,
          revokedAt: revoked ? ago(revoked[0]) : null,
          revokeReason: revoked ? revoked[1] : null,
        })),
      );
    }

    const log = (daysAgo: number) => ({
      orderItemId: 1,
      orderId: 1,
      guideSlug: 'fabric-101',
      via: 'link' as const,
      bytes: 1000,
      at: ago(daysAgo),
    });
    await ds.getRepository(DownloadLog).insert([log(0), log(0), log(6), log(35)]);

    const message = (kind: ContactMessage['kind'], daysAgo: number, isRead: boolean) => ({
      kind,
      name: 'Ada',
      email: 'ada@example.com',
      company: null,
      message: 'Hello',
      fields: null,
      isRead,
      createdAt: ago(daysAgo),
    });
    await ds
      .getRepository(ContactMessage)
      .insert([
        message('contact', 0, true),
        message('contact', 8, false),
        message('tech-pack', 2, false),
        message('production', 15, true),
        message('brand-building', 33, false),
      ]);

    const subscriber = (i: number, createdDaysAgo: number, confirmedDaysAgo: number | null) => ({
      email: `reader${i}@example.com`,
      status: confirmedDaysAgo === null ? ('pending' as const) : ('confirmed' as const),
      source: 'footer' as const,
      consentAt: ago(createdDaysAgo),
      confirmedAt: confirmedDaysAgo === null ? null : ago(confirmedDaysAgo),
      createdAt: ago(createdDaysAgo),
    });
    await ds
      .getRepository(NewsletterSubscriber)
      .insert([subscriber(1, 1, 1), subscriber(2, 2, 1), subscriber(3, 3, null), subscriber(4, 45, 31), subscriber(5, 35, 20)]);
  });
  afterAll(async () => t?.close());

  it('totals the last 30 days against the 30 before: refunded, disputed and unpaid orders out, partial refunds net', async () => {
    const r = await get('?range=30&granularity=day');
    expect(r).toMatchObject({ range: 30, granularity: 'day' });
    expect(r.current).toEqual({ from: dayOf(29), to: dayOf(0) });
    expect(r.previous).toEqual({ from: dayOf(59), to: dayOf(30) });
    expect(r.totals).toEqual({
      // bundleToday 3899 + single3 1900 + partial10 2900 (its refunded add-on off) + firstMoment 1900
      revenueCents: { current: 10599, previous: 1900 + 2899 },
      orders: { current: 4, previous: 2 },
      ordersWithUpsells: { current: 2, previous: 1 },
      refunds: { current: 2, previous: 0 },
      refundedCents: { current: 1900 + 999, previous: 0 },
      downloads: { current: 3, previous: 1 },
      enquiries: { current: 4, previous: 1 },
      signups: { current: 3, previous: 2 },
      confirmations: { current: 3, previous: 1 },
    });
  });

  it('puts each figure in its day, the periods aligned bucket for bucket', async () => {
    const r = await get('?range=30');
    expect(r.buckets).toHaveLength(30);
    expect(r.previousBuckets).toHaveLength(30);
    expect(r.buckets[0]).toEqual({ from: dayOf(29), to: dayOf(29), days: 1 });
    expect(r.buckets[29]).toEqual({ from: dayOf(0), to: dayOf(0), days: 1 });
    expect(r.previousBuckets[29]).toEqual({ from: dayOf(30), to: dayOf(30), days: 1 });
    const revenue = r.series.revenueCents;
    expect(revenue.current[29]).toBe(3899);
    expect(revenue.current[26]).toBe(1900);
    expect(revenue.current[19]).toBe(2900);
    expect(revenue.current[0]).toBe(1900);
    expect(revenue.current.reduce((a, b) => a + b)).toBe(10599);
    expect(revenue.previous[29]).toBe(1900);
    expect(revenue.previous[19]).toBe(2899);
    expect(r.series.refundedCents.current[28]).toBe(1900);
    expect(r.series.refundedCents.current[27]).toBe(999);
    expect(r.series.downloads.current[29]).toBe(2);
    expect(r.series.confirmations.current[28]).toBe(2);
  });

  it('cuts weeks from the end of each period: the newest week is the last 7 days, the oldest holds what is left', async () => {
    const r = await get('?range=30&granularity=week');
    expect(r.buckets.map((b) => b.days)).toEqual([2, 7, 7, 7, 7]);
    expect(r.buckets[4]).toEqual({ from: dayOf(6), to: dayOf(0), days: 7 });
    expect(r.buckets[0]).toEqual({ from: dayOf(29), to: dayOf(28), days: 2 });
    expect(r.previousBuckets[4]).toEqual({ from: dayOf(36), to: dayOf(30), days: 7 });
    expect(r.series.revenueCents).toEqual({ current: [1900, 0, 0, 2900, 3899 + 1900], previous: [0, 0, 0, 2899, 1900] });
    expect(r.series.orders).toEqual({ current: [1, 0, 0, 1, 2], previous: [0, 0, 0, 1, 1] });
    expect(r.series.downloads.current).toEqual([0, 0, 0, 0, 3]);
    // Totals do not depend on the bucket size.
    expect(r.totals).toEqual((await get('?range=30&granularity=day')).totals);
  });

  it('gives the bundle attach rate inputs, revenue per guide and enquiries per kind and read state', async () => {
    const r = await get('?range=30');
    expect(r.totals.ordersWithUpsells.current / r.totals.orders.current).toBe(0.5);
    const byGuide = Object.fromEntries(r.revenueByGuide.map((g) => [g.slug, g]));
    expect(byGuide['fabric-101']).toMatchObject({ title: 'Fabric 101', revenueCents: 5800, units: 2, previousRevenueCents: 999 });
    expect(byGuide['fabric-201-cotton']).toMatchObject({ revenueCents: 999 + 1900 + 1900, units: 3, previousRevenueCents: 0 });
    // Refunded and disputed guides sold nothing.
    expect(byGuide['fabric-203-animal-based']).toMatchObject({ revenueCents: 0, units: 0 });
    expect(byGuide['fabric-202-plant-based']).toMatchObject({ revenueCents: 0, units: 0, previousRevenueCents: 1900 });
    expect(r.revenueByGuide.reduce((s, g) => s + g.revenueCents, 0)).toBe(r.totals.revenueCents.current);
    const byKind = Object.fromEntries(r.enquiriesByKind.map((k) => [k.kind, k]));
    expect(byKind.contact).toMatchObject({ total: { current: 2, previous: 0 }, read: 1, unread: 1 });
    expect(byKind['tech-pack']).toMatchObject({ total: { current: 1, previous: 0 }, read: 0, unread: 1 });
    expect(byKind.production).toMatchObject({ total: { current: 1, previous: 0 }, read: 1, unread: 0 });
    expect(byKind['brand-building']).toMatchObject({ total: { current: 0, previous: 1 }, read: 0, unread: 0 });
    expect(byKind.contact.series.current[29]).toBe(1);
  });

  it('widens to 90 and 365 days (13 and 53 weeks)', async () => {
    const r90 = await get('?range=90&granularity=week');
    expect(r90.buckets).toHaveLength(13);
    expect(r90.buckets[0].days).toBe(6);
    expect(r90.current).toEqual({ from: dayOf(89), to: dayOf(0) });
    expect(r90.totals.orders).toEqual({ current: 7, previous: 0 });
    expect(r90.totals.revenueCents.current).toBe(10599 + 1900 + 2899 + 1900);
    const r365 = await get('?range=365&granularity=week');
    expect(r365.buckets).toHaveLength(53);
    expect(r365.buckets[0].days).toBe(1);
    expect(r365.previousBuckets).toHaveLength(53);
    expect(r365.totals.orders.current).toBe(7);
    expect((await get('?range=365')).buckets).toHaveLength(365);
  });

  it('counts what buyers paid after a discount code, and refunds what was paid back (not list prices)', async () => {
    const before = await get('?range=365');
    // 100 days ago: Fabric 203 ($19.00) with a $9.99 add-on, 25 % off: $14.25 + $7.49 paid.
    const paidAt = ago(100);
    const { identifiers } = await ds.getRepository(Order).insert({
      status: 'paid',
      email: 'discounted@example.com',
      guideSlug: 'fabric-203-animal-based',
      amountCents: 1425 + 749,
      currency: 'usd',
      provider: 'sandbox',
      paymentIntentId: 'pi_reports_discounted',
      discountCode: 'WINTER-25',
      discountCents: 475 + 250,
      paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    });
    const orderId = identifiers[0].id as number;
    await ds.getRepository(OrderItem).insert([
      { orderId, guideSlug: 'fabric-203-animal-based', kind: 'main', priceCents: 1900, discountCents: 475, paidCents: 1425 },
      { orderId, guideSlug: 'fabric-101', kind: 'upsell', priceCents: 999, discountCents: 250, paidCents: 749 },
    ]);
    const after = await get('?range=365');
    expect(after.totals.revenueCents.current - before.totals.revenueCents.current).toBe(1425 + 749);
    const guide = (r: AdminReports, slug: string) => r.revenueByGuide.find((g) => g.slug === slug)!.revenueCents;
    expect(guide(after, 'fabric-203-animal-based') - guide(before, 'fabric-203-animal-based')).toBe(1425);
    // The add-on refunded today: $7.49 back, and it leaves the revenue.
    await ds.getRepository(OrderItem).update({ orderId, kind: 'upsell' }, { revokedAt: ago(0), revokeReason: 'refund' });
    const refunded = await get('?range=365');
    expect(refunded.totals.refundedCents.current - before.totals.refundedCents.current).toBe(749);
    expect(refunded.totals.revenueCents.current - before.totals.revenueCents.current).toBe(1425);
  });

  it('defaults to 30 days per day and refuses anything else', async () => {
    expect(await get('')).toMatchObject({ range: 30, granularity: 'day' });
    for (const [query, message] of [
      ['?range=31', 'range must be one of: 30, 90, 365'],
      ['?range=abc', 'range must be one of: 30, 90, 365'],
      ['?range=30.5', 'range must be one of: 30, 90, 365'],
      ['?range=-30', 'range must be one of: 30, 90, 365'],
      ['?range=30&range=90', 'range must be one of: 30, 90, 365'],
      ['?granularity=month', 'granularity must be one of: day, week'],
    ]) {
      const res = await admin.get(`/api/admin/reports${query}`).expect(400);
      expect({ query, body: res.body }).toEqual({ query, body: { code: 'validation_failed', message } });
    }
    const extra = await admin.get('/api/admin/reports?range=30&from=2020-01-01').expect(400);
    expect(extra.body.code).toBe('validation_failed');
  });

  it('is for the admin only: 401 without a session, 403 for a buyer', async () => {
    const anonymous = await request(server()).get('/api/admin/reports?range=30').expect(401);
    expect(anonymous.body).toEqual({ code: 'unauthorized', message: expect.any(String) });
    const buyer = request.agent(server());
    await buyer.post('/api/register').send({ username: 'buyer_reports', email: 'buyer.reports@example.com', password: 'buyer-password' });
    await buyer.get('/api/me').expect(200);
    const res = await buyer.get('/api/admin/reports?range=30').expect(403);
    expect(res.body.code).toBe('forbidden');
    expect(res.body).not.toHaveProperty('totals');
  });
  // Last: it changes the seeded data.
  it('keeps finished days in report_days and forgets a day when a row it counts changes', async () => {
    const before = await get('?range=30');
    // The 30-day report's days (the 365-day ones are kept too, from the test above).
    const kept = async () =>
      (await ds.query(`SELECT "day", "data" FROM "report_days" WHERE "day" >= ? ORDER BY "day"`, [dayOf(59)])) as {
        day: string;
        data: string;
      }[];
    const days = (await kept()).map((r) => r.day);
    // Every finished day of both periods, today never.
    expect(days).toHaveLength(59);
    expect(days[0]).toBe(dayOf(59));
    expect(days.at(-1)).toBe(dayOf(1));

    // Served from the kept rows: a kept day changed behind the app's back shows as kept...
    const three = (await kept()).find((r) => r.day === dayOf(3))!;
    const figures = JSON.parse(three.data) as { computedAt: number; figures: { sales: { orders: number }[] } };
    figures.figures.sales[0].orders = 40;
    await ds.query(`UPDATE "report_days" SET "data" = ? WHERE "day" = ?`, [JSON.stringify(figures), dayOf(3)]);
    expect((await get('?range=30')).totals.orders.current).toBe(before.totals.orders.current + 39);
    // ...until it is older than a day: then it is computed again.
    figures.computedAt -= 25 * 3600_000;
    await ds.query(`UPDATE "report_days" SET "data" = ? WHERE "day" = ?`, [JSON.stringify(figures), dayOf(3)]);
    expect((await get('?range=30')).totals).toEqual(before.totals);

    // Writes to old rows, by any path, forget their days: a refund of the order paid 3 days ago...
    const [order] = (await ds.query(`SELECT "id" FROM "orders" WHERE "paymentIntentId" = 'pi_reports_2'`)) as { id: number }[];
    await ds.query(`UPDATE "order_items" SET "revokedAt" = ?, "revokeReason" = 'refund' WHERE "orderId" = ?`, [
      new Date().toISOString(),
      order.id,
    ]);
    await ds.query(`UPDATE "orders" SET "status" = 'refunded' WHERE "id" = ?`, [order.id]);
    // ...an old message read, a pending sign-up purged, a late download logged 6 days ago.
    await ds.query(`UPDATE "contact_messages" SET "isRead" = ? WHERE "kind" = 'contact' AND "isRead" = ?`, [true, false]);
    await ds.getRepository(NewsletterSubscriber).delete({ email: 'reader3@example.com' });
    await ds.getRepository(DownloadLog).insert({ orderItemId: 1, orderId: 1, guideSlug: 'fabric-101', via: 'link', bytes: 1, at: ago(6) });
    expect((await kept()).map((r) => r.day)).toEqual(days.filter((d) => ![dayOf(3), dayOf(8), dayOf(6)].includes(d)));

    const after = await get('?range=30');
    expect(after.totals).toEqual({
      ...before.totals,
      revenueCents: { current: before.totals.revenueCents.current - 1900, previous: before.totals.revenueCents.previous },
      orders: { current: before.totals.orders.current - 1, previous: before.totals.orders.previous },
      refunds: { current: before.totals.refunds.current + 1, previous: 0 },
      refundedCents: { current: before.totals.refundedCents.current + 1900, previous: 0 },
      downloads: { current: before.totals.downloads.current + 1, previous: before.totals.downloads.previous },
      signups: { current: before.totals.signups.current - 1, previous: before.totals.signups.previous },
    });
    expect(after.enquiriesByKind.find((k) => k.kind === 'contact')).toMatchObject({ read: 2, unread: 0 });
    // The forgotten days are kept again, with the new figures.
    expect((await kept()).map((r) => r.day)).toEqual(days);
    expect((await get('?range=30')).totals).toEqual(after.totals);
  });
});
