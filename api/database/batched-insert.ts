/**
 * Group commit for rows that are written after the answer has gone out (the download
 * log): rows that arrive while a write is in flight are written together by the next
 * one, in a single INSERT (one transaction, one fsync), instead of one fsync each. Under
 * load the batch grows; when quiet, every row is written at once, alone. Made by
 * DatabaseWriteQueue.batched, so that batches take turns with transactions.
 */
export class BatchedInsert<T> {
  private pending: { row: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly write: (rows: T[]) => Promise<void>,
    private readonly maxBatch = 200,
  ) {}

  /** Resolves once the row is written (rejects with the write's error). */
  add(row: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
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
        await this.write(batch.map((p) => p.row));
        for (const p of batch) p.resolve();
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
  }
}
