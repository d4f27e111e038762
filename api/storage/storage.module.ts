import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LocalDiskStore } from './local-disk-store.js';
import { ObjectStore } from './object-store.js';
import { S3Store } from './s3-store.js';

/** The store config.storage names: the storage folder on disk (default) or an S3 bucket. */
export function createObjectStore(config: Pick<AppConfig, 'storage' | 'storageDir'>): ObjectStore {
  return config.storage.backend === 's3' ? new S3Store(config.storage) : new LocalDiskStore(config.storageDir);
}

/** Closes the S3 client's sockets at shutdown. */
@Injectable()
class ObjectStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(ObjectStore) private readonly store: ObjectStore) {}

  onApplicationShutdown(): void {
    if (this.store instanceof S3Store) this.store.destroy();
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
