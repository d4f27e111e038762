import { type APIRequestContext, expect, test } from '@playwright/test';
import { join } from 'node:path';
import { agreeToTerms, collectConsoleErrors, consentBox, expectNoHorizontalScroll, resourceStatus, waitForApp } from './helpers.js';

/**
 * A discount code that covers the whole order, in a real browser (issue 17): the checkout
 * shows no card form, a 'Get My Guides - Free' button that still needs the consent box,
 * and lands on the thank-you page with the downloads. A guest who already used a code
 * limited per e-mail learns it when the e-mail is typed, before any card. 1280 and 390 px.
 */

const ADMIN_EMAIL = process.env.SHOP_ADMIN_EMAIL || 'admin@threadwise.test';
const ADMIN_PASSWORD = process.env.SHOP_ADMIN_PASSWORD || 'correct-horse-battery-42';
const SHOTS = process.env.SHOTS_DIR;

function uniqueCode(tag: string, project: string): string {
  return `${tag}-${project.slice(0, 3)}-${Date.now().toString(36)}`.toUpperCase();
}

async function createCode(request: APIRequestContext, body: Record<string, unknown>): Promise<void> {
  const login = await request.post('/api/admin/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const res = await request.post('/api/admin/discount-codes', { data: body });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('free orders', () => {
  test('a 100% code: no card form, the consent box is required, the guides download from the thank-you page', async ({
    page,
    request,
  }, info) => {
    const project = info.project.name;
    const code = uniqueCode('FREE', project);
    await createCode(request, { code, kind: 'percent', percentOff: 100 });
    const slug = project === 'mobile' ? 'fabric-202-plant-based' : 'fabric-203-animal-based';

    const errors = collectConsoleErrors(page);
    await page.goto(`/guides/${slug}/checkout?code=${code}`);
    await waitForApp(page);
    const button = page.getByRole('button', { name: 'Get My Guides - Free' });
    await expect(button).toBeVisible();
    await expect(page.getByTestId('free-order-note')).toContainText('No payment needed');
    await expect(page.getByTestId('order-total')).toContainText('$0.00');
    await expect(page.getByLabel('Card number')).toBeHidden();
    await expect(page.getByText('No card needed: your PDFs are ready to download straight away.')).toBeVisible();

    const email = `pw-free-${project}-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: /Email address/ }).fill(email);
    // Free still needs the buyer's agreement.
    await button.click();
    await expect(page.getByTestId('consent-error')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/guides/${slug}/checkout`));
    await agreeToTerms(page);
    await expectNoHorizontalScroll(page, 'free checkout');
    if (SHOTS) {
      await page.getByTestId('free-order-note').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `free-checkout-${project}.png`) });
    }
    await button.click();
    await expect(page).toHaveURL(/\/thank-you\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('payment_intent')).toMatch(/^pi_free_/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const download = page
      .getByRole('link', { name: /Download/ })
      .or(page.getByRole('button', { name: /Download/ }))
      .first();
    await expect(download).toBeVisible();
    expect((await page.request.get('/api/owned-guides')).ok()).toBe(true);
    expect(((await (await page.request.get('/api/owned-guides')).json()) as { slugs: string[] }).slugs).toContain(slug);
    await expectNoHorizontalScroll(page, 'free thank-you');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `free-thank-you-${project}.png`), fullPage: true });
    errors.expectNone();
  });

  test('a code used once per e-mail is dropped as soon as a guest who used it types the e-mail', async ({ page, request }, info) => {
    const project = info.project.name;
    const code = uniqueCode('ONCE', project);
    await createCode(request, { code, kind: 'percent', percentOff: 100, maxUsesPerEmail: 1 });
    const email = `pw-once-${project}-${Date.now()}@example.com`;
    // The guest used it already (a free order over the API, in a session of its own).
    const { termsVersion } = (await (await request.get('/api/legal/checkout-terms')).json()) as { termsVersion: string };
    const first = await request.post('/api/checkout/free-order', { data: { guideSlug: 'fabric-101', code, email, termsVersion } });
    expect(first.status(), await first.text()).toBe(200);

    const errors = collectConsoleErrors(page);
    errors.allow(resourceStatus(409, /\/api\/discount-codes\/check$/));
    await page.goto(`/guides/fabric-204-synthetic/checkout?code=${code}`);
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Get My Guides - Free' })).toBeVisible();
    const field = page.getByRole('textbox', { name: /Email address/ });
    await field.fill(email);
    await field.blur();
    await expect(page.getByText('You have already used this discount code.')).toBeVisible();
    await expect(page.getByTestId('discount-applied')).toHaveCount(0);
    // Back to a card payment at the full price, before any card was typed.
    await expect(page.getByRole('button', { name: /^Complete Purchase - \$/ })).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(consentBox(page)).not.toBeChecked();
    await expectNoHorizontalScroll(page, 'code refused for the e-mail');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `free-code-email-limit-${project}.png`) });
    errors.expectNone();
  });
});
