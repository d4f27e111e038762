/**
 * How `npm run start:prod` starts the shop (package.json), so that the benchmarks run it as
 * shipped: the environment it sets (e.g. MALLOC_ARENA_MAX) and the node flags (the heap cap).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `{ env, nodeFlags }` of start:prod ('VAR=value ... node <flags> dist/api/main.js'). */
export function shippedCommand(root) {
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts?.['start:prod'] ?? '';
  const m = /^((?:[A-Z_][A-Z0-9_]*=\S+\s+)*)node\s+(.*?)\s*dist\/api\/main\.js\s*$/.exec(script.trim());
  if (!m) throw new Error(`start:prod is not "[VAR=value ...] node [flags] dist/api/main.js": ${script}`);
  const env = Object.fromEntries(
    m[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return { env, nodeFlags: m[2] ? m[2].split(/\s+/) : [] };
}
