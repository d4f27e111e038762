import { expect, test } from '@playwright/test';
import { scrollThrough, waitForApp } from './helpers.js';

/**
 * Issue 16 item 2: a first visit to / downloads only what the visible page needs. The
 * home page's lower sections are pre-rendered and hydrate when they near the viewport;
 * the code that rewrites search tags waits for the first client-side navigation.
 */
test('a first visit to / fetches the lower sections only when scrolled near, and no head-tag code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await waitForApp(page);
  expect(scripts.filter((s) => /\/headTags-/.test(s))).toEqual([]);
  // Sections that start below the fold are not fetched before they are scrolled to.
  const startsBelow = await page.evaluate(
    () => document.querySelector('[data-defer="home-sections"]')!.getBoundingClientRect().top - window.innerHeight,
  );
  if (startsBelow > 0) expect(scripts.filter((s) => /\/HomeSections-/.test(s))).toEqual([]);
  // The pre-rendered sections are there all the same.
  await expect(page.getByRole('heading', { name: 'Why founders learn fabric before anything else' })).toBeAttached();

  // Scrolled to, the sections fetch their code (a visitor stays there: the view is held while waiting).
  await page.locator('[data-defer="home-sections"]').scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((s) => /\/HomeSections-/.test(s))).toBe(true);
  await scrollThrough(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Browse Guides' }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect.poll(() => scripts.some((s) => /\/headTags-/.test(s))).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/guides$/);
});

test('an address typed into the footer form before its code arrived is kept and sent', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  // Hold the form's code until the visitor has typed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/NewsletterForm-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const form = page.getByRole('contentinfo').getByTestId('newsletter-form');
  const field = form.getByRole('textbox');
  await field.scrollIntoViewIfNeeded();
  await field.pressSequentially('early-bird@example.com');
  release();
  await expect.poll(() => scripts.some((s) => /\/NewsletterForm-/.test(s))).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(field).toHaveValue('early-bird@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('toast')).toContainText('Successfully subscribed!');
  await expect(field).toHaveValue('');
});
