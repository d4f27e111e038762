import { expect, type Page, test } from '@playwright/test';
import {
  agreeToTermsByApi,
  collectConsoleErrors,
  expectNoHorizontalScroll,
  isMobile,
  linkInMail,
  queryShop,
  resourceStatus,
  uniqueEmail,
} from './helpers.js';

/**
 * Refunds in the back office (issue 15 item 1), at 1280 and 390 px: a sandbox order is
 * bought through the public API, the admin opens it from the Orders tab, refunds one
 * add-on with a reason (a missing reason is refused first), then sees the order's
 * history; then refunds the rest with 'Everything still owned'.
 */

const ADMIN_EMAIL = process.env.SHOP_ADMIN_EMAIL || 'admin@threadwise.test';
const ADMIN_PASSWORD = process.env.SHOP_ADMIN_PASSWORD || 'correct-horse-battery-42';
const SHOTS = 'test-results/screenshots';
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** A paid sandbox order (Fabric 101 with two add-ons) through the public API. */
async function buy(page: Page, email: string): Promise<void> {
  const body = { guideSlug: 'fabric-101', upsellSlugs: ['fabric-201-cotton', 'fabric-204-synthetic'] };
  const intent = await page.request.post('/api/create-payment-intent', { data: body });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  await agreeToTermsByApi(page.request, body.guideSlug);
  expect((await page.request.post('/api/sandbox/confirm', { data: { clientSecret, email, card: CARD } })).status()).toBe(200);
  expect((await page.request.post('/api/complete-purchase', { data: { paymentIntentId, email, ...body } })).status()).toBe(200);
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
}

test('refund chosen guides, then the rest, from an order in the admin', async ({ page }, info) => {
  const errors = collectConsoleErrors(page);
  // The session check before logging in.
  errors.allow(resourceStatus(401, /\/api\/admin\/session$/));
  const mobile = isMobile(info);
  const email = uniqueEmail(`refund-${info.project.name}`);
  await buy(page, email);
  await logIn(page);

  await page.goto(`/admin?tab=orders&q=${encodeURIComponent(email)}`);
  const row = page.getByTestId('admin-order').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 order shown', { exact: true })).toBeVisible();
  await row.getByTestId('order-open').click();

  const drawer = page.getByTestId('order-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('order-detail-item')).toHaveCount(3);
  const refundsKpi = page.getByTestId('kpi-refunds').getByTestId('kpi-value');
  const refundsBefore = Number(await refundsKpi.textContent());
  await expect(drawer.getByTestId('order-event')).toHaveCount(2);
  await drawer.getByTestId('refund-open').click();

  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog.getByRole('heading', { name: /^Refund order TW-\d+$/ })).toBeVisible();
  await expect(dialog.getByTestId('refund-total')).toHaveText('Total $48.98');
  await dialog.getByLabel('Chosen guides').check();
  await expect(dialog.getByTestId('refund-total')).toHaveText('Total $0.00');
  await expect(dialog.getByTestId('refund-submit')).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Synthetic/ }).check();
  await expect(dialog.getByTestId('refund-total')).toHaveText('Total $9.99');
  await expect(dialog.getByTestId('refund-submit')).toHaveText('Refund $9.99');

  // No reason: refused in the dialog, nothing sent.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/refunds$/.test(r.url())) posted++;
  });
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog.getByText('Please give a reason for the refund.')).toBeVisible();
  expect(posted).toBe(0);

  await dialog.getByLabel(/^Reason/).fill('The buyer already had this guide from a bundle.');
  await expect(dialog).toBeVisible();
  if (mobile) {
    const box = await dialog.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(390);
  }
  await page.screenshot({ path: `${shotPath(info.project.name)}-dialog.png` });

  // A double click sends one refund (the button is disabled while it runs).
  await dialog.getByTestId('refund-submit').dblclick();
  await expect(dialog).toBeHidden();
  expect(posted).toBe(1);
  await expect(page.getByText('Refund made')).toBeVisible();
  // The overview behind follows without a Refresh.
  await expect(refundsKpi).toHaveText(String(refundsBefore + 1));

  const refunded = drawer.getByTestId('order-event').filter({ has: page.getByText('Refunded', { exact: true }) });
  await expect(refunded).toHaveCount(1);
  await expect(refunded).toContainText('The buyer already had this guide from a bundle.');
  await expect(refunded).toContainText(ADMIN_EMAIL);
  await expect(refunded).toContainText('−$9.99');
  await expect(drawer.getByTestId('order-detail-item').filter({ hasText: 'Synthetic' })).toHaveAttribute('data-revoked', 'true');
  await expect(drawer.getByText('Kept')).toBeVisible();
  // The list behind marks the order as partly refunded.
  await expect(row.getByTestId('status-chip')).toHaveAttribute('data-status', 'partly refunded');
  await expectNoHorizontalScroll(page, 'order drawer');
  await expect(page.getByText('Refund made')).toBeHidden({ timeout: 8000 });
  await drawer.getByTestId('order-history').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotPath(info.project.name)}-history.png`, fullPage: false });

  // The rest: 'Everything still owned'.
  await drawer.getByTestId('refund-open').click();
  await expect(dialog.getByTestId('refund-item')).toHaveCount(2);
  await expect(dialog.getByTestId('refund-total')).toHaveText('Total $38.99');
  await dialog.getByLabel(/^Reason/).fill('Asked for a full refund.');
  await dialog.getByTestId('refund-submit').click();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByTestId('order-event').filter({ has: page.getByText('Refunded', { exact: true }) })).toHaveCount(2);
  await expect(drawer.getByTestId('refund-open')).toHaveCount(0);
  await expect(drawer.getByTestId('status-chip')).toHaveAttribute('data-status', 'refunded');

  // The list behind shows the refund too.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByTestId('status-chip')).toHaveAttribute('data-status', 'refunded');
  errors.expectNone();

  // The buyer's receipt link to a refunded guide says so, and offers no fresh link that would not come.
  const link = await linkInMail(email, /https?:\/\/[^/\s]+(\/api\/download\/fabric-204-synthetic\?order=\d+&exp=\d+&sig=[\w-]{43})/);
  const buyerBrowser = await page.context().browser()!.newContext({ baseURL: process.env.SHOP_BASE_URL, viewport: page.viewportSize()! });
  const tab = await buyerBrowser.newPage();
  expect((await tab.goto(link))?.status()).toBe(403);
  await expect(tab.locator('h1')).toHaveText('This purchase was refunded');
  await expect(tab.getByText('This guide was refunded, so its download link no longer works.')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'E-mail me a fresh link' })).toHaveCount(0);
  await expect(tab.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await tab.screenshot({ path: `${shotPath(info.project.name)}-refunded-link.png` });
  await buyerBrowser.close();
});

function shotPath(project: string): string {
  return `${SHOTS}/admin-refund-${project}`;
}

test("a checkout whose card was declined is listed as '(payment failed)', not '(unpaid)'", async ({ page }, info) => {
  const errors = collectConsoleErrors(page);
  errors.allow(resourceStatus(401, /\/api\/admin\/session$/));
  const email = uniqueEmail(`declined-${info.project.name}`);
  const body = { guideSlug: 'fabric-202-plant-based', upsellSlugs: [] };
  const intent = await page.request.post('/api/create-payment-intent', { data: body });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  await agreeToTermsByApi(page.request, body.guideSlug);
  const declined = await page.request.post('/api/sandbox/confirm', {
    data: { clientSecret, email, card: { ...CARD, number: '4000 0000 0000 0002' } },
  });
  expect(declined.status()).toBe(402);
  await logIn(page);

  // The default filter ('All but unpaid checkouts') shows it, saying why it has no number.
  const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
  const [{ id, status }] = await queryShop<{ id: number; status: string }>('SELECT id, status FROM orders WHERE paymentIntentId = ?', [
    paymentIntentId,
  ]);
  expect(status).toBe('failed');
  await page.goto('/admin?tab=orders');
  const row = page.getByTestId('admin-order').filter({ hasText: `#${id} (payment failed)` });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('admin-order').filter({ hasText: `#${id} (unpaid)` })).toHaveCount(0);
  // The default filter's name is shown in full, not cut to 'All but unpaid che...'.
  const statusFilter = page.getByRole('combobox', { name: 'Status' });
  await expect(statusFilter).toHaveText('All but unpaid checkouts');
  expect(await statusFilter.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // Never paid: no downloads to list.
  await expect(row.getByRole('button', { name: /Downloads/ })).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page, 'orders with a declined checkout');
  await page.screenshot({ path: `${shotPath(info.project.name)}-declined.png` });
  await row.getByTestId('order-open').click();
  await expect(page.getByTestId('order-drawer').getByRole('heading', { name: `#${id} (payment failed)` })).toBeVisible();
  // The open order is in the page's address: a reload (or a bookmark) opens it again, Close takes it out.
  await expect(page).toHaveURL(new RegExp(`[?&]order=${id}(&|$)`));
  await page.reload();
  await expect(page.getByTestId('order-drawer').getByRole('heading', { name: `#${id} (payment failed)` })).toBeVisible();
  await page.getByTestId('order-drawer').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('order-drawer')).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]order=/);
  // Back steps back to the open order, not out of the back office.
  await page.goBack();
  await expect(page.getByTestId('order-drawer').getByRole('heading', { name: `#${id} (payment failed)` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?/);
  errors.expectNone();
});
