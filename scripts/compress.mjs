/**
 * Pre-compression of build output: <file>.br (brotli, quality 11) and <file>.gz next to
 * each compressible file, written once at build time so the server never compresses per
 * request (it picks the variant the browser accepts). The .gz of the hashed assets is
 * written by Zopfli (@gfx/zopfli, WASM): plain gzip that any browser reads, about 3 %
 * smaller than zlib's level 9, worth its build time for files cached for a year.
 * Pages (HTML, rebuilt and revalidated often) use zlib.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import zopfli from '@gfx/zopfli';

/** Types worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map']);

/** Writes file.br and file.gz (Zopfli when `zopfliGzip`); returns their sizes. */
export async function compressFile(file, { zopfliGzip = false } = {}) {
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: extname(file) === '.woff2' ? constants.BROTLI_MODE_FONT : constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = zopfliGzip ? Buffer.from(await zopfli.gzipAsync(raw, { numiterations: 5 })) : gzipSync(raw, { level: 9, memLevel: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

/** Compresses every compressible file under dir (recursively, skipping dot-folders). */
export async function compressTree(dir, options = {}) {
  const jobs = [];
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      jobs.push(compressTree(path, options));
    } else if (COMPRESSIBLE.has(extname(name))) {
      jobs.push(compressFile(path, options).then(() => 1));
    }
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}
