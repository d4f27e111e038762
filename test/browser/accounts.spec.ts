import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  agreeToTerms,
  collectConsoleErrors,
  expectNoHorizontalScroll,
  expectSingleH1,
  isMobile,
  resourceStatus,
  toasts,
  uniqueEmail,
  waitForApp,
} from './helpers.js';

/**
 * Accounts in the browser (spec §2 Login and register, Account; §4; §5; §8): a guest buys
 * Fabric 101 with the sandbox card, follows 'Access My Account', registers with the
 * purchase e-mail, finds the guide on /account and downloads it; logs out and back in and
 * downloads again (now through the account, the paying session is gone); /account
 * without a user lands on /login. Plus the login screen's tabs, messages and failures.
 */

const PASSWORD = 'fabric-secret-1';

function uniqueName(tag: string, project: string): string {
  return `pw_${tag}_${project}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

function registerForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Register' });
}

function loginForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Login' });
}

/** The password input of a form (exact: the show/hide button says 'Show password'). */
function passwordInput(form: Locator): Locator {
  return form.getByLabel('Password', { exact: true });
}

/** Registers through the /login screen's Register tab; the account page opens. */
async function registerOnScreen(page: Page, username: string, email: string): Promise<void> {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = registerForm(page);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(email);
  await passwordInput(form).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** Sends the Login form of the page on screen; the account page opens. */
async function logInOnScreen(page: Page, username: string, password = PASSWORD): Promise<void> {
  const login = loginForm(page);
  await login.getByLabel('Username').fill(username);
  await passwordInput(login).fill(password);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** Holds the next answers of `url` until `release()` (to see a busy label). */
async function hold(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Sandbox checkout of Fabric 101 with the test card, up to the thank-you page. */
async function buyFabric101(page: Page, email: string): Promise<void> {
  await page.goto('/guides/fabric-101/checkout', { waitUntil: 'domcontentloaded' });
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Complete Purchase - \$29\.00$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 });
}

/** Clicks a card's Download: a new tab opens the guide's download address and the PDF arrives. */
async function downloadFrom(page: Page, card: Locator, title: string): Promise<void> {
  // The new tab closes itself once the attachment starts: listen on it from its first moment.
  const context = page.context();
  const downloaded = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    context.once('page', (popup) => popup.once('download', resolve));
  });
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: `Download ${title}` }).click();
  await popup;
  const download = await downloaded;
  expect(download.url()).toMatch(/\/api\/download\/fabric-101$/);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
  expect(await download.failure()).toBeNull();
  await expect(toasts(page)).toContainText('Download started');
  await expect(toasts(page)).toContainText(`Downloading ${title}`);
}

test.describe('accounts', () => {
  test('buy as a guest, register with the purchase e-mail, download from /account; log out and back in', async ({ page }, info) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail('account');
    const username = uniqueName('buyer', info.project.name);

    await buyFabric101(page, email);
    await page.getByRole('button', { name: 'Access My Account' }).click();

    // Nobody is logged in: /account sends the buyer to /login, on Register, with the e-mail filled in.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Back');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const form = registerForm(page);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByLabel('Username').fill(username);
    await passwordInput(form).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(toasts(page)).toContainText('Account created!');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}!`);
    await expect(page.getByText('Access and download your purchased fabric guides anytime.')).toBeVisible();
    const profile = page.getByRole('region', { name: 'Your profile' });
    await expect(profile).toContainText(username);
    await expect(profile).toContainText(email);
    // Paying proves this order (it is shown and linked), not the inbox: the profile asks the
    // buyer to confirm the e-mail, which would bring in any other orders of that address.
    await expect(profile.getByRole('note')).toContainText('Check your inbox to confirm your e-mail');

    const card = page.getByTestId('purchase-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Fabric 101');
    await expect(card).toContainText('Purchased');
    await expect(card).toContainText(email);
    await expect(card).toContainText('$29');
    await expect(card).toContainText(new Date().getFullYear().toString());
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('userData'),
      purchases: localStorage.getItem('userPurchases'),
    }));
    expect(JSON.parse(stored.user!)).toEqual({ username, email });
    const purchases = JSON.parse(stored.purchases!) as { guideSlug: string; email: string; downloadUrl: string }[];
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ guideSlug: 'fabric-101', email, downloadUrl: '/api/download/fabric-101' });
    await expectSingleH1(page, '/account');
    await expectNoHorizontalScroll(page, '/account');
    if (isMobile(info)) {
      // The mobile top bar: menu toggle, logo to /, account icon.
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Your account' })).toBeVisible();
    }
    await downloadFrom(page, card, 'Fabric 101');

    // Log out: storage cleared, toast, home.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page)).toContainText('Logged out');
    await expect(toasts(page)).toContainText("You've been successfully logged out.");
    expect(await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('userPurchases')])).toEqual([null, null]);

    // Log back in (a new session: the download now goes through the account).
    await page.goto('/login');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    await logInOnScreen(page, username);
    await expect(toasts(page)).toContainText('Welcome back!');
    await expect(page.getByTestId('purchase-card')).toHaveCount(1);
    await downloadFrom(page, page.getByTestId('purchase-card'), 'Fabric 101');
    errors.expectNone('purchase, register, account, logout, login');
  });

  test('the confirmation link opened on another device: /login asks for the account, then confirms', async ({ page, browser }, info) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('device', info.project.name);
    const email = uniqueEmail('device');
    await registerOnScreen(page, name, email);
    const link = await mailedLink(email, '/api/account/verify');

    // Another browser, nobody logged in: the link confirms nothing and asks for the login.
    const phone = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: page.viewportSize() });
    const other = await phone.newPage();
    const otherErrors = collectConsoleErrors(other);
    await other.goto(link);
    await expect(other).toHaveURL(/\/login\?verify=[A-Za-z0-9_-]{43}$/);
    await waitForApp(other);
    await expect(other.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.getByText('Log in to the account you created to confirm your e-mail address.')).toBeVisible();
    await expectNoHorizontalScroll(other, '/login?verify=');
    await logInOnScreen(other, name);
    await expect(toasts(other)).toContainText('E-mail confirmed');
    await expect(other.getByRole('region', { name: 'Your profile' }).getByRole('note')).toHaveCount(0);
    otherErrors.expectNone('confirmation on another device');
    await phone.close();

    // The first browser's account is confirmed too.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome back, ${name}!`);
    await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('note')).toHaveCount(0);
    errors.expectNone('register, then confirmed elsewhere');
  });

  test('/account without a user lands on /login; unparsable stored data is cleared', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/account');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');

    await page.evaluate(() => {
      localStorage.setItem('userData', '{not json');
      localStorage.setItem('userPurchases', '[]');
    });
    await page.goto('/account');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('userPurchases')])).toEqual([null, null]);

    // Stored data the server no longer backs (no session): cleared, back to /login.
    await page.evaluate(() => localStorage.setItem('userData', JSON.stringify({ username: 'ghost', email: 'ghost@example.com' })));
    errors.allow(resourceStatus(401, /\/api\/(me|account\/purchases)$/));
    await page.goto('/account');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    errors.expectNone('/account logged out');
  });

  test('the login screen: tabs, headings, spec §5 messages, busy labels and failure toasts', async ({ page }, info) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/login');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    await expect(page.getByRole('link', { name: 'Browse our guides' })).toHaveAttribute('href', '/guides');
    await expectNoHorizontalScroll(page, '/login');

    // Login: both fields required.
    const login = loginForm(page);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login).toContainText('Username is required');
    await expect(login).toContainText('Password is required');

    // Register: the heading changes; every rule shows its message under its field.
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Back');
    const form = registerForm(page);
    await expect(passwordInput(form)).toHaveAttribute('placeholder', 'Minimum 6 characters');
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Email').fill('not-an-email');
    await passwordInput(form).fill('12345');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form).toContainText('Username must be at least 3 characters');
    await expect(form).toContainText('Please enter a valid email address');
    await expect(form).toContainText('Password must be at least 6 characters');

    // A failed registration (the server's 409) and a failed login (401) toast the server's words.
    const taken = uniqueName('taken', info.project.name);
    const takenEmail = uniqueEmail('taken');
    const res = await page.request.post('/api/register', { data: { username: taken, email: takenEmail, password: PASSWORD } });
    expect(res.status()).toBe(201);
    await page.request.post('/api/logout', { data: {} });
    await form.getByLabel('Username').fill(taken);
    await form.getByLabel('Email').fill(uniqueEmail('other'));
    await passwordInput(form).fill(PASSWORD);
    errors.allow(resourceStatus(409, '/api/register'));
    const releaseRegister = await hold(page, '**/api/register');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    releaseRegister();
    await expect(toasts(page)).toContainText('Registration failed');
    await expect(toasts(page)).toContainText('That username is already taken');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('tab', { name: 'Login' }).click();
    await login.getByLabel('Username').fill(taken);
    await passwordInput(login).fill('wrong-password');
    errors.allow(resourceStatus(401, '/api/login'));
    const releaseLogin = await hold(page, '**/api/login');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    releaseLogin();
    await expect(toasts(page)).toContainText('Login failed');
    await expect(toasts(page)).toContainText('Invalid username or password');
    await expect(login.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    errors.expectNone('/login');
  });

  test('account recovery and self-service: change password and sign out everywhere on /account, forgot password, the reset link', async ({
    page,
  }, info) => {
    const errors = collectConsoleErrors(page);
    const name = uniqueName('recover', info.project.name);
    const email = uniqueEmail('recover');

    // Register through the screen and confirm the e-mail (reset links go to confirmed addresses only).
    await registerOnScreen(page, name, email);
    await page.goto(await mailedLink(email, '/api/account/verify'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome back, ${name}!`);
    await expectNoHorizontalScroll(page, '/account');

    // Change password: the current one is checked, then other devices are signed out, this one stays.
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await change.getByLabel('New password', { exact: true }).fill('changed-secret-2');
    errors.allow(resourceStatus(400, '/api/account/change-password'));
    await change.getByRole('button', { name: 'Update Password' }).click();
    await expect(toasts(page)).toContainText('Password not changed');
    await expect(toasts(page)).toContainText('Your current password is not correct');
    await change.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await change.getByRole('button', { name: 'Update Password' }).click();
    await expect(toasts(page)).toContainText('Password updated');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome back, ${name}!`);

    // Sign out everywhere: this browser too, to /login.
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expect(toasts(page)).toContainText('Signed out everywhere');
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // Forgot password: the same answer for any address; the link arrives for this one.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password?');
    const forgot = page.getByRole('form', { name: 'Reset password' });
    await forgot.getByLabel('Email').fill('not-an-email');
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(forgot).toContainText('Please enter a valid email address');
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toContainText('If an account uses');
    await expect(toasts(page)).toContainText('Check your inbox');
    const link = await mailedLink(email, '/reset-password');

    // The reset page: the token leaves the address bar; both fields must match.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a New Password');
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectSingleH1(page, '/reset-password');
    await expectNoHorizontalScroll(page, '/reset-password');
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('reset-secret-3');
    await reset.getByLabel('Confirm new password', { exact: true }).fill('reset-secret-4');
    await reset.getByRole('button', { name: 'Set New Password' }).click();
    await expect(reset).toContainText('Passwords do not match');
    await reset.getByLabel('Confirm new password', { exact: true }).fill('reset-secret-3');
    await reset.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Updated');
    await expect(toasts(page)).toContainText('Password updated');

    // The link worked once: used again, it says so and offers a new one.
    await page.goto(link);
    await reset.getByLabel('New password', { exact: true }).fill('reset-secret-5');
    await reset.getByLabel('Confirm new password', { exact: true }).fill('reset-secret-5');
    errors.allow(resourceStatus(400, '/api/account/reset-password'));
    await reset.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link Not Valid');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password?');

    // The new password logs in.
    await page.getByRole('button', { name: 'Back to login' }).click();
    await logInOnScreen(page, email, 'reset-secret-3');
    errors.expectNone('account recovery');
  });
});

/** The path and query of the newest link to `path` e-mailed to `to` (the outbox of the test server). */
async function mailedLink(to: string, path: string): Promise<string> {
  const outbox = join(process.env.SHOP_STORAGE_DIR!, 'outbox');
  const pattern = new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]{43})`);
  for (let i = 0; i < 100; i++) {
    const found = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) =>
        readFileSync(join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/gi, '='),
      )
      .filter((m) => m.includes(`To: ${to}`))
      .map((m) => pattern.exec(m)?.[1])
      .filter((l): l is string => Boolean(l));
    if (found.length > 0) return found[found.length - 1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${path} link e-mailed to ${to}`);
}
