import { expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  agreeToTerms,
  collectConsoleErrors,
  consentBox,
  expectNoHorizontalScroll,
  expectSingleH1,
  openPage,
  waitForApp,
} from './helpers.js';

/**
 * The legal pages (issue 17 item 2) and the checkout's consent box, at 1280 and 390 px:
 * each page shows the owner's text with its date, the footer links to all four, the
 * checkout links to the Terms and Refund policy, and a purchase cannot be paid until the
 * box is ticked.
 */

const PAGES = [
  { path: '/terms', title: 'Terms and Conditions', phrase: 'right of withdrawal' },
  { path: '/privacy', title: 'Privacy Policy', phrase: 'session cookie' },
  { path: '/refund-policy', title: 'Refund Policy', phrase: 'Faulty or misdescribed guides' },
  { path: '/imprint', title: 'Imprint and Contact', phrase: 'Who runs this shop' },
] as const;

/** Screenshots of the new screens, kept for review: test-results/screens/. */
function screenshotPath(name: string, project: string): string {
  const dir = join(process.cwd(), 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}-${project}.png`);
}

function buyerEmail(tag: string): string {
  return `legal-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function fillCheckout(page: Page, slug: string, email: string): Promise<void> {
  await page.goto(`/guides/${slug}/checkout`);
  await waitForApp(page);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByRole('textbox', { name: /Email address/ }).fill(email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

for (const doc of PAGES) {
  test(`${doc.path}: the text with its date, readable on this width`, async ({ page }, info) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, doc.path);
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
    await expectSingleH1(page, doc.path);
    await expect(page).toHaveTitle(`${doc.title} · Threadwise`);
    const article = page.getByRole('article', { name: doc.title });
    await expect(article.locator('.legal-updated')).toHaveText(
      /^Last updated \d{1,2} [A-Z][a-z]+ \d{4} \(version \d{4}-\d{2}-\d{2}\.[0-9a-f]{8}\)$/,
    );
    await expect(article).toContainText(doc.phrase);
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(article).not.toContainText('{{');
    // The other three texts are one click away.
    await expect(page.getByRole('navigation', { name: 'Legal pages' }).getByRole('link')).toHaveCount(3);
    await expectNoHorizontalScroll(page, doc.path);
    await page.screenshot({ path: screenshotPath(`legal${doc.path.replace('/', '-')}`, info.project.name), fullPage: true });
    errors.expectNone(doc.path);
  });
}

test('the footer links to the four legal pages; one opens in the app with its text', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openPage(page, '/guides');
  const footer = page.getByRole('navigation', { name: 'Legal' });
  for (const doc of PAGES) await expect(footer.getByRole('link', { name: doc.title })).toHaveAttribute('href', doc.path);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  // After a client-side navigation the text comes from GET /api/legal/privacy.
  await expect(page.getByRole('article', { name: 'Privacy Policy' })).toContainText('Stripe');
  await page.getByRole('navigation', { name: 'Legal pages' }).getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page.getByRole('article', { name: 'Refund Policy' })).toContainText('Faulty or misdescribed guides');
  errors.expectNone();
});

test('checkout: without the box ticked nothing is paid; ticked, the purchase goes through', async ({ page }, info) => {
  const errors = collectConsoleErrors(page);
  const email = buyerEmail('box');
  await fillCheckout(page, 'fabric-202-plant-based', email);
  const box = consentBox(page);
  await expect(box).not.toBeChecked();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  await expect(payment.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  await expect(payment).toContainText('I lose my 14-day right of withdrawal');

  const charges: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(sandbox\/confirm|checkout\/consent)$/.test(new URL(r.url()).pathname)) charges.push(r.url());
  });
  const pay = page.getByRole('button', { name: 'Complete Purchase - $19.00' });
  await pay.click();
  const error = page.getByTestId('consent-error');
  await expect(error).toHaveText('Please tick the box to agree to the Terms and Refund Policy before you pay.');
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // The button stays usable, and a second press is refused the same way.
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(charges).toEqual([]);
  await payment.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('checkout-consent-error', info.project.name), fullPage: true });

  await agreeToTerms(page);
  await expect(error).toHaveCount(0);
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  expect(charges.map((u) => new URL(u).pathname)).toEqual(['/api/checkout/consent', '/api/sandbox/confirm']);
  errors.expectNone();
});

test('checkout: the server refuses a payment the page did not record consent for', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // A page that skips the consent call: the sandbox then refuses the charge itself.
  await page.route('**/api/checkout/consent', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, termsVersion: 'x', consentAt: '' }) }),
  );
  errors.allow((e) => e.kind === 'console' && /status of 428/.test(e.text));
  errors.allow((e) => e.kind === 'console' && /Payment failed/.test(e.text));
  await fillCheckout(page, 'fabric-203-animal-based', buyerEmail('server'));
  await agreeToTerms(page);
  await page.getByRole('button', { name: /Complete Purchase/ }).click();
  await expect(page.getByTestId('payment-error')).toContainText('Nothing has been charged');
  await expect(page).toHaveURL(/\/checkout$/);
  errors.expectNone();
});
