/**
 * The image starts the shop as `npm run start:prod` does: the same node flags (heap cap,
 * heap growth) and the same malloc settings, and the Node running the tests (20 in
 * `npm test`, 24 in `npm run test:node24`, the image's) accepts every flag: a flag a Node
 * does not know stops it at start-up.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** scripts/lib/shipped-command.mjs, the parser the benchmarks use, run as it is. */
function shippedCommand(): { env: Record<string, string>; nodeFlags: string[] } {
  const script = "import { shippedCommand } from './scripts/lib/shipped-command.mjs'; console.log(JSON.stringify(shippedCommand('.')));";
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }));
}

describe('the shipped start command', () => {
  const shipped = shippedCommand();
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

  it('sets a heap cap and the heap growth', () => {
    expect(shipped.nodeFlags).toEqual(expect.arrayContaining(['--max-old-space-size=144', '--heap-growing-percent=25']));
  });

  it('is the Dockerfile CMD, with the same malloc settings in its ENV', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd).not.toBeNull();
    expect(JSON.parse(cmd![1])).toEqual(['node', ...shipped.nodeFlags, 'dist/api/main.js']);
    for (const [name, value] of Object.entries(shipped.env)) expect(dockerfile).toMatch(new RegExp(`^\\s*(ENV )?${name}=${value}\\b`, 'm'));
  });

  it('has only flags this Node accepts', () => {
    const out = execFileSync(process.execPath, [...shipped.nodeFlags, '-e', 'console.log("started")'], { encoding: 'utf8' });
    expect(out.trim()).toBe('started');
  });
});
