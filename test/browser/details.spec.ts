import { expect, type Locator, type Page, test } from '@playwright/test';
import { agreeToTerms, expectNoHorizontalScroll, isMobile, waitForApp } from './helpers.js';

/**
 * Details that make the shop look finished (issue 16 item 7), at 1280 and 390 px: the
 * preview lightbox (keyboard and touch), one star row, the thank-you toast clear of the
 * Download buttons, the mobile menu's focus trap, one focus ring on every control, and
 * /favicon.ico.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function swipe(target: Locator, dx: number): Promise<void> {
  await target.evaluate((el, delta) => {
    const r = el.getBoundingClientRect();
    const y = r.top + r.height / 2;
    const x0 = r.left + r.width / 2 - delta / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: y });
    el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(x0)], changedTouches: [touch(x0)] }));
    el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x0 + delta)] }));
  }, dx);
}

/** Presses Tab until `target` has focus (at most 60 times). */
/** Waits until no CSS transition runs (a dialog's fade-in), so a screenshot shows the settled screen. */
async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

async function ringOf(el: Locator): Promise<string> {
  return el.evaluate((e) => {
    const s = getComputedStyle(e);
    return `${s.outlineStyle} ${s.outlineWidth}`;
  });
}

test('preview pages open in a lightbox at readable size: arrows, swipe, Escape', async ({ page }, info) => {
  await page.goto('/guides/fabric-101');
  await waitForApp(page);
  const opener = page.getByRole('button', { name: 'Open page 1 at full size' });
  await opener.scrollIntoViewIfNeeded();
  const thumb = await opener.boundingBox();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: /page 1 of 3/ })).toBeVisible();
  const image = dialog.getByTestId('lightbox-image');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThanOrEqual(1200);
  const big = await image.boundingBox();
  // Readable: much larger than the thumbnail it opened from, and nearly the whole width on a phone.
  expect(big!.width).toBeGreaterThan(thumb!.width * (isMobile(info) ? 1.8 : 2.5));
  await transitionsDone(page);
  await page.screenshot({ path: info.outputPath('lightbox.png') });

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /page 2 of 3/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: /page 1 of 3/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await swipe(image, -120);
  await expect(page.getByRole('dialog', { name: /page 2 of 3/ })).toBeVisible();
  await swipe(image, 120);
  await expect(page.getByRole('dialog', { name: /page 1 of 3/ })).toBeVisible();

  // Zoomed in: the page larger than the box, in a box that scrolls; a swipe scrolls, it does not turn the page.
  const viewport = dialog.getByTestId('lightbox-viewport');
  const fitted = (await image.boundingBox())!.width;
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
  // Twice the size, or the image's own 1200 px when that is less (a desktop's wide box).
  await expect
    .poll(async () => Math.round((await image.boundingBox())!.width))
    .toBe(Math.round(Math.max(fitted, Math.min(fitted * 2, 1200))));
  const box = (await viewport.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
  expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await viewport.evaluate((el) => el.scrollBy(200, 0));
  expect(await viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await swipe(image, -120);
  await expect(page.getByRole('dialog', { name: /page 1 of 3/ })).toBeVisible();
  await expectNoHorizontalScroll(page, 'zoomed lightbox');
  await transitionsDone(page);
  await page.screenshot({ path: info.outputPath('lightbox-zoomed.png') });
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => Math.round((await image.boundingBox())!.width)).toBe(Math.round(fitted));

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a lightbox opened from the keyboard draws no focus ring around its whole box', async ({ page }) => {
  await page.goto('/guides/fabric-101');
  await waitForApp(page);
  const opener = page.getByRole('button', { name: 'Open page 1 at full size' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /page 1 of 3/ })).toBeVisible();
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  // MUI focuses the dialog's container (tabindex=-1) so that a screen reader reads it: no ring there.
  expect(await focused.evaluate((el) => el.getAttribute('tabindex'))).toBe('-1');
  expect(await ringOf(focused)).not.toBe('solid 3px');
  // The controls inside still get the ring from the keyboard.
  await page.keyboard.press('Tab');
  expect(await ringOf(page.locator(':focus'))).toBe('solid 3px');
});

test('the hero shows one star row with the rating and no extra star; /favicon.ico exists', async ({ page }) => {
  await page.goto('/guides/fabric-202-plant-based');
  await waitForApp(page);
  await expect(page.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();
  await expect(page.getByText('★')).toHaveCount(0);

  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('the Payment Successful toast does not cover a Download button', async ({ page }) => {
  await page.goto('/guides/fabric-101/checkout');
  await waitForApp(page);
  const upsells = page.getByRole('region', { name: 'Bundle & save' });
  await upsells.getByRole('checkbox', { name: /Fabric 201 Cotton/ }).check();
  await upsells.getByRole('checkbox', { name: /Fabric 202 Plant-Based/ }).check();
  await page.getByLabel('Email address').fill(`toast-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /Complete Purchase/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Payment Successful');
  const downloads = page.getByRole('button', { name: /^Download / });
  await expect(downloads).toHaveCount(3);
  const t = (await toast.boundingBox())!;
  for (const button of await downloads.all()) expect(overlaps(t, (await button.boundingBox())!)).toBe(false);
});

test('one visible focus ring on links, buttons, checkboxes and text fields', async ({ page }) => {
  await page.goto('/guides/fabric-101/checkout');
  await waitForApp(page);
  await page.locator('body').click({ position: { x: 2, y: 300 } });
  const checkbox = page.getByRole('region', { name: 'Bundle & save' }).getByRole('checkbox').first();
  await tabTo(page, checkbox);
  expect(await ringOf(checkbox.locator('xpath=..'))).toBe('solid 3px');
  const email = page.getByRole('textbox', { name: /Email address/ });
  await tabTo(page, email);
  expect(await ringOf(email.locator('xpath=..'))).toBe('solid 3px');
  await page.keyboard.press('Tab');
  const next = page.locator(':focus');
  expect(await ringOf(next)).toBe('solid 3px');
});

test("the enquiry forms' dropdowns (native selects) get the same ring as the text fields", async ({ page }) => {
  await page.goto('/contact/production');
  await waitForApp(page);
  await page.getByRole('textbox', { name: /Full Name/ }).click();
  const select = page.getByRole('combobox', { name: /Garment Category/ });
  await tabTo(page, select);
  expect(await ringOf(select.locator('xpath=..'))).toBe('solid 3px');
  // The ring is on the field's box, not twice (the select itself draws none).
  expect(await ringOf(select)).not.toBe('solid 3px');
});

test('the mobile menu keeps focus inside while open and gives it back', async ({ page }, info) => {
  test.skip(!isMobile(info), 'the menu exists below 900 px');
  await page.goto('/');
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const panel = page.locator('#mobile-menu');
  await expect(panel).toBeVisible();
  await expect.poll(() => panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    const inside = await panel.evaluate(
      (p) => p.contains(document.activeElement) || document.activeElement?.getAttribute('aria-controls') === p.id,
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.locator('[aria-controls="mobile-menu"]')).toBeFocused();
});

test("the brand form's personality chips (checkboxes drawn as chips) get the ring on the chip", async ({ page }) => {
  await page.goto('/contact/brand-building');
  await waitForApp(page);
  await page.getByRole('textbox', { name: /Target Audience/ }).click();
  const modern = page.getByRole('checkbox', { name: 'Modern', exact: true });
  await tabTo(page, modern);
  expect(await ringOf(modern.locator('xpath=..'))).toBe('solid 3px');
  // Space ticks it, as on any checkbox; the chip fills.
  await page.keyboard.press('Space');
  await expect(modern).toBeChecked();
  await expect(modern.locator('xpath=..')).toHaveCSS('background-color', 'rgb(31, 92, 70)');
});
