import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { editionPdf } from '../fixtures/pdf.mjs';
import { expectNoHorizontalScroll, isMobile, toasts } from './helpers.js';

/**
 * The guide library tab of /admin (issue 15): the five guides with their PDF, previews and
 * figures, and a new edition uploaded through the dialog: a file the browser refuses, one
 * the server refuses (an HTML page named .pdf), then a real PDF, after which the card shows
 * the edition, its note and previews rendered from it. Each project uploads to a guide of
 * its own (the server is shared), at 1280 px and at 390 px.
 */

const ADMIN_EMAIL = process.env.SHOP_ADMIN_EMAIL || 'admin@threadwise.test';
const ADMIN_PASSWORD = process.env.SHOP_ADMIN_PASSWORD || 'correct-horse-battery-42';

async function logIn(page: Page): Promise<void> {
  await page.goto('/admin?tab=guides');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
}

test('the Guides tab lists the guides and publishes a new edition from an upload', async ({ page }, info) => {
  const mobile = isMobile(info);
  const slug = mobile ? 'fabric-202-plant-based' : 'fabric-203-animal-based';
  const title = mobile ? 'Fabric 202' : 'Fabric 203';
  await logIn(page);

  const tab = page.getByRole('tab', { name: 'Guides' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(page.getByRole('heading', { name: 'Guide library' })).toBeVisible();
  const cards = page.getByTestId('guide-card');
  await expect(cards).toHaveCount(5);
  const card = page.locator(`[data-testid="guide-card"][data-slug="${slug}"]`);
  await expect(card.getByRole('heading', { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(card.getByRole('img', { name: `Page 1 of ${await card.getByRole('heading').innerText()}` })).toBeVisible();
  await expectNoHorizontalScroll(page, 'guide library');
  await page.screenshot({ path: info.outputPath(`guides-${info.project.name}.png`), fullPage: true });

  const before = await card.getByTestId('guide-source').getAttribute('data-source');
  expect(['sample', 'upload']).toContain(before);

  await card.getByRole('button', { name: 'Upload new edition' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: new RegExp(`^New edition of ${title}`) })).toBeVisible();
  // Past buyers are e-mailed only when the owner ticks the box (issue 15): it starts unticked.
  await expect(dialog.getByRole('checkbox', { name: /^E-mail / })).not.toBeChecked();

  // Nothing chosen, then a PNG: the browser says so before sending anything.
  await dialog.getByRole('button', { name: /^Publish edition \d+$/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please choose the PDF of the new edition.');
  await dialog.getByTestId('edition-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('not really') });
  await expect(dialog.getByText('Please choose the guide as a .pdf file.')).toBeVisible();

  // An HTML page named .pdf: the server reads the bytes and refuses it.
  await dialog
    .getByTestId('edition-file')
    .setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><title>x</title>') });
  await dialog.getByLabel(/What changed/).fill('Rewrote the wool chapter');
  await dialog.getByRole('button', { name: /^Publish edition \d+$/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('The file is not a PDF. Please choose the guide as a .pdf file.');

  const marker = `Browser edition ${info.project.name}`;
  const pdf = await editionPdf(marker, 6);
  await dialog.getByTestId('edition-file').setInputFiles({ name: `${slug}-final.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByText(`${slug}-final.pdf`)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`guides-upload-${info.project.name}.png`) });
  const publish = dialog.getByRole('button', { name: /^Publish edition \d+$/ });
  const edition = Number((await publish.innerText()).replace(/\D+/g, ''));
  await publish.click();

  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(toasts(page).filter({ hasText: `Edition ${edition} of ${title}` })).toBeVisible();
  await expect(card.getByTestId('guide-source')).toHaveAttribute('data-source', 'upload');
  await expect(card.getByText(`What changed in edition ${edition}`)).toBeVisible();
  await expect(card.getByText('Rewrote the wool chapter')).toBeVisible();
  await expect(card.getByText('6 pages', { exact: false }).first()).toBeVisible();
  // The previews are the new file's pages (their address carries its hash), and they load.
  const version = createHash('sha256').update(pdf).digest('hex').slice(0, 12);
  const first = card.getByRole('img').first();
  await expect(first).toHaveAttribute('src', new RegExp(`\\?v=${version}$`));
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  if (edition > 1) await expect(card.getByRole('button', { name: /^Earlier editions \(\d+\)$/ })).toBeVisible();
  await expectNoHorizontalScroll(page, 'guide library after the upload');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`guides-after-${info.project.name}.png`), fullPage: true });
});
