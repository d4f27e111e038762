/**
 * A deploy under an open page (issue: safe deploys): the shop is rebuilt and restarted while
 * a visitor has a page open. The page was built with the old build's chunk names; after the
 * restart the server serves the new build, yet keeps the old build's hashed assets, so the
 * open page still navigates (its next page's chunk loads) instead of breaking.
 *
 * The new build is the current one with every asset renamed (as a code change renames
 * hashed chunks), switched in the way `npm run build:web` switches: one symlink rename each
 * for web/ and pages/.
 */
import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { freePort, waitForHealth } from '../helpers/server.js';
import { waitForApp } from './helpers.js';

const root = new URL('../..', import.meta.url).pathname;

async function startShop(port: number, storage: string, webDist: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/api/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      STORAGE_DIR: storage,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, child, 60_000);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Copies a build with every /assets/ file renamed (and every reference to it rewritten). */
function renamedCopy(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  const assets = join(to, 'web', 'assets');
  const names = readdirSync(assets).filter((n) => !n.endsWith('.br') && !n.endsWith('.gz'));
  const renames = new Map(names.map((n) => [n, n.replace(/(\.[a-z0-9]+)$/i, '-next$1')]));
  for (const n of readdirSync(assets)) if (n.endsWith('.br') || n.endsWith('.gz')) unlinkSync(join(assets, n));
  for (const [oldName, newName] of renames) renameSync(join(assets, oldName), join(assets, newName));
  const rewrite = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) rewrite(path);
      else if (e.name.endsWith('.br') || e.name.endsWith('.gz')) unlinkSync(path);
      else if (/\.(html|js|css|json)$/.test(e.name)) {
        let text = readFileSync(path, 'utf8');
        for (const [oldName, newName] of renames) text = text.split(oldName).join(newName);
        writeFileSync(path, text);
      }
    }
  };
  rewrite(to);
}

function pointAt(dist: string, build: string): void {
  for (const name of ['web', 'pages']) {
    const tmp = join(dist, `.${name}.next`);
    symlinkSync(relative(dist, join(build, name)), tmp);
    renameSync(tmp, join(dist, name));
  }
}

test('a page opened before a deploy keeps working after it', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one run is enough');
  test.setTimeout(120_000);
  const dist = mkdtempSync(join(tmpdir(), 'shop-deploy-'));
  const storage = mkdtempSync(join(tmpdir(), 'shop-deploy-storage-'));
  const current = dirname(realpathSync(join(root, 'dist', 'web')));
  const oldBuild = join(dist, 'builds', '1-old');
  const newBuild = join(dist, 'builds', '2-new');
  cpSync(current, oldBuild, { recursive: true });
  pointAt(dist, oldBuild);
  const port = await freePort();
  let shop = await startShop(port, storage, join(dist, 'web'));
  try {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`http://127.0.0.1:${port}/guides`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForApp(page);

    // The deploy: a new build on disk, switched in, the server restarted on the same port.
    renamedCopy(oldBuild, newBuild);
    pointAt(dist, newBuild);
    await stop(shop);
    shop = await startShop(port, storage, join(dist, 'web'));

    // A fresh visitor gets the new build.
    const fresh = await (await fetch(`http://127.0.0.1:${port}/about`)).text();
    expect(fresh).toContain('-next.');
    // The open page (old build) navigates in the browser: its About chunk still loads.
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(failed).toEqual([]);
  } finally {
    await stop(shop);
    rmSync(dist, { recursive: true, force: true });
    rmSync(storage, { recursive: true, force: true });
  }
});
