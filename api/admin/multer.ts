/**
 * multer, the multipart parser @nestjs/platform-express depends on, typed for what
 * reply-upload.interceptor.ts uses: it ships no types of its own and @types/multer is not
 * installed, so it is loaded with require() and given this interface.
 */
import type { Request, RequestHandler } from 'express';
import { createRequire } from 'node:module';

export interface MulterFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  /** Where the disk storage wrote it. */
  path: string;
}

export interface MulterLimits {
  fieldNameSize?: number;
  fieldSize?: number;
  fields?: number;
  fileSize?: number;
  files?: number;
  parts?: number;
  headerPairs?: number;
}

type StorageEngine = object;

interface Multer {
  (options: { storage: StorageEngine; limits: MulterLimits; defParamCharset?: string }): {
    array(fieldName: string, maxCount: number): RequestHandler;
  };
  diskStorage(options: {
    destination: string;
    filename: (req: Request, file: MulterFile, done: (error: Error | null, name: string) => void) => void;
  }): StorageEngine;
  MulterError: new (...args: never[]) => Error & { code: string; field?: string };
}

export const multer = createRequire(import.meta.url)('multer') as Multer;
