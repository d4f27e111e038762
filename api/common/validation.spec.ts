import { unsafeInput } from './validation.js';

describe('unsafeInput', () => {
  it('refuses NUL in a string or a key, at any depth', () => {
    expect(unsafeInput({ q: 'a\u0000b' })).toMatch(/NUL/);
    expect(unsafeInput({ list: [{ ['k\u0000']: 1 }] })).toMatch(/NUL/);
  });

  it('refuses other control characters in a string or a key: C0 but tab and line breaks, DEL, C1', () => {
    for (const c of ['\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(unsafeInput({ message: `a${c}b` })).toMatch(/control characters/);
      expect(unsafeInput({ fields: { [`k${c}`]: 'v' } })).toMatch(/control characters/);
      expect(unsafeInput({ list: ['ok', [`x${c}`]] })).toMatch(/control characters/);
    }
  });

  it('lets ordinary text through: tabs, line breaks, every script, format characters', () => {
    expect(unsafeInput({ q: 'a b', nested: { note: 'ça va? 🙂' } })).toBeNull();
    expect(unsafeInput({ message: 'Line\tone\r\nLine two\n\u00a0Résumé – 文件 \u200b' })).toBeNull();
  });
});
