import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { locateBuilds, StaticFiles } from './static-files.js';

const PAGE = (assets: string[]) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/${assets[0]}"><meta name="app-modules" content="${assets
    .slice(1)
    .map((a) => `/${a}`)
    .join(' ')}"></head><body><div id="root"><h1>x</h1></div></body></html>`;

describe('StaticFiles', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'static-files-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function build(id: string, assets: string[], pageAssets = assets): string {
    const dir = join(dist, 'builds', id);
    mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'pages'), { recursive: true });
    for (const a of assets) writeFileSync(join(dir, 'web', a), `/* ${a} */`);
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'pages', 'index.html'), PAGE(pageAssets));
    return dir;
  }
  const point = (id: string) => {
    for (const name of ['web', 'pages']) {
      rmSync(join(dist, name), { force: true });
      symlinkSync(join('builds', id, name), join(dist, name));
    }
  };

  it('serves the current build and keeps the two earlier builds’ hashed assets', () => {
    build('1', ['assets/a-1.css', 'assets/a-1.js']);
    build('2', ['assets/a-2.css', 'assets/a-2.js']);
    build('3', ['assets/a-3.css', 'assets/a-3.js']);
    build('4', ['assets/a-4.css', 'assets/a-4.js']);
    point('4');
    const found = locateBuilds(join(dist, 'web'));
    expect(found.olderWebDirs).toEqual([join(dist, 'builds', '3', 'web'), join(dist, 'builds', '2', 'web')]);
    const files = new StaticFiles(found.webDir, found.pagesDir, found.olderWebDirs);
    expect(files.classify('/assets/a-4.js')).toMatchObject({ kind: 'file', status: 200 });
    expect(files.classify('/assets/a-3.js')).toMatchObject({ kind: 'file', status: 200 });
    expect(files.classify('/assets/a-2.js')).toMatchObject({ kind: 'file', status: 200 });
    // Gone with the build three deploys ago: the HTML 404 page.
    expect(files.classify('/assets/a-1.js')).toMatchObject({ kind: 'page', status: 404 });
    expect(files.missing).toEqual([]);
  });

  it('names the assets a page refers to that its build lacks', () => {
    build('1', ['assets/a-1.css'], ['assets/a-1.css', 'assets/gone.js']);
    point('1');
    const found = locateBuilds(join(dist, 'web'));
    expect(new StaticFiles(found.webDir, found.pagesDir).missing).toEqual(['/assets/gone.js']);
  });

  it('rewrites every HTML file once (pages, shell, compressed variants, ETag) and leaves other files alone', () => {
    const dir = build('1', ['assets/a-1.css']);
    writeFileSync(join(dir, 'pages', 'contact.html'), '<p><a href="mailto:hello@example.com">hello@example.com</a></p>');
    writeFileSync(join(dir, 'pages', 'contact.html.gz'), gzipSync('<p>stale</p>'));
    writeFileSync(join(dir, 'web', 'assets', 'a-1.css'), '/* hello@example.com */');
    point('1');
    const found = locateBuilds(join(dist, 'web'));
    const plain = new StaticFiles(found.webDir, found.pagesDir);
    const files = new StaticFiles(found.webDir, found.pagesDir, [], undefined, (html) =>
      html.replaceAll('hello@example.com', 'help@shop.test'),
    );
    const page = files.classify('/contact');
    if (page.kind === 'pass') throw new Error('no page');
    expect(page.file.identity.toString()).toBe('<p><a href="mailto:help@shop.test">help@shop.test</a></p>');
    expect(gunzipSync(page.file.gzip!).toString()).toBe(page.file.identity.toString());
    const before = plain.classify('/contact');
    expect(before.kind !== 'pass' && before.file.etag).not.toBe(page.file.etag);
    expect(page.file.headers.ETag).toBe(page.file.etag);
    const css = files.classify('/assets/a-1.css');
    expect(css.kind !== 'pass' && css.file.identity.toString()).toBe('/* hello@example.com */');
  });

  it('reads a plain dist/web folder as one build', () => {
    mkdirSync(join(dist, 'web'));
    expect(locateBuilds(join(dist, 'web'))).toEqual({ webDir: join(dist, 'web'), pagesDir: join(dist, 'pages'), olderWebDirs: [] });
  });
});
