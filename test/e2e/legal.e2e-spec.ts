/**
 * Legal pages and consent (api/legal, api/checkout/checkout-consent.*): the owner's texts
 * in $STORAGE_DIR/legal, served as JSON and inside the pre-rendered pages, an edit picked
 * up without a restart, HTML in them escaped; the checkout's consent required by the
 * server before any charge or delivery, and recorded on the order; the newsletter's
 * consent version recorded on the subscriber (JSON and no-JavaScript form).
 */
import { createHash } from 'node:crypto';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { LEGAL_DOC_INFO, LEGAL_DOCS, NEWSLETTER_CONSENT_SENTENCE } from '../../shared/legal.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { agreeToTerms, type Agent, browser, createIntent, orderByIntent, TEST_CARD, waitForWebDist } from '../helpers/checkout.js';
import { outboxFiles } from '../helpers/enquiries.js';

// http: supertest's agent keeps no Secure cookie (the __Host- session cookie of an https shop).
const PUBLIC_URL = 'http://shop.example.com';
const SHOP = {
  SHOP_LEGAL_NAME: 'Loom & Needle Ltd',
  SHOP_ADDRESS: '4 Mill Lane, Leeds LS1 4AP, United Kingdom',
  SHOP_EMAIL: 'legal@loom.example',
  SHOP_VAT_NUMBER: 'GB 123 4567 89',
};
const VERSION = /^\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}$/;

describe('legal pages and consent', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    t = await startTestApp({ PUBLIC_URL, ...SHOP, RATE_LIMIT_NEWSLETTER: '100' });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  const agent = (): Agent => browser(t.app.getHttpServer());
  const fileOf = (doc: string) => join(t.storageDir, 'legal', `${doc}.md`);
  /** The owner edits a text; the file's time is set explicitly (two edits in one millisecond stay apart). */
  let edits = 0;
  const edit = (doc: string, text: string) => {
    writeFileSync(fileOf(doc), text);
    const at = new Date(Date.UTC(2027, 0, 10, 12, 0, ++edits));
    utimesSync(fileOf(doc), at, at);
  };
  const checkoutTerms = async () => (await http().get('/api/legal/checkout-terms').expect(200)).body.termsVersion as string;

  describe('the texts', () => {
    it('writes complete defaults to storage/legal on first start, with the shop details from the configuration', async () => {
      for (const doc of LEGAL_DOCS) {
        const source = readFileSync(fileOf(doc), 'utf8');
        expect(source.length).toBeGreaterThan(1000);
        expect(source).not.toMatch(/lorem|ipsum|TODO|\[your|xxx/i);
        const res = await http().get(`/api/legal/${doc}`).expect(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toEqual({
          doc,
          title: LEGAL_DOC_INFO[doc].title,
          html: expect.stringContaining('<h2>'),
          version: expect.stringMatching(VERSION),
          updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
        expect(res.body.html).toContain('Loom &amp; Needle Ltd');
        expect(res.body.html).toContain('legal@loom.example');
        expect(res.body.html).not.toMatch(/\{\{/);
      }
      const terms = (await http().get('/api/legal/terms').expect(200)).body.html as string;
      expect(terms).toContain('right of withdrawal');
      expect(terms).toContain('regulation 37');
      const privacy = (await http().get('/api/legal/privacy').expect(200)).body.html as string;
      for (const topic of ['Stripe', 'e-mail provider', 'How long we keep it', 'Cookies', 'Your rights', 'session cookie']) {
        expect(privacy).toContain(topic);
      }
      const imprint = (await http().get('/api/legal/imprint').expect(200)).body.html as string;
      expect(imprint).toContain('4 Mill Lane, Leeds LS1 4AP, United Kingdom');
      expect(imprint).toContain('VAT registration number: GB 123 4567 89.');
    });

    it('answers 404 for a document it does not have', async () => {
      const res = await http().get('/api/legal/cookies').expect(404);
      expect(res.body.code).toBe('not_found');
      await http().get('/api/legal/..%2Fshop.sqlite').expect(404);
    });

    it('pre-renders each page with the current text, its date, and its search and social tags', async () => {
      for (const doc of LEGAL_DOCS) {
        const { path, title } = LEGAL_DOC_INFO[doc];
        const page = await http().get(path).expect(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.text).toContain(`<title>${title} · Threadwise</title>`);
        expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}">`);
        expect(page.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}">`);
        expect(page.text).toContain(`data-legal-doc="${doc}"`);
        expect(page.text).not.toContain(`<!--legal:${doc}-->`);
        const { html, version } = (await http().get(`/api/legal/${doc}`).expect(200)).body as { html: string; version: string };
        expect(page.text).toContain(html);
        expect(page.text).toMatch(
          new RegExp(`Last updated \\d{1,2} [A-Z][a-z]+ \\d{4} <span>\\(version ${version.replace('.', '\\.')}\\)`),
        );
      }
    });

    it("shows the owner's edit at once, in the API and the page, with a new version and date, no restart", async () => {
      const before = (await http().get('/api/legal/refund-policy').expect(200)).body as { version: string };
      const etag = (await http().get('/refund-policy').expect(200)).headers.etag as string;
      edit('refund-policy', '## Refunds\n\nAsk {{legalName}} within **30 days** at {{email}}.\n');
      const after = (await http().get('/api/legal/refund-policy').expect(200)).body as { html: string; version: string; updatedAt: string };
      expect(after.html).toBe(
        '<h2>Refunds</h2>\n<p>Ask Loom &amp; Needle Ltd within <strong>30 days</strong> at <a href="mailto:legal@loom.example">legal@loom.example</a>.</p>\n',
      );
      expect(after.version).not.toBe(before.version);
      expect(after.version).toMatch(/^2027-01-10\./);
      expect(after.updatedAt).toMatch(/^2027-01-10T12:00/);
      const page = await http().get('/refund-policy').expect(200);
      expect(page.headers.etag).not.toBe(etag);
      expect(page.text).toContain('within <strong>30 days</strong>');
      expect(page.text).toContain('Last updated 10 January 2027');
      // Compressed variants carry the same text.
      const gz = await http().get('/refund-policy').set('Accept-Encoding', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toContain('within <strong>30 days</strong>');
    });

    it('escapes HTML in the owner text and drops script links: an edit cannot add a script', async () => {
      edit(
        'imprint',
        [
          '<script>alert(1)</script>',
          '',
          '<img src=x onerror="alert(2)">',
          '',
          '[click](javascript:alert(3)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
          '',
          '{{unknownPlaceholder}}',
        ].join('\n'),
      );
      const { html } = (await http().get('/api/legal/imprint').expect(200)).body as { html: string };
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
      expect(html).not.toMatch(/<script|<img|href="javascript:|href="data:/i);
      expect(html).toContain('{{unknownPlaceholder}}');
      const page = await http().get('/imprint').expect(200);
      expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.text).not.toContain('<script>alert(1)');
    });
  });

  describe('checkout consent', () => {
    const sandboxIntent = async (id: string) => (await ds.query('SELECT * FROM sandbox_payment_intents WHERE id = ?', [id]))[0];

    it('GET /api/legal/checkout-terms names the current Terms and Refund policy versions', async () => {
      const [terms, refund] = await Promise.all(
        ['terms', 'refund-policy'].map(async (d) => (await http().get(`/api/legal/${d}`)).body.version),
      );
      expect(await checkoutTerms()).toBe(`terms@${terms}+refund-policy@${refund}`);
    });

    it('without consent the sandbox charges nothing (428) and nothing is delivered', async () => {
      const b = agent();
      const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-101', [], { consent: false });
      const res = await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'no.box@example.com', card: TEST_CARD }).expect(428);
      expect(res.body).toEqual({ code: 'consent_required', message: expect.stringContaining('Nothing has been charged') });
      expect(await sandboxIntent(paymentIntentId)).toMatchObject({ status: 'requires_payment_method', last4: null });
      expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ status: 'pending', termsVersion: null, consentAt: null });
      const done = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'no.box@example.com', guideSlug: 'fabric-101' })
        .expect(402);
      expect(done.body.code).toBe('payment_incomplete');
      await b.get('/api/download/fabric-101').set('Accept', 'application/json').expect(403);
    });

    it('a card authorised around the page without consent is never captured: fulfilment cancels the hold', async () => {
      const b = agent();
      const { paymentIntentId } = await createIntent(b, 'fabric-201-cotton', [], { consent: false });
      // As if the buyer had confirmed at the provider with the client secret: authorised, not captured.
      await ds.query("UPDATE sandbox_payment_intents SET status = 'requires_capture', email = ? WHERE id = ?", [
        'bypass@example.com',
        paymentIntentId,
      ]);
      const mails = outboxFiles(t.storageDir).length;
      const res = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'bypass@example.com', guideSlug: 'fabric-201-cotton' })
        .expect(428);
      expect(res.body.code).toBe('consent_required');
      expect((await sandboxIntent(paymentIntentId)).status).toBe('canceled');
      // Consent given afterwards cannot revive it: the hold is gone, nothing can be captured.
      await agreeToTerms(b, 'fabric-201-cotton');
      await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'bypass@example.com', guideSlug: 'fabric-201-cotton' })
        .expect(402);
      expect((await sandboxIntent(paymentIntentId)).status).toBe('canceled');
      expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ status: 'pending', number: null, paidAt: null });
      expect(outboxFiles(t.storageDir)).toHaveLength(mails);
    });

    it('a payment taken around the page without consent is not fulfilled: no paid order, no receipt, no download', async () => {
      const b = agent();
      const { paymentIntentId } = await createIntent(b, 'fabric-202-plant-based', [], { consent: false });
      // As if the card had been charged without the page (the provider says succeeded).
      await ds.query("UPDATE sandbox_payment_intents SET status = 'succeeded' WHERE id = ?", [paymentIntentId]);
      const mails = outboxFiles(t.storageDir).length;
      const res = await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'around@example.com', guideSlug: 'fabric-202-plant-based' })
        .expect(428);
      expect(res.body.code).toBe('consent_required');
      expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ status: 'pending', number: null, paidAt: null });
      expect(outboxFiles(t.storageDir)).toHaveLength(mails);
      await b.get('/api/download/fabric-202-plant-based').set('Accept', 'application/json').expect(403);
    });

    it('records the agreed versions and time on the order; the purchase then goes through', async () => {
      const b = agent();
      const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-201-cotton', ['fabric-101'], { consent: false });
      const before = Date.now();
      const consent = await agreeToTerms(b, 'fabric-201-cotton');
      expect(consent).toEqual({ ok: true, termsVersion: await checkoutTerms(), consentAt: expect.stringMatching(/Z$/) });
      await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'box@example.com', card: TEST_CARD }).expect(200);
      await b
        .post('/api/complete-purchase')
        .send({ paymentIntentId, email: 'box@example.com', guideSlug: 'fabric-201-cotton', upsellSlugs: ['fabric-101'] })
        .expect(200);
      const order = (await orderByIntent(ds, paymentIntentId)) as unknown as { status: string; termsVersion: string; consentAt: string };
      expect(order.status).toBe('paid');
      expect(order.termsVersion).toBe(consent.termsVersion);
      const at = new Date(`${order.consentAt.replace(' ', 'T')}Z`).getTime();
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('refuses versions that are not the current ones: a text edited while the page was open must be read again', async () => {
      const b = agent();
      const { clientSecret, paymentIntentId } = await createIntent(b, 'fabric-203-animal-based', [], { consent: false });
      const shown = await checkoutTerms();
      edit('terms', `${readFileSync(fileOf('terms'), 'utf8')}\n## 13. A new clause\n\nAdded by the owner.\n`);
      expect(await checkoutTerms()).not.toBe(shown);
      const res = await b.post('/api/checkout/consent').send({ guideSlug: 'fabric-203-animal-based', termsVersion: shown }).expect(409);
      expect(res.body.code).toBe('terms_outdated');
      expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ termsVersion: null, consentAt: null });
      await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'late@example.com', card: TEST_CARD }).expect(428);
      await agreeToTerms(b, 'fabric-203-animal-based');
      await b.post('/api/sandbox/confirm').send({ clientSecret, email: 'late@example.com', card: TEST_CARD }).expect(200);
    });

    it('needs an open checkout of that guide in this session, valid JSON input, and JSON only', async () => {
      const termsVersion = await checkoutTerms();
      const none = await agent().post('/api/checkout/consent').send({ guideSlug: 'fabric-101', termsVersion }).expect(404);
      expect(none.body.code).toBe('payment_not_found');
      // Another browser's checkout is not this one's.
      await createIntent(agent(), 'fabric-204-synthetic', [], { consent: false });
      await agent().post('/api/checkout/consent').send({ guideSlug: 'fabric-204-synthetic', termsVersion }).expect(404);
      for (const body of [
        {},
        { guideSlug: 'fabric-101' },
        { guideSlug: 'fabric-101', termsVersion: 42 },
        { guideSlug: 'fabric-101', termsVersion: '<script>' },
        { guideSlug: 'fabric-101', termsVersion: 'x'.repeat(121) },
        { guideSlug: 'fabric-101', termsVersion, extra: true },
      ]) {
        const res = await agent().post('/api/checkout/consent').send(body).expect(400);
        expect(res.body.code).toBe('validation_failed');
      }
      await http().post('/api/checkout/consent').type('form').send(`guideSlug=fabric-101&termsVersion=${termsVersion}`).expect(415);
    });
  });

  describe('newsletter consent', () => {
    const version = createHash('sha256').update(NEWSLETTER_CONSENT_SENTENCE).digest('hex').slice(0, 12);
    const subscriber = async (email: string) =>
      (await ds.query('SELECT consentVersion, consentAt FROM newsletter_subscribers WHERE email = ?', [email]))[0] as {
        consentVersion: string;
        consentAt: string;
      };

    it('records the version of the sentence under the form, and the time, for the JSON sign-up', async () => {
      const before = Date.now();
      await http().post('/api/newsletter/subscribe').send({ email: 'json.reader@example.com' }).expect(200);
      const row = await subscriber('json.reader@example.com');
      expect(row.consentVersion).toBe(version);
      expect(new Date(`${row.consentAt.replace(' ', 'T')}Z`).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('records it for the no-JavaScript form too', async () => {
      await http().post('/forms/newsletter').set('Origin', PUBLIC_URL).type('form').send('email=form.reader%40example.com').expect(200);
      expect((await subscriber('form.reader@example.com')).consentVersion).toBe(version);
    });
  });
});
