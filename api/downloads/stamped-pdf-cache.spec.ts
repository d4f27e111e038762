import { mkdtemp, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStore } from '../storage/local-disk-store.js';
import { StampedPdfCache } from './stamped-pdf-cache.js';

describe('StampedPdfCache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pdf-cache-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  /** A file of `bytes` bytes filled with `fill`, and a loader that counts its calls. */
  async function file(name: string, bytes: number, fill = name.charCodeAt(0)) {
    const path = join(dir, name);
    await writeFile(path, Buffer.alloc(bytes, fill));
    const loader = { calls: 0, produce: () => (loader.calls++, Promise.resolve(name)) };
    return loader;
  }

  it('reads a copy once and then answers from memory, with a strong ETag and the file time', async () => {
    const cache = new StampedPdfCache({ stampedPdfCacheBytes: 1000 }, new LocalDiskStore(dir));
    const a = await file('a', 100);
    await utimes(join(dir, 'a'), new Date('2026-01-02T03:04:05Z'), new Date('2026-01-02T03:04:05.678Z'));
    const first = await cache.getOrLoad('k/a', a.produce);
    expect(first?.body).toEqual(Buffer.alloc(100, 'a'.charCodeAt(0)));
    expect(first?.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first?.lastModified).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    await unlink(join(dir, 'a'));
    expect(await cache.getOrLoad('k/a', a.produce)).toBe(first);
    expect(a.calls).toBe(1);
    expect(cache.size).toBe(100);
  });

  it('gives different content a different ETag', async () => {
    const cache = new StampedPdfCache({ stampedPdfCacheBytes: 1000 }, new LocalDiskStore(dir));
    const a = await cache.getOrLoad('a', (await file('a', 100)).produce);
    const b = await cache.getOrLoad('b', (await file('b', 100)).produce);
    expect(a?.etag).not.toBe(b?.etag);
  });

  it('evicts the least recently used copies once the bytes exceed the budget', async () => {
    const cache = new StampedPdfCache({ stampedPdfCacheBytes: 1000 }, new LocalDiskStore(dir));
    const a = await file('a', 400);
    const b = await file('b', 400);
    const c = await file('c', 300);
    await cache.getOrLoad('a', a.produce);
    await cache.getOrLoad('b', b.produce);
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    await cache.getOrLoad('c', c.produce); // 1100 bytes: b goes
    expect(cache.size).toBe(700);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    await cache.getOrLoad('b', b.produce); // read again; a, now the oldest, goes
    expect(b.calls).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(700);
  });

  it('does not keep a copy larger than half the budget, nor anything when the budget is 0', async () => {
    const cache = new StampedPdfCache({ stampedPdfCacheBytes: 1000 }, new LocalDiskStore(dir));
    const big = await file('big', 501);
    expect(await cache.getOrLoad('big', big.produce)).toBeNull();
    expect(cache.size).toBe(0);
    const off = new StampedPdfCache({ stampedPdfCacheBytes: 0 }, new LocalDiskStore(dir));
    const a = await file('a', 10);
    expect(await off.getOrLoad('a', a.produce)).toBeNull();
    expect(a.calls).toBe(0);
  });

  it('reads once for concurrent misses of one key', async () => {
    const cache = new StampedPdfCache({ stampedPdfCacheBytes: 1000 }, new LocalDiskStore(dir));
    const a = await file('a', 100);
    const all = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('a', a.produce)));
    expect(new Set(all).size).toBe(1);
    expect(a.calls).toBe(1);
  });

  it('asks for the copy again when it vanished before it was read, and passes other errors on', async () => {
    const cache = new StampedPdfCache({ stampedPdfCacheBytes: 1000 }, new LocalDiskStore(dir));
    const path = join(dir, 'late');
    let calls = 0;
    const produce = async () => {
      if (++calls === 2) await writeFile(path, 'stamped again');
      return 'late';
    };
    expect((await cache.getOrLoad('late', produce))?.body.toString()).toBe('stamped again');
    expect(calls).toBe(2);
    await expect(cache.getOrLoad('never', () => Promise.resolve('missing'))).rejects.toMatchObject({ code: 'not_found' });
    await expect(cache.getOrLoad('failed', () => Promise.reject(new Error('stamping failed')))).rejects.toThrow('stamping failed');
    expect(cache.size).toBe('stamped again'.length);
  });
});
