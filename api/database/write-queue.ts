import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BatchedInsert } from './batched-insert.js';

/** One SQL statement on the given manager (see DatabaseWriteQueue.write). */
export type Statement<T> = (manager: EntityManager) => Promise<T>;

/** Statements committed together at most (a group is one SQLite transaction). */
const MAX_GROUP = 200;

/**
 * The one place that knows the app writes to SQLite through a single connection (TypeORM's
 * sqlite driver keeps one query runner) and that SQLite has one writer. What follows:
 *  - An explicit transaction holds that connection: a second one would nest as a SAVEPOINT,
 *    and statements other requests send meanwhile run inside it. So transactions and the
 *    batched writes take turns here, one at a time, and hold only database work.
 *  - All other writes are single statements, atomic on their own; a conditional UPDATE's
 *    affected count tells the one caller that made the change (e.g. OrdersService).
 *  - With synchronous=FULL every commit waits for the disk (an fsync), so the hot paths
 *    group theirs: single statements through `write` (committed together with those other
 *    requests give meanwhile), rows that can wait through `batched` (one INSERT).
 *  - While a transaction or a group is open, statements sent outside this queue run
 *    inside it and are durable at its COMMIT, a few milliseconds later.
 * With a pooled database (PostgreSQL) each transaction gets its own connection from the pool
 * and the database orders writers itself (row locks), so nothing waits in this queue there.
 */
@Injectable()
export class DatabaseWriteQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly pooled: boolean;
  private readonly statements: BatchedInsert<Statement<unknown>, unknown>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.pooled = db.options.type === 'postgres';
    this.statements = this.batched((group) => this.commitTogether(group), MAX_GROUP);
  }

  /**
   * One statement (an INSERT, or an UPDATE whose affected count is its answer), committed
   * together with the statements other callers give while a commit is under way: one
   * transaction and one fsync for the group instead of one each. Every caller gets its own
   * statement's result or error: a statement that fails undoes only itself (SQLite keeps
   * the transaction going); a failed COMMIT fails the whole group. A lone statement runs
   * on its own. PostgreSQL: runs at once on a pooled connection.
   */
  write<T>(statement: Statement<T>): Promise<T> {
    if (this.pooled) return statement(this.db.manager);
    return this.statements.add(statement) as Promise<T>;
  }

  /** Runs `work` in one transaction, after the transactions and batches queued before it. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.enqueue(() => this.db.transaction(work));
  }

  /** A group-commit writer (BatchedInsert) whose every batch takes its turn in this queue. */
  batched<T, R = void>(write: (rows: T[]) => Promise<void | PromiseSettledResult<R>[]>, maxBatch?: number): BatchedInsert<T, R> {
    return new BatchedInsert<T, R>((rows) => this.enqueue(() => write(rows)), maxBatch);
  }

  private async commitTogether(group: Statement<unknown>[]): Promise<PromiseSettledResult<unknown>[]> {
    if (group.length === 1) return Promise.allSettled([group[0](this.db.manager)]);
    // Sent side by side, as autocommitted statements would be (so in no set order); the one
    // connection runs them one after another.
    return this.db.transaction((manager) => Promise.allSettled(group.map((statement) => statement(manager))));
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (this.pooled) return task();
    const run = this.tail.then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }
}
