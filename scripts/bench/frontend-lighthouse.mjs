/**
 * Lighthouse scores for `npm run bench` (called by scripts/bench/frontend.mjs).
 *
 * Mobile = Lighthouse's default config (simulated throttling, Moto G Power emulation);
 * desktop = lighthouse/core/config/desktop-config.js. Each run gets a fresh Chrome (fresh
 * temporary profile, so no cache or storage is carried over). The runs are interleaved
 * (run 1 of every page and form factor, then run 2, ...) so a burst of load on the machine
 * does not land on one page only. Per page and form factor the median run is picked with
 * Lighthouse's own computeMedianRun, and its full JSON report is saved gzip-compressed to
 * bench/tmp/lighthouse/<formfactor>-<slug>.json.gz.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { launch, killAll } from 'chrome-launcher';
import { median as medianOf } from './frontend-hydration.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/guides', '/guides/fabric-101', '/guides/fabric-101/checkout'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const RUN_TIMEOUT_MS = 150_000;
/** Audit modes that carry no pass/fail score. */
const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

export const slugOf = (path) => (path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-'));

/** One Lighthouse run in its own Chrome; Chrome is killed whatever happens. */
async function runOnce({ url, chromiumPath, formFactor }) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let timer;
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const run = lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    // After a timeout Chrome is killed and this run rejects later: that must not be unhandled.
    run.catch(() => {});
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse run timed out after ${RUN_TIMEOUT_MS / 1000}s`)), RUN_TIMEOUT_MS);
    });
    const result = await Promise.race([run, timeout]);
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, report: Array.isArray(result.report) ? result.report[0] : result.report };
  } finally {
    clearTimeout(timer);
    try {
      chrome.kill();
    } catch { /* best effort */ }
  }
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const num = (lhr, id) => lhr.audits[id]?.numericValue;
const ms = (v) => (Number.isFinite(v) ? Math.round(v) : null);

/** The shop's own word on whether a path is meant for search engines (the build's shared/seo.js). */
const { pageSeo } = await import(new URL('../../dist/shared/seo.js', import.meta.url).href);

/**
 * A page the shop keeps out of search engines on purpose (the checkout: `indexed: false` in
 * shared/seo.ts, hence noindex and a robots.txt Disallow) fails Lighthouse's is-crawlable
 * audit by design. For such a page the SEO category is also scored without that one audit,
 * from the category's own weights, so that the budget still checks everything else SEO
 * covers. An indexable page that is blocked keeps its failing score.
 */
function seoWithoutCrawlable(lhr) {
  const crawlable = lhr.audits['is-crawlable'];
  const meantToBeIndexed = pageSeo(new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname).indexed;
  if (meantToBeIndexed || crawlable?.score !== 0) return null;
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const s = lhr.audits[ref.id]?.score;
    if (ref.id === 'is-crawlable' || ref.weight === 0 || typeof s !== 'number') continue;
    weighted += ref.weight * s;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((weighted / weights) * 100) : null;
}

function metrics(lhr) {
  const cls = num(lhr, 'cumulative-layout-shift');
  const noindexSeo = seoWithoutCrawlable(lhr);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    ...(noindexSeo === null ? {} : { noindex: true, seoWithoutCrawlable: noindexSeo }),
    lcpMs: ms(num(lhr, 'largest-contentful-paint')),
    tbtMs: ms(num(lhr, 'total-blocking-time')),
    cls: Number.isFinite(cls) ? Math.round(cls * 1000) / 1000 : null,
    fcpMs: ms(num(lhr, 'first-contentful-paint')),
    siMs: ms(num(lhr, 'speed-index')),
    benchmarkIndex: Number.isFinite(lhr.environment?.benchmarkIndex) ? Math.round(lhr.environment.benchmarkIndex) : null,
  };
}

/** A short, JSON-friendly line for one row of an audit's details table. */
function summariseItem(it) {
  if (!it || typeof it !== 'object') return null;
  const o = {};
  const node = it.node?.type === 'node' ? it.node : it.type === 'node' ? it : null;
  if (typeof it.url === 'string') o.url = it.url;
  else if (it.source?.url) o.url = it.source.url;
  if (node) {
    if (node.selector) o.selector = node.selector;
    if (node.snippet) o.snippet = node.snippet.length > 200 ? `${node.snippet.slice(0, 200)}…` : node.snippet;
    if (node.explanation) o.explanation = node.explanation.split('\n').slice(0, 3).join(' ');
  }
  for (const k of ['wastedBytes', 'wastedMs', 'totalBytes', 'total', 'scripting', 'scriptParseCompile', 'transferSize', 'duration', 'cacheLifetimeMs', 'groupLabel', 'label', 'phase', 'timing', 'description', 'subtitle']) {
    const v = it[k];
    if (typeof v === 'number') o[k] = Math.round(v);
    else if (typeof v === 'string' && v) o[k] = v.length > 200 ? `${v.slice(0, 200)}…` : v;
  }
  return Object.keys(o).length ? o : null;
}

function auditItems(audit, max = 5) {
  const d = audit.details;
  if (!d) return undefined;
  let items = [];
  if (Array.isArray(d.items)) {
    if (d.type === 'list') for (const sub of d.items) items.push(...(Array.isArray(sub.items) ? sub.items : [sub]));
    else items = d.items;
  }
  const out = items.map(summariseItem).filter(Boolean).slice(0, max);
  return out.length ? out : undefined;
}

/**
 * Audits with a score below 0.9 that belong to one of the four categories and carry a score:
 * the weighted metrics and a11y/SEO/best-practice checks, plus the unweighted performance
 * diagnostics (which say where the metric time goes). Audits in the 'hidden' group are left
 * out: the *-insight audits repeat the diagnostics, and TTI/max-potential-FID do not count.
 */
export function failingAudits(lhr) {
  const byId = new Map();
  for (const [catId, cat] of Object.entries(lhr.categories)) {
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score === undefined || a.score >= 0.9 || UNSCORED.has(a.scoreDisplayMode)) continue;
      if (ref.group === 'hidden') continue;
      const prev = byId.get(ref.id);
      if (prev) {
        prev.weight = Math.max(prev.weight, ref.weight ?? 0);
        continue;
      }
      const entry = {
        id: ref.id,
        title: a.title,
        score: a.score,
        displayValue: a.displayValue ?? null,
        category: catId,
        group: ref.group ?? null,
        weight: ref.weight ?? 0,
      };
      if (a.metricSavings && Object.values(a.metricSavings).some((v) => v > 0)) entry.metricSavings = a.metricSavings;
      const items = auditItems(a);
      if (items) entry.items = items;
      byId.set(ref.id, entry);
    }
  }
  // Weighted ones first (by weight), then diagnostics by score.
  return [...byId.values()].sort((a, b) => b.weight - a.weight || a.score - b.score);
}

export function lcpElement(lhr) {
  const d = lhr.audits['largest-contentful-paint-element']?.details;
  if (!d?.items) return null;
  const out = {};
  for (const table of d.type === 'list' ? d.items : [d]) {
    for (const it of table.items ?? []) {
      if (it.node) {
        out.selector = it.node.selector;
        out.snippet = it.node.snippet;
      }
      if (it.phase) (out.phases ??= {})[it.phase] = Math.round(it.timing);
    }
  }
  return Object.keys(out).length ? out : null;
}

export async function measureLighthouse({ baseUrl, chromiumPath, runs = 3, log = console.log, pages = LIGHTHOUSE_PAGES, outDir, relativeTo = process.cwd() }) {
  const formFactors = ['mobile', 'desktop'];
  /** results[ff][path] = [{ lhr, report } | { error }] */
  const results = Object.fromEntries(formFactors.map((ff) => [ff, Object.fromEntries(pages.map((p) => [p, []]))]));
  const total = runs * formFactors.length * pages.length;
  let done = 0;
  const t0 = Date.now();
  // Chrome is launched detached: if this process exits mid-run (an uncaught error, process.exit
  // in the caller), kill it rather than leave it running. (chrome-launcher handles Ctrl-C.)
  const killChromes = () => killAll();
  process.on('exit', killChromes);
  try {
    for (let i = 0; i < runs; i++) {
      for (const ff of formFactors) {
        for (const path of pages) {
          const url = new URL(path, baseUrl).href;
          done++;
          // A run that fails (e.g. NO_NAVSTART, a trace lost on a busy machine) is retried once.
          for (let attempt = 1; attempt <= 2; attempt++) {
            const t = Date.now();
            try {
              const r = await runOnce({ url, chromiumPath, formFactor: ff });
              if (r.lhr.runtimeError) throw new Error(`${r.lhr.runtimeError.code}: ${r.lhr.runtimeError.message}`);
              results[ff][path].push(r);
              const m = metrics(r.lhr);
              log(
                `[bench:frontend] lighthouse ${done}/${total} ${ff} ${path}: perf ${m.performance} a11y ${m.accessibility} bp ${m.bestPractices} seo ${m.seo} ` +
                  `LCP ${m.lcpMs} ms TBT ${m.tbtMs} ms (${((Date.now() - t) / 1000).toFixed(1)} s)`,
              );
              break;
            } catch (e) {
              const msg = String(e.message ?? e);
              if (attempt === 1) {
                log(`[bench:frontend] lighthouse ${done}/${total} ${ff} ${path} failed (${msg.split('\n')[0]}): retrying once`);
              } else {
                results[ff][path].push({ error: msg });
                log(`[bench:frontend] lighthouse ${done}/${total} ${ff} ${path} FAILED: ${msg}`);
              }
            }
          }
        }
      }
    }
  } finally {
    process.removeListener('exit', killChromes);
  }
  log(`[bench:frontend] lighthouse: ${total} runs in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  if (outDir) mkdirSync(outDir, { recursive: true });
  const out = {};
  for (const ff of formFactors) {
    out[ff] = {};
    for (const path of pages) {
      const all = results[ff][path];
      const ok = all.filter((r) => r.lhr);
      const valid = filterToValidRuns(ok.map((r) => r.lhr));
      const errors = all.filter((r) => r.error).map((r) => r.error);
      if (!valid.length) {
        out[ff][path] = {
          performance: null, accessibility: null, bestPractices: null, seo: null,
          lcpMs: null, tbtMs: null, cls: null, fcpMs: null, runs: 0,
          error: errors[0] ?? 'no valid Lighthouse run (FCP or TTI missing)',
          failing: [],
        };
        continue;
      }
      const median = computeMedianRun(valid);
      const { report } = ok.find((r) => r.lhr === median);
      let reportPath = null;
      if (outDir) {
        const file = join(outDir, `${ff}-${slugOf(path)}.json.gz`);
        writeFileSync(file, gzipSync(report));
        reportPath = relative(relativeTo, file).split('\\').join('/');
      }
      out[ff][path] = {
        ...metrics(median),
        runs: valid.length,
        perRun: valid.map(metrics),
        ...(errors.length ? { errors } : {}),
        ...(median.runWarnings?.length ? { warnings: median.runWarnings } : {}),
        lcpElement: lcpElement(median),
        failing: failingAudits(median),
        report: reportPath,
      };
    }
  }
  return {
    results: out,
    lighthouseVersion: firstLhr(results)?.lighthouseVersion ?? null,
    userAgent: firstLhr(results)?.environment?.hostUserAgent ?? null,
    benchmarkIndex: benchmarkIndexes(results),
  };
}

function firstLhr(results) {
  for (const byPage of Object.values(results)) for (const runs of Object.values(byPage)) for (const r of runs) if (r.lhr) return r.lhr;
  return null;
}

/**
 * Lighthouse's BenchmarkIndex of every run (its measure of the host's JavaScript speed; it
 * expects at least 1000 for its default 4× CPU slowdown to stand for a mid-range phone).
 */
function benchmarkIndexes(results) {
  const all = [];
  for (const byPage of Object.values(results)) {
    for (const runs of Object.values(byPage)) for (const r of runs) if (Number.isFinite(r.lhr?.environment?.benchmarkIndex)) all.push(Math.round(r.lhr.environment.benchmarkIndex));
  }
  if (!all.length) return null;
  return { median: medianOf(all), min: Math.min(...all), max: Math.max(...all), runs: all.length };
}
