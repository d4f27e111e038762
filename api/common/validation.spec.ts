import { unsafeInput } from './validation.js';

describe('unsafeInput', () => {
  it('refuses NUL in a string or a key, at any depth', () => {
    expect(unsafeInput({ q: 'a\u0000b' })).toMatch(/NUL/);
    expect(unsafeInput({ list: [{ ['k\u0000']: 1 }] })).toMatch(/NUL/);
  });

  it('lets ordinary text through', () => {
    expect(unsafeInput({ q: 'a b', nested: { note: 'ça va? 🙂' } })).toBeNull();
  });
});
