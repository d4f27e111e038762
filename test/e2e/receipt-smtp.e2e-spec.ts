import { DataSource } from 'typeorm';
import { AppSecret } from '../../api/config/app-secret.js';
import { PROJECT_ROOT } from '../../api/config/config.js';
import { verifyDownloadGrant } from '../../api/download-links/signed-links.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { browser, createIntent, orderByIntent, TEST_CARD, waitForWebDist } from '../helpers/checkout.js';
import { decodeWords, eventually, outboxFiles, parseMail, startSmtpSink, type SmtpSink } from '../helpers/enquiries.js';
import { freePort } from '../helpers/server.js';

const PUBLIC_URL = 'http://shop.example.com';
const FROM = 'Threadwise <orders@threadwise.example>';
const SUPPORT = 'help@threadwise.example';

async function buy(t: TestApp, email: string, guideSlug: string, upsellSlugs: string[] = []) {
  const b = browser(t.app.getHttpServer());
  const { clientSecret, paymentIntentId } = await createIntent(b, guideSlug, upsellSlugs);
  await b.post('/api/sandbox/confirm').send({ clientSecret, email, card: TEST_CARD }).expect(200);
  const complete = () => b.post('/api/complete-purchase').send({ paymentIntentId, email, guideSlug, upsellSlugs }).expect(200);
  await complete();
  return { paymentIntentId, complete };
}

describe('receipt e-mail over SMTP', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM, PUBLIC_URL, SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers one receipt to the buyer with guides, prices, the total, signed links and the account link', async () => {
    const upsells = ['fabric-203-animal-based', 'fabric-201-cotton'];
    const { paymentIntentId } = await buy(t, 'zoe@example.com', 'fabric-204-synthetic', upsells);
    const order = await orderByIntent(t.app.get(DataSource), paymentIntentId);

    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message.from).toBe('orders@threadwise.example');
    expect(message.to).toEqual(['zoe@example.com']);
    expect(outboxFiles(t.storageDir)).toEqual([]);

    const mail = parseMail(message.raw);
    expect(decodeWords(mail.headers.subject)).toBe(`Your Threadwise receipt — order ${order.number}`);
    expect(mail.headers['reply-to']).toBe(SUPPORT);
    expect(mail.text).toContain('Fabric 204 Synthetic — $19.00');
    expect(mail.text).toContain('Fabric 203 Animal-Based — $9.99');
    expect(mail.text).toContain('Fabric 201 Cotton — $9.99');
    expect(mail.text).toContain('Total: $38.98 (USD)');
    // The sandbox's test card, named as a card provider's receipt names it.
    expect(mail.text).toMatch(/^Paid by Visa ending in 4242 on [^.]+\./m);
    expect(mail.text).toContain(`Create an account with zoe@example.com to re-download your guides any time:\n${PUBLIC_URL}/login`);
    expect(mail.text).toContain(`Questions? Write to ${SUPPORT}.`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/login"`);

    const key = t.app.get(AppSecret).key('download-links');
    const links = [...mail.text.matchAll(/^Download: (\S+)$/gm)].map((m) => new URL(m[1]));
    expect(links.map((u) => u.pathname.split('/').pop())).toEqual(['fabric-204-synthetic', 'fabric-203-animal-based', 'fabric-201-cotton']);
    for (const url of links) {
      expect(url.origin).toBe(PUBLIC_URL);
      const slug = url.pathname.split('/').pop()!;
      expect(verifyDownloadGrant(key, { slug, ...Object.fromEntries(url.searchParams) })).toMatchObject({ orderId: order.id, slug });
      // A link for one guide does not open another.
      expect(verifyDownloadGrant(key, { slug: 'fabric-101', ...Object.fromEntries(url.searchParams) })).toBeNull();
    }
    expect(order.receiptSentAt).not.toBeNull();
  });
});

describe('receipt e-mail when the SMTP server is down at first', () => {
  let port: number;
  let server: SmtpSink | undefined;
  let t: TestApp;
  beforeAll(async () => {
    await waitForWebDist(PROJECT_ROOT);
    port = await freePort();
    // Retries 0.2 s, 0.4 s, 0.8 s ... apart instead of 30 s, 1 min, 2 min ...
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL, MAIL_RETRY_BASE_MS: '200' });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('keeps the receipt in the outbox and sends it once the server is back, only once', async () => {
    const { paymentIntentId, complete } = await buy(t, 'ada@example.com', 'fabric-101');
    const ds = t.app.get(DataSource);
    expect(await orderByIntent(ds, paymentIntentId)).toMatchObject({ status: 'paid', receiptSentAt: expect.any(String) });
    // The thank-you page is reloaded meanwhile: completion is idempotent, one receipt queued.
    await Promise.all([complete(), complete(), complete()]);
    const [queued] = await ds.query("SELECT status, attempts FROM mail_outbox WHERE kind = 'receipt'");
    expect(queued.status).toMatch(/^(pending|sending)$/);

    // The SMTP server comes up on the port the shop was configured with.
    server = await startSmtpSink(port);
    await eventually(() => server!.messages.length === 1, 15_000);
    expect(server.messages[0].to).toEqual(['ada@example.com']);
    await complete();
    await new Promise((r) => setTimeout(r, 500));
    expect(server.messages).toHaveLength(1);
    expect(await ds.query("SELECT status FROM mail_outbox WHERE kind = 'receipt'")).toEqual([{ status: 'sent' }]);
  });
});
