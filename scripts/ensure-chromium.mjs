#!/usr/bin/env node
/**
 * The browser tests drive Debian's Chromium (test tools cannot download their own browser
 * here). Installs it with apt-get when missing (needs root), or fails with a clear message.
 * CHROMIUM_PATH overrides the path.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install Debian's chromium package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
  }
  console.log(`[test] Chromium missing: installing Debian's chromium with apt-get (one-time, a few minutes)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit code ${r.status}; cannot run the browser tests.`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing.`);
  console.log(`[test] ${execFileSync(CHROMIUM, ['--version']).toString().trim()}`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (e) {
    console.error(String(e.message ?? e));
    process.exit(1);
  }
}
