import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  Module,
  OnModuleDestroy,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { isIPv4, isIPv6 } from 'node:net';
import { APP_CONFIG, type AppConfig, type RateLimits } from '../config/config.js';
import { CommonError } from './domain-error.js';

/**
 * Per-IP rate limits: in memory, fixed one-minute windows (the shop is one process).
 *
 * Only routes marked `@RateLimit(name)` are limited, each by its own named limiter; the
 * limits come from the validated config (`RATE_LIMIT_*`, requests per minute). To add a
 * limiter, add its name to `RateLimits` in config.ts. Over the limit: 429
 * `{ message, code: 'too_many_requests' }` with `Retry-After`.
 *
 * Why not @nestjs/throttler: 6.x is CommonJS and `require`s @nestjs/common, which is
 * ESM-only from Nest 12. Node >= 20.19 copes, but Jest 30 cannot load it below Node 24.9,
 * so every e2e suite would fail to start. `@RateLimit` keeps the call sites independent
 * of the implementation should the library ship ESM.
 */
export type RateLimitName = keyof RateLimits;

/** Length of every rate-limit window. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

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

interface Window {
  count: number;
  resetAt: number;
}

export interface HitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetInS: number;
}

/** Hit counters per (limiter, client), swept once a minute. */
@Injectable()
export class RateLimitStore implements OnModuleDestroy {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper = setInterval(() => this.sweep(), RATE_LIMIT_WINDOW_MS).unref();

  hit(key: string, limit: number, windowMs = RATE_LIMIT_WINDOW_MS, now = Date.now()): HitResult {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return {
      allowed: w.count <= limit,
      limit,
      remaining: Math.max(0, limit - w.count),
      resetInS: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
    };
  }

  sweep(now = Date.now()): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }
}

function limiterOf(context: ExecutionContext): RateLimitName | undefined {
  return (
    Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_KEY, context.getClass())
  );
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const name = limiterOf(context);
    if (!name) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const result = this.store.hit(`${name}|${clientKey(req.ip)}`, this.config.rateLimits[name]);
    res.setHeader('X-RateLimit-Limit', result.limit);
    res.setHeader('X-RateLimit-Remaining', result.remaining);
    res.setHeader('X-RateLimit-Reset', result.resetInS);
    if (!result.allowed) {
      res.setHeader('Retry-After', result.resetInS);
      throw new CommonError('too_many_requests', RATE_LIMIT_MESSAGE);
    }
    return true;
  }
}

/** Limits a route (or every route of a controller) per client IP with the named limiter. */
export function RateLimit(name: RateLimitName): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_KEY, name), UseGuards(RateLimitGuard));
}

/** One store for the whole app: feature modules import this module to use `@RateLimit`. */
@Module({
  providers: [RateLimitStore],
  exports: [RateLimitStore],
})
export class RateLimitModule {}
