import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGuideContent } from '../../api/guides/guide-content.js';
import { generateSamplePdf } from '../../api/guides/sample-pdf.js';
import type { ObjectStore } from '../../api/storage/object-store.js';
import { findGuide } from '../../shared/catalogue.js';
import type { GuideSlug } from '../../shared/guide.types.js';

/**
 * The app's stored files as the suites look at them, whether they sit on disk or in a
 * bucket (TEST_STORAGE=s3): names under a folder, and the sample PDF of a guide.
 */

/** Names (relative to `folder`, which ends in '/') of the objects in it and below, sorted. */
export async function storedNames(files: ObjectStore, folder: string): Promise<string[]> {
  const names: string[] = [];
  for await (const info of files.list(folder)) names.push(info.key.slice(folder.length));
  return names.sort();
}

/** Generates the sample PDF of `slug` into storage as guides/{slug}.pdf. */
export async function storeSamplePdf(files: ObjectStore, slug: GuideSlug): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sample-'));
  try {
    const path = join(dir, `${slug}.pdf`);
    await generateSamplePdf(findGuide(slug)!, await loadGuideContent(slug), path);
    await files.put(`guides/${slug}.pdf`, createReadStream(path));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Polls an async condition every 25 ms until it holds (or throws after `timeoutMs`). */
export async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
