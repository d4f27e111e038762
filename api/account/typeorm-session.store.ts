import session from 'express-session';
import { LessThan, type Repository } from 'typeorm';
import type { SessionRow } from './session.entity.js';

type Callback = (err?: unknown) => void;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's stored expiry is moved forward at most this often. */
export const TOUCH_STEP_MS = 60 * 60 * 1000;

/** An express-session store in the shop's SQLite database. Expired rows are pruned hourly. */
export class TypeOrmSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  /**
   * The expiry each session row has in the database, as last read or written. express-
   * session touches the session at the end of every request with a new expiry (now +
   * 30 days); the row is only updated when that moves it by more than TOUCH_STEP_MS, so a
   * busy session costs one UPDATE (and fsync) an hour instead of one per request.
   */
  private readonly storedExpiry = new Map<string, number>();
  /**
   * Session data as last read or written by this store (the only writer: one process),
   * for the download fast path (downloads/download-fast-path.ts), which reads a paying
   * session without a query. Bounded; a miss just sends the request the normal way.
   */
  private readonly recent = new Map<string, { json: string; expiresAt: number }>();

  /** The stored JSON of a session this store has seen, while it is unexpired; else undefined. */
  cachedSession(sid: string, now = Date.now()): string | undefined {
    const hit = this.recent.get(sid);
    return hit && hit.expiresAt > now ? hit.json : undefined;
  }

  private keep(sid: string, json: string, expiresAt: number): void {
    if (this.recent.size >= 10_000) this.recent.clear();
    this.recent.set(sid, { json, expiresAt });
  }

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
        this.remember(sid, row.expiresAt);
        this.keep(sid, row.data, row.expiresAt);
        cb(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch((err: unknown) => cb(err));
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    const expiresAt = this.expiryOf(sess);
    const json = JSON.stringify(sess);
    this.storedExpiry.delete(sid);
    this.recent.delete(sid);
    this.repo
      .upsert({ sid, data: json, expiresAt }, ['sid'])
      .then(() => {
        this.remember(sid, expiresAt);
        this.keep(sid, json, expiresAt);
        cb?.();
      })
      .catch((err: unknown) => cb?.(err));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.storedExpiry.delete(sid);
    this.recent.delete(sid);
    this.repo
      .delete({ sid })
      .then(() => cb?.())
      .catch((err: unknown) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback): void {
    const expiresAt = this.expiryOf(sess);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && expiresAt >= stored && expiresAt - stored < TOUCH_STEP_MS) {
      cb?.();
      return;
    }
    this.repo
      .update({ sid }, { expiresAt })
      .then(() => {
        this.remember(sid, expiresAt);
        cb?.();
      })
      .catch((err: unknown) => cb?.(err));
  }

  private remember(sid: string, expiresAt: number): void {
    // Bounded: forgetting only costs one UPDATE on that session's next request.
    if (this.storedExpiry.size >= 50_000) this.storedExpiry.clear();
    this.storedExpiry.set(sid, expiresAt);
  }
}
