import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { codeForStatus, ErrorBody } from './api-error.js';

/**
 * The one exception filter: every error leaves as `{ message, code }`. Unknown errors are
 * a 500 with a generic message; their stack goes to the log with the request id, never
 * to the client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const { status, body } = toErrorBody(exception);
    if (status >= 500) {
      const reqId = (req as Request & { id?: string }).id ?? '-';
      const err = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error(`[${reqId}] ${req.method} ${req.originalUrl}: ${err.message}`, err.stack);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
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

export function toErrorBody(exception: unknown): { status: number; body: ErrorBody } {
  // Nest wraps body-parser errors in an HttpException whose cause says what went wrong.
  const cause = exception instanceof HttpException ? (exception.cause as HttpishError | undefined) : undefined;
  const bodyError = BODY_ERRORS[cause?.type ?? (exception as HttpishError | null)?.type ?? ''];
  if (bodyError) {
    const status = exception instanceof HttpException ? exception.getStatus() : ((exception as HttpishError).status ?? 400);
    return { status, body: bodyError };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null) {
      const r = response as { message?: unknown; code?: unknown };
      const message = Array.isArray(r.message)
        ? r.message.map(String).join('; ')
        : typeof r.message === 'string'
          ? r.message
          : exception.message;
      const code = typeof r.code === 'string' ? r.code : codeForStatus(status);
      return { status, body: { message: status >= 500 ? 'Internal server error' : message, code } };
    }
    return { status, body: { message: status >= 500 ? 'Internal server error' : String(response), code: codeForStatus(status) } };
  }
  const e = (exception ?? {}) as HttpishError;
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = e.expose && e.message ? e.message : 'Bad request';
    return { status, body: { message, code: codeForStatus(status) } };
  }
  return { status: 500, body: { message: 'Internal server error', code: 'internal_error' } };
}
