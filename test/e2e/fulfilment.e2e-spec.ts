import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppSecret } from '../../api/config/app-secret.js';
import { FulfilmentService } from '../../api/checkout/fulfilment.service.js';
import { OrdersService } from '../../api/checkout/orders.service.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { DOWNLOAD_LINK_TTL_SECONDS, verifyDownloadGrant } from '../../api/download-links/signed-links.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, browser, createIntent, orderByIntent, sessionsEntitledTo, TEST_CARD, waitForWebDist } from '../helpers/checkout.js';
import { decodeWords, newMail, outboxFiles } from '../helpers/enquiries.js';

// http: supertest talks plain HTTP, and an https PUBLIC_URL makes the session cookie Secure.
const PUBLIC_URL = 'http://shop.example.com';
const SUPPORT = 'help@threadwise.example';

describe('fulfilment: exactly once', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    t = await startTestApp({ PUBLIC_URL, SUPPORT_EMAIL: SUPPORT });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const agent = (): Agent => browser(t.app.getHttpServer());

  async function paidIntent(b: Agent, email: string, guideSlug: string, upsellSlugs: string[] = []) {
    const { clientSecret, paymentIntentId } = await createIntent(b, guideSlug, upsellSlugs);
    await b.post('/api/sandbox/confirm').send({ clientSecret, email, card: TEST_CARD }).expect(200);
    return paymentIntentId;
  }

  it('10 concurrent completions plus 3 repeated fulfilments give one paid order and one receipt', async () => {
    const b = agent();
    const upsellSlugs = ['fabric-201-cotton', 'fabric-204-synthetic'];
    const paymentIntentId = await paidIntent(b, 'ada@example.com', 'fabric-101', upsellSlugs);
    const before = outboxFiles(t.storageDir);
    const fulfilment = t.app.get(FulfilmentService);

    const body = { paymentIntentId, email: 'ada@example.com', guideSlug: 'fabric-101', upsellSlugs };
    const [responses, direct] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => b.post('/api/complete-purchase').send(body))),
      // What repeated webhook deliveries do (the Stripe suite sends real ones).
      Promise.all(Array.from({ length: 3 }, () => fulfilment.fulfil(paymentIntentId))),
    ]);

    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const numbers = new Set(responses.map((r) => r.body.order.number));
    expect(numbers.size).toBe(1);
    expect(direct.every((d) => d.order.status === 'paid')).toBe(true);

    const order = await orderByIntent(ds, paymentIntentId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).not.toBeNull();
    expect(order.receiptSentAt).not.toBeNull();
    expect(await sessionsEntitledTo(ds, order.id)).toBe(1);
    expect(await ds.query("SELECT COUNT(*) AS n FROM orders WHERE paymentIntentId = ? AND status = 'paid'", [paymentIntentId])).toEqual([
      { n: 1 },
    ]);

    const mails = newMail(t.storageDir, before);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.to).toBe('ada@example.com');
    expect(decodeWords(mails[0].headers.subject)).toBe(`Your Threadwise receipt — order ${order.number}`);

    // More calls later: still one receipt.
    await b.post('/api/complete-purchase').send(body).expect(200);
    await fulfilment.fulfil(paymentIntentId);
    expect(newMail(t.storageDir, before)).toHaveLength(1);
  });

  it('sends a receipt with the guides, the total, signed download links, the login link and support', async () => {
    const b = agent();
    const before = outboxFiles(t.storageDir);
    const paymentIntentId = await paidIntent(b, 'grace@example.com', 'fabric-202-plant-based', ['fabric-101']);
    await b
      .post('/api/complete-purchase')
      .send({ paymentIntentId, email: 'grace@example.com', guideSlug: 'fabric-202-plant-based', upsellSlugs: ['fabric-101'] })
      .expect(200);
    const order = await orderByIntent(ds, paymentIntentId);
    const [mail] = newMail(t.storageDir, before);
    expect(mail.text).toContain(`Order ${order.number}`);
    expect(mail.text).toContain('Fabric 202 Plant-Based — $19.00');
    expect(mail.text).toContain('Fabric 101 — $9.99');
    expect(mail.text).toContain('Total: $28.99 (USD)');
    expect(mail.text).toContain(`${PUBLIC_URL}/login`);
    expect(mail.text).toContain(SUPPORT);
    expect(mail.html).toContain('$28.99');

    const key = t.app.get(AppSecret).key('download-links');
    const links = [...mail.text.matchAll(/^Download: (\S+)$/gm)].map((m) => new URL(m[1]));
    expect(links.map((u) => u.pathname)).toEqual(['/api/download/fabric-202-plant-based', '/api/download/fabric-101']);
    const now = Math.floor(Date.now() / 1000);
    for (const url of links) {
      const slug = url.pathname.split('/').pop()!;
      const grant = verifyDownloadGrant(key, { slug, ...Object.fromEntries(url.searchParams) });
      expect(grant).toMatchObject({ orderId: order.id, slug });
      expect(grant!.exp).toBeGreaterThan(now + DOWNLOAD_LINK_TTL_SECONDS - 120);
      expect(grant!.exp).toBeLessThanOrEqual(now + DOWNLOAD_LINK_TTL_SECONDS + 5);
    }
  });

  it('checks the provider: a different amount or order id never marks the order paid', async () => {
    const b = agent();
    const paymentIntentId = await paidIntent(b, 'eve@example.com', 'fabric-203-animal-based');
    const order = await orderByIntent(ds, paymentIntentId);
    const body = { paymentIntentId, email: 'eve@example.com', guideSlug: 'fabric-203-animal-based' };

    await ds.query('UPDATE sandbox_payment_intents SET amountCents = 100 WHERE id = ?', [paymentIntentId]);
    expect((await b.post('/api/complete-purchase').send(body).expect(409)).body.code).toBe('payment_mismatch');
    await ds.query('UPDATE sandbox_payment_intents SET amountCents = ?, orderId = ? WHERE id = ?', [
      order.amountCents,
      order.id + 1000,
      paymentIntentId,
    ]);
    expect((await b.post('/api/complete-purchase').send(body).expect(409)).body.code).toBe('payment_mismatch');
    await ds.query("UPDATE sandbox_payment_intents SET orderId = ?, currency = 'eur' WHERE id = ?", [order.id, paymentIntentId]);
    expect((await b.post('/api/complete-purchase').send(body).expect(409)).body.code).toBe('payment_mismatch');
    expect((await orderByIntent(ds, paymentIntentId)).status).toBe('pending');

    await ds.query("UPDATE sandbox_payment_intents SET currency = 'usd' WHERE id = ?", [paymentIntentId]);
    await b.post('/api/complete-purchase').send(body).expect(200);
    expect((await orderByIntent(ds, paymentIntentId)).status).toBe('paid');
  });

  it('gives download access only to the session that checked out; another browser cannot redirect the receipt', async () => {
    const buyer = agent();
    const stranger = agent();
    await stranger.get('/api/config'); // a browser of its own
    const paymentIntentId = await paidIntent(buyer, 'buyer@example.com', 'fabric-201-cotton');
    const before = outboxFiles(t.storageDir);
    // Someone who saw the thank-you URL calls first, with their own address.
    const res = await stranger
      .post('/api/complete-purchase')
      .send({ paymentIntentId, email: 'thief@example.com', guideSlug: 'fabric-201-cotton' })
      .expect(200);
    // It is complete, and that is all a stranger learns: no e-mail, number or guides.
    expect(res.body).toEqual({ ok: true });
    const order = await orderByIntent(ds, paymentIntentId);
    expect(order).toMatchObject({ status: 'paid', email: 'buyer@example.com' });
    expect(await sessionsEntitledTo(ds, order.id)).toBe(0);
    const mails = newMail(t.storageDir, before);
    expect(mails.map((m) => m.headers.to)).toEqual(['buyer@example.com']);

    await buyer
      .post('/api/complete-purchase')
      .send({ paymentIntentId, email: 'buyer@example.com', guideSlug: 'fabric-201-cotton' })
      .expect(200);
    expect(await sessionsEntitledTo(ds, order.id)).toBe(1);
  });

  it('lets the downloads module find entitled items by order and by e-mail', async () => {
    const b = agent();
    const paymentIntentId = await paidIntent(b, 'Lin@Example.com', 'fabric-204-synthetic', ['fabric-203-animal-based']);
    await b
      .post('/api/complete-purchase')
      .send({ paymentIntentId, email: 'Lin@Example.com', guideSlug: 'fabric-204-synthetic', upsellSlugs: ['fabric-203-animal-based'] })
      .expect(200);
    const order = await orderByIntent(ds, paymentIntentId);
    expect(order.email).toBe('lin@example.com');
    const orders = t.app.get(OrdersService);
    const found = await orders.findEntitledItem([order.id], 'fabric-203-animal-based');
    expect(found?.order.number).toBe(order.number);
    expect(found?.item).toMatchObject({ guideSlug: 'fabric-203-animal-based', kind: 'upsell', revokedAt: null });
    expect(await orders.findEntitledItem([order.id], 'fabric-101')).toBeNull();
    expect(await orders.findEntitledItem([], 'fabric-204-synthetic')).toBeNull();
    const byEmail = await orders.findPaidItemsByEmail(' LIN@example.com ', 'fabric-204-synthetic');
    expect(byEmail.map((e) => e.order.id)).toEqual([order.id]);
    expect((await orders.findPaidItemsByEmail('lin@example.com')).map((e) => e.item.guideSlug)).toEqual([
      'fabric-204-synthetic',
      'fabric-203-animal-based',
    ]);

    // A pending order entitles nobody.
    const pending = await createIntent(agent(), 'fabric-101');
    const pendingOrder = await orderByIntent(ds, pending.paymentIntentId);
    expect(await orders.findEntitledItem([pendingOrder.id], 'fabric-101')).toBeNull();
  });
});

describe('fulfilment when mail delivery fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    // Nothing listens on port 1: every delivery fails at once.
    t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => t?.close());

  it('still completes the purchase; the receipt waits in the mail outbox for its next attempt, queued once', async () => {
    const b = browser(t.app.getHttpServer());
    const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-101');
    await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'ada@example.com', card: TEST_CARD }).expect(200);
    const body = { paymentIntentId, email: 'ada@example.com', guideSlug: 'fabric-101' };
    const res = await b.post('/api/complete-purchase').send(body).expect(200);
    expect(res.body.ok).toBe(true);
    const ds = t.app.get(DataSource);
    const order = await orderByIntent(ds, paymentIntentId);
    expect(order.status).toBe('paid');
    expect(order.receiptSentAt).not.toBeNull();
    const outbox = () => ds.query("SELECT status, attempts, recipients, lastError FROM mail_outbox WHERE kind = 'receipt'");
    expect(await outbox()).toEqual([
      { status: 'pending', attempts: 1, recipients: 'ada@example.com', lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:1' },
    ]);
    // Completing again (a reload, a webhook) queues no second receipt.
    await b.post('/api/complete-purchase').send(body).expect(200);
    await t.app.get(FulfilmentService).fulfil(paymentIntentId);
    expect(await outbox()).toHaveLength(1);
    await request(t.app.getHttpServer()).get('/api/health').expect(200);
  });
});
