#!/usr/bin/env node
/**
 * `npm run test:node24`: the unit and API e2e suites on the Node.js the image ships (the
 * version in .nvmrc), whatever Node runs this script. CI runs it after `npm test`.
 *
 * The binary is fetched by scripts/lib/node-runtime.mjs. scripts/test.mjs then runs with it
 * first on PATH (so do jest, the child shops and npm's scripts), writing its reports to test-results/node24; it builds first if dist/ is
 * missing. Ends with test.mjs's 'Total: N passed, N failed' line and its exit code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { shippedNode, shippedNodeVersion } from './lib/node-runtime.mjs';

const root = new URL('..', import.meta.url).pathname;
const version = shippedNodeVersion(root);
if (!/^24\.\d+\.\d+$/.test(version)) {
  console.error(`[node24] .nvmrc should name an exact Node 24 version (24.x.y), not "${version}"`);
  process.exit(2);
}
const { dir: runtime, bin: node } = shippedNode(root, (line) => console.log(line.replace('[node]', '[node24]')));
const reported = `v${version}`;

const built = existsSync(join(root, 'dist', 'api', 'main.js')) && existsSync(join(root, 'dist', 'web', 'index.html'));
const suites = built ? ['unit', 'e2e'] : ['build', 'unit', 'e2e'];
console.log(`[node24] ${suites.join(' + ')} on Node ${reported} (${node})`);
const r = spawnSync(node, [join(root, 'scripts', 'test.mjs'), ...suites], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${join(runtime, 'bin')}${delimiter}${process.env.PATH}`, TEST_RESULTS_DIR: join('test-results', 'node24') },
});
process.exit(r.status ?? 1);
