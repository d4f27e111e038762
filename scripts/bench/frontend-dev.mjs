#!/usr/bin/env node
/**
 * Runs the front-end half of the bench alone and prints its JSON (for developing
 * scripts/bench/frontend.mjs without the orchestrator).
 *
 *   node scripts/bench/frontend-dev.mjs [--quick] [--runs N] [--base-url URL] [--bundles-only] [--out FILE]
 *
 * Without --base-url it starts the built app (dist/api/main.js; run `npm run build` first) on
 * 127.0.0.1:3210 with its storage in bench/tmp/fe-storage, and stops it at the end.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../ensure-chromium.mjs';
import { measureFrontend } from './frontend.mjs';
import { measureBundles } from './frontend-bundles.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const distDir = join(root, 'dist', 'web');
const log = (...a) => console.error(...a);

async function startServer(port) {
  const main = join(root, 'dist', 'api', 'main.js');
  if (!existsSync(main) || !existsSync(join(distDir, 'index.html'))) throw new Error('dist/ is missing: run npm run build first');
  mkdirSync(join(root, 'bench', 'tmp'), { recursive: true });
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STORAGE_DIR: join(root, 'bench', 'tmp', 'fe-storage'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch { /* best effort */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not answer /api/health within 2 minutes');
}

let server;
try {
  let baseUrl = opt('--base-url');
  if (!baseUrl) {
    server = await startServer(Number(opt('--port') ?? 3210));
    baseUrl = server.base;
  }
  const chromiumPath = ensureChromium();
  const result = args.includes('--bundles-only')
    ? { bundles: await measureBundles({ baseUrl, distDir, chromiumPath, log }) }
    : await measureFrontend({ baseUrl, distDir, chromiumPath, runs: Number(opt('--runs') ?? 3), quick: args.includes('--quick'), log });
  const json = JSON.stringify(result, null, 2);
  if (opt('--out')) writeFileSync(opt('--out'), json);
  console.log(json);
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  if (server) server.child.kill('SIGTERM');
}
