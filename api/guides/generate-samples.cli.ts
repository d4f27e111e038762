/**
 * `npm run guides:sample [-- --force]`: generates the sample PDF of every guide that has
 * none in storage/guides (all of them with --force, replacing existing files), renders
 * the page previews and prints one line per guide.
 *
 * `--startup` (run by main.ts in a child process before the server starts): generates the
 * missing samples only when GENERATE_SAMPLE_GUIDES is on, renders stale previews, prints
 * nothing but warnings. The PDF generator and the renderers (pdf.js and its canvas, libvips)
 * then never load into the server process, whose memory they would keep (~150 MB).
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { JsonLogger } from '../common/logger.js';
import { loadConfig, PROJECT_ROOT } from '../config/config.js';
import { GUIDES } from '../../shared/catalogue.js';
import { GuideFilesService } from './guide-files.service.js';
import { createObjectStore } from '../storage/storage.module.js';
import { PreviewsService } from './previews.service.js';

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--force' && a !== '--startup');
  if (unknown.length > 0) {
    process.stderr.write(`Unknown option(s): ${unknown.join(' ')}\nUsage: npm run guides:sample [-- --force]\n`);
    return 2;
  }
  const force = argv.includes('--force');
  const startup = argv.includes('--startup');
  const envFile = resolve(PROJECT_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  // Service logs as JSON lines on stderr (warnings and errors only); the summary goes to stdout.
  Logger.overrideLogger(new JsonLogger('warn'));

  const store = await createObjectStore(config);
  const previews = new PreviewsService(store);
  const files = new GuideFilesService(config, previews, store);
  const started = Date.now();
  const results = await files.ensureSamplePdfs({ force, generateMissing: startup ? config.generateSampleGuides : true });
  if (startup) {
    await previews.warmUp(results.filter((r) => r.status !== 'missing').map((r) => r.slug));
    return 0;
  }

  let failed = 0;
  for (const result of results) {
    const guide = GUIDES.find((g) => g.slug === result.slug);
    const t0 = Date.now();
    let pages = result.pages;
    let previewNote: string;
    try {
      const { manifest, rendered } = await previews.ensure(result.slug);
      pages ??= manifest.pdf.pages;
      previewNote = rendered ? `previews rendered (${Date.now() - t0} ms)` : 'previews up to date';
    } catch (err) {
      previewNote = `previews unavailable: ${err instanceof Error ? err.message : String(err)}`;
      if (result.status !== 'missing') failed++;
    }
    if (result.status === 'failed') failed++;
    const what =
      result.status === 'generated'
        ? `generated in ${result.ms} ms`
        : result.status === 'present'
          ? 'already present'
          : result.status === 'missing'
            ? 'missing'
            : `FAILED: ${result.error}`;
    const pageText = pages ? `${pages} pages` : '-';
    process.stdout.write(
      `${(guide?.title ?? result.slug).padEnd(24)} ${result.slug.padEnd(24)} ${pageText.padEnd(10)} ${what}; ${previewNote}\n`,
    );
  }
  const where =
    store.localPath('guides') ?? `${config.storage.backend === 's3' ? `s3://${config.storage.bucket}/${config.storage.prefix}` : ''}guides`;
  process.stdout.write(`Done in ${Date.now() - started} ms: ${where}\n`);
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
