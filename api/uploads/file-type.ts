import { open } from 'node:fs/promises';

/**
 * Upload types (spec §5: PDF, DOC, DOCX, JPG/JPEG, PNG), recognised by their bytes, never
 * by name. The declared Content-Type must agree with what the bytes are.
 */
export type UploadKind = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

export interface UploadTypeInfo {
  kind: UploadKind;
  /** The canonical MIME type, stored and answered. */
  mime: string;
  ext: string;
}

export const UPLOAD_TYPES: Readonly<Record<UploadKind, UploadTypeInfo>> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' },
  doc: { kind: 'doc', mime: 'application/msword', ext: 'doc' },
  docx: {
    kind: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  jpg: { kind: 'jpg', mime: 'image/jpeg', ext: 'jpg' },
  png: { kind: 'png', mime: 'image/png', ext: 'png' },
};

/** Declared Content-Types we accept, with the aliases some systems send. */
const DECLARED: Readonly<Record<string, UploadKind>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/png': 'png',
};

/**
 * What the client says the file is: one of our kinds, 'unspecified' for a missing header or
 * application/octet-stream (a browser that does not know the extension), or null for any
 * other type (refused with 415 before a byte is read).
 */
export function declaredKind(contentType: string | undefined): UploadKind | 'unspecified' | null {
  if (!contentType) return 'unspecified';
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream') return 'unspecified';
  return DECLARED[type] ?? null;
}

const PDF = Buffer.from('%PDF-', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** OLE2 compound file (Word 97-2003 .doc). */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EOCD = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
/** End-of-central-directory record: 22 bytes plus a comment of up to 65535. */
const EOCD_MIN = 22;
const EOCD_SEARCH = EOCD_MIN + 0xffff;
export const SNIFF_HEAD_BYTES = 8;

/** A way to read byte ranges of the file being sniffed. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferSource(buf: Buffer): ByteSource {
  return { size: buf.length, read: async (offset, length) => buf.subarray(offset, offset + length) };
}

/** The kind of the bytes, or null when they are none of the five. */
export async function sniff(src: ByteSource): Promise<UploadKind | null> {
  const head = await src.read(0, SNIFF_HEAD_BYTES);
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, JPEG)) return 'jpg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, OLE)) return 'doc';
  if (startsWith(head, ZIP_LOCAL)) {
    const names = await zipEntryNames(src);
    if (names && names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))) return 'docx';
  }
  return null;
}

/** Sniffs a file on disk, reading only its head and its zip directory. */
export async function sniffFile(path: string): Promise<UploadKind | null> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    return await sniff({
      size,
      read: async (offset, length) => {
        const len = Math.max(0, Math.min(length, size - offset));
        const buf = Buffer.alloc(len);
        const { bytesRead } = await fh.read(buf, 0, len, offset);
        return buf.subarray(0, bytesRead);
      },
    });
  } finally {
    await fh.close();
  }
}

/** Names in a zip's central directory, or null when it is not a readable zip. */
export async function zipEntryNames(src: ByteSource, maxEntries = 10_000): Promise<string[] | null> {
  if (src.size < EOCD_MIN) return null;
  const tailStart = Math.max(0, src.size - EOCD_SEARCH);
  const tail = await src.read(tailStart, src.size - tailStart);
  let eocd = -1;
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === ZIP_EOCD && i + EOCD_MIN + tail.readUInt16LE(i + 20) <= tail.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (count > maxEntries || cdOffset + cdSize > tailStart + eocd) return null;
  const cd = await src.read(cdOffset, cdSize);
  const names: string[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== ZIP_CENTRAL) return null;
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    if (p + 46 + nameLen > cd.length) return null;
    names.push(cd.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

function startsWith(buf: Buffer, prefix: Buffer): boolean {
  return buf.length >= prefix.length && buf.subarray(0, prefix.length).equals(prefix);
}
