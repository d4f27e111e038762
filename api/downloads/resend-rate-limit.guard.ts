import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientKey, RateLimitStore } from '../common/rate-limit.js';
import { CommonError } from '../common/domain-error.js';

/** Fresh-link requests per client IP per window (POST /api/download/resend-link). */
export const RESEND_LIMIT = 3;
export const RESEND_WINDOW_MS = 10 * 60 * 1000;
export const RESEND_LIMIT_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

/**
 * Per-IP limit of the resend-link route: 3 per 10 minutes, in the app's shared
 * RateLimitStore (the config's per-minute limiters are too coarse for a route that sends
 * e-mail). Over the limit: 429 `{ message, code: 'too_many_requests' }` with Retry-After.
 */
@Injectable()
export class ResendRateLimitGuard implements CanActivate {
  constructor(private readonly store: RateLimitStore) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const result = this.store.hit(`download-resend|${clientKey(req.ip)}`, RESEND_LIMIT, RESEND_WINDOW_MS);
    res.setHeader('X-RateLimit-Limit', result.limit);
    res.setHeader('X-RateLimit-Remaining', result.remaining);
    res.setHeader('X-RateLimit-Reset', result.resetInS);
    if (!result.allowed) {
      res.setHeader('Retry-After', result.resetInS);
      throw new CommonError('too_many_requests', RESEND_LIMIT_MESSAGE);
    }
    return true;
  }
}
