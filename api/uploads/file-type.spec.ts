import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  docFile,
  docxFile,
  exeFile,
  htmlFile,
  jpegFile,
  pdfFile,
  pngFile,
  zipFile,
} from '../../test/helpers/enquiries.js';
import { declaredKind, sniff, sniffFile } from './file-type.js';

describe('sniff', () => {
  it.each([
    ['pdf', pdfFile()],
    ['jpg', jpegFile()],
    ['png', pngFile()],
    ['doc', docFile()],
    ['docx', docxFile()],
  ])('recognises %s by its bytes', async (kind, bytes) => {
    expect(await sniff(bytes)).toBe(kind);
  });

  it.each([
    ['an executable', exeFile()],
    ['HTML', htmlFile()],
    ['an empty file', Buffer.alloc(0)],
    ['plain text', Buffer.from('hello %PDF-1.4')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['a zip without word/', zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' })],
    ['a zip without [Content_Types].xml', zipFile({ 'word/document.xml': '<w/>' })],
    ['a truncated zip', docxFile().subarray(0, 200)],
  ])('refuses %s', async (_what, bytes) => {
    expect(await sniff(bytes)).toBeNull();
  });

  it('reads a file on disk the same way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sniff-'));
    try {
      writeFileSync(join(dir, 'a'), docxFile());
      writeFileSync(join(dir, 'b'), exeFile());
      expect(await sniffFile(join(dir, 'a'))).toBe('docx');
      expect(await sniffFile(join(dir, 'b'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the zip entries of a docx, also behind a zip comment', async () => {
    const docx = docxFile();
    const withComment = Buffer.concat([docx, Buffer.from('comment')]);
    withComment.writeUInt16LE(7, docx.length - 2);
    expect(await sniff(withComment)).toBe('docx');
    expect(await sniff(zipFile({ 'a.txt': 'a', 'word/x.xml': 'x' }))).toBeNull();
  });
});

describe('declaredKind', () => {
  it('maps the five types and their aliases, ignoring parameters and case', () => {
    expect(declaredKind('application/pdf')).toBe('pdf');
    expect(declaredKind('Application/PDF; charset=binary')).toBe('pdf');
    expect(declaredKind('application/msword')).toBe('doc');
    expect(declaredKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('docx');
    expect(declaredKind('image/jpeg')).toBe('jpg');
    expect(declaredKind('image/jpg')).toBe('jpg');
    expect(declaredKind('image/png')).toBe('png');
  });

  it('treats a missing type or octet-stream as unspecified and refuses others', () => {
    expect(declaredKind(undefined)).toBe('unspecified');
    expect(declaredKind('application/octet-stream')).toBe('unspecified');
    expect(declaredKind('text/html')).toBeNull();
    expect(declaredKind('image/gif')).toBeNull();
    expect(declaredKind('application/x-msdownload')).toBeNull();
  });
});
