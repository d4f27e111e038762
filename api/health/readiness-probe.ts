import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { statfs, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { storagePaths } from '../common/storage.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { HEALTH_MAX_AGE_MS, HealthProbe } from './health-probe.js';

export interface CheckResult {
  ok: boolean;
  /** What failed, without paths (the answer is public). */
  error?: string;
}

export interface DiskCheck extends CheckResult {
  /** Free space for the shop's user on the fullest of the storage and database disks. */
  freeMb: number;
  minFreeMb: number;
}

export interface ReadinessBody {
  status: 'ready' | 'not_ready';
  checks: { database: CheckResult; storage: CheckResult; disk: DiskCheck };
}

const MB = 1024 * 1024;

/**
 * GET /api/health/ready: can this process take traffic? The database answers, the folders
 * it writes to (storage, uploads, stamped copies, mail files, the database's folder) accept
 * a file, and their disks have MIN_FREE_DISK_MB free. Like the liveness probe, one check
 * serves every caller for a second.
 */
@Injectable()
export class ReadinessProbe {
  private last: { at: number; body: ReadinessBody } | null = null;
  private inflight: Promise<ReadinessBody> | null = null;
  private readonly folders: string[];

  constructor(
    private readonly health: HealthProbe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const paths = storagePaths(config.storageDir);
    this.folders = [...new Set([paths.root, paths.uploads, paths.stamped, paths.outbox, dirname(config.databasePath)])];
  }

  check(now = Date.now()): Promise<ReadinessBody> {
    if (this.last && now - this.last.at < HEALTH_MAX_AGE_MS) return Promise.resolve(this.last.body);
    this.inflight ??= this.probe().then((body) => {
      this.last = { at: Date.now(), body };
      this.inflight = null;
      return body;
    });
    return this.inflight;
  }

  private async probe(): Promise<ReadinessBody> {
    const [database, storage, disk] = await Promise.all([this.database(), this.storage(), this.disk()]);
    const ok = database.ok && storage.ok && disk.ok;
    return { status: ok ? 'ready' : 'not_ready', checks: { database, storage, disk } };
  }

  private async database(): Promise<CheckResult> {
    return (await this.health.check()) ? { ok: true } : { ok: false, error: 'the database does not answer' };
  }

  private async storage(): Promise<CheckResult> {
    const failed: string[] = [];
    await Promise.all(
      this.folders.map(async (folder) => {
        const probe = join(folder, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
        try {
          await writeFile(probe, 'ok', { flag: 'wx' });
          await unlink(probe);
        } catch (err) {
          failed.push(`${basename(folder)} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
        }
      }),
    );
    return failed.length === 0 ? { ok: true } : { ok: false, error: `not writable: ${failed.sort().join(', ')}` };
  }

  private async disk(): Promise<DiskCheck> {
    const minFreeMb = this.config.minFreeDiskMb;
    try {
      const stats = await Promise.all([this.config.storageDir, dirname(this.config.databasePath)].map((p) => statfs(p)));
      const freeMb = Math.floor(Math.min(...stats.map((s) => s.bavail * s.bsize)) / MB);
      return freeMb >= minFreeMb ? { ok: true, freeMb, minFreeMb } : { ok: false, freeMb, minFreeMb, error: 'low on disk space' };
    } catch (err) {
      return { ok: false, freeMb: 0, minFreeMb, error: `disk space unknown (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  }
}
