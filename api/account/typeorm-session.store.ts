import session from 'express-session';
import { LessThan, type Repository } from 'typeorm';
import type { SessionRow } from './session.entity.js';

type Callback = (err?: unknown) => void;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An express-session store in the shop's SQLite database. Expired rows are pruned hourly. */
export class TypeOrmSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly repo: Repository<SessionRow>,
    private readonly defaultTtlMs = 30 * DAY_MS,
  ) {
    super();
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), 60 * 60 * 1000);
    this.pruneTimer.unref();
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  private expiryOf(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.defaultTtlMs;
  }

  async prune(now = Date.now()): Promise<number> {
    const res = await this.repo.delete({ expiresAt: LessThan(now) });
    return res.affected ?? 0;
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.repo
      .findOneBy({ sid })
      .then((row) => {
        if (!row || row.expiresAt <= Date.now()) return cb(null, null);
        cb(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch((err: unknown) => cb(err));
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    this.repo
      .upsert({ sid, data: JSON.stringify(sess), expiresAt: this.expiryOf(sess) }, ['sid'])
      .then(() => cb?.())
      .catch((err: unknown) => cb?.(err));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.repo
      .delete({ sid })
      .then(() => cb?.())
      .catch((err: unknown) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback): void {
    this.repo
      .update({ sid }, { expiresAt: this.expiryOf(sess) })
      .then(() => cb?.())
      .catch((err: unknown) => cb?.(err));
  }
}
