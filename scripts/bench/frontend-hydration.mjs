/**
 * When pages become usable (issue 16), for `npm run bench` (called by frontend.mjs):
 *
 *   hydration:  time from navigation start until the page has hydrated
 *               (`<html data-hydrated="true">`, set by the layouts), each public page;
 *   card:       time until the checkout's card number field exists, is enabled and the
 *               page has hydrated (the buyer can type into it);
 *   first visit: every JS and CSS file a first visit to '/' downloads before the network
 *               is idle (not only the manifest closure), summed as gzip bytes.
 *
 * Two profiles: 'mobile' with Lighthouse's mobile throttling applied through the DevTools
 * protocol (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down / 750 kbps up, a 412 px
 * phone) and 'desktop' unthrottled at 1280 px. Each measurement gets a fresh browser
 * context (empty cache). Median of `runs`, interleaved run by run. A reference page (a
 * bare HTML file with one tiny script, served from this process) is measured in the same
 * run under the same conditions: it is the floor the network and the machine impose.
 */
/* global document, window, MutationObserver -- the probes below run in the page. */
import { createServer, request } from 'node:http';

/** The pages pre-rendered at build time, from the route list the app and the server use (the build's shared/routes.js). */
const { prerenderedPaths } = await import(new URL('../../dist/shared/routes.js', import.meta.url).href);

export const CHECKOUT_PAGE = '/guides/fabric-101/checkout';
/** Every public (pre-rendered) page; the checkouts are measured once, with their card field (CHECKOUT_PAGE). */
export const HYDRATION_PAGES = prerenderedPaths()
  .filter((p) => p.id !== 'checkout')
  .map((p) => p.path);

export const PROFILES = {
  mobile: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    cpuRate: 4,
    network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, cpuRate: 1, network: null },
};
const TIMEOUT_MS = 60_000;

/** Records the moment `data-hydrated` is set, before any page script runs. */
const HYDRATION_PROBE = () => {
  const mark = () => {
    if (document.documentElement?.dataset.hydrated === 'true' && window.__hydratedAt === undefined) {
      window.__hydratedAt = performance.now();
    }
  };
  // The document, not its <html>: when this runs, the parser may not have made <html> yet.
  new MutationObserver(mark).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
};

const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title>
<script defer src="/ref.js"></script></head><body><h1>Reference page</h1></body></html>`;
const REFERENCE_JS = `document.documentElement.dataset.hydrated = 'true';`;

function startReferenceServer() {
  const server = createServer((req, res) => {
    if (req.url === '/ref.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(REFERENCE_JS);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(REFERENCE_HTML);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function openProfiled(browser, profile) {
  const p = PROFILES[profile];
  const context = await browser.newContext({
    viewport: p.viewport,
    deviceScaleFactor: p.deviceScaleFactor,
    isMobile: p.isMobile,
    hasTouch: p.hasTouch,
  });
  await context.addInitScript(HYDRATION_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (p.network) await cdp.send('Network.emulateNetworkConditions', p.network);
  if (p.cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpuRate });
  return { context, page };
}

/** Milliseconds from navigation start until the page hydrated (and, for the checkout, the card field is usable). */
export async function measureOnce(browser, profile, url, kind) {
  const { context, page } = await openProfiled(browser, profile);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const hydrated = await page.waitForFunction(() => window.__hydratedAt, undefined, { timeout: TIMEOUT_MS, polling: 50 });
    const hydratedMs = await hydrated.jsonValue();
    if (kind !== 'card') return { hydratedMs };
    const card = await page.waitForFunction(
      () => {
        const input = document.querySelector('input[aria-label="Card number"], input[name="cardnumber"], input[autocomplete="cc-number"]');
        return input && !input.disabled && window.__hydratedAt !== undefined ? performance.now() : 0;
      },
      undefined,
      { timeout: TIMEOUT_MS, polling: 'raf' },
    );
    return { hydratedMs, cardMs: await card.jsonValue() };
  } finally {
    await context.close();
  }
}

/** The JS and CSS a first visit to `path` loads before the network is idle, as gzip bytes. */
async function firstVisitWeight(browser, baseUrl, path, profile) {
  const { context, page } = await openProfiled(browser, profile);
  const files = new Set();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && res.url().startsWith(baseUrl)) files.add(res.url());
  });
  try {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle', timeout: TIMEOUT_MS });
    // Idle must mean after hydration: what the hydrated page fetches then counts too.
    await page.waitForFunction(() => window.__hydratedAt, undefined, { timeout: TIMEOUT_MS, polling: 50 });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
  } finally {
    await context.close();
  }
  const sizes = await Promise.all([...files].map(async (url) => ({ url, gzip: await gzipBytes(url) })));
  return {
    path,
    profile,
    gzip: sizes.reduce((n, s) => n + s.gzip, 0),
    files: sizes.map((s) => ({ file: new URL(s.url).pathname, gzip: s.gzip })).sort((a, b) => b.gzip - a.gzip),
  };
}

/** The body as the server sends it to a client that accepts gzip only (not decoded). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (c) => (n += c.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

export const median = (xs) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return Math.round(s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2);
};

export async function measureHydration({ baseUrl, chromiumPath, runs = 3, log = console.log }) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const reference = await startReferenceServer();
  const referenceUrl = `http://127.0.0.1:${reference.address().port}/`;
  const samples = {}; // `${profile} ${path}` -> { hydratedMs: [], cardMs: [] }
  const add = (key, r) => {
    samples[key] ??= { hydratedMs: [], cardMs: [] };
    samples[key].hydratedMs.push(r.hydratedMs);
    if (r.cardMs !== undefined) samples[key].cardMs.push(r.cardMs);
  };
  try {
    for (let run = 1; run <= runs; run++) {
      for (const profile of Object.keys(PROFILES)) {
        add(`${profile} reference`, await measureOnce(browser, profile, referenceUrl, 'page'));
        for (const path of HYDRATION_PAGES) add(`${profile} ${path}`, await measureOnce(browser, profile, new URL(path, baseUrl).href, 'page'));
        add(`${profile} ${CHECKOUT_PAGE}`, await measureOnce(browser, profile, new URL(CHECKOUT_PAGE, baseUrl).href, 'card'));
      }
      log(`[bench:hydration] run ${run}/${runs} done`);
    }
    // Both screens: what is near the fold differs, so does what loads before idle. The larger counts.
    const visits = [];
    for (const profile of Object.keys(PROFILES)) visits.push(await firstVisitWeight(browser, baseUrl, '/', profile));
    const firstVisit = { ...visits.reduce((a, b) => (b.gzip > a.gzip ? b : a)), byProfile: Object.fromEntries(visits.map((v) => [v.profile, v.gzip])) };
    const results = {};
    for (const [key, s] of Object.entries(samples)) {
      const [profile, path] = key.split(' ');
      results[profile] ??= {};
      results[profile][path] = {
        hydratedMs: median(s.hydratedMs),
        hydratedRunsMs: s.hydratedMs.map(Math.round),
        ...(s.cardMs.length ? { cardMs: median(s.cardMs), cardRunsMs: s.cardMs.map(Math.round) } : {}),
      };
    }
    for (const [profile, pages] of Object.entries(results)) {
      for (const [path, r] of Object.entries(pages)) {
        log(
          `[bench:hydration]   ${profile} ${path}: hydrated ${r.hydratedMs} ms (${r.hydratedRunsMs.join(', ')})` +
            (r.cardMs !== undefined ? `; card usable ${r.cardMs} ms (${r.cardRunsMs.join(', ')})` : ''),
        );
      }
    }
    for (const v of visits) log(`[bench:hydration]   first visit to / (${v.profile}): ${(v.gzip / 1024).toFixed(1)} KiB gzip of JS+CSS in ${v.files.length} files`);
    return { runs, profiles: PROFILES, results, firstVisit };
  } finally {
    reference.close();
    await browser.close();
  }
}
