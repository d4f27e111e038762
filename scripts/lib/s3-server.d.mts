export interface S3rverHandle {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects. */
  dir: string;
  /** STORAGE_BACKEND=s3 and the S3_* settings that point the shop at this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A throwaway S3-compatible server on 127.0.0.1 (a free port unless given). */
export function startS3rver(opts?: { dir?: string; port?: number; bucket?: string }): Promise<S3rverHandle>;
