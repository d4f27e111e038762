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

const FORMS = [
  {
    name: 'contact',
    path: '/contact',
    fields: {
      'Full Name': 'Noor Failure',
      'Email Address': 'noor.failure@example.com',
      Message: 'Does the shop answer when the server fails?',
    },
    button: 'Send Message',
    title: 'Failed to send message',
    description: `Please try again or email us directly at ${SUPPORT_EMAIL}`,
  },
  {
    name: 'tech-pack',
    path: '/contact/tech-pack',
    fields: {
      'Full Name': 'Noor Failure',
      'Email Address': 'noor.failure@example.com',
      'Project Description': 'A shirt, to see the failure toast.',
    },
    button: 'Submit TechPack Request',
    title: 'Failed to send request',
    description: `Please try again or contact us directly at ${SUPPORT_EMAIL}`,
  },
];

for (const form of FORMS) {
  test(`${form.name} form: the failure toast gives the configured support address`, async ({ page }) => {
    const answered = await failContact(page);
    await page.goto(form.path);
    await waitForApp(page);
    for (const [name, value] of Object.entries(form.fields)) await textbox(page, name).fill(value);
    await page.getByRole('button', { name: form.button }).click();
    await expect(toast(page)).toContainText(form.title);
    await expect(toast(page)).toContainText(form.description);
    expect(answered).toEqual(['POST']);
    // What was typed stays for another try.
    await expect(textbox(page, 'Full Name')).toHaveValue('Noor Failure');
  });
}
