import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

const SYNCHRONOUS = ['off', 'normal', 'full', 'extra'];

export interface HealthBody {
  status: 'ok';
  database: 'ok';
  journalMode: string;
  synchronous: string;
  foreignKeys: boolean;
}

/** How old a database check may be before the next caller triggers a new one. */
export const HEALTH_MAX_AGE_MS = 1000;

/**
 * The database check behind GET /api/health (DESIGN §2 pragmas). One check serves every
 * caller for up to a second, and concurrent callers share the one in flight, so a monitor
 * polling hard (or a load test) costs the database at most one probe a second.
 */
@Injectable()
export class HealthProbe {
  private last: { at: number; body: HealthBody | null } | null = null;
  private inflight: Promise<HealthBody | null> | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The current state: the body, or null when the database does not answer. */
  check(now = Date.now()): Promise<HealthBody | null> {
    if (this.last && now - this.last.at < HEALTH_MAX_AGE_MS) return Promise.resolve(this.last.body);
    this.inflight ??= this.probe().then((body) => {
      this.last = { at: Date.now(), body };
      this.inflight = null;
      return body;
    });
    return this.inflight;
  }

  private async probe(): Promise<HealthBody | null> {
    try {
      if (this.db.options.type === 'postgres') return await this.probePostgres();
      const [[jm], [sync], [fk]] = await Promise.all([
        this.db.query('PRAGMA journal_mode'),
        this.db.query('PRAGMA synchronous'),
        this.db.query('PRAGMA foreign_keys'),
      ]);
      return {
        status: 'ok',
        database: 'ok',
        journalMode: String(jm.journal_mode).toLowerCase(),
        synchronous: SYNCHRONOUS[Number(sync.synchronous)] ?? String(sync.synchronous),
        foreignKeys: Number(fk.foreign_keys) === 1,
      };
    } catch {
      return null;
    }
  }

  /**
   * PostgreSQL always writes ahead (journalMode 'wal'); `synchronous` is the session's
   * synchronous_commit (on and remote_* wait for the WAL flush: 'full'); foreign keys hold
   * unless the session replays as a replica, which skips their triggers.
   */
  private async probePostgres(): Promise<HealthBody> {
    const [row] = (await this.db.query(
      "SELECT current_setting('synchronous_commit') AS sc, current_setting('session_replication_role') AS role",
    )) as Array<{ sc: string; role: string }>;
    const sc = row.sc.toLowerCase();
    return {
      status: 'ok',
      database: 'ok',
      journalMode: 'wal',
      synchronous: sc === 'off' ? 'off' : sc === 'local' ? 'normal' : 'full',
      foreignKeys: row.role !== 'replica',
    };
  }
}

export const DATABASE_UNAVAILABLE = { message: 'Database unavailable', code: 'database_unavailable' } as const;
