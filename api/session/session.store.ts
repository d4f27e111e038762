import session from 'express-session';
import { In, LessThan, type Repository } from 'typeorm';
import { runExclusive } from '../database/job-lock.js';
import { lockAcrossProcesses } from '../database/process-lock.js';
import { sessionUserOf } from './current-user.js';
import type { DatabaseWriteQueue } from '../database/write-queue.js';
import type { SessionRow } from './session.entity.js';

type Callback = (err?: unknown) => void;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's stored expiry is moved forward at most this often. */
export const TOUCH_STEP_MS = 60 * 60 * 1000;
/** How long a destroyed id stays refused: longer than any request that could still save it. */
const TOMBSTONE_MS = 10 * 60 * 1000;
const MAX_CACHED = 10_000;

interface Cached {
  json: string;
  /** Expiry as stored in the row. */
  expiresAt: number;
}

/**
 * express-session's store in the shop's database. On SQLite this process is the only
 * writer, so the rows it read or wrote are kept (bounded) and repeat reads cost no query.
 * A stored expiry moves at most once per TOUCH_STEP_MS (one UPDATE an hour for a busy
 * session). Destroyed ids are remembered for a while: a request still in flight cannot
 * save them back, and a read that raced the destroy is not cached.
 * On PostgreSQL other replicas write too: every read goes to the database (the kept
 * expiry only spares touches), and destroyed ids are also written to session_tombstones,
 * checked under the session's advisory lock when saving, so a logout on one replica
 * holds on all of them at once.
 */
export class TypeOrmSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  private readonly cache = new Map<string, Cached>();
  private readonly destroyed = new Map<string, number>();
  /** PostgreSQL: several replicas share the table. */
  private readonly shared: boolean;

  /**
   * `writes`: SQLite's single statements (save, touch, destroy) then go through
   * DatabaseWriteQueue.write, committed together with the others that arrive meanwhile
   * (one fsync for a burst of page views, not one each).
   */
  constructor(
    private readonly repo: Repository<SessionRow>,
    private readonly defaultTtlMs = 30 * DAY_MS,
    private readonly writes?: DatabaseWriteQueue,
  ) {
    super();
    this.shared = repo.manager?.connection?.options.type === 'postgres';
    this.pruneTimer = setInterval(
      () => void runExclusive(repo.manager.connection, 'sessions:prune', () => this.prune()).catch(() => undefined),
      60 * 60 * 1000,
    );
    this.pruneTimer.unref();
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  async prune(now = Date.now()): Promise<number> {
    for (const [sid, entry] of this.cache) if (entry.expiresAt <= now) this.cache.delete(sid);
    const res = await this.repo.delete({ expiresAt: LessThan(now) });
    if (this.shared) await this.repo.query('DELETE FROM "session_tombstones" WHERE "expires_at" < $1', [now]);
    return res.affected ?? 0;
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    const hit = this.shared ? undefined : this.cache.get(sid);
    if (hit) {
      if (hit.expiresAt > Date.now()) return cb(null, JSON.parse(hit.json) as session.SessionData);
      this.cache.delete(sid);
    }
    this.repo
      .findOneBy({ sid })
      .then((row) => {
        // Number(): a PostgreSQL bigint may arrive as a string.
        const expiresAt = row ? Number(row.expiresAt) : 0;
        if (!row || expiresAt <= Date.now() || this.isDestroyed(sid)) return cb(null, null);
        this.keep(sid, row.data, expiresAt);
        cb(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch((err: unknown) => cb(err));
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    if (this.isDestroyed(sid)) {
      cb?.();
      return;
    }
    const expiresAt = this.expiryOf(sess);
    const json = JSON.stringify(sess);
    this.cache.delete(sid);
    const row = { sid, data: json, expiresAt, userId: userIdOf(sess) };
    (this.shared ? this.saveShared(row) : this.write((r) => r.upsert(row, ['sid'])).then(() => true))
      .then((saved) => {
        if (saved && !this.isDestroyed(sid)) this.keep(sid, json, expiresAt);
        cb?.();
      })
      .catch((err: unknown) => cb?.(err));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.forget([sid]);
    (this.shared ? this.destroyShared([sid]) : this.write((r) => r.delete({ sid }))).then(() => cb?.()).catch((err: unknown) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: Callback): void {
    const expiresAt = this.expiryOf(sess);
    const hit = this.cache.get(sid);
    if (hit && expiresAt >= hit.expiresAt && expiresAt - hit.expiresAt < TOUCH_STEP_MS) {
      cb?.();
      return;
    }
    this.write((r) => r.update({ sid }, { expiresAt }))
      .then(() => {
        const now = this.cache.get(sid);
        if (now) now.expiresAt = expiresAt;
        cb?.();
      })
      .catch((err: unknown) => cb?.(err));
  }

  /** Ends every session logged in as `userId`; returns how many there were. */
  async destroyForUser(userId: number): Promise<number> {
    const rows = await this.repo.find({ select: { sid: true }, where: { userId } });
    const sids = rows.map((r) => r.sid);
    for (const [sid, entry] of this.cache) if (userIdOf(JSON.parse(entry.json) as session.SessionData) === userId) sids.push(sid);
    this.forget(sids);
    if (rows.length > 0) {
      if (this.shared) await this.destroyShared(rows.map((r) => r.sid));
      else await this.repo.delete({ sid: In(rows.map((r) => r.sid)) });
    }
    return rows.length;
  }

  /** Saves unless another replica destroyed the id; false when it had. */
  /** One statement on the sessions table: grouped with others on SQLite when a write queue is given. */
  private write<T>(statement: (repo: Repository<SessionRow>) => Promise<T>): Promise<T> {
    if (!this.writes) return statement(this.repo);
    return this.writes.write((m) => statement(m.getRepository<SessionRow>(this.repo.target)));
  }

  private saveShared(row: SessionRow): Promise<boolean> {
    return this.repo.manager.transaction(async (m) => {
      await lockAcrossProcesses(m, `session:${row.sid}`);
      const dead: unknown[] = await m.query('SELECT 1 FROM "session_tombstones" WHERE "sid" = $1 AND "expires_at" > $2', [
        row.sid,
        Date.now(),
      ]);
      if (dead.length > 0) return false;
      await m.getRepository<SessionRow>(this.repo.target).upsert(row, ['sid']);
      return true;
    });
  }

  /** Tombstones, then deletes, each id under its advisory lock (one transaction). */
  private destroyShared(sids: string[]): Promise<void> {
    const until = Date.now() + TOMBSTONE_MS;
    const unique = [...new Set(sids)].sort();
    return this.repo.manager.transaction(async (m) => {
      // In one order, so two replicas ending overlapping sets cannot deadlock.
      for (const sid of unique) await lockAcrossProcesses(m, `session:${sid}`);
      await m.query(
        `INSERT INTO "session_tombstones" ("sid", "expires_at") SELECT unnest($1::varchar[]), $2
         ON CONFLICT ("sid") DO UPDATE SET "expires_at" = EXCLUDED."expires_at"`,
        [unique, until],
      );
      await m.getRepository<SessionRow>(this.repo.target).delete({ sid: In(unique) });
    });
  }

  private expiryOf(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.defaultTtlMs;
  }

  private keep(sid: string, json: string, expiresAt: number): void {
    // Bounded: a forgotten entry only costs one query on that session's next request.
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(sid, { json, expiresAt });
  }

  private forget(sids: string[]): void {
    const now = Date.now();
    for (const [sid, at] of this.destroyed) {
      if (now - at < TOMBSTONE_MS) break;
      this.destroyed.delete(sid);
    }
    for (const sid of sids) {
      this.cache.delete(sid);
      this.destroyed.delete(sid);
      this.destroyed.set(sid, now);
    }
  }

  /** True while a destroyed (or rotated away) id is remembered. */
  isDestroyed(sid: string): boolean {
    const at = this.destroyed.get(sid);
    return at !== undefined && Date.now() - at < TOMBSTONE_MS;
  }
}

function userIdOf(sess: session.SessionData): number | null {
  return sessionUserOf((sess as { passport?: { user?: unknown } }).passport?.user)?.id ?? null;
}
