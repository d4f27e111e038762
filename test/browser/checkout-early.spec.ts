import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, resourceStatus, waitForApp } from './helpers.js';

/**
 * The card's requests: on a first visit to the pre-rendered checkout, GET /api/config and
 * the first payment intent start when the checkout's chunk is evaluated, while React
 * hydrates (web/src/features/checkout/api/earlyRequests.ts); the hooks take those answers
 * instead of asking again. After a client-side navigation the hooks ask. Once each, always.
 */

const CARD_REQUESTS = /\/api\/(config|create-payment-intent)$/;

/** The card's requests as 'METHOD /path', in the order the browser sent them. */
function recordCardRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (CARD_REQUESTS.test(path)) sent.push(`${r.method()} ${path}`);
  });
  return sent;
}

test('a first visit asks for the config and the payment intent once each; a new selection asks again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const sent = recordCardRequests(page);
  await page.goto('/guides/fabric-101/checkout');
  await waitForApp(page);
  await expect(page.getByLabel('Card number')).toBeEnabled();

  expect([...sent].sort()).toEqual(['GET /api/config', 'POST /api/create-payment-intent']);
  // The intent follows the selection: ticking a guide asks for the new total; the card stays.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page
    .getByRole('region', { name: 'Bundle & save' })
    .getByRole('checkbox', { name: /Fabric 201 Cotton/ })
    .check();
  await expect(page.getByRole('button', { name: 'Complete Purchase - $38.99' })).toBeVisible();
  await expect.poll(() => sent.filter((s) => s.startsWith('POST')).length).toBe(2);
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  expect(sent.filter((s) => s.startsWith('GET'))).toHaveLength(1);
  errors.expectNone();
});

test('after a client-side navigation the checkout asks from its hooks, once each', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/guides/fabric-202-plant-based');
  await waitForApp(page);
  const sent = recordCardRequests(page);
  await page.getByRole('link', { name: 'Download Now' }).first().click();
  await expect(page).toHaveURL(/\/guides\/fabric-202-plant-based\/checkout$/);
  await expect(page.getByLabel('Card number')).toBeEnabled();
  await page.waitForLoadState('networkidle');

  expect([...sent].sort()).toEqual(['GET /api/config', 'POST /api/create-payment-intent']);
  errors.expectNone();
});

test('a config that fails to load early is reported to the page, not asked for again', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  errors.allow(resourceStatus(503, /\/api\/config$/));
  const sent = recordCardRequests(page);
  await page.route('**/api/config', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
  await page.goto('/guides/fabric-101/checkout');
  await waitForApp(page);
  const problem = page.getByTestId('payment-unavailable');
  await expect(problem).toContainText('The payment form could not be loaded');
  await expect(problem.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(sent.filter((s) => s === 'GET /api/config')).toHaveLength(1);
  errors.expectNone();
});
