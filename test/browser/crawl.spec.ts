import { expect, test } from '@playwright/test';
import { waitForApp } from './helpers.js';

/**
 * Every internal link reachable from '/' must land on a real page: never the 'Guide not
 * found' screen nor the 404 page. Every page has its own title and a meta description.
 */
test('every internal link reachable from / resolves, with its own title and description', async ({ page, baseURL }, info) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const queue: string[] = ['/'];
  const seen = new Set<string>(queue);
  const titles = new Map<string, string>();
  const failures: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
    await waitForApp(page);
    await page.locator('h1').first().waitFor({ state: 'visible' });
    // Client-side redirects (e.g. /account to /login) settle before the page is judged.
    await page.waitForLoadState('networkidle');
    if (res && res.status() >= 400) failures.push(`${path}: HTTP ${res.status()}`);
    const body = await page.locator('body').innerText();
    if (body.includes('Guide not found')) failures.push(`${path}: shows 'Guide not found'`);
    if (body.includes('404 Page Not Found')) failures.push(`${path}: shows the 404 page`);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    if (!title) failures.push(`${path}: empty title`);
    if (!description || description.length < 30) failures.push(`${path}: missing meta description`);
    // Keyed by where the page ended up: /account sends a visitor without an account to /login.
    const landed = new URL(page.url()).pathname;
    seen.add(landed);
    titles.set(landed, title);

    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href, origin);
      if (url.origin !== origin) continue;
      // API links (downloads, previews) are not pages.
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/previews/')) continue;
      if (!seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }

  expect(failures, failures.join('\n')).toEqual([]);
  // Distinct pages have distinct titles.
  const byTitle = new Map<string, string[]>();
  for (const [p, t] of titles) byTitle.set(t, [...(byTitle.get(t) ?? []), p]);
  const shared = [...byTitle.entries()].filter(([, ps]) => ps.length > 1);
  expect(shared, JSON.stringify(shared)).toEqual([]);
  // The crawl really covered the shop.
  for (const p of ['/', '/guides', '/about', '/guides/fabric-101', '/guides/fabric-204-synthetic', '/contact']) {
    expect([...seen]).toContain(p);
  }
  info.annotations.push({ type: 'pages crawled', description: String(seen.size) });
});
