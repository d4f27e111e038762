/**
 * The part of multer (a dependency of @nestjs/platform-express, which ships no types for
 * it) that api/admin/reply-upload.interceptor.ts uses.
 */
declare module 'multer' {
  import type { Request, RequestHandler } from 'express';

  namespace multer {
    interface File {
      fieldname: string;
      originalname: string;
      mimetype: string;
      size: number;
      path: string;
    }
    interface StorageEngine {
      _handleFile(req: Request, file: File, cb: (error?: unknown, info?: Partial<File>) => void): void;
      _removeFile(req: Request, file: File, cb: (error: Error | null) => void): void;
    }
    interface DiskStorageOptions {
      destination: string;
      filename(req: Request, file: File, callback: (error: Error | null, filename: string) => void): void;
    }
    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
      headerPairs?: number;
    }
    interface Options {
      storage?: StorageEngine;
      limits?: Limits;
      defParamCharset?: string;
    }
    interface Multer {
      array(fieldName: string, maxCount?: number): RequestHandler;
    }
    class MulterError extends Error {
      readonly code: string;
      readonly field?: string;
    }
    function diskStorage(options: DiskStorageOptions): StorageEngine;
  }

  function multer(options?: multer.Options): multer.Multer;
  export = multer;
}
