import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders under storage/ (DESIGN §1). Created on first use. */
export interface StoragePaths {
  root: string;
  guides: string;
  previews: string;
  uploads: string;
  stamped: string;
  outbox: string;
  backups: string;
}

export function storagePaths(root: string): StoragePaths {
  const paths: StoragePaths = {
    root,
    guides: join(root, 'guides'),
    previews: join(root, 'previews'),
    uploads: join(root, 'uploads'),
    stamped: join(root, 'stamped'),
    outbox: join(root, 'outbox'),
    backups: join(root, 'backups'),
  };
  for (const dir of Object.values(paths)) mkdirSync(dir, { recursive: true });
  return paths;
}
