import { UploadLedger } from './upload-ledger.js';

describe('UploadLedger', () => {
  it('counts bytes as they arrive, per client and in all', () => {
    const ledger = new UploadLedger();
    const a = ledger.begin('a');
    const b = ledger.begin('b');
    ledger.receive('a', 100);
    ledger.receive('b', 50);
    expect(ledger.used(a, { client: 1000, total: 5000 })).toEqual({ client: 1100, total: 5150 });
    expect(ledger.used(b, { client: 0, total: 5000 })).toEqual({ client: 50, total: 5150 });
  });

  it('still counts a parallel upload of the client that finished after the database was read', () => {
    const ledger = new UploadLedger();
    const first = ledger.begin('a');
    ledger.receive('a', 300);
    const second = ledger.begin('a');
    const database = { client: 0, total: 0 }; // read before the first upload's row committed
    ledger.end('a', 300, true);
    expect(ledger.used(second, database)).toEqual({ client: 300, total: 300 });
    expect(ledger.used(first, database)).toEqual({ client: 300, total: 300 });
  });

  it('forgets bytes of a refused upload, and a client with nothing in progress', () => {
    const ledger = new UploadLedger();
    const mark = ledger.begin('a');
    ledger.receive('a', 400);
    ledger.end('a', 400, false);
    expect(ledger.used(mark, { client: 0, total: 0 })).toEqual({ client: 0, total: 0 });
    const next = ledger.begin('a');
    ledger.end('a', 0, false);
    expect(ledger.used(next, { client: 10, total: 10 })).toEqual({ client: 10, total: 10 });
  });
});
