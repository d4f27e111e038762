/**
 * Pre-compression of build output: <file>.br (brotli, quality 11) and <file>.gz (gzip,
 * level 9) next to each compressible file, written once at build time so the server
 * never compresses per request (it picks the variant the browser accepts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Types worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map']);

/** Writes file.br and file.gz; returns their sizes. */
export function compressFile(file) {
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: extname(file) === '.woff2' ? constants.BROTLI_MODE_FONT : constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(raw, { level: 9, memLevel: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

/** Compresses every compressible file under dir (recursively, skipping dot-folders). */
export function compressTree(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      files += compressTree(path);
    } else if (COMPRESSIBLE.has(extname(name))) {
      compressFile(path);
      files++;
    }
  }
  return files;
}
