import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LocalDiskStore } from './local-disk-store.js';
import { ObjectStore } from './object-store.js';

/**
 * The store config.storage names: the storage folder on disk (default) or an S3 bucket.
 * The AWS SDK is loaded only for a bucket: the embedded default never holds it in memory.
 */
export async function createObjectStore(config: Pick<AppConfig, 'storage' | 'storageDir'>): Promise<ObjectStore> {
  if (config.storage.backend !== 's3') return new LocalDiskStore(config.storageDir);
  const { S3Store } = await import('./s3-store.js');
  return new S3Store(config.storage);
}

/** Closes the S3 client's sockets at shutdown. */
@Injectable()
class ObjectStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(ObjectStore) private readonly store: ObjectStore) {}

  onApplicationShutdown(): void {
    this.store.destroy();
  }
}

/** ObjectStore for every module (files: api/storage/object-store.ts). */
@Global()
@Module({
  providers: [
    { provide: ObjectStore, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createObjectStore(config) },
    ObjectStoreLifecycle,
  ],
  exports: [ObjectStore],
})
export class StorageModule {}
