import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type PgCluster, startPgCluster } from '../../scripts/lib/pg-cluster.mjs';

export type ThrowawayPg = PgCluster;

/**
 * Debian's PostgreSQL binaries (newest version), or null when none are installed: the
 * PostgreSQL specs skip then (CI installs the package, see .ci/run).
 */
export function pgBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

/** A PostgreSQL cluster of its own (scripts/lib/pg-cluster.mjs): temp folder, free port, gone at stop(). */
export function startThrowawayPg(): Promise<ThrowawayPg> {
  return startPgCluster();
}
