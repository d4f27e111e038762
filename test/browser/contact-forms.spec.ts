import { expect, type Page, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfFile, pngFile } from '../helpers/sample-files.js';
import { SUPPORT_EMAIL } from './global-setup.js';
import { queryShop, waitForApp } from './helpers.js';

/**
 * The four enquiry forms (spec §2, §4, §5, §8, §9): each one filled and sent for real,
 * with real files uploaded where the form takes them, then the stored message read back
 * from SQLite; plus the has-TechPack conditional controls, the 'Missing information'
 * toast and the upload limits.
 *
 * POST /api/contact is rate-limited per IP (20 a minute here, global-setup.ts), so only the desktop
 * project sends forms (4 submissions); the mobile project runs the checks that send
 * nothing. A 429 anyway (another spec file sending at the same time) is waited out once.
 */

// ---------------------------------------------------------------------------------------
// Small valid files
// ---------------------------------------------------------------------------------------

const fileDir = mkdtempSync(join(tmpdir(), 'contact-forms-'));
function makeFile(name: string, bytes: Buffer): string {
  const path = join(fileDir, name);
  writeFileSync(path, bytes);
  return path;
}
const files = {
  specPdf: makeFile('tee-spec.pdf', pdfFile('Tee tech pack')),
  sketchPng: makeFile('front-sketch.png', pngFile()),
  moodPdf: makeFile('moodboard.pdf', pdfFile('Moodboard')),
  logoPng: makeFile('logo-reference.png', pngFile()),
  techPdf: makeFile('production-techpack.pdf', pdfFile('Production')),
};

// ---------------------------------------------------------------------------------------
// Stored rows
// ---------------------------------------------------------------------------------------

interface MessageRow {
  id: number;
  kind: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  fields: string | null;
}
interface UploadRow {
  originalName: string | null;
  size: number | null;
  detectedType: string | null;
  status: string;
}

async function storedMessage(id: number): Promise<{ row: MessageRow; uploads: UploadRow[] }> {
  const [row] = await queryShop<MessageRow>('SELECT id, kind, name, email, company, message, fields FROM contact_messages WHERE id = ?', [
    id,
  ]);
  expect(row, `message #${id} stored`).toBeTruthy();
  const uploads = await queryShop<UploadRow>(
    'SELECT originalName, size, detectedType, status FROM uploads WHERE messageId = ? ORDER BY originalName',
    [id],
  );
  return { row, uploads };
}

// ---------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------

const toast = (page: Page) => page.getByTestId('toast');
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false });
const select = (page: Page, name: string) => page.getByRole('combobox', { name });

/** Files through the drop zone's file input; waits for 'Uploaded Files (n)'. */
async function upload(page: Page, paths: string[], expectedTotal: number): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(paths);
  await expect(page.getByText(`Uploaded Files (${expectedTotal})`)).toBeVisible();
  await expect(toast(page)).toContainText('Files uploaded successfully');
}

/**
 * Clicks submit and returns the stored message id from the answer. A 429 (rate limit
 * shared with other spec files) shows the failure toast, keeps the form, and is retried
 * once after Retry-After.
 */
async function submit(page: Page, button: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: button }).click();
    const res = await answer;
    if (res.status() === 429 && attempt === 0) {
      await expect(toast(page)).toContainText('Failed to send');
      const wait = Number(res.headers()['retry-after'] ?? '60');
      await page.waitForTimeout((Math.min(Number.isFinite(wait) ? wait : 60, 65) + 1) * 1000);
      continue;
    }
    expect(res.status(), await res.text()).toBe(201);
    const body = (await res.json()) as { id?: number };
    expect(typeof body.id).toBe('number');
    return body.id!;
  }
}

/** Fails the test if the page sends any enquiry. */
function forbidEnquiries(page: Page): () => void {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact') || r.url().includes('/api/objects/upload')) sent.push(`${r.method()} ${r.url()}`);
  });
  return () => expect(sent, 'requests sent').toEqual([]);
}

// ---------------------------------------------------------------------------------------
// Sending (desktop only: the contact route is rate-limited per IP)
// ---------------------------------------------------------------------------------------

test.describe('sending the forms', () => {
  test.describe.configure({ mode: 'serial' });
  // Playwright reads the fixtures from an object pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, info) => {
    test.skip(info.project.name !== 'desktop', 'forms are sent once, from the desktop project (rate limit)');
    test.setTimeout(150_000);
  });

  test('contact form: sent, cleared, stored as typed', async ({ page }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await expect(page.getByText(SUPPORT_EMAIL).first()).toBeVisible();
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
    for (const to of ['/contact/brand-building', '/contact/tech-pack', '/contact/production']) {
      await expect(page.locator(`main a[href="${to}"]`)).toBeVisible();
    }

    await textbox(page, 'Full Name').fill('Maya Contact');
    await textbox(page, 'Email Address').fill('maya.contact@example.com');
    await textbox(page, 'Company/Brand Name').fill('Maya Studio');
    await textbox(page, 'Message').fill('Which guide covers jersey shrinkage?');
    const id = await submit(page, 'Send Message');

    await expect(toast(page)).toContainText('Message sent!');
    await expect(toast(page)).toContainText('24 hours');
    for (const name of ['Full Name', 'Email Address', 'Company/Brand Name', 'Message']) {
      await expect(textbox(page, name)).toHaveValue('');
    }
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    const { row, uploads } = await storedMessage(id);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Maya Contact',
      email: 'maya.contact@example.com',
      company: 'Maya Studio',
      message: 'Which guide covers jersey shrinkage?',
    });
    expect(uploads).toEqual([]);
  });

  test('tech-pack form: files uploaded, sent, everything cleared, folded text stored', async ({ page }) => {
    await page.goto('/contact/tech-pack');
    await waitForApp(page);
    await expect(page.getByText('Support: PDF, DOC, DOCX, JPG, PNG • Max 5 files • 10MB per file')).toBeVisible();

    await textbox(page, 'Full Name').fill('Theo Techpack');
    await textbox(page, 'Email Address').fill('theo@example.com');
    await textbox(page, 'Phone Number').fill('+44 20 7946 0018');
    await select(page, 'Project Type').selectOption('new-design');
    await select(page, 'Garment Category').selectOption('outerwear');
    await select(page, 'Fabric Preference').selectOption('natural');
    await page.getByRole('checkbox', { name: 'I have existing samples' }).check();
    await page.getByRole('checkbox', { name: 'I need pattern making' }).check();
    await page.getByRole('checkbox', { name: 'Size grading specifications' }).check();
    await page.getByRole('checkbox', { name: 'Measurement charts' }).check();
    await textbox(page, 'Project Description').fill('A waxed cotton field jacket, sizes S-XL.');

    await upload(page, [files.specPdf, files.sketchPng], 2);
    const list = page.getByTestId('uploaded-files');
    await expect(list).toContainText('tee-spec.pdf');
    await expect(list).toContainText('front-sketch.png');
    await expect(list).toContainText('0.0 MB');

    const id = await submit(page, 'Submit TechPack Request');
    await expect(toast(page)).toContainText('TechPack request sent!');
    await expect(toast(page)).toContainText('24 hours');
    await expect(textbox(page, 'Full Name')).toHaveValue('');
    await expect(textbox(page, 'Project Description')).toHaveValue('');
    await expect(select(page, 'Project Type')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'I have existing samples' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Size grading specifications' })).not.toBeChecked();
    await expect(page.getByText(/Uploaded Files \(/)).toHaveCount(0);

    const { row, uploads } = await storedMessage(id);
    expect(row).toMatchObject({ kind: 'tech-pack', name: 'Theo Techpack', email: 'theo@example.com' });
    expect(row.company ?? '').toBe('');
    for (const text of [
      'TECHPACK REQUEST',
      'PROJECT DETAILS',
      'Project Type: New design',
      'Garment Category: Outerwear',
      'Fabric Preference: Natural fibres',
      'Existing Samples: Yes',
      'Needs Pattern Making: Yes',
      'Needs Sourcing Support: No',
      'Additional Services: Size grading specifications, Measurement charts',
      'Company/Brand: Not specified',
      'Phone: +44 20 7946 0018',
      'SPECIFIC REQUIREMENTS\nNone specified',
      '- tee-spec.pdf',
      '- front-sketch.png',
    ]) {
      expect(row.message).toContain(text);
    }
    const fields = JSON.parse(row.fields ?? '{}') as Record<string, unknown>;
    expect(fields).toMatchObject({
      projectType: 'new-design',
      existingSamples: true,
      additionalServices: ['size-grading', 'measurement-charts'],
    });
    expect(uploads.map((u) => u.originalName)).toEqual(['front-sketch.png', 'tee-spec.pdf']);
    expect(uploads.every((u) => u.status === 'attached')).toBe(true);
    expect(uploads.map((u) => u.detectedType).sort()).toEqual(['application/pdf', 'image/png']);
  });

  test('production form: TechPack upload, company fallback, default texts, reset', async ({ page }) => {
    await page.goto('/contact/production');
    await waitForApp(page);
    for (const heading of [
      'Contact Information',
      'Production Details',
      'TechPack Information',
      'Production Requirements',
      'Project Description',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Compliance Requirements')).toBeVisible();
    await expect(textbox(page, 'Project Description')).toHaveAttribute('rows', '5');
    await expect(textbox(page, 'Specific Production Requirements')).toHaveAttribute('rows', '3');

    await textbox(page, 'Full Name').fill('Priya Production');
    await textbox(page, 'Email Address').fill('priya@example.com');
    await select(page, 'Garment Category').selectOption('tops');
    await select(page, 'Production Quantity').selectOption('sample-batch');
    await select(page, 'Budget per Piece').selectOption('under-10');
    await page.getByRole('radio', { name: 'Yes, but it is partial or incomplete' }).check();
    await page.getByRole('checkbox', { name: 'I need TechPack development services' }).check();
    await select(page, 'Quality Requirements').selectOption('premium');
    await textbox(page, 'Project Description').fill('300 heavyweight tees in two colourways.');
    await upload(page, [files.techPdf], 1);

    // Slow the answer down a little to see the sending state.
    await page.route('**/api/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Submit Production Request' }).click();
    await expect(page.getByRole('button', { name: 'Submitting Request...' })).toBeDisabled();
    const res = await answer;
    let id: number;
    if (res.status() === 429) {
      await page.unroute('**/api/contact');
      await expect(toast(page)).toContainText('Failed to send request');
      // On failure the entered data is kept.
      await expect(textbox(page, 'Full Name')).toHaveValue('Priya Production');
      await page.waitForTimeout((Number(res.headers()['retry-after'] ?? '60') + 1) * 1000);
      id = await submit(page, 'Submit Production Request');
    } else {
      expect(res.status(), await res.text()).toBe(201);
      id = ((await res.json()) as { id: number }).id;
    }

    await expect(toast(page)).toContainText('Production request sent!');
    await expect(toast(page)).toContainText("We'll review your requirements and connect you with suitable manufacturers within 24 hours.");
    await expect(textbox(page, 'Full Name')).toHaveValue('');
    await expect(select(page, 'Garment Category')).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Yes, but it is partial or incomplete' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'I need TechPack development services' })).toHaveCount(0);
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    // Choosing again shows an empty upload list and an unticked checkbox.
    await page.getByRole('radio', { name: 'Yes, but it is partial or incomplete' }).check();
    await expect(page.getByRole('checkbox', { name: 'I need TechPack development services' })).not.toBeChecked();
    await expect(page.getByText(/Uploaded Files \(/)).toHaveCount(0);

    const { row, uploads } = await storedMessage(id);
    expect(row).toMatchObject({ kind: 'production', name: 'Priya Production', company: 'Production Project - Tops' });
    for (const text of [
      'GARMENT PRODUCTION REQUEST',
      'PRODUCTION DETAILS',
      'Garment Category: Tops',
      'Production Quantity: Sample batch (10-50 pieces)',
      'Budget per Piece: Under $10',
      'TECHPACK INFORMATION',
      'Has TechPack: Yes, but it is partial or incomplete',
      'Needs TechPack Development Services: Yes',
      '- production-techpack.pdf',
      'PRODUCTION REQUIREMENTS',
      'Fabric Sourcing: Not specified',
      'Quality Requirements: Premium',
      'Packaging Needs: Not specified',
      'Compliance Requirements: None',
      'Phone: Not specified',
      'SPECIFIC PRODUCTION REQUIREMENTS\nNone specified',
      '300 heavyweight tees in two colourways.',
    ]) {
      expect(row.message).toContain(text);
    }
    expect(JSON.parse(row.fields ?? '{}')).toMatchObject({ hasTechPack: 'yes-partial', needTechPack: true, complianceNeeds: [] });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ originalName: 'production-techpack.pdf', status: 'attached', detectedType: 'application/pdf' });
  });

  test('brand-building form: chips, uploads with the 5-file limit, company fallback', async ({ page }) => {
    await page.goto('/contact/brand-building');
    await waitForApp(page);
    for (const heading of [
      'Contact Information',
      'Business Information',
      'Brand Identity',
      'Design Preferences',
      'Brand Elements Needed',
      'Project Details',
      'Upload Reference Materials',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }

    await textbox(page, 'Full Name').fill('Bea Brand');
    await textbox(page, 'Email Address').fill('bea@example.com');
    await select(page, 'Business Type').selectOption('fashion-brand');
    await textbox(page, 'Target Audience').fill('Surfers who care about fabric');
    // The personality chips are checkboxes drawn as chips (posted without JavaScript too).
    const modern = page.getByRole('checkbox', { name: 'Modern', exact: true });
    await page
      .getByTestId('choice-chip')
      .filter({ hasText: /^Modern$/ })
      .click();
    await expect(modern).toBeChecked();
    await page.getByRole('checkbox', { name: 'Bold', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Warm', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Warm', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Warm', exact: true })).not.toBeChecked();
    await select(page, 'Style Preference').selectOption('minimal-clean');
    await page.getByRole('checkbox', { name: 'Logo Design' }).check();
    await page.getByRole('checkbox', { name: 'Color Palette' }).check();
    await select(page, 'Timeline').selectOption('rush-1-2-weeks');
    await select(page, 'Budget').selectOption('under-5k');
    await textbox(page, 'Project Description').fill('A full identity for our first surf capsule.');

    await upload(page, [files.moodPdf, files.logoPng], 2);
    await expect(toast(page)).toContainText('2 file(s) uploaded and ready to attach to your request.');

    // A sixth file in total: alert, nothing added.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.locator('input[type=file]').setInputFiles([files.specPdf, files.sketchPng, files.techPdf, files.logoPng]);
    await expect.poll(() => dialogs).toEqual(['Maximum 5 files allowed']);
    await expect(page.getByText('Uploaded Files (2)')).toBeVisible();

    // Removing one leaves one to send.
    await page.getByRole('button', { name: 'Remove logo-reference.png' }).click();
    await expect(page.getByText('Uploaded Files (1)')).toBeVisible();

    const id = await submit(page, 'Submit Brand Building Request');
    await expect(toast(page)).toContainText('Brand building request sent!');
    await expect(toast(page)).toContainText("We'll review your requirements and get back to you within 24 hours with a detailed proposal.");
    await expect(textbox(page, 'Full Name')).toHaveValue('');
    await expect(textbox(page, 'Target Audience')).toHaveValue('');
    await expect(modern).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Logo Design' })).not.toBeChecked();
    await expect(select(page, 'Timeline')).toHaveValue('');
    await expect(page.getByText(/Uploaded Files \(/)).toHaveCount(0);

    const { row, uploads } = await storedMessage(id);
    expect(row).toMatchObject({ kind: 'brand-building', company: 'Brand Building Project - Fashion brand' });
    for (const text of [
      'BRAND BUILDING REQUEST',
      'BUSINESS INFORMATION',
      'Business Type: Fashion brand',
      'Target Audience: Surfers who care about fabric',
      'Brand Personality: Modern, Bold',
      'Brand Values & Mission: Not specified',
      'Style Preference: Minimal & clean',
      'Logo Style: Not specified',
      'Brand Elements: Logo Design, Color Palette',
      'Timeline: Rush (1-2 weeks)',
      'Budget: Under $5,000',
      'ADDITIONAL REQUIREMENTS\nNone specified',
      'REFERENCE MATERIALS\n- moodboard.pdf',
    ]) {
      expect(row.message).toContain(text);
    }
    expect(row.message).not.toContain('logo-reference.png');
    expect(uploads.map((u) => u.originalName)).toEqual(['moodboard.pdf']);
  });
});

// ---------------------------------------------------------------------------------------
// Checks that send nothing (both projects)
// ---------------------------------------------------------------------------------------

test('production form: the has-TechPack choice shows and hides the upload and the checkbox', async ({ page }) => {
  const noneSent = forbidEnquiries(page);
  await page.goto('/contact/production');
  await waitForApp(page);
  const uploadText = page.getByText('Support: PDF, DOC, DOCX, JPG, PNG • Max 5 files • 10MB per file');
  const needBox = page.getByRole('checkbox', { name: 'I need TechPack development services' });

  await expect(uploadText).toHaveCount(0);
  await expect(needBox).toHaveCount(0);

  await page.getByRole('radio', { name: 'Yes, I have a complete TechPack' }).check();
  await expect(uploadText).toBeVisible();
  await expect(needBox).toHaveCount(0);

  await page.getByRole('radio', { name: 'Yes, but it is partial or incomplete' }).check();
  await expect(uploadText).toBeVisible();
  await expect(needBox).toBeVisible();

  await page.getByRole('radio', { name: "No, I don't have a TechPack yet" }).check();
  await expect(uploadText).toHaveCount(0);
  await expect(needBox).toBeVisible();
  noneSent();
});

test("'Missing information' when a required field is only spaces, and nothing is sent", async ({ page }) => {
  const noneSent = forbidEnquiries(page);
  const forms = [
    { path: '/contact', button: 'Send Message', field: 'Message', text: 'Please fill in all required fields.' },
    {
      path: '/contact/tech-pack',
      button: 'Submit TechPack Request',
      field: 'Project Description',
      text: 'Please fill in all required fields (Name, Email, Project Description).',
    },
    {
      path: '/contact/production',
      button: 'Submit Production Request',
      field: 'Project Description',
      text: 'Please fill in all required fields (Name, Email, Project Description).',
    },
    {
      path: '/contact/brand-building',
      button: 'Submit Brand Building Request',
      field: 'Project Description',
      text: 'Please fill in all required fields (Name, Email, Project Description).',
    },
  ];
  for (const form of forms) {
    await page.goto(form.path);
    await waitForApp(page);
    // Marked required in the browser too.
    for (const name of ['Full Name', 'Email Address', form.field]) {
      await expect(textbox(page, name)).toHaveAttribute('required', '');
    }
    await textbox(page, 'Full Name').fill('   ');
    await textbox(page, 'Email Address').fill('someone@example.com');
    await textbox(page, form.field).fill('  ');
    await page.getByRole('button', { name: form.button }).click();
    await expect(toast(page)).toContainText('Missing information');
    await expect(toast(page)).toContainText(form.text);
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    // Nothing cleared.
    await expect(textbox(page, 'Email Address')).toHaveValue('someone@example.com');
    // The toast says what; the fields say where: the blank ones are marked invalid, the first
    // has the focus, and a field's mark goes as soon as it is typed into.
    await expect(textbox(page, 'Full Name')).toBeFocused();
    await expect(textbox(page, 'Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, form.field)).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, 'Email Address')).toHaveAttribute('aria-invalid', 'false');
    await textbox(page, 'Full Name').fill('Ada');
    await expect(textbox(page, 'Full Name')).toHaveAttribute('aria-invalid', 'false');
    await expect(textbox(page, form.field)).toHaveAttribute('aria-invalid', 'true');
  }
  noneSent();
});

test('upload limits: more than 5 files alerts, wrong type and too large are explained inline', async ({ page }) => {
  const noneSent = forbidEnquiries(page);
  await page.goto('/contact/tech-pack');
  await waitForApp(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  const input = page.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', /\.pdf/);

  const six = Array.from({ length: 6 }, (_, i) => ({
    name: `page-${i + 1}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdfFile(`Page ${i}`),
  }));
  await input.setInputFiles(six);
  await expect.poll(() => dialogs).toEqual(['Maximum 5 files allowed']);
  await expect(page.getByText(/Uploaded Files \(/)).toHaveCount(0);

  await input.setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
    { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10485761, 0x20) },
  ]);
  const alert = page.getByRole('alert').filter({ hasText: 'notes.txt' });
  await expect(alert).toContainText('not supported');
  await expect(alert).toContainText('huge.pdf');
  await expect(alert).toContainText('larger than 10MB');
  await expect(page.getByText(/Uploaded Files \(/)).toHaveCount(0);
  expect(dialogs).toEqual(['Maximum 5 files allowed']);
  noneSent();
});

test('the four forms fit the screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/contact', '/contact/tech-pack', '/contact/production', '/contact/brand-building']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    const button = page.locator('main button[type=submit]');
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});
