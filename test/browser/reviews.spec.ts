import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { join } from 'node:path';
import { SqliteFile } from '../../api/database/sqlite-file.js';
import {
  agreeToTermsByApi,
  collectConsoleErrors,
  expectNoHorizontalScroll,
  linkInMail,
  toasts,
  uniqueEmail,
  waitForApp,
} from './helpers.js';

/**
 * Reviews from verified buyers in the browser (issue 17 item 4) and /account with many
 * purchases (issue 14 item 5): a buyer writes a review from /account, the owner publishes it
 * in the admin's Reviews tab, the guide page shows it with the combined rating and puts it in
 * the Product JSON-LD; the receipt's review link opens the form without login.
 * Screenshots go to SHOTS_DIR when it is set.
 */

const PASSWORD = 'fabric-review-secret-1';
const SHOTS = process.env.SHOTS_DIR;
const EXTRA_ORDERS = 60;

async function shot(page: Page, name: string, project: string, fullPage = false): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}-${project}.png`), fullPage });
}

/** Sandbox purchase of a guide over the API, in the page's cookie jar (the same browser session). */
async function buy(api: APIRequestContext, email: string, guideSlug: string): Promise<void> {
  const intent = await (await api.post('/api/create-payment-intent', { data: { guideSlug, upsellSlugs: [] } })).json();
  const clientSecret: string = intent.clientSecret;
  const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  await agreeToTermsByApi(api, guideSlug);
  expect((await api.post('/api/sandbox/confirm', { data: { clientSecret, email, card } })).ok()).toBe(true);
  expect((await api.post('/api/complete-purchase', { data: { paymentIntentId, email, guideSlug, upsellSlugs: [] } })).ok()).toBe(true);
}

/** More paid orders for the account, written straight into the server's database (WAL: a second writer waits its turn). */
async function seedOrders(username: string, email: string, count: number): Promise<string> {
  const db = await SqliteFile.open(join(process.env.SHOP_STORAGE_DIR!, 'shop.sqlite'), { busyTimeoutMs: 10_000 });
  /** Resolves with the new row's id (this connection's own, whatever other writers do). */
  const run = (sql: string, params: unknown[]) => db.insert(sql, params);
  const get = async <T>(sql: string, params: unknown[]) => (await db.all<T>(sql, params))[0];
  let downloaded = '';
  try {
    const { id: userId } = await get<{ id: number }>('SELECT id FROM users WHERE username = ?', [username]);
    const slugs = ['fabric-201-cotton', 'fabric-202-plant-based', 'fabric-203-animal-based', 'fabric-204-synthetic'];
    const base = Date.UTC(2025, 5, 1);
    for (let i = 0; i < count; i++) {
      const at = new Date(base + i * 3_600_000).toISOString().replace('T', ' ').replace('Z', '');
      // The other project seeds at the same time and the shop numbers its own orders: a
      // number already taken is drawn again.
      let seq = 0;
      let id = 0;
      for (let attempt = 0; id === 0; attempt++) {
        seq = 800_000 + Math.floor(Math.random() * 100_000_000);
        id = await run(
          `INSERT INTO orders (number, numberSeq, email, status, guideSlug, amountCents, currency, provider, userId, paidAt, createdAt, updatedAt)
           VALUES (?, ?, ?, 'paid', ?, 1900, 'usd', 'sandbox', ?, ?, ?, ?)`,
          [`TW-${seq}`, seq, email, slugs[i % 4], userId, at, at, at],
        ).catch((err: Error) => {
          if (attempt < 5 && /UNIQUE constraint failed/.test(err.message)) return 0;
          throw err;
        });
      }
      const itemId = await run(`INSERT INTO order_items (orderId, guideSlug, kind, priceCents) VALUES (?, ?, 'main', 1900)`, [
        id,
        slugs[i % 4],
      ]);
      if (i === 0) downloaded = `TW-${seq}`;
      if (i < 6)
        await run(
          `INSERT INTO download_log (orderItemId, orderId, guideSlug, userId, email, via, ip, userAgent, bytes, at) VALUES (?, ?, ?, ?, ?, 'account', '203.0.113.45', 'Mozilla/5.0', 5200000, ?)`,
          [itemId, id, slugs[i % 4], userId, email, at],
        );
    }
  } finally {
    await db.close().catch(() => undefined);
  }
  return downloaded;
}

/** A buyer of Fabric 101 with an account, logged in in this page (the browser remembers the user). */
async function signedInBuyer(page: Page, tag: string, project: string): Promise<{ email: string; username: string }> {
  const email = uniqueEmail(`${tag}-${project}`);
  const username = `pw_${tag}_${project}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await buy(page.request, email, 'fabric-101');
  const res = await page.request.post('/api/register', { data: { username, email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const body = await res.json();
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.evaluate(
    ({ user, purchases }) => {
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('userPurchases', JSON.stringify(purchases));
    },
    { user: body.user, purchases: body.purchases },
  );
  return { email, username };
}

async function adminRequest(page: Page): Promise<APIRequestContext> {
  const api = await page.context().browser()!.newContext({ baseURL: process.env.SHOP_BASE_URL });
  const res = await api.request.post('/api/admin/login', {
    data: { email: process.env.SHOP_ADMIN_EMAIL, password: process.env.SHOP_ADMIN_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return api.request;
}

function productJsonLd(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
      .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
      .find((d) => d['@type'] === 'Product'),
  );
}

test.describe('reviews from verified buyers', () => {
  test('/account with many purchases pages them; the buyer reviews a guide; the owner publishes it; the guide page shows it', async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name;
    const errors = collectConsoleErrors(page);
    const { email, username } = await signedInBuyer(page, 'review', project);
    const downloadedOrder = await seedOrders(username, email, EXTRA_ORDERS);

    await page.goto('/account', { waitUntil: 'domcontentloaded' });
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}!`);
    const cards = page.getByTestId('purchase-card');
    await expect(cards).toHaveCount(20);
    await expect(page.getByRole('heading', { name: 'Your Purchased Guides' }).locator('..')).toContainText(`(${EXTRA_ORDERS + 1})`);
    await expect(page.getByText(`Showing 20 of ${EXTRA_ORDERS + 1} purchases`)).toBeVisible();
    await page.getByRole('button', { name: 'Show more purchases' }).click();
    await expect(cards).toHaveCount(40);
    await expect(page.getByTestId('download-history').getByRole('listitem')).toHaveCount(6);
    await expect(page.getByTestId('download-history')).toContainText('203.0.113.x');
    await expect(page.getByTestId('download-history')).not.toContainText('203.0.113.45');
    await expectNoHorizontalScroll(page, '/account');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'account-many-purchases', project, true);

    // The Fabric 101 card is the oldest purchase: the last one.
    const more = page.getByRole('button', { name: 'Show more purchases' });
    while ((await cards.count()) < EXTRA_ORDERS + 1) {
      const before = await cards.count();
      await more.click();
      await expect(cards).not.toHaveCount(before);
    }
    await expect(cards).toHaveCount(EXTRA_ORDERS + 1);
    await expect(more).toHaveCount(0);
    const fabric101 = cards.filter({ hasText: 'Fabric 101' });
    await fabric101.getByRole('button', { name: 'Write a review: Fabric 101' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review of Fabric 101' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Shown as')).toHaveValue(/^Pw [A-Z]\.$/);
    // Too short: the form says so before anything is sent.
    await dialog.getByLabel('Your review').fill('Good');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByText('Please write at least 10 characters')).toBeVisible();
    await expect(dialog.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await dialog.locator('label', { hasText: '5 Stars' }).click();
    await dialog.getByLabel('Title (optional)').fill('The GSM chapter alone is worth it');
    const text = `Clear and practical: I finally talk to mills with confidence. (${project})`;
    await dialog.getByLabel('Your review').fill(text);
    await dialog.getByLabel('Shown as').fill(`Ada ${project === 'desktop' ? 'D' : 'M'}.`);
    await shot(page, 'review-form', project);
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Thank you for your review!');
    await expect(fabric101.getByRole('button', { name: 'Edit your review: Fabric 101' })).toBeVisible();

    // Waiting for approval: not on the guide page yet.
    const admin = await adminRequest(page);
    const pending = (await (await admin.get('/api/admin/reviews?status=pending&limit=200')).json()).reviews as {
      id: number;
      text: string;
    }[];
    const mine = pending.find((r) => r.text === text)!;
    expect(mine).toBeTruthy();
    await page.goto('/guides/fabric-101', { waitUntil: 'domcontentloaded' });
    await waitForApp(page);
    await expect(page.getByTestId('rating-summary')).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    // The owner publishes it in the admin's Reviews tab.
    await page.request.post('/api/admin/login', {
      data: { email: process.env.SHOP_ADMIN_EMAIL, password: process.env.SHOP_ADMIN_PASSWORD },
    });
    await page.goto('/admin?tab=reviews', { waitUntil: 'domcontentloaded' });
    await waitForApp(page);
    const row = page.getByTestId('admin-review').filter({ hasText: text });
    await expect(row).toBeVisible();
    await expect(row).toContainText(email);
    await expectNoHorizontalScroll(page, '/admin reviews');
    await shot(page, 'admin-reviews', project);
    await row.getByRole('button', { name: 'Publish' }).click();
    await expect(toasts(page)).toContainText('Review published');

    // The owner sees an order's downloads from its row.
    await page.goto(`/admin?tab=orders&q=${downloadedOrder}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: `Downloads of order ${downloadedOrder}` }).click();
    const downloadsDialog = page.getByRole('dialog', { name: `Downloads of order ${downloadedOrder}` });
    await expect(downloadsDialog.getByTestId('order-downloads').getByRole('listitem')).toHaveCount(1);
    await expect(downloadsDialog).toContainText('203.0.113.45');
    await expect(downloadsDialog).toContainText('Logged-in account');
    await shot(page, 'admin-order-downloads', project);
    await downloadsDialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/guides/fabric-101', { waitUntil: 'domcontentloaded' });
    await waitForApp(page);
    const section = page.getByRole('region', { name: 'What buyers say' });
    const review = section.getByTestId('guide-review').filter({ hasText: text });
    await expect(review).toBeVisible();
    await expect(review).toContainText('Verified buyer');
    await expect(review).toContainText('The GSM chapter alone is worth it');
    await expect(page.getByTestId('rating-summary')).toContainText(
      /from [\d,]+ ratings: 342 ratings \(4\.9 average\) collected from readers before reviews opened on this shop, plus \d+ reviews? from verified buyers below\./,
    );
    await expect
      .poll(async () => {
        const product = (await productJsonLd(page)) as { review?: { reviewBody: string; author: { name: string } }[] } | undefined;
        return product?.review?.some((r) => r.reviewBody === text) ?? false;
      })
      .toBe(true);
    await review.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page, 'guide page reviews');
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'guide-reviews', project);

    // Hidden again: off the page and out of the JSON-LD.
    await admin.post(`/api/admin/reviews/${mine.id}/hide`, { data: {} });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForApp(page);
    await expect(page.getByTestId('rating-summary')).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    expect(JSON.stringify((await productJsonLd(page)) ?? {})).not.toContain(text);
    errors.expectNone('reviews');
  });

  test("the receipt's review link opens the form on the guide page without logging in", async ({ page }, info) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail(`receipt-${info.project.name}`);
    await buy(page.request, email, 'fabric-204-synthetic');
    const link = await linkInMail(email, /https?:\/\/[^/\s]+(\/guides\/fabric-204-synthetic\?review=[\w-]+\.[\w-]{43})/);

    // A fresh browser, nobody logged in.
    const context = await page.context().browser()!.newContext({ baseURL: process.env.SHOP_BASE_URL, viewport: page.viewportSize()! });
    const visitor = await context.newPage();
    await visitor.goto(link, { waitUntil: 'domcontentloaded' });
    const dialog = visitor.getByRole('dialog', { name: 'Review Fabric 204 Synthetic' });
    await expect(dialog.getByLabel('Your review')).toBeVisible();
    await dialog.locator('label', { hasText: '4 Stars' }).click();
    await dialog.getByLabel('Your review').fill('Useful comparison of recycled polyester suppliers.');
    await shot(visitor, 'review-link-form', info.project.name);
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expect(dialog.getByText('Thank you for your review!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to the guide' }).click();
    await expect(dialog).toBeHidden();
    await expect(visitor).toHaveURL(/\/guides\/fabric-204-synthetic#reviews$/);

    // A tampered link says so.
    await visitor.goto(`${link.slice(0, -3)}AAA`, { waitUntil: 'domcontentloaded' });
    await expect(visitor.getByRole('dialog')).toContainText('This review link is invalid or has expired.');
    await context.close();
    errors.expectNone('review link');
  });
});
