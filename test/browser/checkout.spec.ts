import { expect, type Page, test } from '@playwright/test';
import { agreeToTerms, waitForApp } from './helpers.js';

/**
 * Checkout and thank-you (spec §2, §4, §5, §8, §9) against the built app with the sandbox
 * payment provider: a full purchase with two upsells, a declined card and its retry, the
 * thank-you error states, the PDF download and the unknown-guide screens.
 */

const TEST_CARD_OK = '4242 4242 4242 4242';
const TEST_CARD_DECLINED = '4000 0000 0000 0002';

function buyerEmail(tag: string): string {
  return `buyer-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Waits for the sandbox card element, which appears once a payment intent exists. */
async function waitForPaymentForm(page: Page): Promise<void> {
  await expect(page.getByText('Test mode - no real charge')).toBeVisible();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('checkout', () => {
  test('full sandbox purchase of Fabric 101 with two upsells', async ({ page, context }) => {
    const shopOrigin = new URL(process.env.SHOP_BASE_URL ?? 'http://127.0.0.1').origin;
    const offOrigin: string[] = [];
    context.on('request', (req) => {
      const url = new URL(req.url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== shopOrigin) offOrigin.push(req.url());
    });

    await page.goto('/guides/fabric-101/checkout');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible();

    // Order summary: list price, sale price and savings (list minus sale).
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('FABRIC 101', { exact: true })).toBeVisible();
    await expect(summary.getByRole('img', { name: 'Fabric 101 cover' })).toBeVisible();
    await expect(summary.getByText('$49.00', { exact: true })).toBeVisible();
    await expect(summary.getByText('$29.00', { exact: true })).toBeVisible();
    await expect(summary.getByText('$20.00', { exact: true })).toBeVisible();

    // Upsells: every other guide at $9.99 beside a crossed-out $19, blurbs cut to 80 characters.
    const upsells = page.getByRole('region', { name: 'Bundle & save' });
    await expect(upsells.getByRole('checkbox')).toHaveCount(4);
    await expect(upsells.getByText('Normally $19-29 each')).toHaveCount(4);
    await expect(upsells.locator('s', { hasText: '$19' })).toHaveCount(4);
    for (const id of ['fabric-201-cotton', 'fabric-202-plant-based', 'fabric-203-animal-based', 'fabric-204-synthetic']) {
      const blurb = (await page.locator(`#upsell-${id}-blurb`).innerText()).trim();
      expect(blurb.endsWith('...') ? blurb.length - 3 : blurb.length).toBeLessThanOrEqual(80);
    }

    await expect(page.getByRole('button', { name: 'Complete Purchase - $29.00' })).toBeVisible();
    await expect(page.getByTestId('total-savings')).toContainText('$20.00');

    await upsells.getByRole('checkbox', { name: /Fabric 201 Cotton/ }).check();
    await upsells.getByRole('checkbox', { name: /Fabric 202 Plant-Based/ }).check();

    await expect(page.getByRole('button', { name: 'Complete Purchase - $48.98' })).toBeVisible();
    await expect(page.getByTestId('order-total')).toContainText('$48.98');
    await expect(page.getByTestId('total-savings')).toContainText('Total savings');
    await expect(page.getByTestId('total-savings')).toContainText('$40.00');

    const email = buyerEmail('full');
    const emailInput = page.getByRole('textbox', { name: /Email address/ });
    await expect(emailInput).toHaveAttribute('type', 'email');
    await expect(emailInput).toHaveAttribute('required', '');
    await emailInput.fill(email);

    await waitForPaymentForm(page);
    // One payment method: a 'Card' heading, no tab bar of one tab.
    await expect(page.getByRole('group', { name: 'Card' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByText(TEST_CARD_OK)).toBeVisible();
    await expect(page.getByText(TEST_CARD_DECLINED)).toBeVisible();
    await page.getByLabel('Card number').fill('4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue(TEST_CARD_OK);
    await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expect(page.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
    await page.getByLabel('Expiration date').fill('1234');
    await expect(page.getByLabel('Expiration date')).toHaveValue('12 / 34');
    await page.getByLabel('Security code').fill('123');

    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Complete Purchase - $48.98' }).click();

    await expect(page).toHaveURL(/\/thank-you\?/, { timeout: 20_000 });
    const query = new URL(page.url()).searchParams;
    expect(query.get('email')).toBe(email);
    expect(query.get('guide')).toBe('fabric-101');
    expect(query.get('upsells')).toBe('fabric-201-cotton,fabric-202-plant-based');
    expect(query.get('payment_intent')).toBeTruthy();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
    const downloads = page.getByRole('button', { name: /^Download / });
    await expect(downloads).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Download Fabric 101' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Fabric 201 Cotton' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Fabric 202 Plant-Based' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Access My Account' })).toBeVisible();

    // The Download button opens the PDF in a new tab.
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Download Fabric 101' }).click();
    const popup = await popupPromise;
    await popup.close().catch(() => undefined);

    // This browser session paid, so it may download the (stamped) PDF.
    const pdf = await context.request.get('/api/download/fabric-101');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const upsellPdf = await context.request.get('/api/download/fabric-202-plant-based');
    expect(upsellPdf.status()).toBe(200);
    expect((await upsellPdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // 'Access My Account' keeps the e-mail in session storage and opens /account, which
    // sends a buyer without a stored account on to /login (either may be current by now).
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('button', { name: 'Access My Account' }).click();
    await expect(page).toHaveURL(/\/(account|login)$/);
    expect(visited[0]).toBe('/account');
    expect(await page.evaluate(() => sessionStorage.getItem('userEmail'))).toBe(email);

    // Sandbox checkout loads nothing from third parties (no card provider, no analytics).
    expect(offOrigin).toEqual([]);
  });

  test('a declined card shows Payment Failed, then a retry with 4242 succeeds', async ({ page }) => {
    await page.goto('/guides/fabric-101/checkout');
    await waitForApp(page);
    await waitForPaymentForm(page);
    await page.getByRole('textbox', { name: /Email address/ }).fill(buyerEmail('retry'));
    await fillCard(page, TEST_CARD_DECLINED);

    await agreeToTerms(page);
    const submit = page.getByRole('button', { name: /Complete Purchase - \$29\.00|Processing\.\.\./ });
    await submit.click();

    await expect(toast(page)).toContainText('Payment Failed');
    await expect(toast(page)).toContainText('Your card was declined.');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByRole('button', { name: 'Complete Purchase - $29.00' })).toBeEnabled();

    // After 500 ms a fresh payment intent is created and the card form is remounted empty.
    await expect(page.getByLabel('Card number')).toHaveValue('', { timeout: 10_000 });
    await waitForPaymentForm(page);
    await fillCard(page, TEST_CARD_OK);
    await page.getByRole('button', { name: 'Complete Purchase - $29.00' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(1);
    expect(new URL(page.url()).searchParams.has('upsells')).toBe(false);
  });

  test('submit checks: Email required, then the card element validation', async ({ page }) => {
    await page.goto('/guides/fabric-201-cotton/checkout');
    await waitForApp(page);
    await waitForPaymentForm(page);

    await page.getByRole('button', { name: 'Complete Purchase - $19.00' }).click();
    await expect(toast(page)).toContainText('Email required');
    await expect(toast(page)).toContainText('Please enter your email address to continue.');

    await page.getByRole('textbox', { name: /Email address/ }).fill(buyerEmail('validation'));
    await page.getByLabel('Card number').fill('4242 4242');
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Complete Purchase - $19.00' }).click();
    await expect(toast(page)).toContainText('Validation Error');
    await expect(toast(page)).toContainText('Your card number is incomplete.');
    await expect(page.getByLabel('Card number')).toHaveValue('', { timeout: 10_000 });
  });

  test('unknown guide: Guide not found with a link back to the guides', async ({ page }) => {
    await page.goto('/guides/nope/checkout');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    const back = page.getByRole('link', { name: '← Back to guides' });
    await expect(back).toHaveAttribute('href', '/guides');
    await back.click();
    await expect(page).toHaveURL(/\/guides$/);
  });
});

test.describe('thank-you', () => {
  const issue = async (page: Page, path: string, text: string) => {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Issue' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Browse Guides/ })).toHaveAttribute('href', '/guides');
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
  };

  test('without payment_intent: Invalid access', async ({ page }) => {
    const text = 'Invalid access. Please complete your purchase through our checkout.';
    await issue(page, '/thank-you', text);
    await issue(page, '/thank-you?email=a%40example.com&guide=fabric-101', text);
    await issue(page, '/guides/fabric-101/thank-you', text);
  });

  test('without email or guide: Missing payment information', async ({ page }) => {
    const text = 'Missing payment information. Please contact support.';
    await issue(page, '/thank-you?payment_intent=pi_missing', text);
    await issue(page, '/thank-you?payment_intent=pi_missing&guide=fabric-101', text);
    await issue(page, '/thank-you?payment_intent=pi_missing&email=a%40example.com', text);
  });

  test('a payment intent the server does not know: Unable to complete your purchase', async ({ page }) => {
    await issue(
      page,
      '/thank-you?email=a%40example.com&guide=fabric-101&payment_intent=pi_does_not_exist',
      'Unable to complete your purchase. Please contact support.',
    );
  });

  test('an unknown guide slug: Thank you for your purchase! with a link home', async ({ page }) => {
    await page.goto('/thank-you?email=a%40example.com&guide=nope&payment_intent=pi_x');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to home' })).toHaveAttribute('href', '/');
  });
});
