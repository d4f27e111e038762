import { randomBytes } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { copyFile, link, mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { limitedCopy } from './limited-copy.js';
import {
  assertKey,
  assertPrefix,
  type ByteRange,
  type ObjectInfo,
  ObjectNotFoundError,
  ObjectRefusedError,
  ObjectStore,
  ObjectTooLargeError,
  type PutOptions,
} from './object-store.js';

/**
 * Files in a folder on the local disk (the default): key `a/b` is `<root>/a/b`. A put
 * writes a temporary `.part-<hex>` file beside the target and renames it, so readers see
 * the old file or the whole new one; leftovers of a crash are removed by removeUnfinished.
 */
export const PART_PREFIX = '.part-';

export class LocalDiskStore extends ObjectStore {
  readonly backend = 'local' as const;

  constructor(readonly root: string) {
    super();
  }

  override localPath(key: string): string {
    return join(this.root, assertKey(key));
  }

  async put(key: string, body: Readable | Uint8Array | string, options: PutOptions = {}): Promise<ObjectInfo> {
    const target = this.localPath(key);
    const dir = dirname(target);
    // Until the copy listens: an error the body emits meanwhile is kept in body.errored, not thrown.
    const holdErrors = () => undefined;
    const stream = typeof body === 'string' || body instanceof Uint8Array ? null : body;
    stream?.on('error', holdErrors);
    await mkdir(dir, { recursive: true }).finally(() => stream?.off('error', holdErrors));
    const tmp = join(dir, `${PART_PREFIX}${randomBytes(16).toString('hex')}`);
    try {
      if (typeof body === 'string' || body instanceof Uint8Array) {
        const bytes = Buffer.from(body);
        if (options.maxBytes !== undefined && bytes.length > options.maxBytes) throw new ObjectTooLargeError(options.maxBytes);
        if (options.accept && !options.accept(bytes.length)) throw new ObjectRefusedError();
        await writeFile(tmp, bytes, { flag: 'wx', mode: 0o600 });
      } else {
        const out = createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
        await limitedCopy(body, out, options).catch(async (err: unknown) => {
          // Wait for the descriptor to close before the file is deleted below.
          if (!out.closed) await new Promise<void>((r) => out.once('close', () => r()));
          throw err;
        });
      }
      if (options.durable) await fsyncPath(tmp);
      await rename(tmp, target);
      if (options.durable) await fsyncPath(dir);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    return this.info(key, await stat(target));
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.localPath(key);
    // Opened before resolving, so a missing file is a rejection and not a stream error.
    const handle = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
      throw notFound(err, key);
    });
    return handle.createReadStream({ start: range?.start, end: range?.end, autoClose: true });
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const st = await stat(this.localPath(key));
      return st.isFile() ? this.info(key, st) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.localPath(key)).catch((err: unknown) => {
      if (!isMissing(err)) throw err;
    });
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    assertPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const base = slash === -1 ? this.root : join(this.root, prefix.slice(0, slash));
    for (const path of await walk(base)) {
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const st = await stat(path).catch(() => null);
      if (st?.isFile()) yield this.info(key, st);
    }
  }

  async copy(from: string, to: string): Promise<void> {
    const source = this.localPath(from);
    const target = this.localPath(to);
    await mkdir(dirname(target), { recursive: true });
    const tmp = join(dirname(target), `${PART_PREFIX}${randomBytes(16).toString('hex')}`);
    try {
      // A hard link where the volume allows: no second copy of the bytes.
      await link(source, tmp).catch(async (err: unknown) => {
        if (isMissing(err)) throw err;
        await copyFile(source, tmp);
      });
      await rename(tmp, target);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw notFound(err, from);
    }
  }

  override async move(from: string, to: string): Promise<void> {
    const target = this.localPath(to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.localPath(from), target).catch((err: unknown) => {
      throw notFound(err, from);
    });
  }

  async removeUnfinished(prefix: string, before: Date): Promise<number> {
    assertPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const base = slash === -1 ? this.root : join(this.root, prefix.slice(0, slash));
    let removed = 0;
    for (const path of await walk(base, true)) {
      const name = path.slice(path.lastIndexOf(sep) + 1);
      if (!name.startsWith(PART_PREFIX)) continue;
      const st = await stat(path).catch(() => null);
      if (st && st.mtime.getTime() < before.getTime()) {
        await unlink(path).catch(() => undefined);
        removed += 1;
      }
    }
    return removed;
  }

  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = join(this.root, `.ready-${process.pid}-${randomBytes(4).toString('hex')}`);
    await writeFile(probe, 'ok', { flag: 'wx' });
    await unlink(probe);
  }

  private info(key: string, st: Stats): ObjectInfo {
    // send's ETag shape: size and mtime (cheap; changes whenever the file is replaced).
    return { key, size: st.size, etag: `"${st.size.toString(16)}-${st.mtime.getTime().toString(16)}"`, lastModified: st.mtime };
  }
}

/** Files under `dir` (recursively); dot-files (temporary and private) only when asked. */
async function walk(dir: string, withDotFiles = false): Promise<string[]> {
  const out: string[] = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return out;
    throw err;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) out.push(...(await walk(path, withDotFiles)));
    } else if (entry.isFile() && (withDotFiles || !entry.name.startsWith(PART_PREFIX))) {
      out.push(path);
    }
  }
  return out;
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function notFound(err: unknown, key: string): unknown {
  return isMissing(err) ? new ObjectNotFoundError(key) : err;
}

/** fsync of a file, or of a folder (its entries); platforms that cannot sync folders are skipped. */
export async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EINVAL' && code !== 'EPERM') throw err;
  } finally {
    await handle.close();
  }
}
