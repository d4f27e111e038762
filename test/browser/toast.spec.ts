import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  collectConsoleErrors,
  failNewsletter,
  NEWSLETTER_URL,
  openPage,
  parkMouse,
  recordToasts,
  resourceStatus,
  toastLog,
  toasts,
  uniqueEmail,
} from './helpers.js';

/**
 * The toast system (spec §9 'Toast behaviour', §8 newsletter rows), driven through the
 * footer newsletter form: at most one toast at once, 5000 ms display, default and
 * destructive variants, swipe right past 50 px to dismiss, F8 focuses the region
 * 'Notifications (F8)'. Failures are routed to a 500 'boom'; no test here reaches the
 * real (rate-limited) endpoint.
 */

const PAGE = '/about';

function newsletterForm(page: Page): Locator {
  return page.getByRole('contentinfo').getByTestId('newsletter-form');
}

/** Submits the footer form with the keyboard, so the pointer never hovers a toast. */
async function submitNewsletter(page: Page, tag: string): Promise<void> {
  const input = newsletterForm(page).getByRole('textbox');
  await expect(input).toBeEnabled();
  await input.fill(uniqueEmail(tag));
  await input.press('Enter');
}

async function showFailureToast(page: Page): Promise<Locator> {
  await submitNewsletter(page, 'toast');
  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  // Let the 200 ms slide-in finish so its box is where it will stay.
  await page.waitForTimeout(300);
  return toast;
}

/** Drags the toast horizontally by dx pixels with the mouse, in small steps. */
async function drag(page: Page, toast: Locator, dx: number): Promise<void> {
  const box = await toast.boundingBox();
  expect(box, 'toast rendered').not.toBeNull();
  // Grab the text area (a drag starting on the close button is ignored by design).
  const x = box!.x + 40;
  const y = box!.y + box!.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 10 });
  await page.mouse.up();
}

test.describe('Toasts', () => {
  test.beforeEach(async ({ page }) => {
    await failNewsletter(page);
    await openPage(page, PAGE);
    await newsletterForm(page).scrollIntoViewIfNeeded();
    await parkMouse(page);
    await recordToasts(page);
  });

  test('one at a time: two quick failures show one toast; a success replaces it with the default variant', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    errors.allow(resourceStatus(500, /\/api\/newsletter\/subscribe$/));

    await submitNewsletter(page, 'quick-1');
    await expect(toasts(page)).toHaveCount(1);
    await submitNewsletter(page, 'quick-2');
    await expect.poll(async () => (await toastLog(page)).added.length, { message: 'second toast shown' }).toBe(2);
    await expect(toasts(page)).toHaveCount(1);

    // The destructive variant (spec §8 'Subscription failed' with the error message)
    const toast = toasts(page);
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).toHaveRole('alert');
    await expect(toast).toContainText('Subscription failed');
    await expect(toast).toContainText('500: boom');

    // A success now (routed): the default variant replaces the destructive one
    await page.unroute(NEWSLETTER_URL);
    await page.route(NEWSLETTER_URL, (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }));
    await submitNewsletter(page, 'quick-ok');
    await expect(toast).toHaveAttribute('data-variant', 'default');
    await expect(toast).toContainText('Successfully subscribed!');
    await expect(toast).toContainText("You'll receive our latest fabric insights and exclusive content.");
    await expect(toasts(page)).toHaveCount(1);

    const log = await toastLog(page);
    expect(log.added).toHaveLength(3);
    expect(log.max, 'never more than one toast in the DOM').toBe(1);
    // The two variants look different.
    const bg = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toMatch(/rgb/);
    errors.expectNone('toasts');
  });

  test('closes by itself after 5000 ms', async ({ page }) => {
    await showFailureToast(page);
    await expect(toasts(page)).toBeVisible();
    await expect(toasts(page)).toHaveCount(0, { timeout: 8_000 });
    const log = await toastLog(page);
    expect(log.added).toHaveLength(1);
    expect(log.removed).toHaveLength(1);
    const shown = log.removed[0] - log.added[0];
    expect(shown, `shown for ${Math.round(shown)} ms`).toBeGreaterThanOrEqual(4900);
    expect(shown, `shown for ${Math.round(shown)} ms`).toBeLessThanOrEqual(6000);
  });

  test('a swipe right under 50 px keeps it; past 50 px dismisses it', async ({ page }) => {
    const toast = await showFailureToast(page);

    await drag(page, toast, 30);
    await page.waitForTimeout(400);
    await expect(toast).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    // It springs back into place.
    await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);

    // A leftward drag never dismisses.
    await drag(page, toast, -120);
    await page.waitForTimeout(200);
    await expect(toasts(page)).toHaveCount(1);

    const before = await toastLog(page);
    const swipedAt = await page.evaluate(() => performance.now());
    await drag(page, toast, 90);
    await expect(toasts(page)).toHaveCount(0, { timeout: 1_500 });
    const log = await toastLog(page);
    expect(log.removed.length).toBe(before.removed.length + 1);
    // Dismissed by the swipe: gone right after it (not by the 5000 ms timer, which the drags
    // pause). Timed from the swipe, not from the toast's start: on a busy machine the drags
    // before it may take most of five seconds.
    const removedAt = log.removed[log.removed.length - 1];
    expect(removedAt).toBeGreaterThan(swipedAt);
    expect(removedAt - swipedAt).toBeLessThan(1_000);
  });

  test("F8 moves focus to the 'Notifications (F8)' region", async ({ page }) => {
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toHaveCount(1);
    await page.keyboard.press('F8');
    await expect(region).toBeFocused();

    // With a toast showing, the focused region holds it.
    await newsletterForm(page).getByRole('textbox').focus();
    await showFailureToast(page);
    await expect(region).not.toBeFocused();
    await page.keyboard.press('F8');
    await expect(region).toBeFocused();
    await expect(region.getByTestId('toast')).toHaveCount(1);
  });
});
