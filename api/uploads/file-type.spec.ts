import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cfbFile,
  docFile,
  docxFile,
  exeFile,
  htmlFile,
  jpegFile,
  pdfFile,
  pngFile,
  xlsFile,
  zipFile,
} from '../../test/helpers/enquiries.js';
import { declaredKind, sniff, sniffFile, withKindExtension } from './file-type.js';

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
    ['an Excel 97-2003 workbook (OLE2 without WordDocument)', xlsFile()],
    ['an Outlook message (OLE2)', cfbFile(['__nameid_version1.0', '__substg1.0_0037001F'])],
    ['an installer package (OLE2)', cfbFile(['\u4840\u3f3f\u4577', 'SummaryInformation'])],
    ['an OLE2 header alone', docFile().subarray(0, 512)],
  ])('refuses %s', async (_what, bytes) => {
    expect(await sniff(bytes)).toBeNull();
  });

  it('ends the walk of a directory chain that loops, and refuses the file', async () => {
    const looping = docFile();
    // FAT entry of the directory sector (sector 1) points back at itself; the root has no children.
    looping.writeUInt32LE(1, 512 + 4);
    looping.writeUInt32LE(0xffffffff, 1024 + 76);
    expect(await sniff(looping)).toBeNull();
  });

  it('reads a file on disk the same way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sniff-'));
    try {
      writeFileSync(join(dir, 'a'), docxFile());
      writeFileSync(join(dir, 'b'), exeFile());
      writeFileSync(join(dir, 'c'), docFile());
      writeFileSync(join(dir, 'd'), xlsFile());
      expect(await sniffFile(join(dir, 'a'))).toBe('docx');
      expect(await sniffFile(join(dir, 'b'))).toBeNull();
      expect(await sniffFile(join(dir, 'c'))).toBe('doc');
      expect(await sniffFile(join(dir, 'd'))).toBeNull();
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

describe('withKindExtension', () => {
  it('keeps an extension that names the kind, in any case or alias', () => {
    expect(withKindExtension('Invoice.PDF', 'pdf')).toBe('Invoice.PDF');
    expect(withKindExtension('photo.jpeg', 'jpg')).toBe('photo.jpeg');
    expect(withKindExtension('notes.doc', 'doc')).toBe('notes.doc');
  });

  it('replaces an extension that names something else, and adds one where there is none', () => {
    expect(withKindExtension('Invoice.html', 'pdf')).toBe('Invoice.pdf');
    expect(withKindExtension('setup.exe', 'png')).toBe('setup.png');
    expect(withKindExtension('report.doc', 'docx')).toBe('report.docx');
    expect(withKindExtension('scan', 'png')).toBe('scan.png');
    expect(withKindExtension('Report v1.2', 'pdf')).toBe('Report v1.2.pdf');
    expect(withKindExtension('.htaccess', 'pdf')).toBe('.htaccess.pdf');
  });
});
