import { sqlite3Driver } from './sqlite-driver.js';

type Database = InstanceType<typeof sqlite3Driver.Database>;
type Statement = InstanceType<typeof sqlite3Driver.Statement>;

/**
 * A database file opened outside TypeORM, for the tools that work on the file itself: the
 * backup and restore scripts (VACUUM INTO, integrity_check), the bench's bare-insert
 * reference and the browser tests' read-back and seeding. Promises over the driver of sqlite-driver.ts,
 * so that the driver is named in one place.
 */
export class SqliteFile {
  private constructor(private readonly db: Database) {}

  /**
   * Opens an existing file, read-write unless `readOnly`. `create` opens it the way the app's
   * connection does (the driver's default mode), making the file when missing.
   * `busyTimeoutMs`: how long a statement waits for another writer's lock (a file the
   * running shop also writes, as in the browser tests) before failing with SQLITE_BUSY.
   */
  static open(
    path: string,
    { readOnly = false, create = false, busyTimeoutMs }: { readOnly?: boolean; create?: boolean; busyTimeoutMs?: number } = {},
  ): Promise<SqliteFile> {
    const d = sqlite3Driver;
    return new Promise((resolve, reject) => {
      const done = (err: Error | null) => {
        if (err) return reject(new Error(`Cannot open ${path}: ${err.message}`));
        if (busyTimeoutMs !== undefined) db.configure('busyTimeout', busyTimeoutMs);
        resolve(new SqliteFile(db));
      };
      const db = create ? new d.Database(path, done) : new d.Database(path, readOnly ? d.OPEN_READONLY : d.OPEN_READWRITE, done);
    });
  }

  all<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return new Promise((resolve, reject) => this.db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows as T[]))));
  }

  /** Runs one statement; resolves with the number of rows it changed. */
  run(sql: string, params: unknown[] = []): Promise<number> {
    return new Promise((resolve, reject) =>
      this.db.run(sql, params, function done(err) {
        if (err) reject(err);
        else resolve(this.changes);
      }),
    );
  }

  /** Runs one INSERT; resolves with the new row's id (this connection's own, whatever other writers do). */
  insert(sql: string, params: unknown[] = []): Promise<number> {
    return new Promise((resolve, reject) =>
      this.db.run(sql, params, function done(err) {
        if (err) reject(err);
        else resolve(this.lastID);
      }),
    );
  }

  prepare(sql: string): SqliteStatement {
    return new SqliteStatement(this.db.prepare(sql));
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.db.close((err) => (err ? reject(err) : resolve())));
  }
}

export class SqliteStatement {
  constructor(private readonly statement: Statement) {}

  run(params: unknown[] = []): Promise<void> {
    return new Promise((resolve, reject) => this.statement.run(params, (err: Error | null) => (err ? reject(err) : resolve())));
  }

  finalize(): Promise<void> {
    return new Promise((resolve) => this.statement.finalize(() => resolve()));
  }
}
