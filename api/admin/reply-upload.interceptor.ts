import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { Observable } from 'rxjs';
import { CommonError, type DomainError } from '../common/domain-error.js';
import { ReplyFilesService, type IncomingReplyFile } from '../uploads/reply-files.service.js';
import { PART_PREFIX, tooLarge } from '../uploads/uploads.service.js';
import { ENQUIRY_LIMITS, REPLY_FILES_FIELD } from '../../shared/api/enquiries.js';
import { AdminError } from './admin.errors.js';
import { multer, type MulterFile } from './multer.js';

/** The files multer received, as the route reads them. */
export const REPLY_FILES = Symbol('replyFiles');
export type RequestWithReplyFiles = Request & { [REPLY_FILES]?: IncomingReplyFile[] };

/** What multer may read: the text (UTF-8, up to 4 bytes a character) and the files. */
const LIMITS = {
  fileSize: ENQUIRY_LIMITS.replyFileBytes,
  files: ENQUIRY_LIMITS.replyFilesMax,
  fields: 4,
  fieldNameSize: 100,
  fieldSize: ENQUIRY_LIMITS.replyMax * 4 + 16,
  parts: ENQUIRY_LIMITS.replyFilesMax + 4,
  headerPairs: 50,
};

/**
 * multer's refusals as the shop's errors. A body busboy cannot parse (no boundary, a
 * malformed part header, a truncated form) fails with a plain Error: the client's fault, a
 * 400. An error with a system code (a disk that is full or not writable) stays a 500.
 */
function refusal(err: unknown): DomainError | unknown {
  if (err instanceof Error && !(err instanceof multer.MulterError) && (err as NodeJS.ErrnoException).code === undefined) {
    return new CommonError('bad_request', `The form data was refused: ${err.message}`);
  }
  if (!(err instanceof multer.MulterError)) return err;
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge();
    case 'LIMIT_FILE_COUNT':
      return new AdminError('too_many_files', `At most ${ENQUIRY_LIMITS.replyFilesMax} files can be attached to a reply`);
    case 'LIMIT_UNEXPECTED_FILE':
      return new CommonError('bad_request', `Files go in the '${REPLY_FILES_FIELD}' field`);
    case 'LIMIT_FIELD_VALUE':
      return new CommonError('validation_failed', `The reply must be at most ${ENQUIRY_LIMITS.replyMax} characters`);
    default:
      return new CommonError('bad_request', `The form data was refused: ${err.message}`);
  }
}

/**
 * Reads a reply's multipart body (issue 15): the `text` field into req.body (validated by
 * ReplyDto afterwards) and up to five files, each streamed to a `.part-` file in the uploads
 * folder and stopped at 10 MB. Anything but multipart/form-data is 415. The files are
 * checked (type sniffing, names) by ReplyFilesService.prepare; on every refusal here multer
 * deletes what it wrote. Runs after the admin guard, so nobody else gets a byte stored.
 */
@Injectable()
export class ReplyUploadInterceptor implements NestInterceptor {
  private readonly upload: RequestHandler;

  constructor(files: ReplyFilesService) {
    this.upload = multer({
      storage: multer.diskStorage({
        destination: files.incomingDir,
        filename: (_req, _file, done) => done(null, `${PART_PREFIX}${randomBytes(16).toString('hex')}`),
      }),
      limits: LIMITS,
      defParamCharset: 'utf8',
    }).array(REPLY_FILES_FIELD, ENQUIRY_LIMITS.replyFilesMax);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<RequestWithReplyFiles>();
    const res = http.getResponse<Response>();
    if (!req.is('multipart/form-data')) {
      throw new CommonError('unsupported_media_type', 'Send the reply as multipart/form-data (a text field and optional files)');
    }
    await new Promise<void>((resolve, reject) => {
      const done: NextFunction = (err?: unknown) => (err ? reject(refusal(err)) : resolve());
      void this.upload(req, res, done);
    });
    const received = ((req as { files?: unknown }).files as MulterFile[] | undefined) ?? [];
    req[REPLY_FILES] = received.map((f) => ({ path: f.path, originalName: f.originalname, declaredType: f.mimetype, size: f.size }));
    return next.handle();
  }
}
