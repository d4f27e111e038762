import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { statfs, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { storagePaths } from '../common/storage.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ObjectStore } from '../storage/object-store.js';
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

/** The readiness anyone may see: whether each check passed, without free space or errors. */
export interface PublicReadinessBody {
  status: ReadinessBody['status'];
  checks: Record<keyof ReadinessBody['checks'], { ok: boolean }>;
}

export function publicReadiness(body: ReadinessBody): PublicReadinessBody {
  const { database, storage, disk } = body.checks;
  return { status: body.status, checks: { database: { ok: database.ok }, storage: { ok: storage.ok }, disk: { ok: disk.ok } } };
}

const MB = 1024 * 1024;

/**
 * GET /api/health/ready: can this process take traffic? The database answers, the folders
 * it writes to (storage, uploads, stamped copies, mail files, the database's folder) accept
 * a file, and their disks have MIN_FREE_DISK_MB free. With STORAGE_BACKEND=s3 the bucket
 * answers (HeadBucket) instead, and only an SQLite database's disk is measured. Like the
 * liveness probe, one check serves every caller for a second.
 */
@Injectable()
export class ReadinessProbe {
  private last: { at: number; body: ReadinessBody } | null = null;
  private inflight: Promise<ReadinessBody> | null = null;
  private readonly folders: string[];
  /** Disks whose free space is measured against MIN_FREE_DISK_MB. */
  private readonly disks: string[];

  constructor(
    private readonly health: HealthProbe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: ObjectStore,
  ) {
    const paths = storagePaths(config.storageDir);
    const database = config.database?.kind === 'postgres' ? [] : [dirname(config.databasePath)];
    if (store.backend === 'local') {
      this.folders = [...new Set([paths.root, paths.uploads, paths.stamped, paths.outbox, ...database])];
      this.disks = [config.storageDir, ...database];
    } else {
      this.folders = [...new Set([paths.outbox, ...database])];
      this.disks = database;
    }
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
    if (this.store.backend !== 'local') {
      const bucket = await this.store.probe().then(
        () => null,
        (err: unknown) => `the bucket does not answer (${(err as { name?: string } | null)?.name ?? 'error'})`,
      );
      const folders = await this.foldersWritable();
      const errors = [bucket, folders.ok ? null : folders.error].filter((e): e is string => e !== null);
      return errors.length === 0 ? { ok: true } : { ok: false, error: errors.join('; ') };
    }
    return this.foldersWritable();
  }

  private async foldersWritable(): Promise<CheckResult> {
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
      // Nothing on a local disk to measure (S3 and PostgreSQL): the floor does not apply.
      if (this.disks.length === 0) return { ok: true, freeMb: Math.floor((await freeBytes(this.config.storageDir)) / MB), minFreeMb };
      const stats = await Promise.all(this.disks.map((p) => statfs(p)));
      const freeMb = Math.floor(Math.min(...stats.map((s) => s.bavail * s.bsize)) / MB);
      return freeMb >= minFreeMb ? { ok: true, freeMb, minFreeMb } : { ok: false, freeMb, minFreeMb, error: 'low on disk space' };
    } catch (err) {
      return { ok: false, freeMb: 0, minFreeMb, error: `disk space unknown (${(err as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  }
}

async function freeBytes(path: string): Promise<number> {
  const s = await statfs(path);
  return s.bavail * s.bsize;
}
