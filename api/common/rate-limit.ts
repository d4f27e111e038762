import { applyDecorators, Module, SetMetadata, UseGuards } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig, type RateLimits } from '../config/config.js';

/**
 * Per-IP rate limits (@nestjs/throttler, in-memory: the shop is one process).
 *
 * Only routes marked with `@RateLimit(name)` are throttled, each against its own named
 * limiter: the limits come from the validated config (`RATE_LIMIT_*`, requests per
 * minute). To add a limiter, add its name to `RateLimits` in config.ts.
 * A request over the limit gets 429 `{ message, code: 'too_many_requests' }` and a
 * `Retry-After` header.
 */
export type RateLimitName = keyof RateLimits;

/** Length of every rate-limit window. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

const RATE_LIMIT_KEY = 'threadwise:rate-limit';

function limiterOf(context: ExecutionContext): RateLimitName | undefined {
  return (
    Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_KEY, context.getClass())
  );
}

/** Throttles a route (or every route of a controller) per client IP with the named limiter. */
export function RateLimit(name: RateLimitName): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_KEY, name), UseGuards(ThrottlerGuard));
}

/**
 * Registers ThrottlerModule once (it is global). Feature modules import this module so
 * that their `@RateLimit` guards resolve.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        errorMessage: RATE_LIMIT_MESSAGE,
        throttlers: (Object.keys(config.rateLimits) as RateLimitName[]).map((name) => ({
          name,
          ttl: RATE_LIMIT_WINDOW_MS,
          limit: config.rateLimits[name],
          // Each route counts only against the limiter it names.
          skipIf: (context: ExecutionContext) => limiterOf(context) !== name,
        })),
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
