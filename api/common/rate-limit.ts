import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  Module,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { isIPv4, isIPv6 } from 'node:net';
import { APP_CONFIG, type AppConfig, type RateLimits } from '../config/config.js';
import { DataSource } from 'typeorm';
import { type ThrottleRule, type ThrottleVerdict, Throttles, tooManyRequests } from './throttle.js';
import { createThrottles } from './throttle-stores.js';

/**
 * Rate limits of routes marked `@RateLimit(...)`, on the app's throttles (throttle.ts). A
 * limit is either named in the validated config (`RATE_LIMIT_*`, requests per minute per
 * IP; to add one, add its name to `RateLimits` in config.ts) or fixed by the route
 * (`{ name, rule, message }`, per IP or, with `per: 'session'`, per browser session). A
 * route may have several; each is counted in turn and the first refusal answers. Every
 * answer carries X-RateLimit-* (of the last limit counted); over a limit: 429
 * `{ message, code: 'too_many_requests' }` with `Retry-After`.
 */
export type RateLimitName = keyof RateLimits;

/** A limit fixed in code, for routes the per-minute config is too coarse for. */
export interface FixedRateLimit {
  name: string;
  rule: ThrottleRule;
  message: string;
  /**
   * 'ip' (default) or 'session': the browser session's id, where the route has one (a
   * request without a session cookie gets a new id each time, so its IP limit is what
   * holds it).
   */
  per?: 'ip' | 'session';
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

const RATE_LIMIT_KEY = 'threadwise:rate-limit';

/**
 * The client a limit applies to: the IP (behind a proxy only when TRUST_PROXY makes
 * Express read X-Forwarded-For), IPv4-mapped IPv6 as IPv4, IPv6 by its /64 prefix.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

type Limit = RateLimitName | FixedRateLimit;

/**
 * Counts one request against a fixed limit (per IP, or per browser session): its verdict,
 * or null for a request without a session id. What the guard does for each limit of a
 * route, for the places that count only some requests (the checkout's consent counts only
 * a code check); the caller refuses with `tooManyRequests(limit.message, verdict)`.
 */
export async function consumeLimit(throttles: Throttles, req: Request, limit: FixedRateLimit): Promise<ThrottleVerdict | null> {
  const key = limit.per === 'session' ? req.sessionID : clientKey(req.ip);
  return key ? throttles.get(limit.name, limit.rule).consume(key) : null;
}

function limitsOf(context: ExecutionContext): readonly Limit[] {
  return Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_KEY, context.getClass()) ?? [];
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly throttles: Throttles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    for (const limit of limitsOf(context)) {
      const fixed: FixedRateLimit =
        typeof limit === 'string'
          ? { name: limit, rule: { points: this.config.rateLimits[limit], duration: 60 }, message: RATE_LIMIT_MESSAGE }
          : limit;
      const verdict = await consumeLimit(this.throttles, req, fixed);
      if (!verdict) continue;
      http
        .getResponse<Response>()
        .setHeader('X-RateLimit-Limit', verdict.limit)
        .setHeader('X-RateLimit-Remaining', verdict.remaining)
        .setHeader('X-RateLimit-Reset', verdict.resetInS);
      if (!verdict.allowed) throw tooManyRequests(fixed.message, verdict);
    }
    return true;
  }
}

/** Limits a route (or every route of a controller): config limits by name, or fixed ones, counted in this order. */
export function RateLimit(...limits: [Limit, ...Limit[]]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_KEY, limits), UseGuards(RateLimitGuard));
}

/** One set of throttles for the whole app: feature modules import this module for `@RateLimit` and `Throttles`. */
@Module({
  providers: [{ provide: Throttles, inject: [APP_CONFIG, DataSource], useFactory: createThrottles }],
  exports: [Throttles],
})
export class RateLimitModule {}
