#!/usr/bin/env node
/**
 * Build step after `vite build` (client, dist/web) and `vite build --ssr` (dist/ssr):
 * renders every public page to HTML with its styles (web/src/entry-server.tsx) and writes
 * dist/pages/<path>.html (+ .br and .gz). The server sends these for those paths, so the
 * browser paints the page before any JavaScript runs; the app then hydrates it. Each page
 * also preloads its own route chunk. dist/ssr is removed afterwards (build-time only).
 *
 * The app's JavaScript starts after the page's first paint: the page carries no module
 * script or modulepreload links in its head, only a tiny boot script
 * (assets/boot-<hash>.js) that waits for the first frame, then preloads the page's chunks
 * and imports the entry. With the scripts in the head, the browser runs them before it
 * paints (they arrive fast and are high priority), so the pre-rendered page would wait for
 * ~150 kB of JavaScript to download and run. The entry's small stylesheet (the font faces)
 * is inlined, one request less before the first paint.
 *
 * Each page's head also gets its canonical link, Open Graph and Twitter card tags and JSON-LD
 * (shared/seo.ts) with absolute addresses on PUBLIC_URL as set at build time (default
 * http://localhost:3000). The origin is written to dist/pages/.origin: a server started with
 * another PUBLIC_URL rewrites it in the pages once at start-up (api/common/static-files.ts).
 */
process.env.NODE_ENV = 'production'; // MUI and emotion (external to the SSR bundle) read it at run time
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressFile } from './compress.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// scripts/build-web.mjs passes the build's own folders (dist/builds/<id>/...).
const webDir = resolve(root, process.env.WEB_DIR ?? 'dist/web');
const ssrDir = resolve(root, process.env.SSR_DIR ?? 'dist/ssr');
const pagesDir = resolve(root, process.env.PAGES_DIR ?? 'dist/pages');

const template = readFileSync(join(webDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
const { renderPage, prerenderTargets, headTags, headTagsHtml, escapeHtml } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
);

const origin = (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '');
if (!/^https?:\/\/[^/?#\s]+$/.test(origin)) throw new Error(`prerender: PUBLIC_URL must be an http(s) origin, got ${origin}`);

/** The chunk files a manifest entry needs (itself and its static imports), and their CSS. */
function closure(key, files = new Set(), css = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return { files, css };
  files.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) closure(i, files, css);
  return { files, css };
}

const entry = closure('index.html');

/** Loads the app once the pre-rendered page has painted (or after 200 ms, e.g. in a background tab). */
const BOOT_SOURCE = `// Threadwise: start the app after the pre-rendered page's first paint (scripts/prerender.mjs).
// The chunks are fetched at once (modulepreload), then run one by one, each in a task of
// its own (dependencies first, the entry last), so no single long task blocks the page.
const modules = document.querySelector('meta[name="app-modules"]').content.split(' ');
let started = false;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = async () => {
  if (started) return;
  started = true;
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of modules.slice(1).reverse()) {
    await import(href).catch(() => undefined);
    await nextTask();
  }
  await import(modules[0]);
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
`;
const bootFile = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('base64url').slice(0, 8)}.js`;
writeFileSync(join(webDir, bootFile), BOOT_SOURCE);
await compressFile(join(webDir, bootFile), { zopfliGzip: true });

const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const entryHref = entryScript.exec(template)?.[1];
if (!entryHref) throw new Error('prerender: no entry <script type="module"> in dist/web/index.html');
const entryStyle = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const entryCss = entryStyle.exec(template)?.[1];
/** The template without its scripts and preloads, the entry CSS inlined. */
const pageTemplate = template
  .replace(entryScript, '')
  // The app shell's notice ('needs JavaScript to run') is for pages that are empty without it;
  // a pre-rendered page works without (noScriptHtml says so where its action does not).
  .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
  .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
  .replace(entryStyle, () => (entryCss ? `<style>${readFileSync(join(webDir, entryCss), 'utf8')}</style>` : ''));

rmSync(pagesDir, { recursive: true, force: true });
const started = Date.now();
let count = 0;
for (const { path, sources, noScriptHtml } of prerenderTargets()) {
  const page = await renderPage(path);
  // React puts resource hints (image preloads) it met while rendering in front of the markup.
  const hints = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hints.length);

  const files = new Set();
  const css = new Set();
  for (const source of sources) closure(source, files, css);
  for (const f of entry.files) files.add(f);
  const modules = [entryHref, ...[...files].map((f) => `/${f}`).filter((f) => f !== entryHref)];
  const styles = [...css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
  const boot = `<meta name="app-modules" content="${modules.join(' ')}"><script type="module" crossorigin src="/${bootFile}"></script>`;

  let html = pageTemplate;
  if (!page.meta) throw new Error(`prerender: ${path} sets no title and description (usePageMeta)`);
  const seoTags = headTagsHtml(headTags(page.meta, origin));
  html = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.meta.description)}">${seoTags}`,
    );
  if (!html.includes(seoTags))
    throw new Error(`prerender: index.html has no <meta name="description"> to put the search and social tags after (${path})`);
  html = html
    .replace('</head>', `${[...styles, hints, page.styleTag, boot].join('')}\n  </head>`)
    .replace('<div id="root"></div>', `${noScriptHtml}<div id="root">${body}</div>`);
  if (!html.includes(body)) throw new Error(`prerender: index.html has no empty <div id="root"></div> for ${path}`);

  const file = join(pagesDir, path === '/' ? 'index.html' : `${path}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  await compressFile(file);
  count++;
}
writeFileSync(join(pagesDir, '.origin'), origin);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerender: ${count} pages in ${Date.now() - started} ms -> ${pagesDir}`);
