import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BatchedInsert } from './batched-insert.js';

/**
 * The one place that knows the app writes to SQLite through a single connection (TypeORM's
 * sqlite driver keeps one query runner) and that SQLite has one writer. What follows:
 *  - An explicit transaction holds that connection: a second one would nest as a SAVEPOINT,
 *    and statements other requests send meanwhile run inside it. So transactions and the
 *    batched writes take turns here, one at a time, and hold only database work.
 *  - All other writes are single statements, atomic on their own; a conditional UPDATE's
 *    affected count tells the one caller that made the change (e.g. OrdersService).
 *  - Writes that can wait are grouped into one INSERT (one commit, one fsync): `batched`.
 * With a pooled database (PostgreSQL) each transaction gets its own connection from the pool
 * and the database orders writers itself (row locks), so nothing waits in this queue there.
 */
@Injectable()
export class DatabaseWriteQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly pooled: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.pooled = db.options.type === 'postgres';
  }

  /** Runs `work` in one transaction, after the transactions and batches queued before it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.enqueue(() => this.db.transaction(work));
  }

  /** A group-commit writer (BatchedInsert) whose every batch takes its turn in this queue. */
  batched<T>(write: (rows: T[]) => Promise<void>, maxBatch?: number): BatchedInsert<T> {
    return new BatchedInsert<T>((rows) => this.enqueue(() => write(rows)), maxBatch);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (this.pooled) return task();
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }
}
