import { expect, type ConsoleMessage, type Page, type TestInfo, type APIRequestContext } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteFile } from '../../api/database/sqlite-file.js';

/**
 * Shared helpers for the browser tests (Playwright, Debian chromium). Import freely:
 *
 *   const consoleErrors = collectConsoleErrors(page);   // before page.goto
 *   await openPage(page, '/guides');
 *   consoleErrors.expectNone();
 */

export const DESKTOP_WIDTH = 1280;

/**
 * The first capture of `pattern` in an e-mail the test server wrote to `to` (storage/outbox,
 * quoted-printable undone), waiting up to 10 s for it to be written.
 */
export async function linkInMail(to: string, pattern: RegExp): Promise<string> {
  const outbox = join(process.env.SHOP_STORAGE_DIR!, 'outbox');
  for (let i = 0; i < 100; i++) {
    for (const f of readdirSync(outbox).filter((n) => n.endsWith('.eml'))) {
      const mail = readFileSync(join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=');
      if (!mail.includes(`To: ${to}`)) continue;
      const m = pattern.exec(mail);
      if (m) return m[1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail to ${to} matching ${pattern}`);
}

/** Reads the test server's database (read-only; the server keeps writing beside it). */
export async function queryShop<T>(sql: string, params: unknown[]): Promise<T[]> {
  const db = await SqliteFile.open(join(process.env.SHOP_STORAGE_DIR!, 'shop.sqlite'), { readOnly: true });
  try {
    return await db.all<T>(sql, params);
  } finally {
    await db.close();
  }
}
export const MOBILE_WIDTH = 390;

/** True in the 'mobile' project (390 px wide). */
export function isMobile(info: TestInfo): boolean {
  return info.project.name === 'mobile';
}

/* ------------------------------------------------------------------------------------- */
/* Console errors                                                                         */
/* ------------------------------------------------------------------------------------- */

export interface LoggedError {
  kind: 'console' | 'pageerror';
  text: string;
  /** The resource a 'Failed to load resource' message is about (console only). */
  url: string;
}

/** Decides whether an error was caused on purpose by the test (and may be ignored). */
export type ErrorFilter = (e: LoggedError) => boolean;

export interface ConsoleErrorCollector {
  /** Everything logged so far, including errors that are allowed. */
  readonly all: readonly LoggedError[];
  /** Ignore the errors `filter` accepts (caused by the test itself). */
  allow(filter: ErrorFilter): void;
  /** Errors not allowed so far. */
  unexpected(): LoggedError[];
  /** Fails with the list of unexpected errors, if any. */
  expectNone(context?: string): void;
  /** Forget what was logged so far (the allow-list stays). */
  clear(): void;
}

/**
 * Collects `console.error` messages and uncaught page errors from the moment it is
 * called. Call it before `page.goto`.
 */
export function collectConsoleErrors(page: Page): ConsoleErrorCollector {
  const logged: LoggedError[] = [];
  const filters: ErrorFilter[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    logged.push({ kind: 'console', text: msg.text(), url: msg.location().url ?? '' });
  });
  page.on('pageerror', (err) => {
    logged.push({ kind: 'pageerror', text: `${err.name}: ${err.message}`, url: '' });
  });
  const unexpected = () => logged.filter((e) => !filters.some((f) => f(e)));
  return {
    all: logged,
    allow: (f) => filters.push(f),
    unexpected,
    expectNone: (context) => {
      const bad = unexpected();
      expect(
        bad,
        `${context ? `${context}: ` : ''}console errors:\n${bad.map((e) => `  [${e.kind}] ${e.text} ${e.url}`).join('\n')}`,
      ).toEqual([]);
    },
    clear: () => {
      logged.length = 0;
    },
  };
}

function urlMatches(url: string, pattern: string | RegExp): boolean {
  if (typeof pattern === 'string') {
    try {
      return new URL(url).pathname === pattern || url === pattern;
    } catch {
      return url === pattern;
    }
  }
  return pattern.test(url);
}

/** A 'Failed to load resource ... 404' for a URL the test requested on purpose. */
export function resourceStatus(status: number, url: string | RegExp): ErrorFilter {
  return (e) => e.kind === 'console' && e.text.includes(`status of ${status}`) && urlMatches(e.url, url);
}

/** A request the test aborted with `route.abort()` (net::ERR_FAILED). */
export function abortedResource(url: string | RegExp): ErrorFilter {
  return (e) => e.kind === 'console' && /Failed to load resource: net::ERR_(FAILED|ABORTED)/.test(e.text) && urlMatches(e.url, url);
}

/* ------------------------------------------------------------------------------------- */
/* Pages                                                                                  */
/* ------------------------------------------------------------------------------------- */

/** Opens a page of the SPA and waits until its (lazy) route has rendered its h1 and the app runs. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await waitForApp(page);
}

/**
 * A pre-rendered page shows its content before its JavaScript runs: waits until the app
 * has hydrated it (`html[data-hydrated]`, set by the layouts) and its chunks have loaded
 * (the footer's sign-up form and the home sections hydrate when theirs arrive).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('meta[name="app-modules"]') ||
      (document.documentElement.dataset.hydrated === 'true' &&
        // The footer's sign-up form is a lazy chunk: until it is live, Enter posts it natively.
        !document.querySelector('form[data-testid="newsletter-form"]:not([data-live])')),
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Scrolls through the whole page (so lazy images load), back to the top, and waits for
 * the network to settle.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 25));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 50));
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** The page never scrolls sideways: scrollWidth stays within the viewport. */
export async function expectNoHorizontalScroll(page: Page, context = ''): Promise<void> {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, `${context} scrolls horizontally: scrollWidth ${scrollWidth} > ${viewport}`).toBeLessThanOrEqual(viewport);
}

/** Exactly one h1 in the document. */
export async function expectSingleH1(page: Page, context = ''): Promise<void> {
  const texts = await page.locator('h1').allInnerTexts();
  expect(texts, `${context} should have exactly one h1`).toHaveLength(1);
}

/** CSS colour ('#F2C230' or 'rgb(...)') as 'rgb(r, g, b)'. */
export function hexToRgb(hex: string): string {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? h.replace(/(.)/g, '$1$1') : h, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/* ------------------------------------------------------------------------------------- */
/* Newsletter and toasts                                                                  */
/* ------------------------------------------------------------------------------------- */

export const NEWSLETTER_URL = '**/api/newsletter/subscribe';

/** A unique address per call, so repeated runs never collide. */
export function uniqueEmail(tag: string): string {
  return `pw-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Makes every newsletter subscription fail with a 500 'boom'. */
export async function failNewsletter(page: Page): Promise<void> {
  await page.route(NEWSLETTER_URL, (r) => r.fulfill({ status: 500, body: 'boom' }));
}

/** The visible toasts (at most one, spec §9). */
export function toasts(page: Page) {
  return page.getByTestId('toast');
}

/** Moves the pointer to a corner no toast covers (a hovered toast pauses its timer). */
export async function parkMouse(page: Page): Promise<void> {
  const vp = page.viewportSize() ?? { width: DESKTOP_WIDTH, height: 800 };
  await page.mouse.move(2, vp.height - 2);
}

/**
 * Records, inside the page, when toasts appear and disappear and how many were in the
 * DOM at once. Install after the page has loaded.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __toastLog: { added: number[]; removed: number[]; max: number } };
    w.__toastLog = { added: [], removed: [], max: 0 };
    const isToast = (n: Node) => n instanceof HTMLElement && n.matches('[data-testid="toast"]');
    new MutationObserver((records) => {
      const now = performance.now();
      for (const r of records) {
        r.addedNodes.forEach((n) => isToast(n) && w.__toastLog.added.push(now));
        r.removedNodes.forEach((n) => isToast(n) && w.__toastLog.removed.push(now));
      }
      w.__toastLog.max = Math.max(w.__toastLog.max, document.querySelectorAll('[data-testid="toast"]').length);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export async function toastLog(page: Page): Promise<{ added: number[]; removed: number[]; max: number }> {
  return page.evaluate(() => (window as unknown as { __toastLog: { added: number[]; removed: number[]; max: number } }).__toastLog);
}

/* ------------------------------------------------------------------------------------- */
/* Spec data (product-spec §2, §3, §9)                                                    */
/* ------------------------------------------------------------------------------------- */

export interface SpecGuide {
  slug: string;
  title: string;
  /** Label in the side menu. */
  menu: string;
  number: string;
  sale: string;
  list: string;
  featured: boolean;
  rating: string;
  reviews: number;
  /** Spec §2 accent colour by slug. */
  accent: 'yellow' | 'cream' | 'green' | 'pink' | 'red';
}

/** The five guides as the spec lists them (§2 slugs and side menu, §3 table). */
export const SPEC_GUIDES: readonly SpecGuide[] = [
  {
    slug: 'fabric-101',
    title: 'Fabric 101',
    menu: 'Fabric 101',
    number: '101',
    sale: '$29',
    list: '$49',
    featured: true,
    rating: '4.9',
    reviews: 342,
    accent: 'yellow',
  },
  {
    slug: 'fabric-201-cotton',
    title: 'Fabric 201 Cotton',
    menu: 'Cotton 201',
    number: '201',
    sale: '$19',
    list: '$39',
    featured: true,
    rating: '4.8',
    reviews: 267,
    accent: 'cream',
  },
  {
    slug: 'fabric-202-plant-based',
    title: 'Fabric 202 Plant-Based',
    menu: 'Plant-Based 202',
    number: '202',
    sale: '$19',
    list: '$39',
    featured: true,
    rating: '4.7',
    reviews: 189,
    accent: 'green',
  },
  {
    slug: 'fabric-203-animal-based',
    title: 'Fabric 203 Animal-Based',
    menu: 'Animal-Based 203',
    number: '203',
    sale: '$19',
    list: '$39',
    featured: false,
    rating: '4.8',
    reviews: 214,
    accent: 'pink',
  },
  {
    slug: 'fabric-204-synthetic',
    title: 'Fabric 204 Synthetic',
    menu: 'Synthetic 204',
    number: '204',
    sale: '$19',
    list: '$39',
    featured: false,
    rating: '4.9',
    reviews: 298,
    accent: 'red',
  },
];

/** Names a CSS 'rgb(r, g, b)' colour as one of the spec's accent words (or 'other'). */
export function colourName(rgb: string): SpecGuide['accent'] | 'other' {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(rgb);
  if (!m) return 'other';
  const [r, g, b] = [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = 60 * (((g - b) / d) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  if (h < 0) h += 360;
  if (l > 0.82 && h >= 25 && h <= 65) return 'cream';
  if (h >= 35 && h <= 65 && s > 0.6) return 'yellow';
  if (h >= 80 && h <= 170) return 'green';
  if ((h >= 320 || h <= 15) && l >= 0.65) return 'pink';
  if ((h >= 345 || h <= 15) && l < 0.65 && s > 0.4) return 'red';
  return 'other';
}

/**
 * The checks every page gets (spec-wide): after scrolling through it (lazy images load),
 * exactly one h1, no sideways scrolling, and nothing logged as an error so far.
 */
export async function expectCleanPage(page: Page, errors: ConsoleErrorCollector, context: string): Promise<void> {
  await scrollThrough(page);
  await expectSingleH1(page, context);
  await expectNoHorizontalScroll(page, context);
  errors.expectNone(context);
}

/* ------------------------------------------------------------------------------------- */
/* Checkout                                                                               */
/* ------------------------------------------------------------------------------------- */

/** The checkout's consent box (Terms, Refund policy, immediate delivery): required to pay. */
export function consentBox(page: Page) {
  return page.getByRole('checkbox', { name: /^I agree to the Terms and Conditions and the Refund Policy/ });
}

/** Ticks the checkout's consent box. */
export async function agreeToTerms(page: Page): Promise<void> {
  await consentBox(page).check();
}

/**
 * What ticking the consent box sends, for purchases made over the API in a test's set-up:
 * the current Terms version recorded on this browser's pending order.
 */
export async function agreeToTermsByApi(request: APIRequestContext, guideSlug: string): Promise<void> {
  const terms = await request.get('/api/legal/checkout-terms');
  const { termsVersion } = (await terms.json()) as { termsVersion: string };
  const consent = await request.post('/api/checkout/consent', { data: { guideSlug, termsVersion } });
  if (!consent.ok()) throw new Error(`consent refused: ${consent.status()} ${await consent.text()}`);
}

/** A guide page as its owner sees it: 'You own this: Download' to the guide's file, no 'Download Now'. */
export async function expectOwnedGuidePage(page: Page, slug: string): Promise<void> {
  await page.goto(`/guides/${slug}`);
  await waitForApp(page);
  const own = page.getByRole('link', { name: 'You own this: Download' });
  await expect(own).toBeVisible();
  await expect(own).toHaveAttribute('href', `/api/download/${slug}`);
  await expect(page.getByRole('link', { name: 'Download Now' })).toHaveCount(0);
}
