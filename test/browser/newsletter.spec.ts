import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectNoHorizontalScroll, linkInMail, openPage, queryShop, toasts, uniqueEmail } from './helpers.js';

/**
 * The newsletter's double opt-in as a reader goes through it, at 1280 and 390 px: the
 * footer sign-up, the confirmation e-mail's link, the page it opens (whose button confirms:
 * opening the link alone changes nothing, so a mail scanner cannot subscribe anybody), and
 * the unsubscribe link's page. Each run signs up once per project (the limit is per IP).
 */

async function status(email: string): Promise<string | undefined> {
  const rows = await queryShop<{ status: string }>('SELECT status FROM newsletter_subscribers WHERE email = ?', [email]);
  return rows[0]?.status;
}

test('sign up in the footer, open the link, confirm with the button, then unsubscribe', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('optin');
  await openPage(page, '/about');
  const form = page.getByRole('contentinfo').getByTestId('newsletter-form');
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toasts(page)).toContainText('Successfully subscribed!');
  errors.expectNone();

  const confirmPath = await linkInMail(email, /https?:\/\/[^/\s]+(\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43})/);
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expect(page.getByText('Please confirm that you want to receive the Threadwise newsletter')).toBeVisible();
  await expectNoHorizontalScroll(page, 'confirmation page');
  // Opening the link (what a mail scanner does) subscribed nobody.
  expect(await status(email)).toBe('pending');

  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
  await expect(page.getByText("Thank you! You'll receive our latest fabric insights and exclusive content.")).toBeVisible();
  expect(await status(email)).toBe('confirmed');
  // The link opened again says so, with no button.
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
  await expect(page.getByRole('button')).toHaveCount(0);

  const unsubscribePath = await linkInMail(email, /https?:\/\/[^/\s]+(\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43})/);
  await page.goto(unsubscribePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  expect(await status(email)).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
  expect(await status(email)).toBe('unsubscribed');

  // 'Back to the shop' leads home.
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The server's pages under the shop's CSP: nothing refused, nothing thrown.
  errors.expectNone();
});
