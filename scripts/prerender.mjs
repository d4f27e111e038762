#!/usr/bin/env node
/**
 * Build step after `vite build` (client, dist/web) and `vite build --ssr` (dist/ssr):
 * renders every public page to HTML with its styles (web/src/entry-server.tsx) and writes
 * dist/pages/<path>.html (+ .br and .gz). The server sends these for those paths, so the
 * browser paints the page before any JavaScript runs; the app then hydrates it. Each page
 * also preloads its own route chunk. dist/ssr is removed afterwards (build-time only).
 */
process.env.NODE_ENV = 'production'; // MUI and emotion (external to the SSR bundle) read it at run time
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressFile } from './compress.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(root, 'dist/web');
const ssrDir = join(root, 'dist/ssr');
const pagesDir = join(root, 'dist/pages');

const template = readFileSync(join(webDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(webDir, '.vite/manifest.json'), 'utf8'));
const { renderPage, prerenderTargets } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

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

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const entry = closure('index.html');

rmSync(pagesDir, { recursive: true, force: true });
const started = Date.now();
let count = 0;
for (const { path, sources } of prerenderTargets()) {
  const page = await renderPage(path);
  // React puts resource hints (image preloads) it met while rendering in front of the markup.
  const hints = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hints.length);

  const files = new Set();
  const css = new Set();
  for (const source of sources) closure(source, files, css);
  const preloads = [...files].filter((f) => !entry.files.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const styles = [...css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);

  let html = template;
  if (page.meta) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.meta.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(page.meta.description)}"`);
  }
  html = html
    .replace('</head>', `${[...preloads, ...styles, hints, page.styleTag].join('')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!html.includes(body)) throw new Error(`prerender: index.html has no empty <div id="root"></div> for ${path}`);

  const file = join(pagesDir, path === '/' ? 'index.html' : `${path}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  compressFile(file);
  count++;
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerender: ${count} pages in ${Date.now() - started} ms -> dist/pages`);
