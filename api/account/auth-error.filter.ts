import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { AllExceptionsFilter, toErrorBody } from '../common/all-exceptions.filter.js';

/**
 * For POST /api/login and /api/register only: the usual `{ message, code }` plus the
 * spec's `error` (spec §3: the login and register response carries `error` on failure),
 * the same text as `message`. Server errors go to the app's filter unchanged.
 */
@Catch()
export class AuthErrorFilter implements ExceptionFilter {
  private readonly fallback = new AllExceptionsFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, body, headers } = toErrorBody(exception);
    if (status >= 500) return this.fallback.catch(exception, host);
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) {
      res.end();
      return;
    }
    if (headers) res.set(headers);
    res.status(status).json({ ...body, error: body.message });
  }
}
