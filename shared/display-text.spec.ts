import { stripInvisible } from './display-text.js';

describe('stripInvisible', () => {
  it('removes bidi overrides and isolates, zero-width characters, controls and U+2028/9', () => {
    expect(stripInvisible('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(stripInvisible('a\u2066b\u2069c\u200Bd\u200Ee\u00ADf')).toBe('abcdef');
    expect(stripInvisible('line\u2028two\u2029three\r\nfour\u0000')).toBe('linetwothreefour');
  });

  it('keeps letters of every script, emoji and combining marks', () => {
    expect(stripInvisible('Résumé – שלום 文件 😀 é.pdf')).toBe('Résumé – שלום 文件 😀 é.pdf');
  });
});
