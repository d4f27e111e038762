import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against the built app (dist/), started by global-setup on a free
 * loopback port with a fresh temporary storage folder, in Debian's Chromium.
 */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || '../../test-results/browser.json' }]],
  outputDir: '../../test-results/browser-artifacts',
  globalSetup: './global-setup.ts',
  use: {
    baseURL: process.env.SHOP_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions },
    },
  ],
});
