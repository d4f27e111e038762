/**
 * Reviews from verified buyers (issue 17 item 4): only owners review, once per guide,
 * editable (new wording goes back to moderation), the owner publishes or hides, the receipt's
 * signed link works without login (and not when tampered with or expired), and the guide's
 * Product JSON-LD carries the published reviews only, valid for schema.org and for
 * @adobe/structured-data-validator (offline, on the vendored schema).
 */
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppSecret } from '../../api/config/app-secret.js';
import { signReviewGrant } from '../../api/download-links/review-links.js';
import { findGuide } from '../../shared/catalogue.js';
import { combinedRating } from '../../shared/reviews.js';
import { productJsonLd } from '../../shared/seo.js';
import type { GuideReviewsResponse } from '../../shared/api/reviews.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { outboxFiles, readEml } from '../helpers/enquiries.js';
import { type Agent, buyWithSandbox } from '../helpers/checkout.js';
import { validateJsonLd } from '../helpers/schema-org/validate.js';
import { adobeErrors } from '../helpers/schema-org/adobe.js';

const ADMIN = { email: 'owner@reviews.test', password: 'owner-reviews-password' };
const ORIGIN = 'http://shop.test';
const REVIEW = {
  guideSlug: 'fabric-101',
  rating: 5,
  title: 'Finally understood GSM',
  text: 'Clear, practical and worth every cent for a first collection.',
};

describe('reviews from verified buyers', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: Agent;
  let ip = 0;
  const server = () => t.app.getHttpServer();
  const agent = (): Agent => request.agent(server()).set('X-Forwarded-For', `198.51.100.${++ip}`);
  const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  /** A browser that bought `slug` and registered with the purchase e-mail (logged in). */
  async function buyer(slug = 'fabric-101', upsells: string[] = []): Promise<{ b: Agent; email: string; username: string }> {
    const b = agent();
    const id = uid();
    const email = `ada.lovelace.${id}@example.com`;
    await buyWithSandbox(b, email, slug, upsells);
    const username = `ada_${id}`;
    await b.post('/api/register').send({ username, email, password: 'pw-reviews-secret' }).expect(201);
    return { b, email, username };
  }

  const publicList = async (slug = 'fabric-101', cursor?: string): Promise<GuideReviewsResponse> =>
    (
      await agent()
        .get(`/api/guides/${slug}/reviews`)
        .query(cursor ? { cursor } : {})
        .expect(200)
    ).body;
  const idOf = async (email: string, slug = 'fabric-101'): Promise<number> =>
    Number((await ds.query('SELECT id FROM reviews WHERE email = ? AND guideSlug = ?', [email, slug]))[0].id);

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: 'true', PUBLIC_URL: ORIGIN });
    ds = t.app.get(DataSource);
    admin = request.agent(server()).set('X-Forwarded-For', '203.0.113.70');
    await admin.post('/api/admin/login').send(ADMIN).expect(200);
  });
  afterAll(async () => t?.close());

  it('only an owner of the guide may review it: 401 logged out, 403 not_owned otherwise', async () => {
    await agent().post('/api/account/reviews').send(REVIEW).expect(401);
    const { b } = await buyer('fabric-202-plant-based');
    const res = await b.post('/api/account/reviews').send(REVIEW).expect(403);
    expect(res.body).toEqual({ code: 'not_owned', message: 'Only buyers of this guide can review it.' });
    // An upsell counts as owning the guide.
    const { b: bundle } = await buyer('fabric-203-animal-based', ['fabric-101']);
    await bundle.post('/api/account/reviews').send(REVIEW).expect(201);
  });

  it('once per guide; an edit of the wording goes back to moderation, a new rating alone does not', async () => {
    const { b, email } = await buyer();
    const created = await b
      .post('/api/account/reviews')
      .send({ ...REVIEW, displayName: '' })
      .expect(201);
    expect(created.body.review).toMatchObject({ guideSlug: 'fabric-101', rating: 5, status: 'pending', displayName: 'Ada L.' });
    const again = await b.post('/api/account/reviews').send(REVIEW).expect(409);
    expect(again.body.code).toBe('conflict');
    expect((await ds.query('SELECT COUNT(*) AS n FROM reviews WHERE email = ?', [email]))[0].n).toBe(1);

    // Pending: not on the guide page.
    const id = await idOf(email);
    expect((await publicList()).reviews.map((r) => r.id)).not.toContain(id);
    await admin.post(`/api/admin/reviews/${id}/publish`).send({}).expect(200);
    const shown = await publicList();
    expect(shown.reviews.find((r) => r.id === id)).toMatchObject({
      rating: 5,
      title: REVIEW.title,
      text: REVIEW.text,
      displayName: 'Ada L.',
    });
    expect(shown.reviews[0].id).toBe(id);

    // A new rating only: stays published.
    const rated = await b
      .put('/api/account/reviews')
      .send({ ...REVIEW, rating: 4 })
      .expect(200);
    expect(rated.body.review).toMatchObject({ rating: 4, status: 'published' });
    expect((await publicList()).reviews.find((r) => r.id === id)?.rating).toBe(4);

    // New wording: replaced, and hidden from the page until the owner publishes it again.
    const edited = await b
      .put('/api/account/reviews')
      .send({ ...REVIEW, rating: 3, text: 'Changed my mind about chapter 3, still good.' })
      .expect(200);
    expect(edited.body.review).toMatchObject({ rating: 3, status: 'pending', text: 'Changed my mind about chapter 3, still good.' });
    expect((await publicList()).reviews.map((r) => r.id)).not.toContain(id);
    const own = await b.get('/api/account/reviews').expect(200);
    expect(own.body.reviews).toEqual([expect.objectContaining({ guideSlug: 'fabric-101', status: 'pending', rating: 3 })]);

    // Someone who registers with that e-mail but never proves it sees none of it and edits nothing.
    const squatter = agent();
    await squatter
      .post('/api/register')
      .send({ username: `sq_${uid()}`, email, password: 'pw-squatter-secret' })
      .expect(201);
    expect((await squatter.get('/api/account/reviews').expect(200)).body.reviews).toEqual([]);
    expect((await squatter.put('/api/account/reviews').send(REVIEW).expect(403)).body.code).toBe('not_owned');

    // PUT before any review of that guide: 404 (the buyer owns fabric-101 only).
    const { b: fresh } = await buyer();
    expect((await fresh.put('/api/account/reviews').send(REVIEW).expect(404)).body.code).toBe('review_not_found');
  });

  it('validates every field and takes JSON only', async () => {
    const { b } = await buyer();
    const bad: Record<string, unknown>[] = [
      { ...REVIEW, rating: 0 },
      { ...REVIEW, rating: 6 },
      { ...REVIEW, rating: 4.5 },
      { ...REVIEW, rating: '5' },
      { ...REVIEW, text: 'short' },
      { ...REVIEW, text: 'x'.repeat(2001) },
      { ...REVIEW, text: 42 },
      { ...REVIEW, title: 'two\nlines' },
      { ...REVIEW, title: 't'.repeat(121) },
      { ...REVIEW, displayName: 'n'.repeat(61) },
      { ...REVIEW, guideSlug: 'fabric-999' },
      { ...REVIEW, status: 'published' },
      { rating: 5 },
    ];
    for (const body of bad) {
      const res = await b.post('/api/account/reviews').send(body);
      expect([res.status, res.body.code, body]).toEqual([400, 'validation_failed', body]);
    }
    await b.post('/api/account/reviews').set('Content-Type', 'text/plain').send('rating=5').expect(415);
    // 2000 characters is the cap, not over it.
    await b
      .post('/api/account/reviews')
      .send({ ...REVIEW, text: 'y'.repeat(2000) })
      .expect(201);
  });

  it('the guide page lists published reviews newest first, a page at a time, with stats of the published ones', async () => {
    const slug = 'fabric-201-cotton';
    const rows = Array.from({ length: 23 }, (_, i) => [
      slug,
      `seed${i}@example.com`,
      (i % 5) + 1,
      `Seeded review number ${i}`,
      `Buyer ${i}`,
      i % 4 === 3 ? 'hidden' : 'published',
      `2026-01-${String((i % 28) + 1).padStart(2, '0')} 10:00:00.000`,
    ]);
    for (const r of rows)
      await ds.query(
        'INSERT INTO reviews (guideSlug, email, rating, text, displayName, status, publishedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
        r,
      );
    const published = rows.filter((r) => r[5] === 'published');
    const seen: number[] = [];
    const dates: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page: GuideReviewsResponse = await publicList(slug, cursor);
      expect(page.reviews.length).toBeLessThanOrEqual(10);
      expect(page.stats).toEqual({ count: published.length, ratingSum: published.reduce((s, r) => s + Number(r[2]), 0) });
      seen.push(...page.reviews.map((r) => r.id));
      dates.push(...page.reviews.map((r) => r.publishedAt));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(seen).toHaveLength(published.length);
    expect(new Set(seen).size).toBe(published.length);
    expect(pages).toBe(Math.ceil(published.length / 10));
    expect([...dates].sort().reverse()).toEqual(dates);
    await agent().get('/api/guides/fabric-999/reviews').expect(404);
    await agent().get(`/api/guides/${slug}/reviews`).query({ cursor: 'bogus' }).expect(400);
  });

  it('the owner lists reviews a page at a time, filters them, publishes and hides; nobody else may', async () => {
    await agent().get('/api/admin/reviews').expect(401);
    const { b } = await buyer();
    await b.get('/api/admin/reviews').expect(403);
    await b.post('/api/admin/reviews/1/publish').send({}).expect(403);

    const all = (await admin.get('/api/admin/reviews').query({ limit: 2 }).expect(200)).body;
    expect(all.reviews).toHaveLength(2);
    expect(all.nextCursor).toEqual(expect.any(String));
    const next = (await admin.get('/api/admin/reviews').query({ limit: 2, cursor: all.nextCursor }).expect(200)).body;
    const ids = [...all.reviews, ...next.reviews].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const [{ n }] = await ds.query('SELECT COUNT(*) AS n FROM reviews');
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { reviews: { id: number }[]; nextCursor: string | null } = (
        await admin
          .get('/api/admin/reviews')
          .query({ limit: 1, ...(cursor ? { cursor } : {}) })
          .expect(200)
      ).body;
      walked.push(...page.reviews.map((r: { id: number }) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toHaveLength(Number(n));
    expect(new Set(walked).size).toBe(Number(n));

    const pending = (await admin.get('/api/admin/reviews').query({ status: 'pending' }).expect(200)).body.reviews;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(pending[0]).toEqual(expect.objectContaining({ email: expect.stringContaining('@'), createdAt: expect.any(String) }));

    const target = pending[0].id as number;
    await admin.post(`/api/admin/reviews/${target}/publish`).send({}).expect(200);
    expect((await publicList(pending[0].guideSlug)).reviews.map((r) => r.id)).toContain(target);
    const hidden = await admin.post(`/api/admin/reviews/${target}/hide`).send({}).expect(200);
    expect(hidden.body.review.status).toBe('hidden');
    expect((await publicList(pending[0].guideSlug)).reviews.map((r) => r.id)).not.toContain(target);

    for (const q of [{ status: 'gone' }, { guide: 'nope' }, { limit: 0 }, { limit: 201 }, { cursor: '!!' }, { cursor: 'abc' }])
      expect((await admin.get('/api/admin/reviews').query(q)).status).toBe(400);
    await admin.post('/api/admin/reviews/abc/publish').send({}).expect(400);
    await admin.post('/api/admin/reviews/99999/publish').send({}).expect(404);
    await admin.post(`/api/admin/reviews/${target}/publish`).set('Content-Type', 'text/plain').send('x').expect(415);
    await admin.post(`/api/admin/reviews/${target}/publish`).send({ status: 'x' }).expect(400);
  });

  it('the receipt link opens the form without login; a tampered or expired link is refused', async () => {
    const b = agent();
    const email = `link.${uid()}@example.com`;
    await buyWithSandbox(b, email, 'fabric-204-synthetic');
    // The receipt (written to storage/outbox as .eml in tests) has a review link per guide.
    let text = '';
    // The receipt is queued after the answer; under a loaded machine it can take seconds.
    for (let i = 0; i < 400 && !text; i++) {
      const mails = outboxFiles(t.storageDir)
        .map((f) => readEml(t.storageDir, f))
        .filter((m) => m.text.includes(email) && m.text.includes('?review='));
      text = mails[0]?.text ?? '';
      if (!text) await new Promise((r) => setTimeout(r, 50));
    }
    const link = /http:\/\/shop\.test\/guides\/fabric-204-synthetic\?review=([\w-]+\.[\w-]{43})#reviews/.exec(text);
    expect(link).not.toBeNull();
    const token = link![1];

    const stranger = agent();
    const info = await stranger.get('/api/reviews/by-link').query({ token }).expect(200);
    expect(info.body).toEqual({
      guideSlug: 'fabric-204-synthetic',
      review: null,
      defaultDisplayName: expect.stringMatching(/^Link [A-Z]\.$/),
    });
    const saved = await stranger
      .post('/api/reviews/by-link')
      .send({ token, rating: 4, text: 'Good overview of polyester blends.', displayName: 'Grace H.' })
      .expect(200);
    expect(saved.body.review).toMatchObject({ guideSlug: 'fabric-204-synthetic', rating: 4, status: 'pending', displayName: 'Grace H.' });
    // The same link again edits the one review.
    await stranger
      .post('/api/reviews/by-link')
      .send({ token, rating: 5, text: 'Good overview of polyester blends.', displayName: 'Grace H.' })
      .expect(200);
    expect((await ds.query('SELECT COUNT(*) AS n, MAX(rating) AS r FROM reviews WHERE email = ?', [email]))[0]).toEqual({ n: 1, r: 5 });
    expect((await stranger.get('/api/reviews/by-link').query({ token }).expect(200)).body.review).toMatchObject({ rating: 5 });

    const key = t.app.get(AppSecret).key('review-links');
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify(['eve@example.com', 'fabric-204-synthetic', 4_000_000_000])).toString('base64url');
    const expired = signReviewGrant(key, { email, slug: 'fabric-204-synthetic', exp: Math.floor(Date.now() / 1000) - 1 });
    const wrongKey = signReviewGrant(Buffer.alloc(32, 7), { email, slug: 'fabric-204-synthetic', exp: 4_000_000_000 });
    for (const bad of [`${forged}.${sig}`, `${payload}.${sig.slice(0, -2)}AA`, expired, wrongKey, 'nonsense', '']) {
      const res = await agent().post('/api/reviews/by-link').send({ token: bad, rating: 5, text: 'Forged review text here.' });
      expect([bad, res.status, res.body.code]).toEqual([bad, 403, 'invalid_review_link']);
      expect((await agent().get('/api/reviews/by-link').query({ token: bad })).status).toBe(403);
    }
    // A valid signature for a guide that e-mail never bought: not an owner.
    const notBought = signReviewGrant(key, { email, slug: 'fabric-101', exp: 4_000_000_000 });
    expect(
      (await agent().post('/api/reviews/by-link').send({ token: notBought, rating: 5, text: 'Never bought it though.' }).expect(403)).body
        .code,
    ).toBe('not_owned');
    // A refund ends it.
    await ds.query(
      "UPDATE order_items SET revokedAt = datetime('now'), revokeReason = 'refund' WHERE orderId IN (SELECT id FROM orders WHERE email = ?)",
      [email],
    );
    expect(
      (await agent().post('/api/reviews/by-link').send({ token, rating: 1, text: 'Refunded, still reviewing.' }).expect(403)).body.code,
    ).toBe('not_owned');
    await agent().post('/api/reviews/by-link').send({ rating: 5, text: 'No token at all here.' }).expect(400);
  });

  it("the guide's Product JSON-LD carries the published reviews only and the combined rating, valid for both validators", async () => {
    const slug = 'fabric-201-cotton';
    const guide = findGuide(slug)!;
    const page = await publicList(slug);
    const hiddenTexts: string[] = (await ds.query("SELECT text FROM reviews WHERE guideSlug = ? AND status <> 'published'", [slug])).map(
      (r: { text: string }) => r.text,
    );
    expect(hiddenTexts.length).toBeGreaterThan(0);
    const product = productJsonLd(guide, ORIGIN, page) as {
      review: { reviewBody: string; author: { name: string }; reviewRating: { ratingValue: number }; datePublished: string }[];
      aggregateRating: { ratingValue: number; reviewCount: number };
    };
    expect(product.review.map((r) => r.reviewBody)).toEqual(page.reviews.map((r) => r.text));
    for (const text of hiddenTexts) expect(JSON.stringify(product)).not.toContain(text);
    expect(product.review[0]).toMatchObject({
      author: { '@type': 'Person', name: page.reviews[0].displayName },
      datePublished: page.reviews[0].publishedAt.slice(0, 10),
    });
    const combined = combinedRating(guide, page.stats);
    expect(product.aggregateRating).toMatchObject({ ratingValue: combined.value, reviewCount: guide.reviewCount + page.stats.count });
    expect(validateJsonLd(product)).toEqual([]);

    expect(await adobeErrors([product])).toEqual([]);
    // The check is real: a review without its rating is an error.
    const broken = structuredClone(product) as { review: Record<string, unknown>[] };
    delete broken.review[0].reviewRating;
    expect((await adobeErrors([broken])).some((e) => /reviewRating/.test(e))).toBe(true);
  });
});
