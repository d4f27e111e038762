/**
 * The object-storage part of `npm run backup` / `npm run restore` when STORAGE_BACKEND=s3
 * (the shop's files in an S3-compatible bucket, api/storage). Called by scripts/backup.mjs
 * and scripts/restore.mjs; the database part is theirs.
 *
 *   objects.json      manifest: key, size, ETag and time of EVERY object under S3_PREFIX
 *   objects/<key>     a copy of each object the shop cannot rebuild (guides/, uploads/ ...);
 *                     previews/, stamped/ and assets/ are listed but not copied (rebuilt
 *                     or re-published by the shop). BACKUP_OBJECTS=manifest: list only
 *                     (for a bucket with its own versioning or replication).
 *
 * Restore puts every copied object back under its key (the bucket's other objects stay;
 * uploads without a row are swept into uploads/.orphaned/ by the shop at start-up).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export const OBJECTS_DIR = 'objects';
export const OBJECTS_MANIFEST = 'objects.json';
/** Derived data the shop makes again: listed, not copied. */
const NOT_COPIED = ['previews/', 'stamped/', 'assets/', 'backups/'];
/** The keys the shop writes (api/storage/object-store.ts assertKey); anything else is listed only. */
const SAFE_KEY = /^(?:[A-Za-z0-9@_.-]+\/)*[A-Za-z0-9@_.-]+$/;

/** The bucket settings as the app reads them (api/config/config.ts); null unless STORAGE_BACKEND=s3. */
export function objectStoreSettings(env = process.env) {
  if ((env.STORAGE_BACKEND ?? 'local') !== 's3') return null;
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET: required when STORAGE_BACKEND=s3');
  const endpoint = env.S3_ENDPOINT ? env.S3_ENDPOINT.replace(/\/+$/, '') : undefined;
  return {
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX ?? '',
    endpoint: endpoint ?? null,
    client: new S3Client({
      region: env.S3_REGION ?? 'us-east-1',
      endpoint,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!endpoint,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  };
}

async function* listAll(s3) {
  let ContinuationToken;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix, ContinuationToken }));
    for (const o of page.Contents ?? []) if (o.Key) yield o;
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/**
 * Writes objects.json (and objects/<key> copies) into `dir`. Returns the manifest. An object
 * that changes or vanishes while it is copied fails the backup, except a deleted upload
 * (the purge ran): it is left out and reported in `vanished`.
 */
export async function backupObjects({ env = process.env, dir, log = () => {} }) {
  const s3 = objectStoreSettings(env);
  if (!s3) throw new Error('backupObjects: STORAGE_BACKEND is not s3');
  const copy = (env.BACKUP_OBJECTS ?? 'copy') !== 'manifest';
  const objects = [];
  const vanished = [];
  let copied = 0;
  let bytes = 0;
  try {
    for await (const o of listAll(s3)) {
      const key = o.Key.slice(s3.prefix.length);
      const entry = { key, size: o.Size ?? 0, etag: o.ETag ?? '', lastModified: o.LastModified?.toISOString() ?? null, copied: false };
      const wanted = copy && SAFE_KEY.test(key) && !NOT_COPIED.some((p) => key.startsWith(p)) && !key.split('/').includes('..');
      if (wanted) {
        const target = join(dir, OBJECTS_DIR, ...key.split('/'));
        await mkdir(dirname(target), { recursive: true, mode: 0o700 });
        let out;
        try {
          // IfMatch: the bytes are the version the manifest lists.
          out = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: o.Key, IfMatch: o.ETag }));
        } catch (err) {
          if (err?.$metadata?.httpStatusCode === 404 && key.startsWith('uploads/')) {
            vanished.push(key);
            continue;
          }
          throw new Error(`Object ${key} could not be read: ${err?.name ?? err}`, { cause: err });
        }
        await pipeline(out.Body, createWriteStream(target, { mode: 0o600 }));
        if ((await stat(target)).size !== entry.size) throw new Error(`Object ${key} changed while it was copied`);
        entry.copied = true;
        copied += 1;
        bytes += entry.size;
      }
      objects.push(entry);
    }
  } finally {
    s3.client.destroy();
  }
  const manifest = {
    format: 'threadwise-objects/1',
    createdAt: new Date().toISOString(),
    bucket: s3.bucket,
    prefix: s3.prefix,
    endpoint: s3.endpoint,
    objects,
    copied,
    bytes,
    vanished,
    notCopied: copy ? NOT_COPIED : ['everything (BACKUP_OBJECTS=manifest)'],
  };
  await writeFile(join(dir, OBJECTS_MANIFEST), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  log(
    `objects: ${objects.length} listed in ${OBJECTS_MANIFEST}, ${copied} copied (${bytes} bytes)${vanished.length ? `; purged meanwhile: ${vanished.join(', ')}` : ''}`,
  );
  return manifest;
}

/** Reads the object manifest of an unpacked backup; null when the backup has none (local storage). */
export async function readObjectManifest(dir) {
  try {
    return JSON.parse(await readFile(join(dir, OBJECTS_MANIFEST), 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

/** Whether the unpacked backup in `dir` has a copy of `key`. */
export function hasObjectCopy(manifest, key) {
  return manifest.objects.some((o) => o.key === key && o.copied);
}

/**
 * Puts every copied object of the unpacked backup in `dir` back into the bucket the
 * environment names (which may be another bucket than the backup's). Objects whose ETag
 * already matches are skipped. Returns counts.
 */
export async function restoreObjects({ env = process.env, dir, log = () => {} }) {
  const s3 = objectStoreSettings(env);
  if (!s3) throw new Error('restoreObjects: STORAGE_BACKEND is not s3');
  const manifest = await readObjectManifest(dir);
  if (!manifest) throw new Error(`No ${OBJECTS_MANIFEST} in the backup: it was not made with STORAGE_BACKEND=s3`);
  let restored = 0;
  let unchanged = 0;
  try {
    for (const o of manifest.objects) {
      if (!o.copied) continue;
      if (!SAFE_KEY.test(o.key)) throw new Error(`Unsafe key in ${OBJECTS_MANIFEST}: ${o.key}`);
      const Key = s3.prefix + o.key;
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key })).catch((err) => {
        if (err?.$metadata?.httpStatusCode === 404) return null;
        throw err;
      });
      if (head && head.ETag === o.etag && head.ContentLength === o.size) {
        unchanged += 1;
        continue;
      }
      const file = join(dir, OBJECTS_DIR, ...o.key.split('/'));
      await s3.client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key, Body: createReadStream(file), ContentLength: (await stat(file)).size }),
      );
      restored += 1;
    }
  } finally {
    s3.client.destroy();
  }
  log(`objects: ${restored} put back into s3://${s3.bucket}/${s3.prefix}, ${unchanged} already there`);
  return { restored, unchanged };
}
