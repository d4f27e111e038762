#!/usr/bin/env node
/**
 * `npm run build:web`: the client bundle, the SSR bundle and the pre-rendered pages of one
 * build, written to a new folder dist/builds/<id>/ (web, pages). Only when the build is
 * complete and every page's assets exist do dist/web and dist/pages switch to it, each by
 * one rename of a symlink, so a server starting meanwhile never sees half a build. The two
 * previous builds stay on disk: the server keeps their hashed assets available, so a page
 * loaded before a deploy still finds its chunks. Older builds are removed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const builds = join(dist, 'builds');
const KEEP = 3;

const id = new Date().toISOString().replace(/[-:.TZ]/g, '');
const build = join(builds, id);
const web = join(build, 'web');
const pages = join(build, 'pages');
const ssr = join(build, 'ssr');
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function run(label, args, env = {}) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    rmSync(build, { recursive: true, force: true });
    console.error(`build:web: ${label} failed; the current build is unchanged`);
    process.exit(r.status ?? 1);
  }
}

/** Every /assets/ file the pages and the shell refer to must be in the build. */
function missingAssets() {
  const html = [join(web, 'index.html')];
  const walk = (dir) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, name.name);
      if (name.isDirectory()) walk(path);
      else if (name.name.endsWith('.html')) html.push(path);
    }
  };
  if (existsSync(pages)) walk(pages);
  const missing = new Set();
  for (const file of html) {
    const text = readFileSync(file, 'utf8');
    const refs = [...text.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]);
    for (const m of text.matchAll(/<meta name="app-modules" content="([^"]*)"/g)) refs.push(...m[1].split(' '));
    for (const ref of refs)
      if (ref.startsWith('/assets/') && !existsSync(join(web, ref))) missing.add(`${relative(build, file)} -> ${ref}`);
  }
  return [...missing];
}

/** Points dist/<name> at the new build with one rename (a plain folder from an older layout is replaced). */
function switchTo(name) {
  const link = join(dist, name);
  const tmp = join(dist, `.${name}.next`);
  rmSync(tmp, { force: true });
  symlinkSync(relative(dist, join(build, name)), tmp);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) rmSync(link, { recursive: true, force: true });
  renameSync(tmp, link);
}

mkdirSync(build, { recursive: true });
run('client bundle', [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', web, '--emptyOutDir']);
run('SSR bundle', [vite, 'build', '--config', 'web/vite.config.ts', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--emptyOutDir']);
run('share images', [join(root, 'scripts', 'share-images.mjs')], { WEB_DIR: web, SSR_DIR: ssr });
run('pre-render', [join(root, 'scripts', 'prerender.mjs')], { WEB_DIR: web, SSR_DIR: ssr, PAGES_DIR: pages });
const missing = missingAssets();
if (missing.length > 0) {
  rmSync(build, { recursive: true, force: true });
  console.error(`build:web: pages refer to assets the build lacks; the current build is unchanged:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
switchTo('web');
switchTo('pages');
const old = readdirSync(builds).sort().reverse().slice(KEEP);
for (const name of old) rmSync(join(builds, name), { recursive: true, force: true });
console.log(
  `build:web: dist/web and dist/pages now point at dist/builds/${id}${old.length ? ` (removed ${old.length} older build(s))` : ''}`,
);
