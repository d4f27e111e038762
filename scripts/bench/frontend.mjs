/**
 * Front-end half of `npm run bench`: bundle sizes and Lighthouse scores of the built SPA,
 * measured against a running server (scripts/bench.mjs starts it and calls measureFrontend).
 *
 *   bundles:    gzip/brotli bytes of the JS and CSS that '/' and '/guides/fabric-101' load
 *               to start (Vite manifest closure, cross-checked in Chromium), every
 *               lazy chunk, and whether precompressed .br/.gz assets exist and are served.
 *   hydration:  when each public page hydrates and the checkout's card field is usable,
 *               throttled mobile and desktop, and the first visit's JS+CSS weight
 *               (frontend-hydration.mjs).
 *   lighthouse: mobile (default config) and desktop, median of `runs` runs, four pages.
 *               Median reports: bench/tmp/lighthouse/<formfactor>-<slug>.json.gz.
 *
 * Try it alone: node scripts/bench/frontend-dev.mjs (starts its own server).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles } from './frontend-bundles.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const LIGHTHOUSE_DIR = join(REPO_ROOT, 'bench', 'tmp', 'lighthouse');

function chromiumVersionOf(chromiumPath) {
  try {
    return execFileSync(chromiumPath, ['--version'], { timeout: 20_000, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch (e) {
    return null;
  }
}

function lighthouseVersionInstalled() {
  try {
    const pkg = fileURLToPath(new URL('../../node_modules/lighthouse/package.json', import.meta.url));
    return JSON.parse(readFileSync(pkg, 'utf8')).version;
  } catch {
    return null;
  }
}

/** One request for each page and static asset first, so the first measured run does not pay for a cold server. */
async function warmUp(baseUrl, paths) {
  for (const p of paths) {
    try {
      const res = await fetch(new URL(p, baseUrl));
      await res.arrayBuffer();
    } catch { /* best effort */ }
  }
}

export async function measureFrontend({ baseUrl, distDir, chromiumPath, runs = 3, quick = false, log = console.log }) {
  if (!baseUrl) throw new Error('measureFrontend: baseUrl is required');
  if (!distDir) throw new Error('measureFrontend: distDir is required');
  if (!chromiumPath) {
    const { ensureChromium } = await import('../ensure-chromium.mjs');
    chromiumPath = ensureChromium();
  }
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const n = quick ? 1 : Math.max(1, runs | 0);
  const t0 = Date.now();

  // Lazy import: lighthouse is large, and bundle numbers must not depend on it loading.
  const { measureLighthouse, LIGHTHOUSE_PAGES } = await import('./frontend-lighthouse.mjs');

  log('[bench:frontend] bundles: manifest closure, browser cross-check, precompressed assets');
  const bundles = await measureBundles({ baseUrl: base, distDir, chromiumPath, log });
  for (const [path, p] of Object.entries(bundles.pages)) {
    log(
      `[bench:frontend]   ${path}: JS ${kb(p.js.gzip)} gzip / ${kb(p.js.brotli)} br, CSS ${kb(p.css.gzip)} gzip / ${kb(p.css.brotli)} br, ${p.files.length} files` +
        (p.browser?.missedByManifest?.length ? ` (+${p.browser.missedByManifest.length} seen only by the browser)` : ''),
    );
  }
  log(`[bench:frontend]   precompressed: ${bundles.precompressed.ok ? 'ok' : 'NOT ok'}: ${bundles.precompressed.detail}`);

  const assetPaths = [...new Set(Object.values(bundles.pages).flatMap((p) => p.files))];
  await warmUp(base, [...LIGHTHOUSE_PAGES, ...assetPaths.map((f) => `/${f}`)]);

  log(`[bench:frontend] hydration: ${n} run(s), throttled mobile and desktop, with a reference page`);
  const { measureHydration } = await import('./frontend-hydration.mjs');
  const hydration = await measureHydration({ baseUrl: base, chromiumPath, runs: n, log });

  log(`[bench:frontend] lighthouse: ${LIGHTHOUSE_PAGES.length} pages x mobile, desktop x ${n} run(s)`);
  const lh = await measureLighthouse({ baseUrl: base, chromiumPath, runs: n, log, outDir: LIGHTHOUSE_DIR, relativeTo: REPO_ROOT });
  log(`[bench:frontend] done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  return {
    bundles,
    hydration,
    lighthouse: lh.results,
    chromiumVersion: chromiumVersionOf(chromiumPath) ?? lh.userAgent,
    lighthouseVersion: lh.lighthouseVersion ?? lighthouseVersionInstalled(),
    benchmarkIndex: lh.benchmarkIndex,
  };
}

const kb = (b) => `${(b / 1024).toFixed(1)} KiB`;
