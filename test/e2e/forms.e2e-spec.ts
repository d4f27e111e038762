/**
 * The no-JavaScript form posts (api/forms): a plain HTML form post is answered with a
 * result page carrying the spec's texts, stores what POST /api/contact would store, is
 * refused cross-site, shares the JSON API's rate-limit buckets, and the JSON API stays JSON-only.
 */
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PUBLIC_URL = 'https://shop.example.com';
const SUPPORT = 'help@forms.example';

describe('POST /forms/* (pre-rendered forms without JavaScript)', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL,
      SUPPORT_EMAIL: SUPPORT,
      RATE_LIMIT_CONTACT: '4',
      RATE_LIMIT_NEWSLETTER: '3',
      TRUST_PROXY: 'true',
    });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t?.close());

  const http = () => request(t.app.getHttpServer());
  /** A browser's form post from the shop's own page. */
  const form = (path: string, fields: string, ip = '10.0.0.1') =>
    http().post(path).set('Origin', PUBLIC_URL).set('X-Forwarded-For', ip).type('form').send(fields);
  const messages = async () => (await ds.query('SELECT * FROM contact_messages ORDER BY id')) as Record<string, unknown>[];

  it('newsletter: subscribes and answers the success page', async () => {
    const res = await form('/forms/newsletter', 'email=Reader%40Example.com').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<h1>Successfully subscribed!</h1>');
    expect(res.text).toContain('You&#39;ll receive our latest fabric insights and exclusive content.');
    const rows = await ds.query("SELECT email FROM newsletter_subscribers WHERE email = 'reader@example.com'");
    expect(rows).toHaveLength(1);
  });

  it('newsletter: an invalid address is a 400 failure page, nothing stored', async () => {
    const before = (await ds.query('SELECT COUNT(*) AS n FROM newsletter_subscribers'))[0].n;
    const res = await form('/forms/newsletter', 'email=not-an-address', '10.0.0.2').expect(400);
    expect(res.text).toContain('<h1>Subscription failed</h1>');
    expect(res.text).not.toMatch(/"code"/);
    expect((await ds.query('SELECT COUNT(*) AS n FROM newsletter_subscribers'))[0].n).toBe(before);
  });

  it('contact: stores the enquiry as the web app would and answers the spec text', async () => {
    const res = await form(
      '/forms/contact',
      'kind=contact&name=Ada+Lovelace&email=ada%40example.com&company=Analytical+Apparel&message=500+tees%0Aplease&website=',
      '10.0.1.1',
    ).expect(201);
    expect(res.text).toContain('<h1>Message sent!</h1>');
    expect(res.text).toContain('Thanks for getting in touch. We&#39;ll reply within 24 hours.');
    const [row] = (await messages()).slice(-1);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Apparel',
      message: '500 tees\nplease',
    });
    expect(JSON.parse(String(row.fields))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Apparel',
      message: '500 tees\nplease',
    });
  });

  it('cleans pasted control characters as the web app does: form feeds become line breaks, the others go', async () => {
    await form(
      '/forms/contact',
      'kind=contact&name=Ada%07+Lovelace&email=ada.paste%40example.com&message=Page+one%0CPage+two%1B%5B0m%0D%0Aend&website=',
      '10.0.1.9',
    ).expect(201);
    const [row] = (await messages()).slice(-1);
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada.paste@example.com', message: 'Page one\nPage two[0m\r\nend' });
  });

  it('tech-pack, production, brand building: folded message, fields, company fallback, no attachments', async () => {
    await form(
      '/forms/contact',
      'kind=tech-pack&name=Grace&email=grace%40example.com&company=&phone=&projectType=new-design&existingSamples=on&additionalServices=grading&additionalServices=costing&projectDescription=A+jacket',
      '10.0.2.1',
    )
      .expect(201)
      .expect((r) => expect(r.text).toContain('<h1>TechPack request sent!</h1>'));
    let row = (await messages()).slice(-1)[0];
    expect(row.kind).toBe('tech-pack');
    expect(row.message).toContain('A jacket');
    const fields = JSON.parse(String(row.fields));
    expect(fields).toMatchObject({ existingSamples: true, needPatternMaking: false, additionalServices: ['grading', 'costing'] });

    await form('/forms/contact', 'kind=production&name=Lin&email=lin%40example.com&needTechPack=on&projectDescription=Tees', '10.0.2.2')
      .expect(201)
      .expect((r) => expect(r.text).toContain('<h1>Production request sent!</h1>'));
    row = (await messages()).slice(-1)[0];
    expect(row.company).toMatch(/^Production Project - /);
    // The checkbox only counts when the form shows it (no 'hasTechPack' answer: hidden).
    expect(JSON.parse(String(row.fields)).needTechPack).toBe(false);

    await form(
      '/forms/contact',
      'kind=brand-building&name=Mo&email=mo%40example.com&brandPersonality=bold&projectDescription=A+brand',
      '10.0.2.3',
    )
      .expect(201)
      .expect((r) => expect(r.text).toContain('<h1>Brand building request sent!</h1>'));
    row = (await messages()).slice(-1)[0];
    expect(row.company).toMatch(/^Brand Building Project - /);
    expect(JSON.parse(String(row.fields)).brandPersonality).toEqual(['bold']);
  });

  it("a blank required field: 400 with the spec's Missing information text and a link back; nothing stored", async () => {
    const before = (await messages()).length;
    const contact = await form('/forms/contact', 'kind=contact&name=Ada&email=ada%40example.com&message=+', '10.0.3.1').expect(400);
    expect(contact.text).toContain('<h1>Missing information</h1>');
    expect(contact.text).toContain('Please fill in all required fields.');
    expect(contact.text).toContain('href="/contact"');
    const service = await form('/forms/contact', 'kind=production&name=Ada&email=ada%40example.com', '10.0.3.1').expect(400);
    expect(service.text).toContain('Please fill in all required fields (Name, Email, Project Description).');
    expect(service.text).toContain('href="/contact/production"');
    expect(await messages()).toHaveLength(before);
  });

  it('invalid input: the spec failure page with SUPPORT_EMAIL; server reasons are not shown', async () => {
    const before = (await messages()).length;
    const bad = await form('/forms/contact', 'kind=tech-pack&name=Ada&email=nope&projectDescription=x', '10.0.4.1').expect(400);
    expect(bad.text).toContain('<h1>Failed to send request</h1>');
    expect(bad.text).toContain(`Please try again or contact us directly at ${SUPPORT}`);
    const contact = await form('/forms/contact', 'name=Ada&email=nope&message=x', '10.0.4.1').expect(400);
    expect(contact.text).toContain(`Please try again or email us directly at ${SUPPORT}`);
    await form('/forms/contact', 'kind=admin&name=Ada&email=a%40example.com&message=x', '10.0.4.1').expect(400);
    await form('/forms/contact', 'name[x]=Ada&email=a%40example.com&message=x', '10.0.4.1').expect(400);
    expect(await messages()).toHaveLength(before);
  });

  it("every result page wears the shop's look: favicon, the mark linking home, the shop's fonts", async () => {
    const pages = [
      await form('/forms/contact', 'kind=contact&name=Ada&email=ada%40example.com&message=Hello', '10.0.5.1').expect(201),
      await form('/forms/contact', 'kind=brand-building&name=Ada&email=ada%40example.com', '10.0.5.1').expect(400),
      await form('/forms/newsletter', 'email=look%40example.com', '10.0.5.1').expect(200),
      await form('/forms/newsletter', 'email=nope', '10.0.5.1').expect(400),
      await form('/forms/resend-link', 'slug=fabric-101&email=look%40example.com', '10.0.5.1').expect(202),
    ];
    for (const { text } of pages) {
      expect(text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
      expect(text).toContain('<link rel="icon" href="/favicon.ico"');
      expect(text).toMatch(/<a class="logo" href="\/"[^>]*><svg[^>]*viewBox="0 0 32 32"[\s\S]*?<span>Threadwise<\/span><\/a>/);
      expect(text).toMatch(
        /@font-face \{ font-family: "Inter Variable";[^}]*src: url\("\/assets\/inter-latin-wght-normal-[\w-]+\.woff2"\)/,
      );
    }
  });

  it('a filled honeypot: the same success page, nothing stored', async () => {
    const before = (await messages()).length;
    const res = await form('/forms/contact', 'name=Bot&email=bot%40example.com&message=spam&website=http%3A%2F%2Fspam', '10.0.5.1').expect(
      200,
    );
    expect(res.text).toContain('<h1>Message sent!</h1>');
    expect(await messages()).toHaveLength(before);
    // A honeypot sent as a list or an object is no browser's post: refused, nothing stored.
    await form('/forms/contact', 'name=Bot&email=bot%40example.com&message=spam&website[a][b]=1', '10.0.5.2').expect(400);
    await form('/forms/contact', 'name=Bot&email=bot%40example.com&message=spam&website=&website=x', '10.0.5.2').expect(400);
    expect(await messages()).toHaveLength(before);
  });

  it('only form posts: JSON or multipart is a 415 page; the JSON API stays JSON-only', async () => {
    const json = await http()
      .post('/forms/contact')
      .set('X-Forwarded-For', '10.0.6.1')
      .send({ name: 'A', email: 'a@example.com', message: 'x' })
      .expect(415);
    expect(json.headers['content-type']).toMatch(/^text\/html/);
    await http().post('/api/contact').type('form').send('name=A&email=a%40example.com&message=x').expect(415);
    await http().post('/api/newsletter/subscribe').type('form').send('email=a%40example.com').expect(415);
  });

  it('refuses a cross-site post, whatever it carries, and stores nothing', async () => {
    const before = (await messages()).length;
    await http()
      .post('/forms/contact')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('name=M&email=m%40example.com&message=x')
      .expect(403);
    await http().post('/forms/newsletter').set('Sec-Fetch-Site', 'cross-site').type('form').send('email=m%40example.com').expect(403);
    expect(await messages()).toHaveLength(before);
  });

  it('is rate limited with the JSON API (one bucket per form): a 429 page with Retry-After', async () => {
    const ip = '10.0.9.9';
    for (let i = 0; i < 4; i++) await form('/forms/contact', 'name=A&email=a%40example.com&message=+', ip).expect(400);
    const limited = await form('/forms/contact', 'name=A&email=a%40example.com&message=x', ip).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.text).toContain('<h1>Too many requests</h1>');
    // The JSON API shares the bucket.
    await http().post('/api/contact').set('X-Forwarded-For', ip).send({ name: 'A', email: 'a@example.com', message: 'x' }).expect(429);
    const nip = '10.0.9.8';
    for (let i = 0; i < 3; i++) await form('/forms/newsletter', 'email=x', nip).expect(400);
    await form('/forms/newsletter', 'email=x', nip).expect(429);
  });
});
