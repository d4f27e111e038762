#!/usr/bin/env node
/**
 * Two builds side by side on this machine: hydration (and the checkout's card field) with
 * the bench's own probe and throttling (frontend-hydration.mjs), A and B interleaved page
 * by page and run by run, so both see the same machine and the same noise. For telling a
 * front-end regression from a slower machine: absolute times move with the machine, B/A
 * does not.
 *
 *   node scripts/bench/compare-builds.mjs --a http://127.0.0.1:3112 --b http://127.0.0.1:3111 \
 *     [--runs 5] [--pages /,/guides/fabric-201-cotton,/guides/fabric-101/checkout]
 *
 * Start each build's server first (e.g. an older commit in a git worktree, `npm run build`,
 * then `node dist/api/main.js` with its own PORT and STORAGE_DIR). Prints medians per page
 * and profile, and B/A.
 */
import { parseArgs } from 'node:util';
import { ensureChromium } from '../ensure-chromium.mjs';
import { CHECKOUT_PAGE, PROFILES, measureOnce, median } from './frontend-hydration.mjs';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: `/,/guides/fabric-201-cotton,/contact,${CHECKOUT_PAGE}` },
  },
});
if (!values.a || !values.b) {
  console.error('usage: compare-builds.mjs --a <base URL> --b <base URL> [--runs N] [--pages /,/about]');
  process.exit(2);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error('--runs: a whole number from 1 to 50');
const pages = values.pages.split(',').map((p) => p.trim()).filter(Boolean);
const builds = { A: values.a, B: values.b };

const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const samples = {}; // `${profile} ${path} ${build}` -> ms[] (the card's time on the checkout)
try {
  for (let run = 1; run <= runs; run++) {
    for (const profile of Object.keys(PROFILES)) {
      for (const path of pages) {
        const kind = path === CHECKOUT_PAGE ? 'card' : 'page';
        // Alternate which build goes first, so neither always gets the warmer machine.
        const order = run % 2 ? ['A', 'B'] : ['B', 'A'];
        for (const build of order) {
          const r = await measureOnce(browser, profile, new URL(path, builds[build]).href, kind);
          (samples[`${profile} ${path} ${build}`] ??= []).push(kind === 'card' ? r.cardMs : r.hydratedMs);
        }
      }
    }
    console.log(`run ${run}/${runs} done`);
  }
} finally {
  await browser.close();
}

console.log(`\nA = ${builds.A}\nB = ${builds.B}\nmedian of ${runs} (ms; the checkout: its card field usable)\n`);
console.log('| Profile | Page | A | B | B/A | A runs | B runs |\n| --- | --- | --- | --- | --- | --- | --- |');
for (const profile of Object.keys(PROFILES)) {
  for (const path of pages) {
    const a = samples[`${profile} ${path} A`];
    const b = samples[`${profile} ${path} B`];
    const ratio = median(b) / median(a);
    const list = (xs) => xs.map(Math.round).join(', ');
    console.log(`| ${profile} | ${path} | ${median(a)} | ${median(b)} | ${ratio.toFixed(2)} | ${list(a)} | ${list(b)} |`);
  }
}
