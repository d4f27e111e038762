import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { startS3rver, type S3rverHandle } from '../../scripts/lib/s3-server.mjs';
import { LocalDiskStore } from './local-disk-store.js';
import {
  InvalidObjectKeyError,
  ObjectNotFoundError,
  ObjectRefusedError,
  type ObjectStore,
  ObjectTooLargeError,
} from './object-store.js';
import { S3Store } from './s3-store.js';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A body that sends `chunks` of `size` bytes, the way a slow client would. */
function slowBody(chunks: number, size: number): Readable & { sent: () => number } {
  let sent = 0;
  const body = new Readable({
    read() {
      if (sent === chunks) return void this.push(null);
      sent += 1;
      setImmediate(() => this.push(Buffer.alloc(size, 0x61)));
    },
  });
  return Object.assign(body, { sent: () => sent });
}

async function keys(store: ObjectStore, prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const info of store.list(prefix)) out.push(info.key);
  return out.sort();
}

describe.each(['local', 's3'] as const)('ObjectStore (%s)', (backend) => {
  let store: ObjectStore;
  let dir: string;
  let s3: S3rverHandle | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'object-store-'));
    if (backend === 'local') {
      store = new LocalDiskStore(dir);
    } else {
      s3 = await startS3rver({ dir });
      store = new S3Store({
        backend: 's3',
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        prefix: 'shop/',
      });
    }
  });

  afterAll(async () => {
    if (store instanceof S3Store) store.destroy();
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts, heads, gets, lists, copies, moves and deletes', async () => {
    const put = await store.put('guides/a.pdf', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(put).toMatchObject({ key: 'guides/a.pdf', size: 11 });
    const head = await store.head('guides/a.pdf');
    expect(head).toMatchObject({ key: 'guides/a.pdf', size: 11, etag: put.etag });
    expect(head!.etag).toMatch(/^".+"$/);
    expect(Number.isFinite(head!.lastModified.getTime())).toBe(true);
    expect(await text(await store.get('guides/a.pdf'))).toBe('hello world');
    await store.put('guides/editions/x/1.pdf', 'one');
    expect(await keys(store, 'guides/')).toEqual(['guides/a.pdf', 'guides/editions/x/1.pdf']);
    expect(await keys(store, 'guides/editions/')).toEqual(['guides/editions/x/1.pdf']);
    await store.copy('guides/a.pdf', 'stamped/1/a.pdf');
    expect((await store.read('stamped/1/a.pdf')).toString()).toBe('hello world');
    await store.move('stamped/1/a.pdf', 'stamped/2/a.pdf');
    expect(await store.head('stamped/1/a.pdf')).toBeNull();
    expect(await store.exists('stamped/2/a.pdf')).toBe(true);
    await store.delete('stamped/2/a.pdf');
    await store.delete('stamped/2/a.pdf'); // a second delete is no error
    expect(await store.head('stamped/2/a.pdf')).toBeNull();
  });

  it('reads one byte range', async () => {
    await store.put('r.bin', '0123456789');
    expect(await text(await store.get('r.bin', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(await store.get('r.bin', { start: 9, end: 9 }))).toBe('9');
  });

  it('replaces an object whole', async () => {
    await store.put('same.txt', 'first version');
    await store.put('same.txt', 'second');
    expect((await store.read('same.txt')).toString()).toBe('second');
  });

  it('gives ObjectNotFoundError (a 404, never a 500) for a missing key', async () => {
    await expect(store.get('nothing/here.pdf')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(store.get('nothing/here.pdf')).rejects.toMatchObject({ code: 'not_found' });
    await expect(store.copy('nothing/here.pdf', 'x.pdf')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await store.head('nothing/here.pdf')).toBeNull();
  });

  it.each(['../escape.txt', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\..\\b', 'a/b\n'])('refuses the key %j', async (key) => {
    await expect(store.put(key, 'x')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(store.head(key)).rejects.toMatchObject({ code: 'bad_request' });
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it('stops a body at maxBytes while it streams, leaving no object', async () => {
    const body = slowBody(40, 64 * 1024); // 2.5 MB offered, 300 kB allowed
    await expect(store.put('uploads/big', body, { maxBytes: 300 * 1024 })).rejects.toBeInstanceOf(ObjectTooLargeError);
    // Stopped early: the rest of the body was never read.
    expect(body.sent()).toBeLessThan(10);
    expect(await store.head('uploads/big')).toBeNull();
    expect(await keys(store, 'uploads/')).toEqual([]);
    if (backend === 'local') expect(readdirSync(join(dir, 'uploads'))).toEqual([]);
  });

  it('stops a multipart-sized body at maxBytes, leaving no object', async () => {
    const body = slowBody(200, 64 * 1024); // 12.5 MB offered: past one 5 MB part
    await expect(store.put('uploads/huge', body, { maxBytes: 7 * 1024 * 1024 })).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await store.head('uploads/huge')).toBeNull();
  });

  it('keeps a body of exactly maxBytes', async () => {
    const info = await store.put('uploads/exact', slowBody(4, 1024), { maxBytes: 4096 });
    expect(info.size).toBe(4096);
  });

  it('stops when accept says no, leaving no object', async () => {
    let seen = 0;
    const accept = (bytes: number) => (seen += bytes) <= 100 * 1024;
    await expect(store.put('uploads/budget', slowBody(20, 64 * 1024), { accept })).rejects.toBeInstanceOf(ObjectRefusedError);
    expect(await store.head('uploads/budget')).toBeNull();
  });

  it('removes unfinished writes older than a date', async () => {
    expect(await store.removeUnfinished('uploads/', new Date())).toBe(0);
  });

  it('answers the readiness probe', async () => {
    await expect(store.probe()).resolves.toBeUndefined();
  });
});
