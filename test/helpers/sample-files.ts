/**
 * Small real-looking files of the five upload types (and two impostors) for the API and
 * browser tests. No dependencies beyond Node, so Playwright specs can import it too.
 */
import { deflateSync } from 'node:zlib';

export { paddedPdf, pdfFile } from '../fixtures/pdf.mjs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A JFIF header, a comment, and end of image. */
export function jpegFile(): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const comment = Buffer.from('Threadwise test image', 'ascii');
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, comment.length + 2]), comment]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(app0), com, Buffer.from([0xff, 0xd9])]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid 1×1 RGB PNG. */
export function pngFile(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0xc8, 0x6e, 0x4b]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A minimal valid OLE2 compound file: header, one FAT sector and one directory sector whose
 * root storage holds the named (empty) streams, at most three.
 */
export function cfbFile(streams: string[]): Buffer {
  const NONE = 0xffffffff;
  const END_OF_CHAIN = 0xfffffffe;
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : NONE, 76 + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: the FAT itself
  fat.writeUInt32LE(END_OF_CHAIN, 4); // sector 1: the directory, one sector long
  const dir = Buffer.alloc(512);
  const entry = (i: number, name: string, type: number, left: number, right: number, child: number) => {
    const at = i * 128;
    const n = Buffer.from(`${name}\0`, 'utf16le');
    n.copy(dir, at);
    dir.writeUInt16LE(n.length, at + 64);
    dir[at + 66] = type;
    dir.writeUInt32LE(left, at + 68);
    dir.writeUInt32LE(right, at + 72);
    dir.writeUInt32LE(child, at + 76);
    dir.writeUInt32LE(END_OF_CHAIN, at + 116);
  };
  const names = streams.slice(0, 3);
  entry(0, 'Root Entry', 5, NONE, NONE, names.length > 0 ? 1 : NONE);
  names.forEach((name, i) => entry(i + 1, name, 2, NONE, i + 2 <= names.length ? i + 2 : NONE, NONE));
  for (let i = names.length + 1; i < 4; i++) {
    dir.writeUInt32LE(NONE, i * 128 + 68);
    dir.writeUInt32LE(NONE, i * 128 + 72);
    dir.writeUInt32LE(NONE, i * 128 + 76);
  }
  return Buffer.concat([header, fat, dir]);
}

/** A Word 97-2003 document: a compound file with a WordDocument stream. */
export function docFile(): Buffer {
  return cfbFile(['\u0001CompObj', 'WordDocument', '1Table']);
}

/** An Excel 97-2003 workbook: the same container, no WordDocument stream. */
export function xlsFile(): Buffer {
  return cfbFile(['\u0001CompObj', 'Workbook']);
}

/** A zip of stored (uncompressed) entries. */
export function zipFile(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entries).length, 8);
  eocd.writeUInt16LE(Object.keys(entries).length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

/** A minimal Word 2007+ document. */
export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Tech pack notes</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A Windows executable's first bytes (what an .exe renamed .pdf really is). */
export function exeFile(): Buffer {
  const buf = Buffer.alloc(256);
  buf.write('MZ', 0, 'ascii');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('PE\0\0', 0x80, 'ascii');
  buf.write('This program cannot be run in DOS mode.', 0x4e, 'ascii');
  return buf;
}

export function htmlFile(): Buffer {
  return Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>\n', 'utf8');
}

export const TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const;
