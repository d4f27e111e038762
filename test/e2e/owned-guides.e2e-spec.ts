/**
 * Owned guides (issue 16 item 4): the shop never sells a guide twice to the same browser
 * session or account, and tells the browser which guides it owns.
 */
import request from 'supertest';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Agent, buyWithSandbox, createIntent, waitForWebDist } from '../helpers/checkout.js';

describe('owned guides', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    t = await startTestApp({ PUBLIC_URL: 'http://shop.test', TRUST_PROXY: 'true' });
  });
  afterAll(async () => t?.close());

  const agent = (): Agent => request.agent(t.app.getHttpServer()).set('X-Forwarded-For', `198.51.100.${++ip}`);
  const owned = async (b: Agent) => (await b.get('/api/owned-guides').expect(200).expect('Cache-Control', 'no-store')).body;

  it('lists what this session paid for and refuses to sell any of it again (409 already_owned)', async () => {
    const b = agent();
    expect(await owned(b)).toEqual({ slugs: [] });
    await buyWithSandbox(b, 'ada@example.com', 'fabric-101', ['fabric-201-cotton']);
    expect(await owned(b)).toEqual({ slugs: ['fabric-101', 'fabric-201-cotton'] });

    const again = await b.post('/api/create-payment-intent').send({ guideSlug: 'fabric-101', upsellSlugs: [] }).expect(409);
    expect(again.body).toEqual({ code: 'already_owned', message: expect.stringContaining('You already own Fabric 101') });
    const asUpsell = await b
      .post('/api/create-payment-intent')
      .send({ guideSlug: 'fabric-202-plant-based', upsellSlugs: ['fabric-201-cotton'] })
      .expect(409);
    expect(asUpsell.body.code).toBe('already_owned');
    expect(asUpsell.body.message).toContain('Fabric 201 Cotton');
    // A guide not owned yet is still for sale.
    await createIntent(b, 'fabric-202-plant-based', ['fabric-203-animal-based']);

    // Another browser owns nothing and may buy the same guide.
    const other = agent();
    expect(await owned(other)).toEqual({ slugs: [] });
    await createIntent(other, 'fabric-101');
  });

  it('refuses a guide the signed-in account owns, from any browser', async () => {
    const buyer = agent();
    const email = `own.${Date.now().toString(36)}@example.com`;
    await buyWithSandbox(buyer, email, 'fabric-203-animal-based');
    const password = 'pw-owned-guides-secret';
    const username = `own_${Date.now().toString(36)}`;
    // Registering links the orders this session paid with the account's e-mail.
    await buyer.post('/api/register').send({ username, email, password }).expect(201);

    const elsewhere = agent();
    await elsewhere.post('/api/login').send({ username, password }).expect(200);
    expect(await owned(elsewhere)).toEqual({ slugs: ['fabric-203-animal-based'] });
    const res = await elsewhere
      .post('/api/create-payment-intent')
      .send({ guideSlug: 'fabric-203-animal-based', upsellSlugs: [] })
      .expect(409);
    expect(res.body.code).toBe('already_owned');
    await createIntent(elsewhere, 'fabric-101');
  });

  it('lists each purchase on the account with the price actually paid (a bundle guide $9.99)', async () => {
    const b = agent();
    const email = `paid.${Date.now().toString(36)}@example.com`;
    await buyWithSandbox(b, email, 'fabric-101', ['fabric-204-synthetic']);
    await b
      .post('/api/register')
      .send({ username: `paid_${Date.now().toString(36)}`, email, password: 'pw-paid-price-secret' })
      .expect(201);
    const { purchases } = (await b.get('/api/account/purchases').expect(200)).body as {
      purchases: { guideSlug: string; priceCents: number }[];
    };
    expect(purchases.map((p) => [p.guideSlug, p.priceCents]).sort()).toEqual([
      ['fabric-101', 2900],
      ['fabric-204-synthetic', 999],
    ]);
  });
});
