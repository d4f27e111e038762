import { expect, test, type Page } from '@playwright/test';
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

/**
 * While a page loads, what moves must not keep the main thread painting. A spinner's
 * growing arc (stroke-dasharray) is repainted on the main thread every frame; on a guide page
 * (its reviews) and the checkout (its payment form) a pre-rendered spinner kept the main
 * thread busy from the first paint until hydration. Turns (transform) and fades (opacity)
 * run on the compositor.
 */
async function animatedProperties(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const props = new Set<string>();
    for (const animation of document.getAnimations()) {
      const effect = animation.effect as KeyframeEffect | null;
      for (const frame of effect?.getKeyframes() ?? [])
        for (const key of Object.keys(frame)) if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key)) props.add(key);
    }
    return [...props].sort();
  });
}

for (const path of ['/guides/fabric-201-cotton', '/guides/fabric-101/checkout']) {
  test(`${path}: the pre-rendered spinner turns on the compositor, before and after hydration`, async ({ page }) => {
    // Before hydration: the app's code is held back, the pre-rendered page is all there is.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The reviews and the payment form stay loading after hydration too.
    await page.route(/\/api\/(guides\/[^/]+\/reviews|config|create-payment-intent)(\?|$)/, () => undefined);
    await page.goto(path);
    await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(1);
    expect(await animatedProperties(page)).toEqual(['transform']);

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.locator('.MuiCircularProgress-root').first()).toBeVisible();
    expect(await animatedProperties(page)).toEqual(['transform']);
  });
}

/**
 * The shop's emotion cache (web/src/theme/style-cache.ts) writes a -webkit- copy only for
 * the properties current browsers still need, where emotion's default prefixer wrote every
 * flex, transform and transition rule two to four times (a quarter of a pre-rendered page's
 * CSS). The pre-rendered styles and the ones the browser inserts later come from the same
 * options, and the browser adopts the pre-rendered ones instead of inserting them again.
 */
test('styles carry only the prefixes current browsers need, and the pre-rendered ones are not inserted again', async ({ page }) => {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedRules: string[] }).insertedRules = inserted;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  const legacy =
    /display:-webkit-box|display:-ms-|-ms-flex|-webkit-transition:|-webkit-align-items|-webkit-justify-content|-webkit-transform:/;

  await page.goto('/guides/fabric-201-cotton');
  await waitForApp(page);
  const prerendered = await page.evaluate(() => {
    const tag = document.querySelector('style[data-emotion^="css "]')!;
    return { css: tag.textContent ?? '', names: tag.getAttribute('data-emotion')!.split(' ').slice(1) };
  });
  expect(prerendered.css.length).toBeGreaterThan(10_000);
  expect(prerendered.css).not.toMatch(legacy);
  expect(prerendered.css).toContain('-webkit-user-select:none;user-select:none;');
  expect(prerendered.css).toContain('-webkit-print-color-adjust:exact;color-adjust:exact;');
  expect(prerendered.css).toContain('display:flex');

  // A page rendered in the browser: the styles its form brings are inserted now.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tech Pack Generation' }).click();
  await expect(page).toHaveURL(/\/contact\/tech-pack$/);
  // The form's own field (its first input is the hidden 'kind'; the footer's newsletter field
  // is there before the page's chunk has rendered).
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
  const inserted = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
  expect(inserted.length).toBeGreaterThan(0);
  // Rules the old prefixer wrote three or four times are among them, once each.
  expect(inserted.some((rule) => /display:(inline-)?flex|transition:/.test(rule))).toBe(true);
  expect(inserted.filter((rule) => legacy.test(rule))).toEqual([]);
  const again = inserted.filter((rule) => prerendered.names.some((name) => rule.includes(`.css-${name}`)));
  expect(again).toEqual([]);
});
