/**
 * The enquiry forms' failure toasts name the configured SUPPORT_EMAIL (the browser suite
 * starts the shop with one that is not the default), at both widths. The server's answer is
 * replaced by a 500, so nothing is stored and the contact rate limit is not spent.
 */
import { expect, type Page, test } from '@playwright/test';
import { SUPPORT_EMAIL } from './global-setup.js';
import { waitForApp } from './helpers.js';

const toast = (page: Page) => page.getByTestId('toast');
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false });

async function failContact(page: Page): Promise<string[]> {
  const answered: string[] = [];
  await page.route('**/api/contact', async (route) => {
    answered.push(route.request().method());
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error","code":"internal"}' });
  });
  return answered;
}

test('contact form: the failure toast gives the configured support address', async ({ page }) => {
  const answered = await failContact(page);
  await page.goto('/contact');
  await waitForApp(page);
  await textbox(page, 'Full Name').fill('Noor Failure');
  await textbox(page, 'Email Address').fill('noor.failure@example.com');
  await textbox(page, 'Message').fill('Does the shop answer when the server fails?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toContainText('Failed to send message');
  await expect(toast(page)).toContainText(`Please try again or email us directly at ${SUPPORT_EMAIL}`);
  expect(answered).toEqual(['POST']);
  // What was typed stays for another try.
  await expect(textbox(page, 'Full Name')).toHaveValue('Noor Failure');
});

test('tech-pack form: the failure toast gives the configured support address', async ({ page }) => {
  const answered = await failContact(page);
  await page.goto('/contact/tech-pack');
  await waitForApp(page);
  await textbox(page, 'Full Name').fill('Noor Failure');
  await textbox(page, 'Email Address').fill('noor.failure@example.com');
  await textbox(page, 'Project Description').fill('A shirt, to see the failure toast.');
  await page.getByRole('button', { name: 'Submit TechPack Request' }).click();
  await expect(toast(page)).toContainText('Failed to send request');
  await expect(toast(page)).toContainText(`Please try again or contact us directly at ${SUPPORT_EMAIL}`);
  expect(answered).toEqual(['POST']);
});
