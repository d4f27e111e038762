import { expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORT_EMAIL } from './global-setup.js';
import { pdfFile, pngFile } from '../helpers/sample-files.js';
import { collectConsoleErrors, isMobile, queryShop, toasts, uniqueEmail, waitForApp } from './helpers.js';

/**
 * The pre-rendered forms before and without JavaScript (issue 16, items 1, 6 and 8): each
 * one is submitted with JavaScript disabled, posts to the server (never GET) and lands on a
 * result page with the spec's texts, and nothing the visitor typed ever lands in a URL.
 * Then the enquiry-form fixes with JavaScript: the configured SUPPORT_EMAIL on every page,
 * the 'Missing information' toast on contact and tech-pack, no blank scroll below the
 * footer, and an invalid field never hidden under the sticky header.
 */

const SHOTS = join(process.cwd(), 'test-results', 'forms-screens');
mkdirSync(SHOTS, { recursive: true });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false });

/** Clicks the submit button and returns the request the browser sent. */
async function submitNatively(page: Page, button: string) {
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && r.url().includes('/forms/')),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return req;
}

/** Nothing typed in the URL: no query string and none of the values anywhere in it. */
function expectCleanUrl(url: string, typed: readonly string[]): void {
  const u = new URL(url);
  expect(u.search).toBe('');
  expect(u.hash).toBe('');
  for (const value of typed) {
    expect(decodeURIComponent(url)).not.toContain(value);
    expect(url).not.toContain(encodeURIComponent(value));
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter form posts and lands on the spec text', async ({ page }, info) => {
    const email = uniqueEmail(`nojs-${info.project.name}`);
    await page.goto('/');
    const form = page.getByTestId('newsletter-form').first();
    await form.getByRole('textbox').fill(email);
    const req = await submitNatively(page, 'Subscribe');
    expect(req.method()).toBe('POST');
    expect(req.postData()).toContain(`email=${encodeURIComponent(email)}`);
    await expect(page.locator('h1')).toHaveText('Successfully subscribed!');
    await expect(page.getByText("You'll receive our latest fabric insights and exclusive content.")).toBeVisible();
    expectCleanUrl(page.url(), [email]);
    await page.screenshot({ path: join(SHOTS, `newsletter-result-${info.project.name}.png`), fullPage: true });
  });

  test('the /v1 newsletter form posts and lands on the spec text, nothing in the URL', async ({ page }, info) => {
    const email = uniqueEmail(`nojs-v1-${info.project.name}`);
    await page.goto('/v1');
    const form = page.getByTestId('newsletter-form').first();
    expect(await form.evaluate((f) => (f as HTMLFormElement).method)).toBe('post');
    await form.getByRole('textbox').fill(email);
    const req = await submitNatively(page, 'Subscribe');
    expect(req.method()).toBe('POST');
    expect(new URL(req.url()).pathname).toBe('/forms/newsletter');
    await expect(page.locator('h1')).toHaveText('Successfully subscribed!');
    expectCleanUrl(page.url(), [email]);
  });

  /** Every top-level navigation the page starts from now on. */
  function recordNavigations(page: Page): string[] {
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations.push(`${r.method()} ${r.url()}`);
    });
    return navigations;
  }

  test('the checkout form is inactive before JavaScript: it cannot be sent, nothing lands in the URL', async ({ page }, info) => {
    await page.goto('/guides/fabric-101/checkout');
    await expect(page.locator('h1')).toHaveText('Complete Your Purchase');
    const form = page.getByRole('form', { name: 'Checkout' });
    expect(await form.evaluate((f) => (f as HTMLFormElement).method)).toBe('post');
    const pay = page.getByRole('button', { name: /Complete Purchase - \$/ });
    await expect(pay).toBeDisabled();
    const navigations = recordNavigations(page);
    const email = uniqueEmail(`nojs-checkout-${info.project.name}`);
    const emailField = page.getByRole('textbox', { name: /Email address/ });
    await emailField.fill(email);
    await emailField.press('Enter');
    await pay.click({ force: true });
    await page.waitForTimeout(500);
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/guides/fabric-101/checkout');
    expectCleanUrl(page.url(), [email]);
    await page.screenshot({ path: join(SHOTS, `checkout-nojs-${info.project.name}.png`) });
  });

  test('/login is pre-rendered with its form visibly inactive: nothing can be typed or sent', async ({ page }, info) => {
    await page.goto('/login');
    await expect(page.locator('h1')).toHaveText('Welcome Back');
    await expect(page.getByText('Log in to download your fabric guides again, any time.')).toBeVisible();
    const card = page.getByTestId('auth-card');
    await expect(card).toHaveAttribute('disabled', '');
    expect(Number(await card.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    const login = page.getByRole('form', { name: 'Login' });
    expect(await login.evaluate((f) => (f as HTMLFormElement).method)).toBe('post');
    await expect(login.getByRole('textbox', { name: 'Username' })).toBeDisabled();
    await expect(login.getByLabel('Password', { exact: true })).toBeDisabled();
    await expect(login.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Register' })).toBeDisabled();
    const navigations = recordNavigations(page);
    await login.getByRole('textbox', { name: 'Username' }).click({ force: true });
    await page.keyboard.type('nojs-user');
    await page.keyboard.press('Enter');
    await login.getByRole('button', { name: 'Login' }).click({ force: true });
    await page.waitForTimeout(500);
    expect(navigations).toEqual([]);
    await expect(login.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expectCleanUrl(page.url(), ['nojs-user']);
    await page.screenshot({ path: join(SHOTS, `login-nojs-${info.project.name}.png`), fullPage: true });
  });

  /** Where a choice is drawn from its input before JavaScript: the chip's fill, the box's check. */
  const GREEN = 'rgb(31, 92, 70)';

  const enquiries: {
    path: string;
    button: string;
    text: string;
    required: Record<string, string>;
    /** Choices picked before sending: each must show as picked, and be in the stored message. */
    pick?: (page: Page) => Promise<void>;
    stored?: string[];
  }[] = [
    {
      path: '/contact',
      button: 'Send Message',
      text: 'Message sent!',
      required: { 'Full Name': 'Nojs Contact', Message: 'Sent before any script ran.' },
    },
    {
      path: '/contact/tech-pack',
      button: 'Submit TechPack Request',
      text: 'TechPack request sent!',
      required: { 'Full Name': 'Nojs Techpack', 'Project Description': 'A lined wool coat.' },
    },
    {
      path: '/contact/production',
      button: 'Submit Production Request',
      text: 'Production request sent!',
      required: { 'Full Name': 'Nojs Production', 'Project Description': '300 heavyweight tees.' },
      pick: async (page) => {
        // The follow-up checkbox appears for the answers that ask for it, from CSS alone.
        const need = page.getByRole('checkbox', { name: 'I need TechPack development services' });
        await expect(need).toBeHidden();
        const no = page.getByRole('radio', { name: "No, I don't have a TechPack yet" });
        await no.check();
        await expect(no.locator('xpath=..').locator('svg').last()).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
        await expect(need).toBeVisible();
        await need.check();
        await expect(need.locator('xpath=..').locator('svg')).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/);
        await page.getByRole('radio', { name: 'Yes, I have a complete TechPack' }).check();
        await expect(need).toBeHidden();
        await page.getByRole('radio', { name: 'Yes, but it is partial or incomplete' }).check();
        await expect(need).toBeVisible();
        await expect(need).toBeChecked();
      },
      stored: ['Has TechPack: Yes, but it is partial or incomplete', 'Needs TechPack Development Services: Yes'],
    },
    {
      path: '/contact/brand-building',
      button: 'Submit Brand Building Request',
      text: 'Brand building request sent!',
      required: { 'Full Name': 'Nojs Brand', 'Project Description': 'A brand for a knitwear label.' },
      pick: async (page) => {
        for (const name of ['Bold', 'Modern', 'Warm']) await page.getByRole('checkbox', { name, exact: true }).check();
        await page.getByRole('checkbox', { name: 'Warm', exact: true }).uncheck();
        const modern = page.getByTestId('choice-chip').filter({ hasText: /^Modern$/ });
        await expect(modern).toHaveCSS('background-color', GREEN);
        await expect(page.getByTestId('choice-chip').filter({ hasText: /^Warm$/ })).not.toHaveCSS('background-color', GREEN);
        await page.getByRole('checkbox', { name: 'Logo Design' }).check();
      },
      stored: ['Brand Personality: Modern, Bold', 'Brand Elements: Logo Design'],
    },
  ];

  for (const form of enquiries) {
    test(`${form.path}: posts and lands on '${form.text}', nothing in the URL`, async ({ page }, info) => {
      await page.goto(form.path);
      const email = uniqueEmail(`nojs-${info.project.name}`);
      await field(page, 'Email Address').fill(email);
      for (const [label, value] of Object.entries(form.required)) await field(page, label).fill(value);
      await form.pick?.(page);
      const name = form.path.split('/').pop()!;
      if (form.path === '/contact') await page.screenshot({ path: join(SHOTS, `contact-form-nojs-${info.project.name}.png`) });
      if (form.pick) await page.screenshot({ path: join(SHOTS, `${name}-picked-nojs-${info.project.name}.png`), fullPage: true });
      const req = await submitNatively(page, form.button);
      expect(req.method()).toBe('POST');
      expect(new URL(req.url()).pathname).toBe('/forms/contact');
      await expect(page.locator('h1')).toHaveText(form.text);
      expectCleanUrl(page.url(), [email, ...Object.values(form.required)]);
      await page.screenshot({ path: join(SHOTS, `${name}-result-${info.project.name}.png`), fullPage: true });
      if (form.stored) {
        const [row] = await queryShop<{ message: string }>('SELECT message FROM contact_messages WHERE email = ?', [email]);
        for (const line of form.stored) expect(row.message).toContain(line);
      }
    });
  }

  test('the upload controls are visibly inactive before JavaScript: no file can be picked, no file name is posted', async ({
    page,
  }, info) => {
    for (const path of ['/contact/tech-pack', '/contact/brand-building']) {
      await page.goto(path);
      const zone = page.getByTestId('file-dropzone').first();
      await expect(zone.getByRole('button', { name: /^Browse files/ })).toBeDisabled();
      await expect(zone).toHaveCSS('opacity', '0.6');
      await expect(zone.locator('input[type="file"]')).not.toHaveAttribute('name', /.*/);
      if (path === '/contact/tech-pack') await zone.screenshot({ path: join(SHOTS, `upload-inactive-nojs-${info.project.name}.png`) });
    }
  });

  test('a blank required field is stopped by the browser (what was typed stays); one of spaces lands on the Missing information page', async ({
    page,
  }, info) => {
    for (const form of [
      { path: '/contact', button: 'Send Message', blank: 'Message' },
      { path: '/contact/tech-pack', button: 'Submit TechPack Request', blank: 'Project Description' },
    ]) {
      await page.goto(form.path);
      await field(page, 'Full Name').fill('Nojs Blank');
      await field(page, 'Email Address').fill('blank@example.com');
      const navigations = recordNavigations(page);
      await page.getByRole('button', { name: form.button }).click();
      await page.waitForTimeout(500);
      expect(navigations, form.path).toEqual([]);
      expect(await field(page, form.blank).evaluate((el) => (el as HTMLTextAreaElement).validity.valueMissing)).toBe(true);
      await expect(field(page, 'Full Name')).toHaveValue('Nojs Blank');
    }

    // Spaces pass the browser's check; the server's page says what is missing.
    await page.goto('/contact');
    await field(page, 'Full Name').fill('Nojs Blank');
    await field(page, 'Email Address').fill('blank@example.com');
    await field(page, 'Message').fill('   ');
    const req = await submitNatively(page, 'Send Message');
    expect(req.method()).toBe('POST');
    await expect(page.locator('h1')).toHaveText('Missing information');
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    expectCleanUrl(page.url(), ['blank@example.com', 'Nojs Blank']);
    await page.screenshot({ path: join(SHOTS, `missing-result-${info.project.name}.png`), fullPage: true });
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the download page's 'E-mail me a fresh link' posts and lands on a page, nothing in the URL", async ({ page }, info) => {
    const first = await page.goto('/api/download/fabric-202-plant-based');
    expect(first?.status()).toBe(403);
    await expect(page.locator('h1')).toHaveText('This download is for the buyer');
    const email = uniqueEmail(`nojs-resend-${info.project.name}`);
    await page.getByLabel('Purchase e-mail').fill(email);
    const req = await submitNatively(page, 'E-mail me a fresh link');
    expect(req.method()).toBe('POST');
    expect(new URL(req.url()).pathname).toBe('/forms/resend-link');
    await expect(page.locator('h1')).toHaveText('Check your inbox');
    await expect(page.getByText('If that address bought this guide, a fresh download link is on its way.')).toBeVisible();
    expectCleanUrl(page.url(), [email]);
    await page.screenshot({ path: join(SHOTS, `resend-result-nojs-${info.project.name}.png`), fullPage: true });
    await page.getByRole('link', { name: 'Back to Fabric 202 Plant-Based' }).click();
    await expect(page).toHaveURL(/\/guides\/fabric-202-plant-based$/);
  });

  test('a typed field floats its label (nothing runs under it); an empty one keeps it inside', async ({ page }) => {
    await page.goto('/contact/tech-pack');
    await field(page, 'Full Name').fill('Ada Lovelace');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const transform = (label: string) =>
      page
        .locator('label', { hasText: label })
        .first()
        .evaluate((el) => getComputedStyle(el).transform);
    await expect.poll(() => transform('Full Name')).toBe('matrix(0.75, 0, 0, 0.75, 14, -9)');
    await expect.poll(() => transform('Project Description')).toBe('matrix(1, 0, 0, 1, 14, 16)');
  });

  test('every pre-rendered form posts (none can submit as GET) and the pages show SUPPORT_EMAIL', async ({ page }) => {
    for (const path of [
      '/',
      '/guides',
      '/about',
      '/contact',
      '/contact/tech-pack',
      '/contact/production',
      '/contact/brand-building',
      '/v1',
      '/login',
      '/guides/fabric-101/checkout',
    ]) {
      await page.goto(path);
      const methods = await page.locator('form').evaluateAll((forms) => forms.map((f) => (f as HTMLFormElement).method));
      expect(methods.length, path).toBeGreaterThan(0);
      for (const m of methods) expect(m, path).toBe('post');
    }
    for (const path of ['/contact', '/contact/tech-pack']) {
      await page.goto(path);
      await expect(page.getByText(SUPPORT_EMAIL).first()).toBeVisible();
      expect(await page.content()).not.toContain('hello@threadwise.studio');
    }
  });

  test('no false "needs JavaScript" on pages that work without it; a notice where the action needs it', async ({ page }, info) => {
    const shellNotice = 'Threadwise needs JavaScript to run. Please enable it to browse our fabric guides.';
    for (const path of ['/', '/guides/fabric-101', '/contact', '/contact/tech-pack', '/terms']) {
      await page.goto(path);
      await expect(page.locator('body'), path).not.toContainText('needs JavaScript');
      await expect(page.locator('noscript'), path).toHaveCount(0);
    }
    const notices = [
      {
        path: '/guides/fabric-101/checkout',
        text: 'Paying by card needs JavaScript. Please enable it in your browser to complete your purchase.',
      },
      { path: '/login', text: 'Logging in and creating an account need JavaScript. Please enable it in your browser to continue.' },
    ];
    for (const { path, text } of notices) {
      await page.goto(path);
      const notice = page.getByRole('status').filter({ hasText: text });
      await expect(notice, path).toBeVisible();
      // Above the page, in the shop's warning colours, not a bare line under the footer.
      const box = (await notice.boundingBox())!;
      expect(box.y, path).toBeLessThan(10);
      expect(await notice.evaluate((el) => getComputedStyle(el).backgroundColor), path).not.toBe('rgba(0, 0, 0, 0)');
    }
    // A page that is empty without JavaScript (the account) says so in a card, with a way to the guides.
    await page.goto('/account');
    // The browser's own rendered text (Playwright's text matchers skip <noscript>).
    expect(await page.evaluate(() => document.body.innerText)).toContain(shellNotice);
    await page.screenshot({ path: join(SHOTS, `noscript-account-${info.project.name}.png`) });
    await page.getByRole('link', { name: 'See the fabric guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('mobile: the menu opens, closes and leads on before and without JavaScript', async ({ page }, info) => {
    test.skip(!isMobile(info), 'the menu toggle is in the mobile bars');
    // The site's top bar (/guides/fabric-101) and the side-menu frame (/v1).
    for (const { path, link, to } of [
      { path: '/guides/fabric-101', link: 'About Us', to: /\/about$/ },
      { path: '/v1', link: 'Cotton 201', to: /\/guides\/fabric-201-cotton$/ },
    ]) {
      await page.goto(path);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(menu, path).toBeHidden();
      // The toggle's icon follows the popover: the menu icon while closed, the close icon while open.
      await expect(toggle.locator('.menu-icon-open'), path).toBeVisible();
      await expect(toggle.locator('.menu-icon-close'), path).toBeHidden();
      await toggle.click();
      await expect(menu, path).toBeVisible();
      await expect(menu, path).toBeInViewport({ ratio: 0.9 });
      await expect(toggle.locator('.menu-icon-close'), path).toBeVisible();
      await expect(toggle.locator('.menu-icon-open'), path).toBeHidden();
      // The panel's own box, under the bar and against the screen's edge (not a centred popover).
      const box = (await menu.boundingBox())!;
      expect(box.y, path).toBeGreaterThanOrEqual(64);
      expect(box.height, path).toBeGreaterThan(500);
      await page.screenshot({ path: join(SHOTS, `menu-no-js-${path.replace(/\W+/g, '-')}-${info.project.name}.png`) });
      await page.keyboard.press('Escape');
      await expect(menu, path).toBeHidden();
      await toggle.click();
      await expect(menu, path).toBeVisible();
      await toggle.click(); // the toggle closes it again
      await expect(menu, path).toBeHidden();
      await toggle.click();
      await menu.getByRole('link', { name: link, exact: true }).click();
      await expect(page, path).toHaveURL(to);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    }
  });
});

/** Holds the app's chunks back (the page is painted, not hydrated) until the returned release is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript', () => {
  test('what was typed, picked and ticked before hydration is still there after it, and the app knows it', async ({ page }, info) => {
    const errors = collectConsoleErrors(page);
    // The app's chunks wait until the visitor has filled the painted form.
    const release = await holdAppScripts(page);
    await page.goto('/contact/brand-building');
    await field(page, 'Full Name').fill('Early Bird');
    await field(page, 'Project Description').fill('Typed while the page was only painted.');
    await page.getByRole('checkbox', { name: 'Modern', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Logo Design' }).check();
    await page.getByRole('combobox', { name: 'Timeline' }).selectOption('rush-1-2-weeks');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForTimeout(300);

    await expect(field(page, 'Full Name')).toHaveValue('Early Bird');
    await expect(field(page, 'Project Description')).toHaveValue('Typed while the page was only painted.');
    await expect(page.getByRole('checkbox', { name: 'Modern', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Logo Design' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Timeline' })).toHaveValue('rush-1-2-weeks');
    // The app's state holds them: more choices add to them instead of starting over.
    await page.getByRole('checkbox', { name: 'Bold', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Color Palette' }).check();
    await expect(page.getByRole('checkbox', { name: 'Modern', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Logo Design' })).toBeChecked();
    await page.getByRole('heading', { name: 'Brand Identity' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `brand-typed-before-hydration-${info.project.name}.png`) });

    // A client-side navigation to another form starts it blank (nothing carried over).
    await page.locator('a[href="/contact"]:visible').last().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(field(page, 'Full Name')).toHaveValue('');
    errors.expectNone();
  });

  test('mobile: a menu opened before hydration stays open and the app takes it over', async ({ page }, info) => {
    test.skip(!isMobile(info), 'the menu toggle is in the mobile bars');
    // The app's chunks wait until the menu is open: the page is painted, not yet hydrated.
    const release = await holdAppScripts(page);
    await page.goto('/guides/fabric-101');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('[id="mobile-menu"]');
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Still open, now the app's panel: its toggle says so, and closes it.
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu).not.toHaveAttribute('popover');
    await expect(close.locator('svg')).toHaveCount(1); // the app's one icon, no longer both
    await close.click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('after hydration the forms are sent by the app (no navigation) as before', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
    const form = page.getByTestId('newsletter-form').first();
    await form.getByRole('textbox').fill(uniqueEmail('hydrated'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).first()).toContainText('Successfully subscribed!');
    expect(posts).toEqual(['/api/newsletter/subscribe']);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('/login after hydration: the form is active and logs in as before', async ({ page }, info) => {
    await page.goto('/login');
    await waitForApp(page);
    const card = page.getByTestId('auth-card');
    await expect(card).not.toHaveAttribute('disabled');
    expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByRole('textbox', { name: 'Username' }).fill('nobody-here');
    await login.getByLabel('Password', { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(toasts(page).first()).toContainText('Login failed');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('');
    await page.screenshot({ path: join(SHOTS, `login-hydrated-${info.project.name}.png`) });
  });

  test('the checkout button is enabled once the app has hydrated', async ({ page }) => {
    await page.goto('/guides/fabric-101/checkout');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: /Complete Purchase - \$/ })).toBeEnabled();
  });

  test('the configured SUPPORT_EMAIL everywhere, also after hydration', async ({ page }) => {
    for (const path of ['/contact', '/contact/tech-pack', '/contact/production', '/contact/brand-building']) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator(`a[href="mailto:${SUPPORT_EMAIL}"]`).first()).toBeVisible();
      await expect(page.locator('a[href="mailto:hello@threadwise.studio"]')).toHaveCount(0);
    }
  });

  test("contact and tech-pack: empty required fields show the 'Missing information' toast, not the browser's bubble", async ({ page }) => {
    for (const { path, button, text } of [
      { path: '/contact', button: 'Send Message', text: 'Please fill in all required fields.' },
      {
        path: '/contact/tech-pack',
        button: 'Submit TechPack Request',
        text: 'Please fill in all required fields (Name, Email, Project Description).',
      },
    ]) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('button', { name: button }).click();
      await expect(toasts(page).first()).toContainText('Missing information');
      await expect(toasts(page).first()).toContainText(text);
    }
  });

  for (const { form, path, submit } of [
    { form: 'production', path: '/contact/production', submit: 'Submit Production Request' },
    { form: 'brand building', path: '/contact/brand-building', submit: 'Submit Brand Building Request' },
  ]) {
    test(`${form} keeps the browser bubble; the invalid field is scrolled clear of the sticky header`, async ({ page }, info) => {
      await page.goto(path);
      await waitForApp(page);
      await field(page, 'Full Name').fill('Scroll Check');
      await field(page, 'Email Address').fill('scroll@example.com');
      await page.getByRole('button', { name: submit }).click();
      const description = field(page, 'Project Description');
      await expect(description).toBeFocused();
      expect(await description.evaluate((el) => (el as HTMLTextAreaElement).validity.valueMissing)).toBe(true);
      await expect(toasts(page)).toHaveCount(0);
      // Wait for the (smooth) scroll to end, then compare with the header's bottom edge.
      await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
      await page.waitForTimeout(600);
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const labelTop = await page
        .locator('label', { hasText: 'Project Description' })
        .first()
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
      await page.screenshot({ path: join(SHOTS, `${path.split('/').pop()}-invalid-${info.project.name}.png`) });
    });
  }

  test('after hydration an empty multiline field keeps its label inside', async ({ page }) => {
    await page.goto('/contact/production');
    await waitForApp(page);
    const label = page.locator('label', { hasText: 'Specific Production Requirements' }).first();
    await expect(label).toHaveAttribute('data-shrink', 'false');
    await expect.poll(() => label.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(1, 0, 0, 1, 14, 16)');
  });

  test('no blank scroll below the footer on the enquiry pages', async ({ page }, info) => {
    for (const path of ['/contact', '/contact/tech-pack', '/contact/production', '/contact/brand-building']) {
      await page.goto(path);
      await waitForApp(page);
      const gap = await page.evaluate(() => {
        const footer = document.querySelector('footer')!;
        return document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY);
      });
      expect(gap, path).toBeLessThanOrEqual(1);
      if (path === '/contact/tech-pack')
        await page.screenshot({ path: join(SHOTS, `tech-pack-form-${info.project.name}.png`), fullPage: true });
    }
  });
});

test('uploads: a progress bar per file while sending, a thumbnail for an image once uploaded', async ({ page }, info) => {
  await page.goto('/contact/tech-pack');
  await waitForApp(page);
  // Hold the PUT until the progress rows have been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/objects/uploads/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'sketch.png', mimeType: 'image/png', buffer: pngFile() },
    { name: 'spec.pdf', mimeType: 'application/pdf', buffer: pdfFile('Spec') },
  ]);
  const rows = page.getByTestId('upload-progress');
  await expect(rows).toHaveCount(2);
  await expect(rows.getByRole('progressbar')).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('file-thumbnail')).toBeVisible();
  await expect(rows.nth(1).getByTestId('file-thumbnail')).toHaveCount(0);
  release();
  const uploaded = page.getByTestId('uploaded-files').locator('li');
  await expect(uploaded).toHaveCount(2);
  const thumb = uploaded.filter({ hasText: 'sketch.png' }).getByTestId('file-thumbnail');
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(uploaded.filter({ hasText: 'spec.pdf' }).getByTestId('file-thumbnail')).toHaveCount(0);
  await uploaded.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, `uploads-${info.project.name}.png`) });
});
