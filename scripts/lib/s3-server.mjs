import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** s3rver's one built-in key pair: any other is refused. */
const ACCESS_KEY = 'S3RVER';

/**
 * A throwaway S3-compatible server (s3rver, a dev dependency) on 127.0.0.1 for tests, the
 * backup checks and the multi-replica run. `dir` keeps the objects (a new temp folder when
 * unset, removed by stop()); `port` 0 or unset picks a free one. `env` is what the shop
 * needs to use it with STORAGE_BACKEND=s3.
 */
export async function startS3rver({ dir, port = 0, bucket = 'shop-test' } = {}) {
  const S3rver = require('s3rver');
  const ownDir = !dir;
  const directory = dir ?? mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    dir: directory,
    env: {
      STORAGE_BACKEND: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async stop() {
      await server.close();
      if (ownDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}
