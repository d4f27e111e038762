import { REFUSED_CONTROL, stripInvisible, withoutControlCharacters } from './display-text.js';

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

describe('withoutControlCharacters', () => {
  it('turns vertical tab, form feed and NEL into line breaks and drops the other controls', () => {
    expect(withoutControlCharacters('a\u000bb\u000cc\u0085d')).toBe('a\nb\nc\nd');
    expect(withoutControlCharacters('\u0000x\u0007\u001b[31my\u007f\u0080\u009fz')).toBe('x[31myz');
  });

  it('keeps tabs, line breaks and every printable character; the result has nothing REFUSED_CONTROL matches', () => {
    const kept = 'Tab\there\r\nline\nRésumé – שלום 文件 😀 \u00a0\u202e';
    expect(withoutControlCharacters(kept)).toBe(kept);
    let all = '';
    for (let c = 0; c < 0x100; c++) all += String.fromCharCode(c);
    expect(REFUSED_CONTROL.test(withoutControlCharacters(all))).toBe(false);
    expect(REFUSED_CONTROL.test(all)).toBe(true);
  });
});
