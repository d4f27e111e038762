#!/usr/bin/env node
/**
 * `npm run audit:prod` (CI runs it): `npm audit --omit=dev`, the advisories of what the
 * image ships. Prints one line per vulnerable package and fails on a high or critical one.
 * When the registry refuses the advisory endpoint (some mirrors answer 405) or cannot be
 * reached, it says so and passes: no answer is not a finding.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const FAILING = ['high', 'critical'];

/** What to print and whether to fail, from `npm audit --json` output. */
export function auditOutcome(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = null;
  }
  if (!report || report.auditReportVersion === undefined) {
    const why = report?.message ?? report?.error?.summary ?? (stdout.trim().split('\n')[0] || 'no answer');
    return { fail: false, lines: [`[audit] no advisories: the registry did not answer the audit (${why}); not a failure`] };
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  const lines = Object.values(report.vulnerabilities ?? {}).map((v) => {
    const via = v.via.map((x) => (typeof x === 'string' ? x : x.title)).join('; ');
    const fix = v.fixAvailable ? 'fix available' : 'no fix yet';
    return `[audit] ${v.severity.padEnd(8)} ${v.name}@${v.range}: ${via} (${fix})`;
  });
  const failing = FAILING.reduce((n, level) => n + (counts[level] ?? 0), 0);
  const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((l) => `${counts[l] ?? 0} ${l}`).join(', ');
  lines.push(`[audit] production dependencies: ${summary}${failing ? ' (high or critical: failing)' : ''}`);
  return { fail: failing > 0, lines };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const { fail, lines } = auditOutcome(r.stdout ?? '');
  for (const line of lines) console.log(line);
  process.exit(fail ? 1 : 0);
}
