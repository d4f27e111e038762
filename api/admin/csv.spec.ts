import { CSV_BOM, csvCell, csvFileName, neutraliseFormula, toCsv } from './csv.js';

describe('csv', () => {
  it('quotes only what needs it (RFC 4180) and doubles quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('')).toBe('');
  });

  it('writes empty, numbers, booleans and dates plainly', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(2900)).toBe('2900');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(new Date('2025-03-04T05:06:07.000Z'))).toBe('2025-03-04T05:06:07.000Z');
  });

  it('neutralises every formula start with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
    expect(neutraliseFormula('SUM(A1)')).toBe('SUM(A1)');
    expect(neutraliseFormula(' =not at start')).toBe(' =not at start');
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('-1')).toBe("'-1");
    // After a separator a spreadsheet may start a new cell: neutralised, and quoted.
    expect(csvCell('Ada;=cmd|calc')).toBe(`"'Ada;=cmd|calc"`);
    expect(csvCell('note, +1 555')).toBe(`"'note, +1 555"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('e-mail a@b.c')).toBe('e-mail a@b.c');
  });

  it('quotes a cell with a tab, so that a tab-splitting import keeps it whole', () => {
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('\tindented')).toBe(`"'\tindented"`);
    expect(csvCell('Ada\t=cmd|calc')).toBe(`"'Ada\t=cmd|calc"`);
  });

  it.each([
    ['a comma', ','],
    ['a semicolon', ';'],
    ['a tab', '\t'],
    ['a CR', '\r'],
    ['an LF', '\n'],
    ['a CRLF', '\r\n'],
  ])('neutralises and quotes a formula character after %s, with or without blanks or a quote between', (_name, sep) => {
    for (const start of ['=', '+', '-', '@']) {
      for (const between of ['', ' ', '\t ', '"']) {
        const text = `Ada${sep}${between}${start}cmd|calc`;
        expect(csvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
      }
    }
    // The separator alone: quoted, no apostrophe.
    expect(csvCell(`Ada${sep}Lovelace`)).toBe(`"Ada${sep}Lovelace"`);
  });

  it('starts with a BOM and ends every record with CRLF', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['Ada', 'a, b'],
        ['Grace', null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('name,note\r\nAda,"a, b"\r\nGrace,\r\n');
    expect(toCsv(['only'], [])).toBe(`${CSV_BOM}only\r\n`);
  });

  it('names the file after the export and the UTC date', () => {
    expect(csvFileName('messages', new Date('2025-12-31T23:30:00Z'))).toBe('messages-2025-12-31.csv');
  });
});
