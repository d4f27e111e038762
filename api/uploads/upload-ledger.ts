/**
 * The bytes of uploads in progress, per client and in all, for the disk budget: the
 * database knows the finished files, this ledger what is arriving now. A check reads the
 * database once, then stays exact (or counts a file twice, never not at all) through the
 * upload, as other uploads of the same client finish meanwhile:
 *
 *   used = database at start + receiving now + finished since start
 *
 * `finished since start` comes from a running sum read (`begin`) before the database is,
 * so a file that finishes in between is in one of the two, maybe both. Per process;
 * on PostgreSQL, UploadReservations (upload-reservations.ts) adds the other replicas' uploads.
 */
export interface Usage {
  client: number;
  total: number;
}

export interface LedgerMark {
  readonly client: string;
  readonly finishedClient: number;
  readonly finishedTotal: number;
}

export class UploadLedger {
  private readonly receiving = new Map<string, number>();
  private receivingTotal = 0;
  private readonly finished = new Map<string, number>();
  private finishedTotal = 0;
  /** Uploads in progress per client: `finished` is kept only while one is. */
  private readonly active = new Map<string, number>();

  /** A check or upload starts, before the database is read; every `begin` has its `end`. */
  begin(client: string): LedgerMark {
    this.active.set(client, (this.active.get(client) ?? 0) + 1);
    return { client, finishedClient: this.finished.get(client) ?? 0, finishedTotal: this.finishedTotal };
  }

  /** Bytes in use now, given what the database said after `mark`. */
  used(mark: LedgerMark, inDatabase: Usage): Usage {
    return {
      client: inDatabase.client + (this.receiving.get(mark.client) ?? 0) + (this.finished.get(mark.client) ?? 0) - mark.finishedClient,
      total: inDatabase.total + this.receivingTotal + this.finishedTotal - mark.finishedTotal,
    };
  }

  receive(client: string, bytes: number): void {
    this.receiving.set(client, (this.receiving.get(client) ?? 0) + bytes);
    this.receivingTotal += bytes;
  }

  /**
   * The upload is over, its `received` bytes no longer arriving: `kept` moves them to the
   * finished sum (its row is committed), otherwise they are gone. Call synchronously after
   * the row's commit, so no check sees them in neither place.
   */
  end(client: string, received: number, kept: boolean): void {
    const left = (this.receiving.get(client) ?? 0) - received;
    if (left > 0) this.receiving.set(client, left);
    else this.receiving.delete(client);
    this.receivingTotal -= received;
    if (kept) {
      this.finished.set(client, (this.finished.get(client) ?? 0) + received);
      this.finishedTotal += received;
    }
    const active = (this.active.get(client) ?? 1) - 1;
    if (active > 0) {
      this.active.set(client, active);
    } else {
      this.active.delete(client);
      // No upload of this client in progress: no mark of it is read any more.
      this.finished.delete(client);
    }
  }
}
