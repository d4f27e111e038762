import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, waitForApp } from './helpers.js';

/**
 * Search and social tags in a real browser: the pre-rendered ones are there after
 * hydration, client-side navigation replaces them with the next page's (no stale
 * Organization on a guide, no Product on the guide list), and the JSON-LD data blocks
 * raise no Content-Security-Policy error (script-src 'self' does not apply to them).
 */

interface Tags {
  title: string;
  canonical: string[];
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: string[];
}

async function tags(page: Page): Promise<Tags> {
  return page.evaluate(() => {
    const metas = (prefix: string, attr: 'property' | 'name') =>
      Object.fromEntries(
        Array.from(document.head.querySelectorAll<HTMLMetaElement>(`meta[${attr}^="${prefix}"]`)).map((m) => [
          m.getAttribute(attr)!,
          m.content,
        ]),
      );
    return {
      title: document.title,
      canonical: Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((l) => l.href),
      robots: document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null,
      og: metas('og:', 'property'),
      twitter: metas('twitter:', 'name'),
      jsonLd: Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
      ),
    };
  });
}

test('search and social tags follow client-side navigation, with no CSP error', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const cspReports: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) cspReports.push(m.text());
  });

  await page.goto('/');
  await waitForApp(page);
  const home = await tags(page);
  // The address the server wrote (PUBLIC_URL), kept by every later update.
  const origin = new URL(home.canonical[0]).origin;
  expect(home.canonical).toEqual([`${origin}/`]);
  expect(home.og['og:url']).toBe(`${origin}/`);
  expect(home.og['og:image']).toBe(`${origin}/og/home.png`);
  expect(home.twitter['twitter:card']).toBe('summary_large_image');
  expect(home.jsonLd.sort()).toEqual(['Organization', 'WebSite']);

  // Client-side: the hero's link to the guide list, then the list's link to Fabric 101.
  const navigations: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations.push(f.url());
  });
  await page
    .getByRole('region', { name: 'Your complete fashion brand partner' })
    .getByRole('link', { name: 'Download Fabric Guides' })
    .click();
  await expect(page.locator('h1')).toHaveText('Our Guides');
  await expect.poll(async () => (await tags(page)).canonical).toEqual([`${origin}/guides`]);
  const guides = await tags(page);
  expect(guides.title).toBe('Our Guides · Threadwise');
  expect(guides.og['og:title']).toBe(guides.title);
  expect(guides.og['og:image']).toBe(`${origin}/og/home.png`);
  expect(guides.jsonLd).toEqual([]);

  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Fabric 101' }) })
    .getByRole('link', { name: /View Guide/ })
    .click();
  await expect(page.locator('h1')).toHaveText('Fabric 101');
  await expect.poll(async () => (await tags(page)).canonical).toEqual([`${origin}/guides/fabric-101`]);
  const guide = await tags(page);
  expect(guide.og).toMatchObject({
    'og:type': 'product',
    'og:url': `${origin}/guides/fabric-101`,
    'og:title': 'Fabric 101 · Threadwise',
    'og:image': `${origin}/og/fabric-101.png`,
    'og:image:width': '1200',
    'og:image:height': '630',
  });
  expect(guide.twitter['twitter:image']).toBe(`${origin}/og/fabric-101.png`);
  expect(guide.jsonLd.sort()).toEqual(['BreadcrumbList', 'Product']);
  expect(guide.robots).toBeNull();

  // A page kept out of the index: noindex, no canonical link, no structured data.
  await page.locator('main').getByRole('link', { name: 'Download Now' }).first().click();
  await expect(page).toHaveURL(/\/guides\/fabric-101\/checkout$/);
  await expect.poll(async () => (await tags(page)).robots).toBe('noindex');
  const checkout = await tags(page);
  expect(checkout.canonical).toEqual([]);
  expect(checkout.jsonLd).toEqual([]);
  expect(checkout.og['og:image']).toBe(`${origin}/og/fabric-101.png`);

  // All of it without a page load: the app changed the tags itself.
  expect(navigations.every((u) => new URL(u).origin === new URL(page.url()).origin)).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(cspReports).toEqual([]);
  errors.expectNone();
});
