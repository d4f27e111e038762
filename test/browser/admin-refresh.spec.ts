import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { join } from 'node:path';
import { SqliteFile } from '../../api/database/sqlite-file.js';
import { collectConsoleErrors, expectNoHorizontalScroll, resourceStatus } from './helpers.js';

/**
 * The dashboard's Refresh button reloads the shown tab (issue 15): on the Guides, Discount
 * codes and Reviews tabs, a change made on the server after the tab loaded (another admin,
 * a sale, a buyer's review) appears only after Refresh is clicked.
 */

const ADMIN_EMAIL = process.env.SHOP_ADMIN_EMAIL || 'admin@threadwise.test';
const ADMIN_PASSWORD = process.env.SHOP_ADMIN_PASSWORD || 'correct-horse-battery-42';
const SHOTS = process.env.SHOTS_DIR;

/** Runs one statement on the server's database (WAL: this writer waits its turn). */
async function sql(statement: string, params: unknown[]): Promise<void> {
  const db = await SqliteFile.open(join(process.env.SHOP_STORAGE_DIR!, 'shop.sqlite'), { busyTimeoutMs: 10_000 });
  try {
    await db.run(statement, params);
  } finally {
    await db.close().catch(() => undefined);
  }
}

/** Another admin's session (a second browser context). */
async function otherAdmin(page: Page): Promise<APIRequestContext> {
  const context = await page.context().browser()!.newContext({ baseURL: process.env.SHOP_BASE_URL });
  const res = await context.request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return context.request;
}

/**
 * Opens /admin signed out (its session probe answers 401), logs in, shows the tab and waits
 * for the tab's list to arrive (`list`: its GET path): a change made before that answer
 * would already be in it, and the test would prove nothing about Refresh (the tab's controls
 * are on screen before the list is).
 */
async function openTab(page: Page, tab: string, name: string, list: string): Promise<void> {
  const listed = page.waitForResponse(
    (res) => new URL(res.url()).pathname === list && res.request().method() === 'GET' && res.status() === 200,
  );
  await page.goto(`/admin?tab=${tab}`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  const tabButton = page.getByRole('tab', { name });
  if ((await tabButton.getAttribute('aria-selected')) !== 'true') await tabButton.click();
  await expect(tabButton).toHaveAttribute('aria-selected', 'true');
  await listed;
}

async function refresh(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Refresh' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
}

test.describe('the dashboard Refresh button reloads the shown tab', () => {
  test('Guides: a new sale shows in the guide card after Refresh', async ({ page }, info) => {
    const errors = collectConsoleErrors(page);
    errors.allow(resourceStatus(401, /\/api\/admin\/session$/));
    await openTab(page, 'guides', 'Guides', '/api/admin/guides');
    const slug = 'fabric-204-synthetic';
    const sales = page.locator(`[data-testid="guide-card"][data-slug="${slug}"] dt:text-is("Sales") + dd`);
    await expect(sales).toBeVisible();
    const before = Number((await sales.innerText()).split(/\s/)[0].replace(/,/g, ''));

    // Five sales, not one: other tests running beside this one refund fabric-204 items (the
    // admin-refund walkthrough at each width), and one such refund between the two readings
    // would cancel a single new sale out.
    // Highest number first: the server numbers a paid order MAX(numberSeq) + 1, so once the
    // top of this range is in, an order paid meanwhile by a test beside this one is numbered
    // above it, never on a number this loop has still to insert (ascending, it raced: UNIQUE
    // constraint failed in CI).
    const SALES = 5;
    const first = 700_000_000 + Math.floor(Math.random() * 100_000_000);
    for (let seq = first + SALES - 1; seq >= first; seq--) {
      const email = `refresh-${info.project.name}-${seq}@example.com`;
      await sql(
        `INSERT INTO orders (number, numberSeq, email, status, guideSlug, amountCents, currency, provider, paidAt, createdAt, updatedAt)
         VALUES (?, ?, ?, 'paid', ?, 1900, 'usd', 'sandbox', datetime('now'), datetime('now'), datetime('now'))`,
        [`TW-${seq}`, seq, email, slug],
      );
      await sql(
        `INSERT INTO order_items (orderId, guideSlug, kind, priceCents) SELECT id, ?, 'main', 1900 FROM orders WHERE numberSeq = ?`,
        [slug, seq],
      );
    }
    // Nothing reloads by itself.
    await page.waitForTimeout(300);
    expect(Number((await sales.innerText()).split(/\s/)[0].replace(/,/g, ''))).toBe(before);

    await refresh(page);
    await expect.poll(async () => Number((await sales.innerText()).split(/\s/)[0].replace(/,/g, ''))).toBeGreaterThan(before);
    await expectNoHorizontalScroll(page, 'guides after refresh');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `admin-refresh-guides-${info.project.name}.png`), fullPage: true });
    errors.expectNone();
  });

  test('Discount codes: a code another admin created shows after Refresh', async ({ page }, info) => {
    const errors = collectConsoleErrors(page);
    errors.allow(resourceStatus(401, /\/api\/admin\/session$/));
    await openTab(page, 'discounts', 'Discount codes', '/api/admin/discount-codes');
    await expect(page.getByRole('button', { name: 'New discount code' })).toBeVisible();
    const code = `REFRESH${info.project.name.toUpperCase().slice(0, 3)}${Date.now().toString(36).toUpperCase()}`;
    const api = await otherAdmin(page);
    const res = await api.post('/api/admin/discount-codes', { data: { code, kind: 'percent', percentOff: 15 } });
    expect(res.status(), await res.text()).toBe(201);
    await page.waitForTimeout(300);
    await expect(page.getByText(code, { exact: true })).toHaveCount(0);

    await refresh(page);
    await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
    await expectNoHorizontalScroll(page, 'discount codes after refresh');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `admin-refresh-discounts-${info.project.name}.png`), fullPage: true });
    errors.expectNone();
  });

  test('Reviews: a review written after the tab loaded shows after Refresh', async ({ page }, info) => {
    const errors = collectConsoleErrors(page);
    errors.allow(resourceStatus(401, /\/api\/admin\/session$/));
    await openTab(page, 'reviews', 'Reviews', '/api/admin/reviews');
    await expect(page.getByLabel('Status')).toBeVisible();
    const name = `Refresh ${info.project.name} ${Date.now().toString(36)}`;
    await sql(
      `INSERT INTO reviews (guideSlug, email, rating, title, text, displayName, status, createdAt, updatedAt)
       VALUES (?, ?, 4, 'Useful', 'Clear chapters on fibres and care, worth it for a first collection.', ?, 'pending', datetime('now'), datetime('now'))`,
      ['fabric-201-cotton', `${name.replace(/\s/g, '-').toLowerCase()}@example.com`, name],
    );
    await page.waitForTimeout(300);
    await expect(page.getByText(name)).toHaveCount(0);

    await refresh(page);
    await expect(page.getByText(name).first()).toBeVisible();
    await expectNoHorizontalScroll(page, 'reviews after refresh');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `admin-refresh-reviews-${info.project.name}.png`), fullPage: true });
    errors.expectNone();
  });
});
