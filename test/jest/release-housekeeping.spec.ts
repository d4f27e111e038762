/**
 * What a self-hosting owner reads before upgrading: one version in package.json, the
 * CHANGELOG and the image's label; and the CI's production audit (scripts/audit.mjs), whose
 * verdict decides whether a run fails. The audit's outcome is read from `npm audit --json`
 * output, so it is tested on the three answers a registry gives: a report, a refusal, nothing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

type Outcome = { fail: boolean; lines: string[] };

/** scripts/audit.mjs's auditOutcome, run as it is, for each `npm audit --json` answer. */
function auditOutcomes(answers: string[]): Outcome[] {
  const script =
    "import { auditOutcome } from './scripts/audit.mjs';" +
    'const answers = JSON.parse(process.argv[1]);' +
    'console.log(JSON.stringify(answers.map((a) => auditOutcome(a))));';
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(answers)], { cwd: root, encoding: 'utf8' }),
  );
}

function auditReport(vulnerabilities: Record<string, { severity: string; range: string; via: unknown[]; fixAvailable: boolean }>) {
  const counts: Record<string, number> = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const v of Object.values(vulnerabilities)) counts[v.severity] += 1;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(Object.entries(vulnerabilities).map(([name, v]) => [name, { name, ...v }])),
    metadata: { vulnerabilities: { ...counts, total: Object.keys(vulnerabilities).length } },
  });
}

describe('the production audit in CI (scripts/audit.mjs)', () => {
  const [clean, moderate, high, critical, refused, nothing, notJson] = auditOutcomes([
    auditReport({}),
    auditReport({ 'some-lib': { severity: 'moderate', range: '<1.2.3', via: [{ title: 'Prototype pollution' }], fixAvailable: true } }),
    auditReport({
      'some-lib': { severity: 'high', range: '<2.0.0', via: [{ title: 'ReDoS in parse' }], fixAvailable: false },
      'its-user': { severity: 'high', range: '1.x', via: ['some-lib'], fixAvailable: true },
    }),
    auditReport({ 'other-lib': { severity: 'critical', range: '*', via: [{ title: 'Remote code execution' }], fixAvailable: true } }),
    JSON.stringify({ message: 'Method Not Allowed', error: { code: 'E405', summary: 'Method Not Allowed' } }),
    '',
    'npm error code ECONNREFUSED\nnpm error errno ECONNREFUSED',
  ]);

  it('passes a clean report and says so with the counts', () => {
    expect(clean).toEqual({ fail: false, lines: ['[audit] production dependencies: 0 critical, 0 high, 0 moderate, 0 low, 0 info'] });
  });

  it('lists a moderate finding with its advisory and fix, without failing', () => {
    expect(moderate.fail).toBe(false);
    expect(moderate.lines).toEqual([
      '[audit] moderate some-lib@<1.2.3: Prototype pollution (fix available)',
      '[audit] production dependencies: 0 critical, 0 high, 1 moderate, 0 low, 0 info',
    ]);
  });

  it('fails on a high or critical finding and names each package and the path it comes by', () => {
    expect(high.fail).toBe(true);
    expect(high.lines).toEqual([
      '[audit] high     some-lib@<2.0.0: ReDoS in parse (no fix yet)',
      '[audit] high     its-user@1.x: some-lib (fix available)',
      '[audit] production dependencies: 0 critical, 2 high, 0 moderate, 0 low, 0 info (high or critical: failing)',
    ]);
    expect(critical.fail).toBe(true);
    expect(critical.lines.at(-1)).toBe(
      '[audit] production dependencies: 1 critical, 0 high, 0 moderate, 0 low, 0 info (high or critical: failing)',
    );
  });

  it('reports, and does not fail, when the registry refuses the audit or does not answer', () => {
    expect(refused).toEqual({
      fail: false,
      lines: ['[audit] no advisories: the registry did not answer the audit (Method Not Allowed); not a failure'],
    });
    expect(nothing).toEqual({
      fail: false,
      lines: ['[audit] no advisories: the registry did not answer the audit (no answer); not a failure'],
    });
    expect(notJson.fail).toBe(false);
    expect(notJson.lines).toEqual([
      '[audit] no advisories: the registry did not answer the audit (npm error code ECONNREFUSED); not a failure',
    ]);
  });
});

describe('one version for the package, the changelog and the image', () => {
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');

  it('the changelog keeps an Unreleased section on top and a dated section for package.json’s version', () => {
    const sections = [...changelog.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections[0]).toBe('Unreleased');
    const released = sections.slice(1).map((s) => /^\[?(\d+\.\d+\.\d+)\]? - (\d{4}-\d{2}-\d{2})$/.exec(s));
    expect(released.every(Boolean)).toBe(true);
    expect(released[0]![1]).toBe(version);
  });

  it('the image carries the same version in its label', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(/org\.opencontainers\.image\.version="([^"]+)"/.exec(dockerfile)?.[1]).toBe(version);
  });
});
