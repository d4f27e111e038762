import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHealth } from '../helpers/server.js';

export const SUPPORT_EMAIL = 'support@threadwise.test';

/** Starts the built shop on a free loopback port with a fresh storage folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = new URL('../..', import.meta.url).pathname;
  const storage = mkdtempSync(join(tmpdir(), 'shop-browser-'));
  const port = await freePort();
  // The admin account the browser tests log in with (created at boot from these).
  process.env.SHOP_ADMIN_EMAIL ??= 'admin@threadwise.test';
  process.env.SHOP_ADMIN_PASSWORD ??= 'correct-horse-battery-42';
  const child: ChildProcess = spawn(process.execPath, ['dist/api/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      STORAGE_DIR: storage,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: process.env.SHOP_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.SHOP_ADMIN_PASSWORD,
      // Not the build's default address: the pages must show the configured one (forms-no-js.spec.ts).
      SUPPORT_EMAIL: SUPPORT_EMAIL,
      // The enquiry forms are sent by contact-forms.spec.ts and, without JavaScript, by forms-no-js.spec.ts.
      RATE_LIMIT_CONTACT: '20',
      // Sign-ups from 127.0.0.1 by several spec files at once (5 a minute by default: a file run
      // alone fitted its posts in one minute and got 429); the limit is tested in the API suite.
      RATE_LIMIT_NEWSLETTER: '30',
      // Every spec file buys from 127.0.0.1, both projects at once, each add-on change a
      // repricing: the per-IP limit itself is tested in test/e2e/security.e2e-spec.ts.
      RATE_LIMIT_PAYMENT_INTENT: '300',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  process.env.SHOP_BASE_URL = baseURL;
  process.env.SHOP_STORAGE_DIR = storage;
  await waitForHealth(baseURL, child, 60_000);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(storage, { recursive: true, force: true });
  };
}
