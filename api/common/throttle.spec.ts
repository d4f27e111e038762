import { jest } from '@jest/globals';
import { Throttle, Throttles, tooManyRequests } from './throttle.js';

const MIN = 60_000;

describe('Throttle', () => {
  beforeEach(() =>
    jest.useFakeTimers({
      now: 1_000_000,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('allows `points` per window and key, then refuses until the window ends', async () => {
    const t = new Throttle('t', { points: 2, duration: 60 });
    expect(await t.consume('a')).toEqual({
      allowed: true,
      limit: 2,
      remaining: 1,
      resetInS: 60,
    });
    jest.advanceTimersByTime(1000);
    expect((await t.consume('a')).allowed).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(await t.consume('a')).toEqual({
      allowed: false,
      limit: 2,
      remaining: 0,
      resetInS: 58,
    });
    expect((await t.consume('b')).allowed).toBe(true);
    jest.advanceTimersByTime(58_000);
    expect((await t.consume('a')).allowed).toBe(true);
  });

  it('gives attempts back, resets, and says how long a key is blocked', async () => {
    const t = new Throttle('t', { points: 1, duration: 60 });
    expect(await t.blockedFor('k')).toBe(0);
    await t.consume('k');
    expect(await t.blockedFor('k')).toBe(60);
    await t.reward('k');
    expect(await t.blockedFor('k')).toBe(0);
    expect((await t.consume('k')).allowed).toBe(true);
    await t.reset('k');
    expect((await t.consume('k')).allowed).toBe(true);
    // Nothing to give back: no credit beyond the limit.
    await t.reward('other');
    await t.consume('other');
    expect((await t.consume('other')).allowed).toBe(false);
  });

  it('keeps a key refused for blockDuration once over the limit', async () => {
    const t = new Throttle('t', {
      points: 1,
      duration: 60,
      blockDuration: 600,
    });
    await t.consume('k');
    expect(await t.consume('k')).toMatchObject({
      allowed: false,
      resetInS: 600,
    });
    jest.advanceTimersByTime(5 * MIN);
    expect(await t.consume('k')).toMatchObject({
      allowed: false,
      resetInS: 300,
    });
  });

  it('doubles each further block of a key (backoff), up to max, and forgets after `forget`', async () => {
    const t = new Throttle('t', {
      points: 1,
      duration: 60,
      backoff: { max: 300, forget: 3600 },
    });
    const blockAfterFailures = async () => {
      await t.consume('ip');
      return t.consume('ip');
    };
    expect(await blockAfterFailures()).toMatchObject({
      allowed: false,
      resetInS: 60,
    });
    // Refused while blocked, the block does not grow.
    expect(await t.consume('ip')).toMatchObject({
      allowed: false,
      resetInS: 60,
    });
    expect((await t.consume('other')).allowed).toBe(true);
    jest.advanceTimersByTime(MIN);
    expect(await blockAfterFailures()).toMatchObject({
      allowed: false,
      resetInS: 120,
    });
    jest.advanceTimersByTime(2 * MIN);
    expect(await blockAfterFailures()).toMatchObject({
      allowed: false,
      resetInS: 240,
    });
    jest.advanceTimersByTime(4 * MIN);
    expect(await blockAfterFailures()).toMatchObject({
      allowed: false,
      resetInS: 300,
    });
    // A quiet hour after the last block: back to the first length.
    jest.advanceTimersByTime(65 * MIN);
    expect(await blockAfterFailures()).toMatchObject({
      allowed: false,
      resetInS: 60,
    });
  });
});

describe('Throttles', () => {
  it('gives every caller of a name the same counters, and refuses a second rule for it', async () => {
    const throttles = new Throttles();
    const a = throttles.get('x', { points: 1, duration: 60 });
    expect(throttles.get('x', { points: 1, duration: 60 })).toBe(a);
    await a.consume('k');
    expect((await throttles.get('x', { points: 1, duration: 60 }).consume('k')).allowed).toBe(false);
    expect(() => throttles.get('x', { points: 2, duration: 60 })).toThrow(/another rule/);
  });
});

describe('tooManyRequests', () => {
  it('is a too_many_requests error carrying Retry-After', () => {
    const err = tooManyRequests('Slow down', { resetInS: 42 });
    expect(err).toMatchObject({
      code: 'too_many_requests',
      message: 'Slow down',
      headers: { 'Retry-After': '42' },
    });
  });
});
