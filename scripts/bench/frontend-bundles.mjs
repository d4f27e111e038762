/**
 * Front-end bundle sizes for `npm run bench` (called by scripts/bench/frontend.mjs).
 *
 * - What a page needs to start (with pre-rendering it loads right after the first paint), from
 *   Vite's manifest (dist/web/.vite/manifest.json):
 *   the entry chunk and its static-import closure, plus the page's lazy route chunk and its
 *   static-import closure, plus the CSS of all those chunks. Dynamic imports are not followed.
 *   Cross-checked once per page in a real Chromium: any JS/CSS the browser started before
 *   First Contentful Paint that the manifest closure missed is added (and listed).
 * - gzip (level 9) and brotli (quality 11) sizes computed here with node:zlib.
 * - Whether every compressible hashed asset has .br and .gz siblings on disk, and whether the
 *   server really serves them (checked on the largest JS asset).
 */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

/** Route path → the lazy route module (manifest key, relative to web/). See web/src/app/routes.tsx. */
export const BUNDLE_PAGES = {
  '/': 'src/features/home/HomePage.tsx',
  '/guides/fabric-101': 'src/features/guides/GuideDetailPage.tsx',
};

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html)$/i;

// ---------------------------------------------------------------------------------------
// Compression sizes (cached per file: the same chunk appears on several pages).

const sizeCache = new Map();

/**
 * Raw, gzip and brotli bytes of a build file. When the build wrote its .gz / .br (the
 * bytes the server actually sends), their sizes are used; otherwise zlib computes them.
 */
export function sizesOf(distDir, file) {
  const key = join(distDir, file);
  let s = sizeCache.get(key);
  if (!s) {
    const buf = readFileSync(key);
    const served = (suffix) => (existsSync(key + suffix) ? statSync(key + suffix).size : undefined);
    s = {
      raw: buf.length,
      gzip: served('.gz') ?? zlib.gzipSync(buf, { level: 9 }).length,
      brotli: served('.br') ?? zlib.brotliCompressSync(buf, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      }).length,
    };
    sizeCache.set(key, s);
  }
  return s;
}

function sum(distDir, files) {
  const t = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizesOf(distDir, f);
    t.raw += s.raw;
    t.gzip += s.gzip;
    t.brotli += s.brotli;
  }
  return t;
}

// ---------------------------------------------------------------------------------------
// Manifest closure

export function readManifest(distDir) {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app (npm run build:web; vite.config has manifest: true)`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (keys.includes('index.html')) return 'index.html';
  if (keys.length !== 1) throw new Error(`manifest: expected one entry (index.html), found ${keys.join(', ') || 'none'}`);
  return keys[0];
}

/** The chunk keys reachable from `keys` through static imports only. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const k = stack.pop();
    if (seen.has(k)) continue;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`manifest: chunk ${k} is referenced but missing`);
    seen.add(k);
    for (const i of chunk.imports ?? []) stack.push(i);
  }
  return seen;
}

/** JS files then CSS files of a set of chunk keys (deduplicated, in a stable order). */
function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    const c = manifest[k];
    if (c.file && /\.m?js$/.test(c.file)) js.add(c.file);
    else if (c.file && c.file.endsWith('.css')) css.add(c.file);
    for (const f of c.css ?? []) css.add(f);
  }
  return { js: [...js], css: [...css] };
}

/** Finds a route module in the manifest by its path relative to web/ (tolerates a different root). */
function findRouteKey(manifest, src) {
  if (manifest[src]) return src;
  const hit = Object.keys(manifest).find((k) => k.endsWith(src) || k.endsWith(src.replace(/^src\//, '')));
  if (!hit) throw new Error(`manifest: no chunk for ${src} (did web/src/app/routes.tsx change?)`);
  return hit;
}

// ---------------------------------------------------------------------------------------
// Browser cross-check

/**
 * Opens each page once in Chromium and returns, per page, the same-origin JS/CSS files whose
 * requests started before First Contentful Paint (resource timing), and the FCP time.
 */
async function browserBeforeFcp({ baseUrl, chromiumPath, pages, log }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const out = {};
  try {
    for (const path of pages) {
      // A fresh context per page: empty HTTP cache, no service worker, no storage.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        const url = new URL(path, baseUrl).href;
        await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
        await page
          .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 15_000 })
          .catch(() => {});
        // Requests that started before FCP but finished after it only get a timing entry
        // when they finish: let the network settle first.
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
        const data = await page.evaluate(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          return {
            fcp: fcp ? fcp.startTime : null,
            resources: performance
              .getEntriesByType('resource')
              .map((e) => ({ name: e.name, startTime: e.startTime, initiatorType: e.initiatorType })),
          };
        });
        const origin = new URL(baseUrl).origin;
        const before = [];
        const foreign = [];
        if (data.fcp !== null) {
          for (const r of data.resources) {
            if (r.startTime >= data.fcp) continue;
            const u = new URL(r.name);
            if (!/\.(m?js|css)$/i.test(u.pathname)) continue;
            if (u.origin !== origin) foreign.push(r.name);
            else before.push(decodeURIComponent(u.pathname.replace(/^\//, '')));
          }
        }
        out[path] = { fcpMs: data.fcp === null ? null : Math.round(data.fcp), beforeFcp: [...new Set(before)], foreign };
      } catch (e) {
        log(`[bench:frontend] browser cross-check of ${path} failed: ${e.message ?? e}`);
        out[path] = { error: String(e.message ?? e) };
      } finally {
        await context.close().catch(() => {});
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Precompressed assets

function listFiles(dir) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out;
}

/** GET with exactly the given headers (no automatic Accept-Encoding, no decompression). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const mod = url.startsWith('https:') ? https : http;
    const req = mod.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: GET ${url}`)));
    req.on('error', reject);
  });
}

const EXPECTED_TYPE = { js: /^(text|application)\/javascript\b/i, mjs: /^(text|application)\/javascript\b/i, css: /^text\/css\b/i };

export async function checkPrecompressed({ baseUrl, distDir }) {
  const assetsDir = join(distDir, 'assets');
  const all = listFiles(assetsDir);
  const onDisk = new Set(all.map((p) => relative(distDir, p).split(sep).join('/')));
  const compressible = [...onDisk].filter((f) => COMPRESSIBLE.test(f));
  const failures = [];
  const verified = [];

  // 1. Siblings on disk, and that they decompress to the original.
  const missing = [];
  const corrupt = [];
  for (const f of compressible) {
    const raw = readFileSync(join(distDir, f));
    for (const [ext, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gz', zlib.gunzipSync],
    ]) {
      if (!onDisk.has(`${f}.${ext}`)) {
        missing.push(`${f}.${ext}`);
        continue;
      }
      try {
        if (!decode(readFileSync(join(distDir, `${f}.${ext}`))).equals(raw)) corrupt.push(`${f}.${ext}`);
      } catch {
        corrupt.push(`${f}.${ext}`);
      }
    }
  }
  const list = (a) => `${a.slice(0, 4).join(', ')}${a.length > 4 ? ` and ${a.length - 4} more` : ''}`;
  if (missing.length) failures.push(`${missing.length} of ${compressible.length * 2} .br/.gz files missing on disk (${list(missing)})`);
  else verified.push(`all ${compressible.length} compressible assets have .br and .gz`);
  if (corrupt.length) failures.push(`${corrupt.length} precompressed files do not decompress to their original (${list(corrupt)})`);

  // 2. The server serves them (largest JS asset).
  const js = compressible.filter((f) => /\.m?js$/.test(f));
  if (!js.length) {
    failures.push('no JS asset in dist/web/assets');
  } else {
    const largest = js.map((f) => ({ f, size: statSync(join(distDir, f)).size })).sort((a, b) => b.size - a.size)[0].f;
    const url = new URL(largest, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
    const raw = readFileSync(join(distDir, largest));
    const variants = [
      { name: 'br', headers: { 'accept-encoding': 'br' }, encoding: 'br', file: `${largest}.br`, decode: zlib.brotliDecompressSync },
      { name: 'gzip', headers: { 'accept-encoding': 'gzip' }, encoding: 'gzip', file: `${largest}.gz`, decode: zlib.gunzipSync },
      { name: 'identity', headers: {}, encoding: null, file: largest, decode: (b) => b },
    ];
    const ext = largest.split('.').pop();
    for (const v of variants) {
      const problems = [];
      let res;
      try {
        res = await rawGet(url, v.headers);
      } catch (e) {
        failures.push(`GET /${largest} (${v.name}) failed: ${e.message ?? e}`);
        continue;
      }
      const h = res.headers;
      const enc = (h['content-encoding'] ?? '').toLowerCase();
      if (res.status !== 200) problems.push(`status ${res.status}`);
      if (v.encoding ? enc !== v.encoding : enc && enc !== 'identity') problems.push(`Content-Encoding '${enc || '(none)'}'`);
      if (!/\bimmutable\b/i.test(h['cache-control'] ?? '')) problems.push(`Cache-Control '${h['cache-control'] ?? '(none)'}'`);
      if (!(EXPECTED_TYPE[ext] ?? /./).test(h['content-type'] ?? '')) problems.push(`Content-Type '${h['content-type'] ?? '(none)'}'`);
      if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(h.vary ?? '')) problems.push(`Vary '${h.vary ?? '(none)'}'`);
      if (res.status === 200) {
        if (v.encoding && enc === v.encoding) {
          // The body must be the precompressed file itself (not compressed on the fly).
          if (onDisk.has(v.file)) {
            if (!res.body.equals(readFileSync(join(distDir, v.file)))) {
              let same = false;
              try {
                same = v.decode(res.body).equals(raw);
              } catch { /* best effort */ }
              problems.push(same ? `body is ${v.name} but not the bytes of ${v.file} (compressed on the fly?)` : 'body does not decode to the asset');
            }
          } else problems.push(`${v.file} missing on disk`);
        } else if (!v.encoding && !res.body.equals(raw)) problems.push('identity body differs from the file');
      }
      if (problems.length) failures.push(`GET /${largest} (${v.name}): ${problems.join('; ')}`);
      else verified.push(`GET /${largest} (${v.name}) OK`);
    }
  }
  return failures.length
    ? { ok: false, detail: failures.join(' | ') }
    : { ok: true, detail: verified.join('; ') + ' (Content-Encoding, body = precompressed file, Cache-Control immutable, Content-Type, Vary: Accept-Encoding)' };
}

// ---------------------------------------------------------------------------------------

export async function measureBundles({ baseUrl, distDir, chromiumPath, log = console.log, browserCheck = true }) {
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  const entryClosure = staticClosure(manifest, [entry]);

  const pages = {};
  const browser = browserCheck && chromiumPath ? await browserBeforeFcp({ baseUrl, chromiumPath, pages: Object.keys(BUNDLE_PAGES), log }) : {};
  for (const [path, src] of Object.entries(BUNDLE_PAGES)) {
    const routeKey = findRouteKey(manifest, src);
    const keys = new Set([...entryClosure, ...staticClosure(manifest, [routeKey])]);
    const { js, css } = filesOf(manifest, keys);
    const manifestFiles = new Set([...js, ...css]);
    const b = browser[path];
    const missedByManifest = [];
    const notSeenBeforeFcp = [];
    if (b && !b.error) {
      for (const f of b.beforeFcp) {
        if (manifestFiles.has(f)) continue;
        if (!existsSync(join(distDir, f))) {
          log(`[bench:frontend] ${path}: the browser loaded /${f} before FCP but it is not in ${distDir}`);
          continue;
        }
        missedByManifest.push(f);
        (f.endsWith('.css') ? css : js).push(f);
      }
      const seen = new Set(b.beforeFcp);
      for (const f of manifestFiles) if (!seen.has(f)) notSeenBeforeFcp.push(f);
      if (missedByManifest.length) log(`[bench:frontend] ${path}: loaded before FCP but not in the manifest closure: ${missedByManifest.join(', ')}`);
    }
    pages[path] = {
      js: sum(distDir, js),
      css: sum(distDir, css),
      files: [...js, ...css],
      routeChunk: manifest[routeKey].file,
      browser: b
        ? b.error
          ? { error: b.error }
          : { fcpMs: b.fcpMs, loadedBeforeFcp: b.beforeFcp.length, missedByManifest, notSeenBeforeFcp, foreign: b.foreign }
        : { skipped: true },
    };
  }

  // Every JS chunk not loaded by '/' before first paint.
  const initial = new Set(pages['/'].files);
  const lazyFiles = new Set();
  for (const c of Object.values(manifest)) if (c.file && /\.m?js$/.test(c.file) && !initial.has(c.file)) lazyFiles.add(c.file);
  const lazyChunks = [...lazyFiles].map((file) => ({ file, ...sizesOf(distDir, file) })).sort((a, b) => b.gzip - a.gzip || b.raw - a.raw);

  return {
    pages,
    largestLazyChunk: lazyChunks[0] ?? null,
    lazyChunks,
    precompressed: await checkPrecompressed({ baseUrl, distDir }),
  };
}
