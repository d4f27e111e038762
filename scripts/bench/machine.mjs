/**
 * What the machine costs a fresh process, recorded next to the front-end figures so that a
 * slow machine can be told from a slow page.
 *
 * The browser's front-end times are absolute (DESIGN §5 sets them in milliseconds), and every
 * page load starts new renderer processes whose memory is touched for the first time. On some
 * virtual machines each first touch of a page traps to the hypervisor (a nested or
 * page-table-based guest): measured here at 11 µs per 4 KiB page against well under 1 µs on
 * bare metal or a hardware-virtualised guest, and then every page of the shop takes longer
 * while the JavaScript it runs is the same. Lighthouse's BenchmarkIndex (reported per run)
 * measures the JavaScript engine's speed, not this.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { median } from './frontend-hydration.mjs';

const PROBE = `
const mb = Number(process.argv[1]);
const t0 = process.hrtime.bigint();
const b = Buffer.allocUnsafeSlow(mb * 1024 * 1024);
for (let i = 0; i < b.length; i += 4096) b[i] = 1;
const ns = Number(process.hrtime.bigint() - t0);
process.stdout.write(JSON.stringify({ nsPerPage: ns / (b.length / 4096) }));
`;

/**
 * Median cost of the first touch of one 4 KiB page, from `runs` fresh Node processes each
 * touching `mb` MB once (the allocation itself maps nothing: the cost is the page faults).
 */
export function measureFirstTouch({ mb = 256, runs = 3 } = {}) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, ['-e', PROBE, String(mb)], { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) return { error: (r.stderr || r.error?.message || `exit ${r.status}`).trim().split('\n')[0] };
    samples.push(JSON.parse(r.stdout).nsPerPage);
  }
  const us = (ns) => Math.round(ns / 10) / 100; // µs, two decimals
  return { usPerPage: us(median(samples)), runsUsPerPage: samples.map(us), mb };
}

/**
 * The kernel's transparent huge page policy (the bracketed word of
 * /sys/kernel/mm/transparent_hugepage/enabled: always, madvise or never), or null where the
 * file is missing. With `always`, anonymous memory is faulted in 2 MiB at a time where it can
 * be, so a machine with costly page faults takes far fewer of them; the bench records the
 * policy it ran under and never changes it.
 */
export function transparentHugePages() {
  try {
    return /\[(\w+)\]/.exec(readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8'))?.[1] ?? null;
  } catch {
    return null;
  }
}
