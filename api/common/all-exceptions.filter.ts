import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ErrorBody } from '../../shared/error-codes.js';
import { DomainError } from './domain-error.js';
import { codeForStatus, ERROR_STATUS } from './error-status.js';

/**
 * The one exception filter: every error leaves as `{ message, code }`, its status from
 * the code (error-status.ts). Unknown errors are a 500 with a generic message; their stack
 * goes to the log with the request id, never to the client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    sendError(exception, ctx.getRequest<Request>(), ctx.getResponse<Response>(), this.logger);
  }
}

/**
 * Answers `exception` as the filter does: `{ message, code }` with its status, a 500's
 * stack to the log. Also for the requests Nest has no route for outside /api (outside-api.ts).
 */
export function sendError(exception: unknown, req: Request, res: Response, logger: Pick<Logger, 'error'>): void {
  const { status, body, headers } = toErrorBody(exception);
  if (status >= 500 && !(exception instanceof DomainError)) {
    const reqId = (req as Request & { id?: string }).id ?? '-';
    const err = exception instanceof Error ? exception : new Error(String(exception));
    logger.error(`[${reqId}] ${req.method} ${req.originalUrl}: ${err.message}`, err.stack);
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  if (headers) res.set(headers);
  res.status(status).json(body);
}

/** Errors raised by body-parser and friends carry a status and a type. */
interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

const BODY_ERRORS: Record<string, ErrorBody> = {
  'entity.parse.failed': { message: 'Malformed JSON body', code: 'malformed_json' },
  'entity.too.large': { message: 'Request body too large', code: 'payload_too_large' },
  'encoding.unsupported': { message: 'Unsupported body encoding', code: 'unsupported_media_type' },
  'charset.unsupported': { message: 'Unsupported body charset', code: 'unsupported_media_type' },
};

const BAD_COMPRESSED_BODY: ErrorBody = { message: 'Malformed compressed body', code: 'bad_request' };

/**
 * zlib's errors carry codes such as Z_DATA_ERROR and Z_BUF_ERROR, its brotli decoder's
 * ERR__ERROR_FORMAT_... (body-parser passes them on as a 400).
 */
function isZlibError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && /^(Z_|ERR__ERROR_)/.test(code);
}

export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

export function toErrorBody(exception: unknown): ErrorAnswer {
  if (exception instanceof DomainError) {
    const { code, message, headers } = exception as DomainError;
    return { status: ERROR_STATUS[code], body: { message, code }, headers };
  }
  // Nest wraps body-parser errors in an HttpException whose cause says what went wrong.
  const cause = exception instanceof HttpException ? (exception.cause as HttpishError | undefined) : undefined;
  const bodyError = BODY_ERRORS[cause?.type ?? (exception as HttpishError | null)?.type ?? ''];
  if (bodyError) {
    const status = exception instanceof HttpException ? exception.getStatus() : ((exception as HttpishError).status ?? 400);
    return { status, body: bodyError };
  }
  // A body sent compressed (Content-Encoding: gzip, deflate, br) that does not decompress:
  // not zlib's own words ('incorrect header check').
  if (isZlibError(cause) || isZlibError(exception)) return { status: 400, body: BAD_COMPRESSED_BODY };
  // Nest's own exceptions (an unknown route, a method not allowed): the status names the code.
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const text = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
    const message = Array.isArray(text) ? text.map(String).join('; ') : typeof text === 'string' ? text : exception.message;
    return { status, body: { message: status >= 500 ? 'Internal server error' : message, code: codeForStatus(status) } };
  }
  const e = (exception ?? {}) as HttpishError;
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = e.expose && e.message ? e.message : 'Bad request';
    return { status, body: { message, code: codeForStatus(status) } };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'internal_error' } };
}
