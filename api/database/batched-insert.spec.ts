import { BatchedInsert } from './batched-insert.js';

describe('BatchedInsert', () => {
  it('writes a lone row at once, and rows that arrive during a write together in the next one', async () => {
    const writes: number[][] = [];
    let release: () => void = () => undefined;
    const batcher = new BatchedInsert<number>(async (rows) => {
      writes.push(rows);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = batcher.add(1);
    const more = [2, 3, 4].map((n) => batcher.add(n));
    expect(writes).toEqual([[1]]);
    release();
    await Promise.all([first, ...more]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects the rows of a failed write only, and keeps going', async () => {
    let fail = true;
    const written: number[] = [];
    const batcher = new BatchedInsert<number>(async (rows) => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
      written.push(...rows);
    });
    await expect(batcher.add(1)).rejects.toThrow('disk full');
    await batcher.add(2);
    expect(written).toEqual([2]);
  });

  it('splits a long queue into batches of at most maxBatch rows; settle() waits for all', async () => {
    const sizes: number[] = [];
    let gate: Promise<void> = new Promise((r) => setTimeout(r, 10));
    const batcher = new BatchedInsert<number>(async (rows) => {
      sizes.push(rows.length);
      await gate;
      gate = Promise.resolve();
    }, 3);
    for (let i = 0; i < 8; i++) void batcher.add(i);
    await batcher.settle();
    expect(sizes).toEqual([1, 3, 3, 1]);
  });
});
