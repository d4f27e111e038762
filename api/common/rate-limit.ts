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
import { type ThrottleRule, Throttles, tooManyRequests } from './throttle.js';

/**
 * Per-IP rate limits of routes marked `@RateLimit(...)`, on the app's throttles
 * (throttle.ts). A limit is either named in the validated config (`RATE_LIMIT_*`, requests
 * per minute; to add one, add its name to `RateLimits` in config.ts) or fixed by the route
 * (`{ name, rule, message }`). Every answer carries X-RateLimit-*; over the limit: 429
 * `{ message, code: 'too_many_requests' }` with `Retry-After`.
 */
export type RateLimitName = keyof RateLimits;

/** A limit fixed in code, for routes the per-minute config is too coarse for. */
export interface FixedRateLimit {
  name: string;
  rule: ThrottleRule;
  message: string;
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

function limitOf(context: ExecutionContext): RateLimitName | FixedRateLimit | undefined {
  return Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_KEY, context.getClass());
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly throttles: Throttles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = limitOf(context);
    if (!limit) return true;
    const { name, rule, message } =
      typeof limit === 'string'
        ? {
            name: limit,
            rule: { points: this.config.rateLimits[limit], duration: 60 },
            message: RATE_LIMIT_MESSAGE,
          }
        : limit;
    const http = context.switchToHttp();
    const verdict = await this.throttles.get(name, rule).consume(clientKey(http.getRequest<Request>().ip));
    http
      .getResponse<Response>()
      .setHeader('X-RateLimit-Limit', verdict.limit)
      .setHeader('X-RateLimit-Remaining', verdict.remaining)
      .setHeader('X-RateLimit-Reset', verdict.resetInS);
    if (!verdict.allowed) throw tooManyRequests(message, verdict);
    return true;
  }
}

/** Limits a route (or every route of a controller) per client IP: a config limit by name, or a fixed one. */
export function RateLimit(limit: RateLimitName | FixedRateLimit): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_KEY, limit), UseGuards(RateLimitGuard));
}

/** One set of throttles for the whole app: feature modules import this module for `@RateLimit` and `Throttles`. */
@Module({
  providers: [Throttles],
  exports: [Throttles],
})
export class RateLimitModule {}
