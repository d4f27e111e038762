#!/usr/bin/env node
/**
 * `npm run lint:boundaries`: the import rules of .dependency-cruiser.cjs over api/,
 * shared/ and web/src, then the module graph (api/<module>, shared, web features) with a
 * check that no two modules depend on each other, directly or around a loop. Prints the
 * graph with --graph.
 */
import { createRequire } from 'node:module';
import { cruise, format } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const showGraph = process.argv.includes('--graph');

const result = await cruise(['api', 'shared', 'web/src'], { validate: true, ruleSet: config, ...config.options }, undefined, {
  tsConfig: { fileName: 'tsconfig.lint.json' },
});
const output = result.output;
let failed = output.summary.error > 0;
if (failed) console.log((await format(output, { outputType: 'err' })).output);

/** The module a file belongs to; null for files outside the modules (entry points, node_modules). */
function moduleOf(path) {
  if (/\.(spec|test-helpers)\.ts$/.test(path)) return null;
  let m = /^api\/([^/]+)\//.exec(path);
  if (m) return `api/${m[1]}`;
  if (path.startsWith('shared/')) return 'shared';
  m = /^web\/src\/features\/([^/]+)\//.exec(path);
  if (m) return `web/features/${m[1]}`;
  if (/^web\/src\/[^/]+\.tsx?$/.test(path) || path.startsWith('web/src/app/')) return 'web/app';
  if (path.startsWith('web/src/')) return 'web/core';
  return null;
}

const edges = new Map();
for (const mod of output.modules) {
  const from = moduleOf(mod.source);
  if (!from) continue;
  if (!edges.has(from)) edges.set(from, new Set());
  for (const dep of mod.dependencies) {
    const to = moduleOf(dep.resolved);
    if (to && to !== from) edges.get(from).add(to);
  }
}

// Tarjan's strongly connected components: any with more than one module is a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function connect(v) {
  meta.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!meta.has(w)) {
      connect(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).onStack) {
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const v of edges.keys()) if (!meta.has(v)) connect(v);

if (showGraph) {
  console.log('Module graph (module -> modules it imports):');
  for (const [from, tos] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${from} -> ${[...tos].sort().join(', ') || '(nothing)'}`);
}
for (const cycle of cycles) console.log(`error module-cycle: ${cycle.join(' <-> ')}`);
failed ||= cycles.length > 0;
console.log(
  `lint:boundaries: ${output.summary.totalCruised} files, ${output.summary.error} rule violation(s), ${cycles.length} module cycle(s) among ${edges.size} modules`,
);
process.exit(failed ? 1 : 0);
