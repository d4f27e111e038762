/** Reading the admin's CSV exports in tests (RFC 4180: quoted fields, doubled quotes, CRLF records). */

export const BOM = '\uFEFF';

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

/** CSV rows as objects keyed by the header row (the file starts with a BOM). */
export function csvObjects(text: string): Record<string, string>[] {
  if (!text.startsWith(BOM)) throw new Error('CSV does not start with a byte order mark');
  const [header, ...rows] = parseCsv(text.slice(1));
  const ragged = rows.findIndex((r) => r.length !== header.length);
  if (ragged >= 0) throw new Error(`CSV record ${ragged + 2} has ${rows[ragged].length} fields, the header ${header.length}`);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}
