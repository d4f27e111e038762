import { expect, type Locator, type Page, test } from '@playwright/test';
import { GUIDES } from '../../shared/catalogue.js';
import {
  abortedResource,
  collectConsoleErrors,
  colourName,
  expectCleanPage,
  isMobile,
  openPage,
  resourceStatus,
  SPEC_GUIDES,
  type SpecGuide,
  waitForApp,
} from './helpers.js';

/**
 * The storefront pages (spec §2: Home, the alternate landing page /v1, the guide listing,
 * the five guide detail pages, an unknown slug, About and the 404 page), in both
 * projects (1280 px and 390 px): content, links, preview images, accents. Every page
 * test also checks (expectCleanPage) that the page, scrolled through so its lazy images
 * load, has exactly one h1, no sideways scrolling and logged no console error.
 */

/** The catalogue record (blurb, topics, chapters: copy the spec leaves to us). */
function catalogue(slug: string) {
  const g = GUIDES.find((x) => x.slug === slug);
  if (!g) throw new Error(`no catalogue entry for ${slug}`);
  return g;
}

const UNKNOWN_SLUG = 'fabric-999-imaginary';
const UNKNOWN_ROUTE = '/this-page-does-not-exist';

// ---------------------------------------------------------------------------------------
// Helpers for cards
// ---------------------------------------------------------------------------------------

/** A guide card shows the first 3 topics as tags, then '+N' for the rest (spec §2, §9). */
async function expectTopicTags(card: Locator, topics: readonly string[]): Promise<void> {
  const tags = card.getByRole('list', { name: 'Topics' }).getByRole('listitem');
  const shown = topics.slice(0, 3);
  const rest = topics.length - shown.length;
  await expect(tags).toHaveCount(shown.length + (rest > 0 ? 1 : 0));
  for (let i = 0; i < shown.length; i++) await expect(tags.nth(i)).toHaveText(shown[i]);
  if (rest > 0) await expect(tags.nth(3).locator('[aria-hidden="true"]')).toHaveText(`+${rest}`);
}

/** Sale price and the crossed-out list price. */
async function expectPrices(scope: Locator, g: SpecGuide): Promise<void> {
  await expect(scope).toContainText(g.sale);
  await expect(scope.locator('s')).toHaveText(g.list);
}

async function expectImageLoaded(img: Locator, what: string): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: `${what} loads` })
    .toBe(true);
}

// ---------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------

test.describe('Home /', () => {
  test('hero, topic strip, featured guides, why, services, logos and closing CTA', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, '/');
    const main = page.locator('main');

    // Hero
    const hero = main.getByRole('region', { name: 'Your complete fashion brand partner' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your complete fashion brand partner');
    await expect(hero.getByRole('link', { name: 'Start Your Brand' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Download Fabric Guides' })).toHaveAttribute('href', '/guides');

    // Topic strip: the nine topics, in order
    const topics = main.getByRole('list', { name: 'Topics our guides cover' }).getByRole('listitem');
    await expect(topics).toHaveText([
      'fit & drape',
      'GSM & hand-feel',
      'durability',
      'shrinkage',
      'pilling',
      'weaves',
      'knits',
      'finishing',
      'costing',
    ]);

    // Start with Education: at most 3 featured guide cards (the catalogue has exactly 3 featured)
    const education = main.getByRole('region', { name: 'Start with Education' });
    await expect(education).toBeVisible();
    const cards = education.getByRole('article');
    const featured = SPEC_GUIDES.filter((g) => g.featured).slice(0, 3);
    await expect(cards).toHaveCount(featured.length);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    for (const [i, g] of featured.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading')).toHaveText(g.title);
      await expect(card.getByText(`FABRIC ${g.number}`, { exact: true })).toBeVisible();
      await expectPrices(card, g);
      await expectTopicTags(card, catalogue(g.slug).topics);
      await expect(card.getByRole('link', { name: /View Guide/ })).toHaveAttribute('href', `/guides/${g.slug}`);
    }

    // A 'Why' section
    const why = main.getByRole('heading', { level: 2, name: /^Why\b/ });
    await expect(why).toHaveCount(1);
    await expect(why).toBeVisible();

    // Three service cards, each with a Get Started link to its form
    const services: [string, string][] = [
      ['Brand Building', '/contact/brand-building'],
      ['Techpack Generation', '/contact/tech-pack'],
      ['Garment Production', '/contact/production'],
    ];
    const getStarted = main.getByRole('link', { name: /Get Started/ });
    await expect(getStarted).toHaveCount(3);
    for (const [title, href] of services) {
      const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toHaveCount(1);
      const link = card.getByRole('link', { name: /Get Started/ });
      await expect(link).toHaveText(/Get Started/);
      await expect(link).toHaveAttribute('href', href);
    }

    // A row of 4 brand logos, all of which load
    const logos = main.getByRole('region', { name: /Trusted by/i }).getByRole('img');
    await expect(logos).toHaveCount(4);
    for (let i = 0; i < 4; i++) await expectImageLoaded(logos.nth(i), `brand logo ${i + 1}`);

    // Closing call to action: the last section of the page, with links onward
    const closing = main.locator('section').last();
    await closing.scrollIntoViewIfNeeded();
    await expect(closing.getByRole('heading', { level: 2 })).toBeVisible();
    const ctaLinks = closing.getByRole('link');
    expect(await ctaLinks.count()).toBeGreaterThanOrEqual(1);
    await expect(closing.getByRole('link', { name: 'Start Your Brand' })).toHaveAttribute('href', '/contact');

    await expectCleanPage(page, errors, '/');

    // The hero buttons really navigate.
    await hero.getByRole('link', { name: 'Download Fabric Guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.locator('h1')).toHaveText('Our Guides');
    await page.goBack();
    await page.getByRole('region', { name: 'Your complete fashion brand partner' }).getByRole('link', { name: 'Start Your Brand' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

// ---------------------------------------------------------------------------------------
// Alternate landing page /v1
// ---------------------------------------------------------------------------------------

test.describe('Alternate landing page /v1', () => {
  test("'Explore Our Guides' scrolls to the guides section", async ({ page }) => {
    await openPage(page, '/v1');
    const section = page.locator('section#guides');
    const before = await section.evaluate((el) => el.getBoundingClientRect().top);
    const vh = page.viewportSize()!.height;
    expect(before, 'the guides section starts below the fold').toBeGreaterThan(vh * 0.6);

    await page.getByRole('link', { name: 'Explore Our Guides' }).click();
    await expect
      .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { message: 'guides section at the top' })
      .toBeLessThanOrEqual(80);
    expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(-2);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(section.getByRole('article').first()).toBeInViewport();
  });

  test('guide cards carry a different action label on mobile and desktop', async ({ page }, info) => {
    await openPage(page, '/v1');
    const cards = page.locator('section#guides').getByRole('article');
    await expect(cards).toHaveCount(5);
    const labels: string[] = [];
    for (const [i, g] of SPEC_GUIDES.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading')).toHaveText(g.title);
      await expectPrices(card, g);
      await expectTopicTags(card, catalogue(g.slug).topics);
      const visible = card.getByRole('link').filter({ visible: true });
      await expect(visible).toHaveCount(1);
      await expect(visible).toHaveAttribute('href', `/guides/${g.slug}`);
      labels.push((await visible.innerText()).trim());
    }
    // The label at this width, and the one the other width shows (hidden at this one).
    for (const label of labels) {
      if (isMobile(info)) expect(label).toBe('Get Guide');
      else expect(label).toMatch(/^View Guide/);
    }
    const shown = labels[0];
    const hiddenLinks = cards.first().locator('a').filter({ visible: false });
    await expect(hiddenLinks, 'a second action, for the other width, is hidden here').toHaveCount(1);
    const hidden = ((await hiddenLinks.textContent()) ?? '').trim();
    expect(hidden).not.toBe('');
    expect(shown).not.toBe(hidden);
    if (isMobile(info)) expect(shown).toBe('Get Guide');
    else expect(shown).toMatch(/^View Guide/);
  });

  test('why invest, what is inside, before/after, testimonials and a footer newsletter form', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, '/v1');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: /why invest/i })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /what's inside/i })).toBeVisible();

    const compare = main.getByRole('region', { name: /guessing fabric|before/i });
    await expect(compare.getByRole('heading', { level: 3, name: 'Before', exact: true })).toBeVisible();
    await expect(compare.getByRole('heading', { level: 3, name: 'After', exact: true })).toBeVisible();

    const testimonials = main.getByRole('list', { name: /testimonials/i }).getByRole('listitem');
    expect(await testimonials.count()).toBeGreaterThanOrEqual(3);
    await expect(testimonials.first().locator('blockquote')).not.toBeEmpty();

    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    const form = footer.getByTestId('newsletter-form');
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox')).toHaveAttribute('type', 'email');
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expectCleanPage(page, errors, '/v1');
  });
});

// ---------------------------------------------------------------------------------------
// Guide listing /guides
// ---------------------------------------------------------------------------------------

test.describe('Guide listing /guides', () => {
  test("'Our Guides': five cards, 'Why Our Guides Work' and a call to action to Fabric 101", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, '/guides');
    await expect(page.locator('h1')).toHaveText('Our Guides');
    const main = page.locator('main');

    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const [i, g] of SPEC_GUIDES.entries()) {
      const card = cards.nth(i);
      const c = catalogue(g.slug);
      await expect(card.getByText(`FABRIC ${g.number}`, { exact: true })).toBeVisible();
      await expect(card.getByRole('heading')).toHaveText(g.title);
      await expect(card.getByText(c.blurb, { exact: true })).toBeVisible();
      await expectPrices(card, g);
      await expectTopicTags(card, c.topics);
      const view = card.getByRole('link', { name: /View Guide/ });
      await expect(view).toHaveText(/View Guide/);
      await expect(view).toHaveAttribute('href', `/guides/${g.slug}`);
    }

    await expect(main.getByRole('heading', { level: 2, name: 'Why Our Guides Work' })).toBeVisible();
    await expectCleanPage(page, errors, '/guides');

    // The call to action (after the 'Why' section) leads to Fabric 101.
    const cta = main.locator('section').last();
    const link = cta.getByRole('link').filter({ hasText: /Fabric 101/ });
    await expect(link).toHaveAttribute('href', '/guides/fabric-101');
    await link.click();
    await expect(page).toHaveURL(/\/guides\/fabric-101$/);
    await expect(page.locator('h1')).toHaveText('Fabric 101');

    // A card's 'View Guide' opens its detail page.
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Our Guides');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Fabric 203 Animal-Based' }) });
    await card.getByRole('link', { name: /View Guide/ }).click();
    await expect(page).toHaveURL(/\/guides\/fabric-203-animal-based$/);
    await expect(page.locator('h1')).toHaveText('Fabric 203 Animal-Based');
  });
});

// ---------------------------------------------------------------------------------------
// Guide detail /guides/{slug}
// ---------------------------------------------------------------------------------------

function previewSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Preview the First 4 Pages' });
}

async function accentOf(page: Page): Promise<string> {
  const hero = page
    .locator('section')
    .filter({ has: page.locator('h1') })
    .first();
  const label = hero.getByText(/^FABRIC \d{3}$/).first();
  return label.evaluate((el) => getComputedStyle(el).backgroundColor);
}

test.describe('Guide detail /guides/{slug}', () => {
  for (const g of SPEC_GUIDES) {
    test(`${g.slug}: hero, price box, sections, previews and related guides`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const c = catalogue(g.slug);
      await openPage(page, `/guides/${g.slug}`);
      const main = page.locator('main');

      // Hero with rating and the price box
      await expect(page.locator('h1')).toHaveText(g.title);
      await expect(main.getByRole('img', { name: `Rated ${g.rating} out of 5` }).first()).toBeVisible();
      await expect(main.getByText(`(${g.reviews} reviews)`)).toBeVisible();
      const priceBox = main.getByRole('region', { name: `Buy ${g.title}` });
      await expect(priceBox.getByText('Save $20 Today!', { exact: true })).toBeVisible();
      await expectPrices(priceBox, g);
      const download = priceBox.getByRole('link', { name: 'Download Now' });
      await expect(download).toHaveAttribute('href', `/guides/${g.slug}/checkout`);

      // Accent colour by slug (spec §2: 101 yellow, 201 cream, 202 green, 203 pink, 204 red).
      // Five different colour names, so the accent differs per slug.
      const accent = await accentOf(page);
      expect(colourName(accent), `${g.slug} accent ${accent}`).toBe(g.accent);

      // What You'll Learn
      const learn = main.getByRole('region', { name: "What You'll Learn" });
      await expect(learn.getByRole('listitem')).toHaveText(c.learningPoints.map((p) => p));

      // What's Inside: 8 chapters, number and title
      const inside = main.getByRole('region', { name: "What's Inside" });
      const chapters = inside.getByRole('listitem');
      await expect(chapters).toHaveCount(8);
      for (const [i, ch] of c.chapters.entries()) {
        await expect(chapters.nth(i)).toContainText(String(ch.number));
        await expect(chapters.nth(i)).toContainText(ch.title);
      }

      // Preview the First 4 Pages: real PNGs from /previews/{number}-page-{n}.png
      const preview = previewSection(page);
      await preview.scrollIntoViewIfNeeded();
      for (let n = 1; n <= 4; n++) {
        const img = preview.getByRole('img', { name: `${g.title} preview page ${n}` });
        await expect(img).toHaveAttribute('src', `/previews/${g.number}-page-${n}.png`);
        await expectImageLoaded(img, `preview page ${n}`);
        const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
        // Chromium takes the WebP source of the <picture> (300/600/1200 px by width and density).
        expect(new URL(src).pathname).toMatch(new RegExp(`^/previews/${g.number}-page-${n}-(300|600|1200)\\.webp$`));
      }
      // The overlay sits on page 4 only
      const pages = preview.getByRole('listitem');
      await expect(pages).toHaveCount(4);
      await expect(preview.getByText('36+ More Pages', { exact: true })).toHaveCount(1);
      await expect(pages.nth(3).getByText('36+ More Pages', { exact: true })).toBeVisible();
      await expect(pages.nth(3).getByText('Unlock full guide')).toBeVisible();
      for (let i = 0; i < 3; i++) await expect(pages.nth(i).getByText('Unlock full guide')).toHaveCount(0);
      await expect(pages.nth(3).getByRole('link').filter({ hasText: 'Unlock full guide' })).toHaveAttribute(
        'href',
        `/guides/${g.slug}/checkout`,
      );

      // What You'll Master: 4 items
      const master = main.getByRole('region', { name: "What You'll Master" });
      await expect(master.getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(master.getByRole('heading', { level: 3 })).toHaveText(c.masterPoints.map((p) => p.title));

      // A final call to action (the section before 'Related Guides') leading to checkout
      const sections = main.locator(':scope > section');
      const related0 = main.getByRole('region', { name: 'Related Guides' });
      const relatedIndex = await sections.evaluateAll(
        (els, id) => els.findIndex((e) => e.getAttribute('aria-labelledby') === id),
        await related0.getAttribute('aria-labelledby'),
      );
      expect(relatedIndex, 'Related Guides is a top-level section').toBeGreaterThan(0);
      const finalCta = sections.nth(relatedIndex - 1);
      await expect(finalCta.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(finalCta.locator(`a[href="/guides/${g.slug}/checkout"]`)).toHaveCount(1);

      // Related Guides: the other four, with their prices
      const related = main.getByRole('region', { name: 'Related Guides' });
      const items = related.getByRole('listitem');
      const others = SPEC_GUIDES.filter((o) => o.slug !== g.slug);
      await expect(items).toHaveCount(4);
      for (const [i, o] of others.entries()) {
        await expect(items.nth(i).getByRole('heading')).toHaveText(o.title);
        await expect(items.nth(i).getByRole('link').first()).toHaveAttribute('href', `/guides/${o.slug}`);
        await expectPrices(items.nth(i), o);
      }
      await expect(related.getByRole('link', { name: new RegExp(`^${g.title}\\b`) })).toHaveCount(0);

      await expectCleanPage(page, errors, `/guides/${g.slug}`);

      // 'Download Now' goes to checkout.
      await download.click();
      await expect(page).toHaveURL(new RegExp(`/guides/${g.slug}/checkout$`));
    });
  }

  test('a preview image that fails to load is replaced by the generic page image', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    errors.allow(abortedResource(/\/previews\//));
    let aborted = 0;
    await page.route('**/previews/**', (r) => {
      aborted++;
      return r.abort();
    });
    await openPage(page, '/guides/fabric-204-synthetic');
    const preview = previewSection(page);
    await preview.scrollIntoViewIfNeeded();
    for (let n = 1; n <= 4; n++) {
      const img = preview.getByRole('img', { name: `Fabric 204 Synthetic preview page ${n}` });
      await expect(img).not.toHaveAttribute('src', /\/previews\//);
      const src = await img.getAttribute('src');
      expect(src, 'a generic page image, not a preview').toMatch(/\.(svg|png|webp|jpg)$/);
      await expectImageLoaded(img, `fallback for page ${n}`);
    }
    const srcs = await preview.getByRole('img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).getAttribute('src')));
    expect(new Set(srcs).size, 'the same generic image for every failed page').toBe(1);
    expect(aborted).toBeGreaterThanOrEqual(4);
    // The overlay stays on the fallback page 4.
    await expect(preview.getByRole('listitem').nth(3).getByText('36+ More Pages')).toBeVisible();
    await expectCleanPage(page, errors, 'preview fallback');
  });

  test("an unknown slug shows 'Guide not found' with 'Back to Guides'", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    errors.allow(resourceStatus(404, `/guides/${UNKNOWN_SLUG}`));
    const res = await page.goto(`/guides/${UNKNOWN_SLUG}`);
    await waitForApp(page);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Guide not found');
    await expect(page.getByText('Save $20 Today!')).toHaveCount(0);
    await expectCleanPage(page, errors, 'unknown slug');
    const back = page.locator('main').getByRole('link', { name: 'Back to Guides' });
    await expect(back).toHaveAttribute('href', '/guides');
    await back.click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.locator('h1')).toHaveText('Our Guides');
  });
});

// ---------------------------------------------------------------------------------------
// About, 404
// ---------------------------------------------------------------------------------------

test.describe('About /about', () => {
  test('mission, audience, trust points and buttons to /guides and /guides/fabric-101', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openPage(page, '/about');
    const main = page.locator('main');
    await expect(main.getByText(/mission/i).first()).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /textile knowledge accessible/i })).toBeVisible();
    for (const who of ['Brand founders', 'Product designers', 'Textile entrepreneurs']) {
      await expect(main.getByRole('heading', { name: who, exact: true })).toBeVisible();
    }
    for (const claim of ['Factory-tested specifications', 'Lifetime updates', 'Instant PDF download']) {
      await expect(main.getByRole('heading', { name: claim, exact: true })).toBeVisible();
    }
    const hero = main.locator('section').first();
    const toGuides = hero.getByRole('link').and(page.locator('[href="/guides"]'));
    const toFabric101 = hero.getByRole('link').and(page.locator('[href="/guides/fabric-101"]'));
    await expect(toGuides).toHaveCount(1);
    await expect(toFabric101).toHaveCount(1);
    await expectCleanPage(page, errors, '/about');
    await toFabric101.click();
    await expect(page).toHaveURL(/\/guides\/fabric-101$/);
    await page.goBack();
    await main.locator('section').first().getByRole('link').and(page.locator('[href="/guides"]')).click();
    await expect(page).toHaveURL(/\/guides$/);
  });
});

test.describe('404 page', () => {
  test("an unknown route shows '404 Page Not Found'", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    errors.allow(resourceStatus(404, UNKNOWN_ROUTE));
    const res = await page.goto(UNKNOWN_ROUTE);
    await waitForApp(page);
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?', { exact: true })).toBeVisible();
    // Still inside the site frame, with a way home.
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expectCleanPage(page, errors, '404');

    // Client-side navigation to an unknown route shows it too.
    await page.locator('main').getByRole('link', { name: 'Browse Guides' }).click();
    await expect(page.locator('h1')).toHaveText('Our Guides');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nope/also-missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText('404 Page Not Found');
  });
});
