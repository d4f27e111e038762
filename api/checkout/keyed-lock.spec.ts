import { KeyedLock } from './keyed-lock.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('KeyedLock', () => {
  it('runs tasks of one key one after another, other keys in parallel, and forgets idle keys', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([lock.run('a', task('a1', 30)), lock.run('a', task('a2', 1)), lock.run('b', task('b1', 1))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('end b1')).toBeLessThan(log.indexOf('end a1'));
    await tick(0);
    expect(lock.size).toBe(0);
  });

  it('keeps going after a failed task', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('k', async () => 'next')).resolves.toBe('next');
  });
});
