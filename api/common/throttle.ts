import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { CommonError } from './domain-error.js';

/**
 * Every rate limit and login throttle of the shop: named counters per key in fixed
 * windows (rate-limiter-flexible), each window starting at the key's first attempt.
 */
export interface ThrottleRule {
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
  /** Once over the limit, the key is refused this many seconds (default: to the window's end). */
  blockDuration?: number;
  /**
   * Growing blocks: each block of a key within `forget` seconds of its previous one lasts
   * twice as long (starting at blockDuration, else duration), up to `max` seconds.
   */
  backoff?: { max: number; forget: number };
}

export interface ThrottleVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the key's window (or, when refused, its block) ends. */
  resetInS: number;
}

type LimiterOptions = ConstructorParameters<typeof RateLimiterMemory>[0];
/** Where a throttle keeps its counters. */
export type LimiterStore = (options: LimiterOptions) => RateLimiterAbstract;

/** In process memory: the default, for one process (SQLite); throttle-stores.ts has the shared ones. */
const memoryStore: LimiterStore = (options) => new RateLimiterMemory(options);

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export class Throttle {
  private readonly limiter: RateLimiterAbstract;
  /** Per key: how many recent blocks (backoff rules only). */
  private readonly strikes?: RateLimiterAbstract;

  constructor(
    readonly name: string,
    readonly rule: ThrottleRule,
    store: LimiterStore = memoryStore,
  ) {
    this.limiter = store({
      keyPrefix: name,
      points: rule.points,
      duration: rule.duration,
      // Backoff rules block by hand (below), with a length of their own.
      blockDuration: rule.backoff ? 0 : rule.blockDuration,
    });
    if (rule.backoff)
      this.strikes = store({
        keyPrefix: `${name}:strikes`,
        points: Number.MAX_SAFE_INTEGER,
        duration: rule.backoff.forget,
      });
  }

  /** Counts one attempt of `key`: refused over the limit (the refusal still counts in the window). */
  async consume(key: string, points = 1): Promise<ThrottleVerdict> {
    const limit = this.rule.points;
    try {
      const res = await this.limiter.consume(key, points);
      return {
        allowed: true,
        limit,
        remaining: res.remainingPoints,
        resetInS: seconds(res.msBeforeNext),
      };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const firstRefusal = err.consumedPoints <= limit + points;
      const resetInS = this.strikes && firstRefusal ? await this.blockLonger(key) : seconds(err.msBeforeNext);
      return { allowed: false, limit, remaining: 0, resetInS };
    }
  }

  /** Gives `points` back to a key that has them (an attempt that succeeded or did not happen). */
  async reward(key: string, points = 1): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints > 0) await this.limiter.reward(key, Math.min(points, res.consumedPoints));
  }

  /** Forgets the key's attempts and block (not its backoff history). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  /** Seconds until `key` may try again; 0 when it may now. */
  async blockedFor(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return res && res.consumedPoints >= this.rule.points && res.msBeforeNext > 0 ? seconds(res.msBeforeNext) : 0;
  }

  private async blockLonger(key: string): Promise<number> {
    const { max, forget } = this.rule.backoff!;
    const previous = (await this.strikes!.get(key))?.consumedPoints ?? 0;
    await this.strikes!.set(key, previous + 1, forget);
    const blockS = Math.min(max, (this.rule.blockDuration ?? this.rule.duration) * 2 ** previous);
    await this.limiter.block(key, blockS);
    return blockS;
  }
}

/**
 * The app's throttles, one per name (every caller of a name shares its counters), all in
 * one store: process memory, or PostgreSQL/Redis shared by every replica (createThrottles
 * in throttle-stores.ts picks it from the config).
 */
@Injectable()
export class Throttles implements OnApplicationShutdown {
  private readonly byName = new Map<string, Throttle>();

  constructor(
    private readonly store: LimiterStore = memoryStore,
    private readonly close: () => Promise<void> = async () => undefined,
    readonly kind: 'memory' | 'postgres' | 'redis' = 'memory',
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  get(name: string, rule: ThrottleRule): Throttle {
    const existing = this.byName.get(name);
    if (existing) {
      if (JSON.stringify(existing.rule) !== JSON.stringify(rule)) throw new Error(`Throttle "${name}" is already used with another rule`);
      return existing;
    }
    const throttle = new Throttle(name, rule, this.store);
    this.byName.set(name, throttle);
    return throttle;
  }
}

/** The 429 of a refused verdict: `{ message, code: 'too_many_requests' }` with Retry-After. */
export function tooManyRequests(message: string, verdict: Pick<ThrottleVerdict, 'resetInS'>): CommonError {
  return new CommonError('too_many_requests', message, {
    'Retry-After': String(verdict.resetInS),
  });
}
