/**
 * Group commit: items that arrive while a write is in flight are written together by the
 * next one (one transaction, one fsync) instead of one fsync each. Under load the batch
 * grows; when quiet, every item is written at once, alone. Made by DatabaseWriteQueue, so
 * that batches take turns with transactions: `batched` for rows written in one INSERT
 * after the answer has gone out (the download log), `write` for single statements whose
 * callers each wait for their own result (enquiries, sign-ups, the mail outbox).
 *
 * `write` either resolves (every item written), rejects (every item failed with it), or
 * gives each item its own outcome, in order.
 */
export class BatchedInsert<T, R = void> {
  private pending: { row: T; resolve: (value: R) => void; reject: (err: unknown) => void }[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly write: (rows: T[]) => Promise<void | PromiseSettledResult<R>[]>,
    private readonly maxBatch = 200,
  ) {}

  /** Resolves once the item is written, with its own result (rejects with its error). */
  add(row: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      this.kick();
    });
  }

  /** Resolves when everything added so far is written (or has failed). */
  async settle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private kick(): void {
    if (this.flushing) return;
    this.flushing = this.drain().finally(() => {
      this.flushing = null;
      if (this.pending.length > 0) this.kick();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        const outcomes = await this.write(batch.map((p) => p.row));
        batch.forEach((p, i) => {
          const outcome = outcomes?.[i];
          if (outcome?.status === 'rejected') p.reject(outcome.reason);
          else p.resolve(outcome?.value as R);
        });
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
  }
}
