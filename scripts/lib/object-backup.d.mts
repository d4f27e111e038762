export interface ObjectEntry {
  key: string;
  size: number;
  etag: string;
  lastModified: string | null;
  copied: boolean;
}
export interface ObjectManifest {
  format: 'threadwise-objects/1';
  createdAt: string;
  bucket: string;
  prefix: string;
  endpoint: string | null;
  objects: ObjectEntry[];
  copied: number;
  bytes: number;
  vanished: string[];
  notCopied: string[];
}
type Env = Record<string, string | undefined>;
export const OBJECTS_DIR: string;
export const OBJECTS_MANIFEST: string;
export function backupObjects(opts: { env?: Env; dir: string; log?: (line: string) => void }): Promise<ObjectManifest>;
export function readObjectManifest(dir: string): Promise<ObjectManifest | null>;
export function hasObjectCopy(manifest: ObjectManifest, key: string): boolean;
export function restoreObjects(opts: {
  env?: Env;
  dir: string;
  log?: (line: string) => void;
}): Promise<{ restored: number; unchanged: number }>;
