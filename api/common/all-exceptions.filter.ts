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
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const { status, body, headers } = toErrorBody(exception);
    if (status >= 500 && !(exception instanceof DomainError)) {
      const reqId = (req as Request & { id?: string }).id ?? '-';
      const err = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error(`[${reqId}] ${req.method} ${req.originalUrl}: ${err.message}`, err.stack);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    if (headers) res.set(headers);
    res.status(status).json(body);
  }
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
